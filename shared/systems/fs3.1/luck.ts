/**
 * Seed 002 "Luck" on ability rolls, in percent. The before-the-roll effects are the shared plan
 * (shared/core/dice/luck.ts `planLuck`, driven by the sheet roller for `luckOutsideCombat` 'dice'):
 * with FS3.1's ruleset (`luck.bonusDice` and `penaltyDice` = 50) its modifiers are the seed's
 * "+50 modifier" and "+50 or -50 modifier" added to the d100. Its limits are the seed's too: one
 * point per person per roll ("you can't give yourself a bonus *and* someone else a penalty in the
 * same Opposed Roll"), one point on a roll ("you can't have multiple people all spending luck to
 * help someone"), a cancel only against luck "used against you". The re-roll after one's own roll
 * keeps the better Roll Result, and its exact odds are dice.ts `resultDistribution(row, mod, true)`.
 */
import { LUCK_TAG, type AbilityRollResult } from '../../core/dice/ability-roll';
import { luckModifier, LuckRuleError, rerollRefusal } from '../../core/dice/luck';
import type { Rng } from '../../core/dice/rng';
import type { Ruleset } from '../../core/dice/ruleset';
import { fs31Roll, resultDistribution } from './dice';
import { poolModifier, poolRow } from './pools';

/** The percent modifier one luck point gives: +50 on one's own roll or a friend's, −50 on an enemy's. */
export const fs31LuckModifier = (core: Ruleset, effect: 'bonus' | 'penalty', by: string) => luckModifier(core, effect, by);

/** 002 "choose the better of the two rolls": the higher Roll Result; on equal results the first stands. */
export function fs31KeepsSecond(first: AbilityRollResult, second: AbilityRollResult): boolean {
  if (!first.percentile || !second.percentile) throw new RangeError('A percentile re-roll compares two percentile rolls.');
  return second.percentile.result > first.percentile.result;
}

/**
 * 002 "*After* your own roll, spend a point to get a re-roll and choose the better of the two
 * rolls": the same pool (same modifiers) rolled again, the better kept, both d100s recorded.
 * Refused (LuckRuleError) when the roll is not `by`'s, luck already applies to it, or it was
 * re-rolled already (shared `rerollRefusal`: one point per roll).
 */
export function fs31Reroll(core: Ruleset, result: AbilityRollResult, by: string, roller: string, rng: Rng): AbilityRollResult {
  const refusal = rerollRefusal(core, result, by, roller);
  if (refusal !== null) throw new LuckRuleError(refusal);
  const second = fs31Roll(core.id, result.pool, rng);
  const keepSecond = fs31KeepsSecond(result, second);
  const kept = keepSecond ? second : result;
  return { ...kept, reroll: { by, firstDice: [...result.dice], secondDice: [...second.dice], kept: keepSecond ? 'second' : 'first' } };
}

/** Whether luck already applies to a pool (one point per roll). */
export const hasLuck = (result: AbilityRollResult): boolean => result.pool.modifiers.some((m) => m.tag === LUCK_TAG);

/** Exact P(Roll Result −2 … +3) of a pool when its roller will re-roll with luck and keep the better. */
export function rerollDistribution(pool: AbilityRollResult['pool']): number[] {
  return resultDistribution(poolRow(pool), poolModifier(pool), true);
}
