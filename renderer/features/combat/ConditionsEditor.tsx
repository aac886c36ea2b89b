import { memo, useState } from 'react';
import './session.css';
import type { CombatantView } from '../../../shared/core/combat/view';
import { sameJson } from '../../../shared/core/combat/view-patch';
import type { CombatAction } from './combat-queries';

type Condition = NonNullable<CombatantView['conditions']>[number];

/** "2 turns left", "ends this turn", "until removed": what a chip says about a condition's time. */
export function conditionTime(k: Condition, turn: number): string {
  if (k.endsAfter === null) return 'until removed';
  const left = k.endsAfter - Math.max(turn, 1) + 1;
  return left <= 1 ? 'ends this turn' : `${left} turns left`;
}

type ChipsProps = { c: CombatantView; turn: number };

/**
 * The combatant's conditions and note as chips on their row (issue 18). Issue 38: rendered again
 * only when what it shows changed; a "resolve all" changes every row's combatant (ammo, wounds),
 * rarely their conditions.
 */
export const ConditionChips = memo(function ConditionChips({ c, turn }: ChipsProps) {
  if (!c.conditions?.length && !c.note) return null;
  return (
    <>
      {c.conditions?.map((k) => (
        <span key={k.id} className="chip condition" title={`${k.name}: ${conditionTime(k, turn)}`} data-testid={`condition-${c.name}-${k.name}`}>
          {k.name}
          {k.endsAfter !== null && (
            <>
              <span aria-hidden="true"> {Math.max(0, k.endsAfter - Math.max(turn, 1) + 1)}t</span>
              <span className="visually-hidden">, {conditionTime(k, turn)}</span>
            </>
          )}
        </span>
      ))}
      {c.note && (
        <span className="chip note" title={c.note}>
          Note
        </span>
      )}
    </>
  );
}, sameChips);

function sameChips(a: ChipsProps, b: ChipsProps): boolean {
  return a.turn === b.turn && a.c.name === b.c.name && a.c.note === b.c.note && sameJson(a.c.conditions, b.c.conditions);
}

type Props = {
  c: CombatantView;
  /** Whether the machine takes condition and note commands now (not after the combat ended). */
  allowed: boolean;
  run: (a: CombatAction) => Promise<unknown>;
  busy: boolean;
};

/**
 * Conditions with an optional duration in turns ("Blinded, 2 turns": this turn and the next) and a
 * free note for one combatant. Reminders only: roll modifiers are the overrides' job.
 */
export function ConditionsEditor({ c, allowed, run, busy }: Props) {
  const [name, setName] = useState('');
  const [turns, setTurns] = useState('');
  const [note, setNote] = useState(c.note ?? '');
  const command = (command: Extract<CombatAction, { kind: 'command' }>['command']) => void run({ kind: 'command', command });
  const duration = turns.trim() === '' ? null : Number(turns);
  const durationOk = duration === null || (Number.isInteger(duration) && duration >= 1 && duration <= 99);
  const disabled = busy || !allowed;
  const add = () => {
    if (!name.trim() || !durationOk) return;
    command({ type: 'condition.add', combatantId: c.id, condition: { id: crypto.randomUUID(), name: name.trim(), turns: duration } });
    setName('');
    setTurns('');
  };
  return (
    <section className="conditions-editor" aria-labelledby={`conditions-${c.id}`}>
      <h3 id={`conditions-${c.id}`}>Conditions and note</h3>
      {c.conditions?.length ? (
        <ul className="plain-list">
          {c.conditions.map((k) => (
            <li key={k.id}>
              <span className="chip condition">{k.name}</span> <span className="muted small">{k.endsAfter === null ? 'until removed' : `to the end of turn ${k.endsAfter}`}</span>{' '}
              <button type="button" className="quiet small" disabled={disabled} onClick={() => command({ type: 'condition.remove', combatantId: c.id, conditionId: k.id })} aria-label={`Remove ${k.name} from ${c.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No conditions.</p>
      )}
      <form
        className="row tight"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label>
          Condition <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} placeholder="Blinded" disabled={disabled} />
        </label>
        <label>
          Turns <input value={turns} inputMode="numeric" size={3} onChange={(e) => setTurns(e.target.value)} placeholder="—" aria-describedby={`turns-hint-${c.id}`} disabled={disabled} aria-invalid={!durationOk} />
        </label>
        <button type="submit" className="small" disabled={disabled || !name.trim() || !durationOk}>
          Add condition
        </button>
      </form>
      <p id={`turns-hint-${c.id}`} className={durationOk ? 'muted small' : 'error-text small'}>
        {durationOk ? 'Turns: this turn counts as the first; empty means until removed.' : 'Turns must be a whole number from 1 to 99, or empty.'}
      </p>
      <form
        className="row tight"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim() !== (c.note ?? '')) command({ type: 'note.set', combatantId: c.id, note: note.trim() });
        }}
      >
        <label className="grow">
          Note <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} disabled={disabled} />
        </label>
        <button type="submit" className="small" disabled={disabled || note.trim() === (c.note ?? '')}>
          Save note
        </button>
      </form>
    </section>
  );
}
