/**
 * Issue 35 on the GM screen: the fight's title and team names as the players see them. The
 * fight's own name and the teams' names are the storyteller's (they may name a hidden NPC), so
 * players see "Fight" and "Team 1"… unless a player-facing name is given here. Saving is one
 * `privacy.names` step (Undo takes it back); an empty field clears that name. A modal dialog like
 * "Add NPCs": Escape closes it and focus returns to the button. A refused change keeps the dialog
 * open with what was typed, says the refusal inside it and puts focus on the field it names.
 */
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import type { PlayerNamesChange } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';
import { DialogError } from '../../components/DialogError';
import { ModalForm } from './ModalForm';
import { useStepRefusal } from './use-step-refusal';

type Run = (a: CombatAction) => Promise<unknown>;
/** `error`: the GM screen's last refusal (said here when it is this dialog's). */
type Props = { view: Pick<CombatView, 'teams' | 'playerTitle' | 'allowed'>; run: Run; busy: boolean; error?: string | null };
type Fields = { title: string; teams: Record<number, string> };

const fieldsOf = (view: Props['view']): Fields => ({
  title: view.playerTitle ?? '',
  teams: Object.fromEntries(view.teams.map((t) => [t.id, t.publicName ?? ''])),
});

/** Only what changed: an unchanged field is not sent, an emptied one clears (null). */
export function namesChange(view: Props['view'], fields: Fields): PlayerNamesChange | null {
  const change: PlayerNamesChange = {};
  const title = fields.title.trim();
  if (title !== (view.playerTitle ?? '')) change.title = title || null;
  const teams = view.teams.flatMap((t) => {
    const name = (fields.teams[t.id] ?? '').trim();
    return name === (t.publicName ?? '') ? [] : [{ team: t.id, name: name || null }];
  });
  if (teams.length) change.teams = teams;
  return change.title !== undefined || change.teams ? change : null;
}

/** The field a refusal names, by the label it starts with (refusal-words.ts), or null. */
export function refusedField(message: string | null): 'title' | 'teams' | null {
  if (message?.startsWith('Fight title:')) return 'title';
  if (message?.startsWith('Team name')) return 'teams';
  return null;
}

export const FightNamesDialog = memo(function FightNamesDialog({ view, run, busy, error = null }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [fields, setFields] = useState<Fields | null>(null);
  const refusal = useStepRefusal(error);
  const field = refusedField(refusal.message);
  const allowed = view.allowed['privacy.names'];
  // Focus goes to the field the refusal names: the title, or the first team name too long to keep.
  useEffect(() => {
    if (!field || !fields) return;
    const team = view.teams.find((t) => (fields.teams[t.id] ?? '').trim().length > 80) ?? view.teams[0];
    document.getElementById(field === 'title' ? 'fn-title-input' : `fn-team-${team?.id}`)?.focus();
    // Only when a refusal arrives, not on each keystroke after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal.message]);
  const show = () => {
    setFields(fieldsOf(view));
    dialogRef.current?.showModal();
  };
  const close = () => {
    dialogRef.current?.close();
    buttonRef.current?.focus();
  };
  const change = fields ? namesChange(view, fields) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!change) return;
    void refusal.track(run({ kind: 'command', command: { type: 'privacy.names', ...change } })).then((taken) => taken && close(), () => undefined);
  };
  return (
    <>
      <button ref={buttonRef} type="button" onClick={show} disabled={!allowed} aria-haspopup="dialog" title="The fight's title and team names on the players' screens">
        Names for players
      </button>
      <ModalForm
        dialogRef={dialogRef}
        className="quick-npcs-dialog fight-names-dialog"
        titleId="fn-title"
        title="Names the players see"
        open={fields !== null}
        onClose={() => {
          setFields(null);
          refusal.clear();
        }}
        onSubmit={submit}
        submitLabel="Save"
        submitDisabled={busy || !change}
        onCancel={close}
      >
        {fields && (
          <>
            <p className="muted small">Your fight and team names stay yours. Players see these instead; empty shows the neutral one.</p>
            <div className="qn-grid">
              <label htmlFor="fn-title-input">Fight title</label>
              <input id="fn-title-input" value={fields.title} maxLength={80} placeholder="Fight" {...invalid(field === 'title')} onChange={(e) => setFields({ ...fields, title: e.target.value })} />
              {view.teams.map((t) => (
                <TeamField key={t.id} team={t} value={fields.teams[t.id] ?? ''} invalid={field === 'teams'} onChange={(v) => setFields({ ...fields, teams: { ...fields.teams, [t.id]: v } })} />
              ))}
            </div>
            <DialogError id="fn-error" testId="fn-error" message={refusal.message} />
          </>
        )}
      </ModalForm>
    </>
  );
});

/** A field the refusal names is marked and points at the dialog's error line. */
const invalid = (yes: boolean) => (yes ? { 'aria-invalid': true, 'aria-describedby': 'fn-error' } : {});

function TeamField({ team, value, invalid: named, onChange }: { team: Props['view']['teams'][number]; value: string; invalid: boolean; onChange: (value: string) => void }) {
  const id = `fn-team-${team.id}`;
  // The neutral label players get; a team none of whose members they have seen has none yet.
  const neutral = team.shown !== undefined ? `Team ${team.shown}` : 'Not shown yet';
  return (
    <>
      <label htmlFor={id}>{team.name}</label>
      <input id={id} value={value} maxLength={80} placeholder={neutral} {...invalid(named)} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
