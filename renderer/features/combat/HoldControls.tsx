import { createContext, useContext, useMemo, type ReactNode } from 'react';
import './session.css';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';

/**
 * Hold and "Act now" on the initiative order (issue 18). A context, so the order's memoised items
 * take no new props: whether holding is allowed and how to send it come from here.
 */
type HoldState = { run: (a: CombatAction) => Promise<unknown>; canHold: boolean; canRelease: boolean };
const HoldContext = createContext<HoldState | null>(null);

export function HoldProvider({ run, view, children }: { run: HoldState['run']; view: CombatView; children: ReactNode }) {
  const canHold = view.allowed['action.hold'];
  const canRelease = view.allowed['action.release'];
  // The same object while nothing changes, so a step does not re-render every order item's button.
  const value = useMemo(() => ({ run, canHold, canRelease }), [run, canHold, canRelease]);
  return <HoldContext.Provider value={value}>{children}</HoldContext.Provider>;
}

/** "Hold" on a pending combatant of the order. */
export function HoldButton({ id, name }: { id: string; name: string }) {
  const h = useContext(HoldContext);
  if (!h?.canHold) return null;
  return (
    <button type="button" className="quiet small hold-button" onClick={() => void h.run({ kind: 'command', command: { type: 'action.hold', combatantId: id } })} aria-label={`Hold ${name}'s action`}>
      Hold
    </button>
  );
}

/** Who holds their action, each with "Act now" (goes next); whoever still holds at the end acts last. */
export function HeldList({ held }: { held: CombatView['held'] }) {
  const h = useContext(HoldContext);
  if (!held?.length) return null;
  return (
    <div className="held-list" data-testid="held-list">
      <h3 className="small">Holding</h3>
      <ul className="plain-list">
        {held.map((s) => (
          <li key={s.id} className="order-item is-held" data-testid={`held-${s.name}`}>
            <span className="hits">{s.hits}</span> <span>{s.name}</span>{' '}
            <button
              type="button"
              className="small"
              disabled={!h?.canRelease}
              onClick={() => void h?.run({ kind: 'command', command: { type: 'action.release', combatantId: s.id } })}
              aria-label={`Act now: ${s.name}`}
            >
              Act now
            </button>
          </li>
        ))}
      </ul>
      <p className="muted small">Still holding when everyone else has acted: acts last.</p>
    </div>
  );
}
