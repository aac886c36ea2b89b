import { memo } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import { useShownForecast } from './forecast-context';
import { forecastParts } from './forecast-parts';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The knockout chance in words, both numbers where both are known: `now` is the edition's chance
 * that a knockout roll fails with the wounds already taken (FS3.1, issue 39 item 6), `after` the
 * turn forecast's chance of being out at the end of this turn with what may still hit (issue 41).
 */
export function knockoutWords(now: number | undefined, after: number | null): string {
  if (now !== undefined && after !== null) return `Knockout risk: now ${pct(now)} (if hurt, with these wounds) / after this turn ${pct(after)} (with what may still hit)`;
  if (after !== null) return `Knockout risk after this turn (a knockout roll failing, given current wounds and what may still hit): ${pct(after)}`;
  return `Knockout risk: now ${pct(now ?? 0)} (if hurt this turn, the knockout roll fails with these wounds)`;
}

/**
 * Issue 39 item 6: an edition's knockout odds on the board (FS3.1, seed 002 "Knockout": the d100
 * plus toughness must not be lower than the wound total at the end of a turn with damage). Where
 * the turn forecast gives this combatant a KO-risk meter, the meter says both numbers and this
 * chip stays away: one knockout display a row.
 */
export const KnockoutChip = memo(function KnockoutChip({ c }: { c: CombatantView }) {
  const { forecast } = useShownForecast();
  if (c.knockoutChance === undefined || c.knockedOut) return null;
  // Issue 38: by id (worked out once per forecast), not a search of 200 per row.
  if (forecast && (forecastParts(forecast).byId.get(c.id)?.koRisk ?? null) !== null) return null;
  const pct100 = Math.round(c.knockoutChance * 100);
  return (
    <span className={`chip${pct100 >= 50 ? ' bad' : ' warn'}`} data-testid="knockout-chip" title={knockoutWords(c.knockoutChance, null)}>
      Knockout risk {pct100}%
    </span>
  );
}, sameKnockout);

/** Issue 38: what the chip reads of its combatant (a row renders again for any change of theirs). */
function sameKnockout(a: { c: CombatantView }, b: { c: CombatantView }): boolean {
  return a.c.id === b.c.id && a.c.knockoutChance === b.c.knockoutChance && a.c.knockedOut === b.c.knockedOut;
}
