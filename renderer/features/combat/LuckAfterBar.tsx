import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';

type Props = { view: CombatView; run: (a: CombatAction) => Promise<CombatView | null>; busy: boolean };

/**
 * Issue 39 item 2, seeds 002/004 "Luck": "After your own roll, spend a point to get a re-roll and
 * choose the better of the two rolls". Shown while the action just resolved is the latest step:
 * the attacker (attack roll) or a defender (defense roll) may spend a point now; nothing is spent
 * unless a button is pressed, and Undo takes the re-roll back.
 */
export function LuckAfterBar({ view, run, busy }: Props) {
  const offers = view.luckAfter ?? [];
  if (offers.length === 0 || view.phase === 'ended') return null;
  return (
    <section className="luck-after" aria-label="Luck after the roll" data-testid="luck-after">
      <p className="muted">Seen the rolls? Luck re-rolls one and keeps the better (one point).</p>
      <div className="row">
        {offers.map((o) => (
          <button
            key={`${o.combatantId}:${o.roll}`}
            type="button"
            disabled={busy}
            onClick={() => void run({ kind: 'command', command: { type: 'luck.reroll', combatantId: o.combatantId, roll: o.roll } })}
          >
            Spend luck to re-roll {o.name}’s {o.roll}
          </button>
        ))}
      </div>
    </section>
  );
}
