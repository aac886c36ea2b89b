import { rollAbility, type AbilityRollResult, type PoolSpec } from './ability-roll';
import type { Rng } from './rng';
import { marginBandFor, type Margin, type Ruleset } from './ruleset';

/** Who won an opposed roll. */
export type OpposedWinner = 'first' | 'second' | 'draw';

/** Two ability rolls compared (seed 004 "Opposed Rolls"); both rolls keep their raw dice. */
export type OpposedRollResult = {
  first: AbilityRollResult;
  second: AbilityRollResult;
  winner: OpposedWinner;
  /** Winner's hits minus loser's hits (0 for a draw). */
  netHits: number;
  margin: Margin;
  /** "Marginal Victory", "Draw"... from the ruleset's margin bands. */
  marginLabel: string;
  /** Neither side succeeded: possible even when one side "wins" nothing (seed 004). */
  bothFailed: boolean;
};

/** Compares two rolls already made: most hits wins; net hits give the margin. */
export function compareOpposed(ruleset: Ruleset, first: AbilityRollResult, second: AbilityRollResult): OpposedRollResult {
  const diff = first.hits - second.hits;
  const netHits = Math.abs(diff);
  const band = marginBandFor(ruleset.dice, netHits);
  return {
    first,
    second,
    winner: diff > 0 ? 'first' : diff < 0 ? 'second' : 'draw',
    netHits,
    margin: band.margin,
    marginLabel: band.label,
    bothFailed: !first.isSuccess && !second.isSuccess,
  };
}

/** Rolls the first pool, then the second, with the same dice source, and compares them. */
export function rollOpposed(ruleset: Ruleset, first: PoolSpec, second: PoolSpec, rng: Rng): OpposedRollResult {
  const a = rollAbility(ruleset, first, rng);
  const b = rollAbility(ruleset, second, rng);
  return compareOpposed(ruleset, a, b);
}
