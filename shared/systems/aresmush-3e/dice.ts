/**
 * §A.1: AresMUSH's dice (`plugins/fs3skills/helpers/rolls.rb`). A d8 is a success on 6+; a pool
 * over 30 dice returns fifteen 8s without rolling; otherwise the pool is `[dice, 1].max.ceil`
 * dice; no successes and more 1s than half the dice (integer division) is an Embarrassing
 * Failure (level −1). These are the code's own constants, not config. The threshold parameter
 * is the core's `hitThreshold`, which `ares3eCoreFromConfig` fixes at 6 for this edition (see
 * NOTES.md). The sheet, the roller and the combat procedures (`combat/dice.ts`) all roll here.
 */
import type { AbilityRollResult, PoolSpec } from '../../core/dice/ability-roll';
import { maxOfTwo, type PoolOdds } from '../../core/dice/odds';
import type { Rng } from '../../core/dice/rng';
import type { Ruleset, SuccessLevel } from '../../core/dice/ruleset';
import { SUCCESS_LEVELS } from '../../core/dice/ruleset';
import type { DiceEngine, DiceOutcome } from '../dice';

export const ARES_DIE_SIDES = 8;
/** `success_target_number`. */
export const ARES_SUCCESS_TARGET = 6;
/** Above this many dice `roll_dice` returns {@link ARES_CAPPED_DICE} without rolling. */
export const ARES_DICE_CAP = 30;
export const ARES_CAPPED_DICE: readonly number[] = Object.freeze(new Array<number>(15).fill(8));

/**
 * Dice rolled for a (possibly fractional or negative) pool; 15 for a capped pool. The ceil
 * ignores float noise a hair above a whole number (a pool summed from fractional modifiers).
 */
export function aresDiceFor(pool: number): number {
  if (pool > ARES_DICE_CAP) return ARES_CAPPED_DICE.length;
  return Math.max(Math.ceil(pool - 1e-9), 1);
}

/**
 * `one_shot_die_roll` without keeping the faces (combat's hot path): the success level, drawing
 * the same dice in the same order as {@link aresRollDice}.
 */
export function aresRollLevel(pool: number, rng: Rng, threshold = ARES_SUCCESS_TARGET): number {
  if (pool > ARES_DICE_CAP) return ARES_CAPPED_DICE.length;
  const n = aresDiceFor(pool);
  let successes = 0;
  let ones = 0;
  for (let i = 0; i < n; i++) {
    const d = rng.die(ARES_DIE_SIDES);
    if (d >= threshold) successes++;
    else if (d === 1) ones++;
  }
  if (successes > 0) return successes;
  return ones > Math.floor(n / 2) ? -1 : 0;
}

/** `roll_dice(dice)`: the faces rolled (or fifteen 8s above the cap). */
export function aresRollDice(pool: number, rng: Rng): number[] {
  if (pool > ARES_DICE_CAP) return [...ARES_CAPPED_DICE];
  const n = aresDiceFor(pool);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = rng.die(ARES_DIE_SIDES);
  return out;
}

/** `get_success_level(dice)`: successes, or −1 for an Embarrassing Failure, or 0. */
export function aresSuccessLevel(dice: readonly number[], threshold = ARES_SUCCESS_TARGET): number {
  let successes = 0;
  let ones = 0;
  for (const d of dice) {
    if (d >= threshold) successes++;
    else if (d === 1) ones++;
  }
  if (successes > 0) return successes;
  return ones > Math.floor(dice.length / 2) ? -1 : 0;
}

/** `get_success_title(level)`. Throws for a level AresMUSH would raise on (< −1 or > 99). */
export function aresSuccessTitle(level: number): string {
  return ARES_LEVEL_LABELS[aresLevelId(level)];
}

/** The shared success level for a `get_success_level` result. */
export function aresLevelId(level: number): SuccessLevel {
  if (!Number.isInteger(level) || level < -1 || level > 99) throw new RangeError(`No success title for level ${level}`);
  if (level === -1) return 'embarrassing-failure';
  if (level === 0) return 'failure';
  if (level <= 2) return 'success';
  if (level <= 4) return 'good-success';
  if (level <= 6) return 'great-success';
  return 'amazing-success';
}

export const ARES_LEVEL_LABELS: Readonly<Record<SuccessLevel, string>> = {
  'embarrassing-failure': 'Embarrassing Failure',
  failure: 'Failure',
  success: 'Success',
  'good-success': 'Good Success',
  'great-success': 'Great Success',
  'amazing-success': 'Amazing Success',
};

/** Classifies dice already rolled for a pool; throws a RangeError when they cannot be its dice. */
export function aresResolveDice(rulesetId: string, pool: PoolSpec, dice: readonly number[], threshold = ARES_SUCCESS_TARGET): AbilityRollResult {
  const expected = aresDiceFor(pool.size);
  if (dice.length !== expected) throw new RangeError(`Expected ${expected} dice for this pool, got ${dice.length}`);
  let hits = 0;
  let ones = 0;
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > ARES_DIE_SIDES) throw new RangeError(`Die face ${d} is not on a d8`);
    if (d >= threshold) hits++;
    if (d === 1) ones++;
  }
  const level = aresSuccessLevel(dice, threshold);
  const id = aresLevelId(level);
  return {
    rulesetId,
    pool: pool.diceRolled === expected ? pool : { ...pool, diceRolled: expected },
    dice: [...dice],
    hits,
    ones,
    successLevel: id,
    label: ARES_LEVEL_LABELS[id],
    isSuccess: hits > 0,
    isEmbarrassingFailure: level === -1,
  };
}

/** `one_shot_die_roll`: rolls a pool and classifies it. */
export function aresRoll(rulesetId: string, pool: PoolSpec, rng: Rng, threshold = ARES_SUCCESS_TARGET): AbilityRollResult {
  return aresResolveDice(rulesetId, pool, aresRollDice(pool.size, rng), threshold);
}

/** P(one die is a success) for a threshold on a d8. */
const hitChance = (threshold: number): number => Math.min(8, Math.max(0, 9 - threshold)) / 8;
/** P(one die is a miss other than a 1). */
const otherMissChance = (threshold: number): number => Math.min(7, Math.max(0, threshold - 2)) / 8;

// ---------------------------------------------------------------- exact odds

const binomCache = new Map<string, number[]>();

/** P(k successes) for n dice, k = 0..n (p = 3/8 at the threshold 6). */
function successPmf(n: number, threshold: number): number[] {
  const cacheKey = `${n}/${threshold}`;
  const cached = binomCache.get(cacheKey);
  if (cached) return cached;
  const p = hitChance(threshold);
  const q = 1 - p;
  const pmf = new Array<number>(n + 1).fill(0);
  if (p === 0 || p === 1) {
    pmf[p === 0 ? 0 : n] = 1;
  } else {
    let term = q ** n;
    pmf[0] = term;
    for (let k = 0; k < n; k++) {
      term = (term * (n - k) * p) / (q * (k + 1));
      pmf[k + 1] = term;
    }
  }
  if (binomCache.size < 1024) binomCache.set(cacheKey, pmf);
  return pmf;
}

/**
 * P(Embarrassing Failure) with n dice: no die ≥ 6 and more than floor(n/2) ones. Each die is a 1
 * with probability 1/8 and 2–5 with 4/8, so this is Σ_{k>⌊n/2⌋} C(n,k) (1/8)^k (4/8)^(n−k).
 */
export function aresBotchChance(n: number, threshold = ARES_SUCCESS_TARGET): number {
  if (n > ARES_DICE_CAP || threshold <= 1) return 0;
  const dice = aresDiceFor(n);
  const other = otherMissChance(threshold);
  let total = 0;
  let c = 1; // C(dice, k)
  for (let k = 0; k <= dice; k++) {
    if (k > Math.floor(dice / 2)) total += c * (1 / 8) ** k * other ** (dice - k);
    c = (c * (dice - k)) / (k + 1);
  }
  return total;
}

/**
 * Exact distribution of `get_success_level` for a pool (fractional, negative or capped):
 * `levels[i]` = P(level = i − 1), i.e. index 0 is the botch (−1), index 1 a failure (0), index
 * k + 1 exactly k successes.
 */
export function aresLevelDistribution(pool: number, threshold = ARES_SUCCESS_TARGET): number[] {
  if (pool > ARES_DICE_CAP) {
    const out = new Array<number>(ARES_CAPPED_DICE.length + 2).fill(0);
    out[ARES_CAPPED_DICE.length + 1] = 1;
    return out;
  }
  const n = aresDiceFor(pool);
  const pmf = successPmf(n, threshold);
  const botch = aresBotchChance(n, threshold);
  const out = new Array<number>(n + 2).fill(0);
  out[0] = botch;
  out[1] = pmf[0]! - botch;
  for (let k = 1; k <= n; k++) out[k + 1] = pmf[k]!;
  return out;
}


/** Exact odds of a pool in the shared {@link PoolOdds} shape (`attributeRating` is not used by 3E). */
export function aresOdds(pool: PoolSpec, options: { reroll?: boolean } = {}, threshold = ARES_SUCCESS_TARGET): PoolOdds {
  const reroll = options.reroll === true;
  const single = aresLevelDistribution(pool.size, threshold);
  const dist = reroll ? maxOfTwo(single) : single;
  const levels = {} as Record<SuccessLevel, number>;
  for (const l of SUCCESS_LEVELS) levels[l] = 0;
  const hits = new Array<number>(dist.length - 1).fill(0);
  let expectedHits = 0;
  for (let i = 0; i < dist.length; i++) {
    const p = dist[i]!;
    const level = i - 1;
    levels[aresLevelId(level)] += p;
    const k = Math.max(0, level);
    hits[k]! += p;
    expectedHits += k * p;
  }
  return {
    diceRolled: aresDiceFor(pool.size),
    attributeRating: pool.attributeRating,
    hits,
    expectedHits,
    pSuccess: 1 - dist[0]! - dist[1]!,
    pEmbarrassingFailure: dist[0]!,
    levels,
    reroll,
  };
}

/**
 * The Third Edition engine. Its kind stays 'd8-pool' (the Ruleset schema's only dice kind, which
 * `resolveSystem` compares): the procedure differs (6+, ceil, cap, botch rule) but the numbers a
 * setting stores are the same shape, so the edition supplies its own behaviour under that kind.
 */
export const ARES3E_DICE_ENGINE: DiceEngine = {
  kind: 'd8-pool',
  label: 'Dice pool (d8, successes on 6+, AresMUSH)',
  outcomes: (): DiceOutcome[] => SUCCESS_LEVELS.map((id) => ({ id, label: ARES_LEVEL_LABELS[id], success: id !== 'failure' && id !== 'embarrassing-failure' })),
  roll: (core: Ruleset, pool, rng) => aresRoll(core.id, pool, rng, core.dice.hitThreshold),
  odds: (core, pool, options) => aresOdds(pool, options, core.dice.hitThreshold),
};
