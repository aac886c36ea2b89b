/**
 * Seed 003 "The Hero Pool" on rolls: "A hero point may be spent to reroll the result of any action
 * attempted by the character allowing the character to keep the most favorable roll. A second
 * reroll may be made, but at the cost of 2 additional hero points. One hero point may be spent to
 * add an action bonus -- a +4 GN modifier to all actions a character takes during a round.
 * However, this modifier may not be applied in non-round-by-round situations. A roll of a natural
 * 20 may be rerolled with the expenditure of 5 hero points". The points are the character's luck
 * points (the characters slice sets them from Human or Destiny); spends go through the luck ledger.
 */
import { LUCK_TAG, type AbilityRollResult, type GoalRollInfo, type RollModifier } from '../../core/dice/ability-roll';
import type { Rng } from '../../core/dice/rng';
import type { LuckRerollOps } from '../types';
import { HERO_COSTS, HERO_ROUND_BONUS_GOAL } from './hero-pool';

/** "A second reroll may be made": at most two re-rolls of one roll. */
export const HERO_MAX_REROLLS = 2;
/** The first re-roll costs one point, the second "2 additional hero points" (hero-pool.ts's prices). */
export const HERO_REROLL_POINTS: readonly number[] = [HERO_COSTS.reroll, HERO_COSTS.secondReroll];
/** "A roll of a natural 20 may be rerolled with the expenditure of 5 hero points". */
export const HERO_NATURAL_20_POINTS = HERO_COSTS.natural20;
/** "a +4 GN modifier to all actions a character takes during a round". */
export const HERO_ACTION_BONUS = HERO_ROUND_BONUS_GOAL;

const BAND_RANK = { '1-10': 1, '11-15': 2, '16-19': 3, '20': 4 } as const;

/** The SFX in the keep-the-better order: Bad 20 (−4) … Bad 1–10 (−1), none (0), Good 1–10 (1) … Good 20 (4). */
export function sfxRank(g: Pick<GoalRollInfo, 'sfx' | 'band'>): number {
  if (g.sfx === null || g.band === null) return 0;
  return g.sfx === 'good' ? BAND_RANK[g.band] : -BAND_RANK[g.band];
}

/**
 * "keep the most favorable roll": a success over a failure, more VP over fewer, and at equal VP
 * the better SFX (a Good effect over none over a Bad one, a higher band of Good, a lower of Bad).
 * The exact odds of a re-roll use the same order (odds.ts).
 */
export function goalRollRank(g: Pick<GoalRollInfo, 'success' | 'vp' | 'sfx' | 'band'>): number {
  return (g.success ? g.vp + 1 : 0) * 9 + sfxRank(g) + 4;
}

/** Whether the second of two rolls of one pool is the more favourable; on a tie the first stands. */
export function keepsSecondGoal(first: Pick<GoalRollInfo, 'success' | 'vp' | 'sfx' | 'band'>, second: Pick<GoalRollInfo, 'success' | 'vp' | 'sfx' | 'band'>): boolean {
  return goalRollRank(second) > goalRollRank(first);
}

/**
 * Under seed 003's own SFX rule ("The skill dice rolled do not determine critical successes or
 * failures"), the "natural 20" of the Fading Suns fumble is the SFX die's Bad SFX (a 20, or the
 * curse's wider range). Such a roll is re-rolled for 5 points instead of 1 or 2 (ROLLS-NOTES.md).
 */
export function isNatural20(g: Pick<GoalRollInfo, 'sfx'>): boolean {
  return g.sfx === 'bad';
}

/**
 * What the `nth` re-roll (1 or 2) of a roll costs, or why it cannot be bought: a third re-roll is
 * refused; a roll showing a Bad SFX costs 5.
 */
export function heroRerollCost(g: Pick<GoalRollInfo, 'sfx'>, nth: number): { points: number } | { refused: string } {
  if (!Number.isInteger(nth) || nth < 1) return { refused: 'A re-roll is counted from 1.' };
  if (nth > HERO_MAX_REROLLS) return { refused: 'Seed 003 allows one re-roll and "a second reroll", no more.' };
  if (isNatural20(g)) return { points: HERO_NATURAL_20_POINTS };
  return { points: HERO_REROLL_POINTS[nth - 1]! };
}

/** The roll of one pool again, the more favourable kept (the first on a tie); `roll` draws the new dice. */
export function heroReroll(result: AbilityRollResult, roll: (rng: Rng) => AbilityRollResult, rng: Rng): { kept: AbilityRollResult; other: AbilityRollResult; keptSecond: boolean } {
  if (!result.goalRoll) throw new RangeError('A hero re-roll re-rolls a goal roll (seed 003).');
  const second = roll(rng);
  const keptSecond = keepsSecondGoal(result.goalRoll, second.goalRoll!);
  return keptSecond ? { kept: second, other: result, keptSecond } : { kept: result, other: second, keptSecond };
}

/**
 * The +4 goal for every action of one round, tagged as luck so one point per roll holds. Only in
 * round-by-round situations: the sheet's roller refuses it with {@link HERO_BONUS_OUTSIDE_ROUNDS}.
 */
export function heroActionBonus(by: string): RollModifier {
  return { dice: HERO_ACTION_BONUS, source: `Hero pool +${HERO_ACTION_BONUS} (${by})`, tag: LUCK_TAG };
}

export const HERO_BONUS_OUTSIDE_ROUNDS =
  'The hero pool\u2019s +4 goal is for a combat round only (seed 003: "this modifier may not be applied in non-round-by-round situations"); here a hero point buys a re-roll after the roll.';

/** The hero pool's re-rolls on the sheet's roller (EditionOps.luckRerolls). */
export const ETKIN_LUCK_REROLLS: LuckRerollOps = {
  max: HERO_MAX_REROLLS,
  cost: (_s, roll, nth) => (roll.goalRoll ? heroRerollCost(roll.goalRoll, nth) : { refused: 'Only a goal roll can be re-rolled with hero points.' }),
  keepsSecond: (first, second) => (first.goalRoll && second.goalRoll ? keepsSecondGoal(first.goalRoll, second.goalRoll) : second.hits > first.hits),
  word: 'hero point',
  refuseBefore: HERO_BONUS_OUTSIDE_ROUNDS,
};
