import { useCallback, useState } from 'react';
import { abilityKey } from '../../../shared/domain/character';
import { heldAbilities, nameCharacters, type CharacterRef } from '../../../shared/systems';
import { QueryState } from '../../components/QueryState';
import { AttributesSection, SkillsSection } from './AbilitySections';
import { EditionSection, HouseRulesSection } from './EditionSections';
import { LanguageRulingsSection } from './LanguageRulings';
import { ListsSection, RolesSection } from './ListSections';
import { NumbersSection } from './NumbersSection';
import { SystemProblems } from './SystemProblems';
import { useSystemEditor, type SaveStatus } from './useSystemEditor';
import './system.css';
import { useUndoShortcuts } from '../../components/useUndoShortcuts';
import { useScreenHistory } from '../../app/menu/screen-history';

type PendingRename = { kind: 'attribute' | 'action-skill'; from: string; to: string; holders: CharacterRef[] };

const JUMPS = [
  ['sys-h-edition', 'Edition'], ['sys-h-attributes', 'Attributes'], ['sys-h-skills', 'Action skills'], ['sys-h-roles', 'Roles'],
  ['sys-h-lists', 'Lists'], ['sys-h-chargen', 'Chargen'], ['sys-h-xp', 'XP and luck'], ['sys-h-house', 'House rules'],
] as const;

const STATUS: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Editing…',
  saving: 'Saving…',
  held: 'Not saved: fix the fields marked in red',
};


/** The setting editor: the campaign's edition, abilities, lists, limits and house rules, linted as you type and saved at once. */
export function SystemScreen() {
  const sys = useSystemEditor();
  const { draft, edition, problems, history, undo, redo } = sys;
  const [pending, setPending] = useState<PendingRename | null>(null);

  useUndoShortcuts(undo, redo);
  useScreenHistory(false, history, undo, redo);

  const roster = sys.characters;
  const onRenamed = useCallback((kind: PendingRename['kind'], from: string, to: string) => {
    const held = heldAbilities(roster).get(`${kind}:${abilityKey(from)}`);
    if (!held || abilityKey(from) === abilityKey(to)) return;
    setPending({ kind, from, to, holders: held.characters });
  }, [roster]);
  const follow = (p: PendingRename) => {
    sys.edit(`rename of ${p.kind === 'attribute' ? 'attribute' : 'action skill'} "${p.from}" to "${p.to}"`, (d) => d, [{ kind: p.kind, from: p.from, to: p.to }]);
    setPending(null);
  };

  const sections = draft && { setting: draft.setting, edit: sys.edit, problems };
  return (
    <section className="panel system-editor" aria-labelledby="system-title">
      <header className="sys-head">
        <div>
          <h1 id="system-title">Game system</h1>
          <p className="muted small">Every change is saved in the campaign as you make it. Ctrl+Z undoes, Ctrl+Shift+Z redoes.</p>
        </div>
        <div className="sys-head-tools">
          <span className={`save-status ${sys.status}`} data-testid="save-status" aria-live="polite">{STATUS[sys.status]}</span>
          <div className="history" role="group" aria-label="Undo and redo">
            <button type="button" onClick={undo} disabled={!history?.canUndo} aria-keyshortcuts="Control+Z"
              title={history?.undoLabel ? `Undo ${history.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}>↶ Undo</button>
            <button type="button" onClick={redo} disabled={!history?.canRedo} aria-keyshortcuts="Control+Shift+Z"
              title={history?.redoLabel ? `Redo ${history.redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}>↷ Redo</button>
          </div>
        </div>
      </header>
      {sys.error && (
        <div role="alert" className="sys-banner error">
          <span>{sys.error.message}</span>
          {sys.error.code === 'system/conflict' || sys.error.code === 'system/history-stale' ? (
            <button type="button" onClick={() => void sys.reload()}>Load the stored version</button>
          ) : (
            <button type="button" className="linkish" onClick={sys.dismissError}>Dismiss</button>
          )}
        </div>
      )}
      {pending && (
        <div role="alertdialog" aria-label={`Rename ${pending.from} on sheets?`} className="sys-banner confirm">
          <p>
            <strong>{pending.holders.length === 1 ? '1 character has' : `${pending.holders.length} characters have`} {pending.from}</strong> ({nameCharacters(pending.holders)}).
            Rename it to {pending.to} on their sheets too? Background skills it rules and gear that names it follow.
          </p>
          <div className="row tight">
            <button type="button" className="primary" onClick={() => follow(pending)}>Rename on sheets too</button>
            <button type="button" onClick={() => setPending(null)}>Only in the setting</button>
          </div>
        </div>
      )}
      <nav className="sys-jumps" aria-label="Sections">
        {JUMPS.map(([id, label]) => (
          <a key={id} href={`#${id}`} onClick={(e) => { e.preventDefault(); document.getElementById(id)?.scrollIntoView?.({ block: 'start' }); }}>{label}</a>
        ))}
      </nav>
      <QueryState isPending={sys.query.isPending} error={sys.query.error}>
        {draft && sections && (
          <div className="sys-layout">
            <div className="sys-main">
              <EditionSection choice={draft.choice} edition={edition} edit={sys.edit} />
              <AttributesSection {...sections} onRenamed={onRenamed} />
              <SkillsSection {...sections} onRenamed={onRenamed} />
              <RolesSection {...sections} edition={edition} />
              <ListsSection {...sections} />
              <LanguageRulingsSection {...sections} edition={edition} />
              <NumbersSection {...sections} edition={edition} />
              <HouseRulesSection choice={draft.choice} edition={edition} edit={sys.edit} />
            </div>
            <SystemProblems problems={problems} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
