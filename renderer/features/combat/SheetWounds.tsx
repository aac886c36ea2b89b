import { useId, useState } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { DeclareRun, DeclareViewPart } from './declare-types';

type Props = { view: DeclareViewPart; c: CombatantView; run: DeclareRun; busy: boolean };

/**
 * Issue 37 item 9: the selected combatant's wounds in the fight, each with Treat (first aid is a
 * declared action of whoever treats: one undoable step) and Remove (the storyteller's correction).
 */
export function SheetWounds({ view, c, run, busy }: Props) {
  const uid = useId();
  const [treating, setTreating] = useState<number | null>(null);
  const label = (s: string) => view.lists.woundSeverities.find((x) => x.id === s)?.label ?? s;
  return (
    <section aria-labelledby={`${uid}-wounds`} data-testid="sheet-wounds">
      <h3 id={`${uid}-wounds`}>Wounds</h3>
      {c.wounds.length === 0 ? (
        <p className="muted small">Unhurt.</p>
      ) : (
        <>
          <p className="small">Wound modifier <strong>{c.woundModifier > 0 ? `−${c.woundModifier}` : '0'}{view.unit === 'percent' ? '%' : view.unit === 'goal' ? ' goal' : ' dice'}</strong></p>
          <ul className="plain-list sheet-wounds">
            {c.wounds.map((w, i) => (
              <li key={i}>
                <span>
                  <strong>{label(w.severity)}</strong> {w.location} <span className="muted small">({w.source}{w.firstAid !== 'none' ? `, first aid ${w.firstAid}` : ''})</span>
                </span>{' '}
                <button type="button" className="small" disabled={busy || !view.allowed['action.declare'] || w.firstAid !== 'none' || w.severity === 'healed'} onClick={() => setTreating(treating === i ? null : i)} aria-expanded={treating === i} aria-label={`Treat ${label(w.severity)} ${w.location} of ${c.name}`}>
                  Treat
                </button>{' '}
                <button type="button" className="quiet small" disabled={busy || !view.allowed['wound.remove']} onClick={() => void run({ kind: 'command', command: { type: 'wound.remove', targetId: c.id, index: i } })} aria-label={`Remove the ${label(w.severity)} ${w.location} wound of ${c.name}`}>
                  Remove
                </button>
                {treating === i && <TreatForm view={view} c={c} index={i} run={run} busy={busy} onDone={() => setTreating(null)} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {c.wounds.length > 0 && !view.allowed['action.declare'] && <p className="muted small">Treat is declared as an action: open while the turn's declarations are.</p>}
    </section>
  );
}

/** Who gives first aid: declared as their action for this turn (anyone able to act, the patient too). */
function TreatForm({ view, c, index, run, busy, onDone }: { view: DeclareViewPart; c: CombatantView; index: number; run: DeclareRun; busy: boolean; onDone: () => void }) {
  const able = view.combatants.filter((x) => !x.knockedOut && !x.tasks);
  const [medic, setMedic] = useState(() => (able.find((x) => x.team === c.team && x.id !== c.id) ?? able.find((x) => x.id === c.id) ?? able[0])?.id ?? '');
  return (
    <form
      className="row tight treat-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!medic) return;
        void run({ kind: 'command', command: { type: 'action.declare', declarations: [{ combatantId: medic, action: { kind: 'treat', target: c.id, woundIndex: index }, luck: null }] } }).then((after) => {
          if (after) onDone();
        });
      }}
    >
      <label>
        Treated by
        {/* Focus starts here: the form opened for this choice. */}
        <select value={medic} onChange={(e) => setMedic(e.target.value)} autoFocus>
          {able.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
              {x.id === c.id ? ' (self)' : x.team === c.team ? '' : ' (other team)'}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="small primary" disabled={busy || !medic}>
        Declare first aid
      </button>
    </form>
  );
}
