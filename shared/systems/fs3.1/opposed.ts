/**
 * Seed 002 "Opposed Rolls": each side makes an ordinary ability roll and the two Roll Results are
 * read on the A-vs-B chart (dice.ts `opposedChart`, the seed's cells as printed). With common
 * knowledge the skilled side gets +20; with more than two characters, the raw Roll Results are
 * compared. The exact odds of every outcome come from shared/systems/opposed.ts over
 * {@link FS31_OPPOSED}'s distribution.
 */
import type { AbilityRollResult, PoolSpec, RollModifier } from '../../core/dice/ability-roll';
import { rankScores, type RankedParty } from '../opposed';
import type { OpposedOps, OpposedOutcome } from '../types';
import { fs31Odds, fs31Resolve, opposedChart, ROLL_RESULTS, type RollResult } from './dice';
import { isAttributeRoll, isTrainedSkill } from './character-pools';

/** A side's score: its Roll Result (−2 … +3); it failed below +1 (002: "result less than 1"). */
export function fs31Score(r: AbilityRollResult): { score: number; failed: boolean } {
  // A result rebuilt from a log row without its steps is read again from its pool and d100.
  const steps = r.percentile ?? (r.dice.length === 1 ? fs31Resolve(r.rulesetId, r.pool, r.dice[0]!).percentile : undefined);
  if (!steps) throw new RangeError('An FS3.1 opposed roll needs a d100 roll on each side.');
  const score = steps.result;
  return { score, failed: score < 1 };
}

/** The chart's reading as the shared {@link OpposedOutcome}: "by a little" is a marginal win, "by a lot" a crushing one. */
export function fs31OpposedOutcome(first: number, second: number): OpposedOutcome {
  if (!ROLL_RESULTS.includes(first as RollResult) || !ROLL_RESULTS.includes(second as RollResult)) {
    throw new RangeError(`Roll Results run from -2 to +3 (got ${first} and ${second}).`);
  }
  const c = opposedChart(first as RollResult, second as RollResult);
  const won = c.winner === 'first' || c.winner === 'second';
  return {
    winner: c.winner,
    net: won ? Math.abs(first - second) : 0,
    margin: c.by === 'little' ? 'marginal' : c.by === 'lot' ? 'crushing' : c.winner === 'draw' ? 'draw' : null,
    label: c.label,
    bothFailed: first < 1 && second < 1,
  };
}

/** 002 "Opposed Rolls With Common Knowledge": "give the character with the skill a +20 modifier". */
export const COMMON_KNOWLEDGE_BONUS = 20;

/**
 * The modifiers each side of a two-sided roll gets because of the other: +20 for the side rolling
 * a trained skill (rating 1+) when the other rolls an attribute alone (the common-knowledge roll,
 * 002 "What to Roll"). An untrained skill (rating 0) is not "a relevant skill"; NPC single ratings
 * say nothing of training, so they get nothing either way.
 */
export function commonKnowledgeModifiers(first: PoolSpec, second: PoolSpec): { first: RollModifier[]; second: RollModifier[] } {
  const bonus = (other: PoolSpec): RollModifier => ({
    dice: COMMON_KNOWLEDGE_BONUS,
    source: `Common knowledge: skilled against ${other.terms[0]?.name ?? 'an attribute'} +${COMMON_KNOWLEDGE_BONUS}`,
    tag: 'common-knowledge',
  });
  if (isTrainedSkill(first) && isAttributeRoll(second)) return { first: [bonus(second)], second: [] };
  if (isTrainedSkill(second) && isAttributeRoll(first)) return { first: [], second: [bonus(first)] };
  return { first: [], second: [] };
}

export const FS31_OPPOSED: OpposedOps = {
  score: (_s, r) => fs31Score(r),
  distribution: (_s, pool, options) =>
    (fs31Odds(pool, { reroll: options?.reroll === true }).results ?? []).map((x) => ({ score: x.value, p: x.p, failed: x.value < 1 })),
  outcome: (_s, first, second) => fs31OpposedOutcome(first.score, second.score),
  sideModifiers: (_s, first, second) => commonKnowledgeModifiers(first, second),
};

/**
 * 002 "Opposed Rolls Involving More Than Two Characters": "you can simply compare the raw Roll
 * Results to determine the overall winner". Best first; equal results share a place and are marked
 * tied (the seed breaks no ties here). Rolled results go through `rankRolls` (shared/systems).
 */
export function rankByRollResult<T>(parties: readonly { who: T; result: number }[]): RankedParty<T>[] {
  return rankScores(parties.map((p) => ({ who: p.who, score: p.result })));
}
