import type { CombatantView } from '../../../shared/core/combat/view';

/**
 * Issue 39 item 6: an edition's knockout odds on the board (FS3.1, seed 002 "Knockout": the d100
 * plus toughness must not be lower than the wound total at the end of a turn with damage).
 */
export function KnockoutChip({ c }: { c: CombatantView }) {
  if (c.knockoutChance === undefined || c.knockedOut) return null;
  const pct = Math.round(c.knockoutChance * 100);
  return (
    <span className={`chip${pct >= 50 ? ' bad' : ' warn'}`} data-testid="knockout-chip" title={`If hurt this turn: ${pct}% chance the knockout roll fails with these wounds`}>
      KO {pct}%
    </span>
  );
}
