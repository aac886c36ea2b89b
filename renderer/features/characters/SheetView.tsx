import { useMemo, useState } from 'react';
import { CHARACTER_NAME_MAX } from '../../../shared/ipc/character-contract';
import type { Character } from '../../../shared/domain/character';
import { checkCharacter, ratingProblems, sheetWords, type GameSystem } from '../../../shared/systems';
import { useGameSystem } from '../../api/game-system';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { QueryState } from '../../components/QueryState';
import { navigate } from '../../app/routes';
import { ActionSkillsTable, AttributesTable, BackgroundSkillsTable } from './AbilityTables';
import { errorText, useCharacterCommand, useSheet } from './api';
import { DiceRoller } from './DiceRoller';
import { KnockoutRiskNote } from './KnockoutRiskNote';
import { Findings, findingsIn } from './findings';
import { LedgerPanel } from './LedgerPanel';
import { GearEditor, TextListEditor } from './ListEditors';
import { PdfExportButton } from './PdfExport';
import { useClient } from '../../api/client';
import { ExportButton } from '../transfer/ExportButton';
import { PointsPanel } from './PointsPanel';
import { TracksPanel } from './TracksPanel';
import { useDraft, type SaveStatus } from './useDraft';
import { WoundsPanel } from './WoundsPanel';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Editing…',
  saving: 'Saving…',
  invalid: 'Not saved',
  error: 'Not saved',
};

export function SheetView({ id }: { id: string }) {
  const sheet = useSheet(id);
  const { system, error } = useGameSystem();
  return (
    <QueryState isPending={sheet.isPending || (!system && !error)} error={sheet.error ?? (error ? new Error(error) : null)}>
      {sheet.data && system && <SheetEditor key={id} sheet={sheet.data} system={system} />}
    </QueryState>
  );
}

function SheetEditor({ sheet, system }: { sheet: CharacterSheet; system: GameSystem }) {
  const { setting } = system;
  const client = useClient();
  const { draft, edit, flush, status, message } = useDraft(sheet.character);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const [liftWait, setLiftWait] = useState(false);
  const [rollAbility, setRollAbility] = useState(setting.actionSkills[0]?.name ?? setting.attributes[0]?.name ?? '');
  const spend = useCharacterCommand('character.spendXp', [sheet.character.id]);
  const setGear = useCharacterCommand('character.setGear', [sheet.character.id]);
  const report = useMemo(() => (draft ? checkCharacter(system, draft) : null), [system, draft]);
  const outOfRange = useMemo(() => (draft ? ratingProblems(system, draft) : []), [system, draft]);
  if (!draft || !report) return null;
  const c: Character = { ...draft, xp: sheet.character.xp, luckPoints: sheet.character.luckPoints, lastSkillRaiseDate: sheet.character.lastSkillRaiseDate };
  const onStatus = (text: string, error?: boolean): void => setNotice({ text, ...(error ? { error } : {}) });
  const onBlur = (): void => void flush();
  const onRoll = (ability: string): void => {
    setRollAbility(ability);
    // The roller shows the odds; focus lands on its button, so Enter rolls.
    document.getElementById('roller-title')?.scrollIntoView({ block: 'nearest' });
    setTimeout(() => document.getElementById('roll-now')?.focus(), 0);
  };
  const onRaise = async (skill: string, rulingAttribute?: string): Promise<void> => {
    // Pending edits go first, so the raise starts from what is on screen.
    if (!(await flush())) return onStatus('Fix the sheet before spending XP: it has unsaved, invalid changes.', true);
    try {
      const { entry } = await spend.mutateAsync({ id: c.id, skill, override: liftWait, ...(rulingAttribute ? { rulingAttribute } : {}) });
      setLiftWait(false);
      onStatus(`${entry.reason}: ${entry.delta} XP.`);
    } catch (error) {
      onStatus(errorText(error), true);
    }
  };
  const common = { character: c, system, setting, findings: report.findings, edit, onBlur, onRoll };
  const xpProps = { onRaise: (s: string, r?: string) => void onRaise(s, r), busy: spend.isPending, today: sheet.today };

  return (
    <div className="sheet">
      <header className="sheet-header">
        <div className="sheet-title">
          <a href="#/characters" onClick={(e) => { e.preventDefault(); void flush().then(() => navigate('characters')); }}>← All characters</a>
          {/* The sheet's heading is the character's name (issue 18: the sheet had no h1), edited in
              place: the heading reads as the field's value, the field is labelled "Name". */}
          <h1 className="sheet-name">
            <input className="name-big" aria-label="Name" maxLength={CHARACTER_NAME_MAX} value={draft.name} onChange={(e) => edit((x) => ({ ...x, name: e.target.value }))} onBlur={onBlur} />
          </h1>
          <label className="inline">
            <span className="sr-only">Kind</span>
            <select aria-label="Kind" value={draft.kind} onChange={(e) => edit((x) => ({ ...x, kind: e.target.value as Character['kind'] }))} onBlur={onBlur}>
              <option value="pc">Player character</option>
              <option value="npc">NPC</option>
            </select>
          </label>
        </div>
        <div className="sheet-tools">
          <span className={`save-status ${status}`} role="status" data-testid="save-status">{STATUS_TEXT[status]}</span>
          <PdfExportButton ids={[c.id]} label="Export PDF" beforeExport={flush} />
          <ExportButton
            label="Export…"
            load={async () => {
              // Pending edits first, so the file holds what is on screen.
              await flush();
              return client.call('transfer.exportCharacter', { id: c.id });
            }}
          />
        </div>
      </header>
      {message && <p role="alert" className="error-text">{message}</p>}
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} className={notice.error ? 'error-text notice-line' : 'ok-text notice-line'} data-testid="sheet-notice">
          {notice.text}
        </p>
      )}
      <div className="sheet-grid">
        <div className="sheet-main">
          <section className="sheet-section" aria-labelledby="concept-title">
            <h2 id="concept-title">Concept</h2>
            <textarea
              aria-label="Concept"
              aria-describedby="concept-hint"
              rows={4}
              value={draft.concept}
              onChange={(e) => edit((x) => ({ ...x, concept: e.target.value }))}
              onBlur={onBlur}
            />
            <p id="concept-hint" className="muted small">Two or three sentences: occupation, personality, recent backstory.</p>
            <Findings items={findingsIn(report.findings, 'concept')} />
          </section>
          <AttributesTable {...common} {...xpProps} />
          <ActionSkillsTable {...common} {...xpProps} />
          <BackgroundSkillsTable {...common} {...xpProps} />
          <TextListEditor title="Languages" itemLabel="Language" items={draft.languages} suggestions={setting.languages} onChange={(languages) => edit((x) => ({ ...x, languages }))} onBlur={onBlur}>
            <Findings items={findingsIn(report.findings, 'languages')} />
          </TextListEditor>
          <TextListEditor title="Quirks" itemLabel="Quirk" items={draft.quirks} suggestions={setting.quirkIdeas} multiline onChange={(quirks) => edit((x) => ({ ...x, quirks }))} onBlur={onBlur}>
            <Findings items={findingsIn(report.findings, 'quirks')} />
          </TextListEditor>
          <GearEditor
            gear={sheet.gear}
            onSave={(gear) => void setGear.mutateAsync({ id: c.id, gear }).catch((error: unknown) => onStatus(errorText(error), true))}
          />
          <section className="sheet-section" aria-labelledby="notes-title">
            <h2 id="notes-title">Notes</h2>
            <textarea aria-label="Notes" rows={4} value={draft.notes} onChange={(e) => edit((x) => ({ ...x, notes: e.target.value }))} onBlur={onBlur} />
          </section>
        </div>
        <aside className="sheet-side">
          <PointsPanel report={report} setting={setting} isNpc={draft.kind === 'npc'} outOfRange={outOfRange} {...(system.edition.ops.sheetWords ? { words: sheetWords(system) } : {})} />
          <TracksPanel sheet={sheet} character={c} system={system} />
          {outOfRange.length > 0 ? (
            // Never offer a pool built on a rating out of range (a stored 99 would roll 99 dice).
            <section className="sheet-section roller" aria-labelledby="roller-title">
              <h2 id="roller-title">Dice roller</h2>
              <p className="warning-text" data-testid="roller-blocked">Fix the ratings out of range before rolling: {outOfRange.map((p) => p.field).join(', ')}.</p>
            </section>
          ) : (
            <DiceRoller sheet={sheet} character={c} system={system} ability={rollAbility} onAbility={setRollAbility} />
          )}
          <LedgerPanel sheet={{ ...sheet, character: c }} setting={setting} system={system} onStatus={onStatus} liftWait={liftWait} onLiftWait={setLiftWait} />
          <WoundsPanel sheet={sheet} />
          <KnockoutRiskNote sheet={sheet} character={c} system={system} />
        </aside>
      </div>
    </div>
  );
}
