import type { PoolSpec } from './ability-roll';
import {
  MARGINS,
  marginBandFor,
  minHitsForSuccess,
  successBandFor,
  SUCCESS_LEVELS,
  type Margin,
  type PoolDiceRules,
  type Ruleset,
  type SuccessLevel,
} from './ruleset';

/**
 * Exact odds, computed from the binomial distribution rather than simulated: each d8 is a hit
 * with probability (sides - threshold + 1) / sides, independently. These feed the UI's
 * "62% to hit" readouts, so they must agree with `rollAbility` for every ruleset.
 */

/** Exact odds of one ability roll. Every probability array sums to 1. */
export type PoolOdds = {
  diceRolled: number;
  attributeRating: number;
  /** `hits[k]` = P(exactly k hits), k = 0..diceRolled (of the kept roll when re-rolling). */
  hits: number[];
  expectedHits: number;
  pSuccess: number;
  pEmbarrassingFailure: number;
  /** P(each success level); `failure` excludes embarrassing failures. */
  levels: Record<SuccessLevel, number>;
  /** True when the odds assume a luck re-roll keeping the better roll. */
  reroll: boolean;
  /**
   * Every outcome of an engine whose results are not counted in hits (FS3.1's Roll Results −2 …
   * +3), worst first, with its exact chance. Absent for dice pools (read `hits` and `levels`).
   */
  results?: { value: number; label: string; p: number }[];
  /**
   * Issue 22, an engine with an SFX die (seed 003): P(Good SFX), P(Bad SFX) and P(each effect band
   * 1–10, 11–15, 16–19, 20 with a Good / Bad SFX) of the kept roll. Absent for other engines.
   */
  sfx?: { pGood: number; pBad: number; good: number[]; bad: number[] };
};

/** One side of an odds question: the dice rolled and the attribute for the 1s rule. */
export type OddsSide = { diceRolled: number; attributeRating: number; reroll?: boolean };

/** Exact odds of an opposed roll, from the first side's point of view. */
export type OpposedOdds = {
  pFirstWins: number;
  pDraw: number;
  pSecondWins: number;
  /** Neither side reached a success (included in the other figures). */
  pBothFail: number;
  /** P(first hits - second hits = net), listed from `minNet` upward. */
  netHits: { minNet: number; probabilities: number[] };
  /** P(first wins with each margin) and P(second wins with each margin); draws under `draw`. */
  firstMargins: Record<Margin, number>;
  secondMargins: Record<Margin, number>;
};

/** P(exactly k successes in n trials), k = 0..n. */
export function binomialPmf(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  if (n < 0) return [];
  if (p <= 0) {
    pmf[0] = 1;
    return pmf;
  }
  if (p >= 1) {
    pmf[n] = 1;
    return pmf;
  }
  const q = 1 - p;
  const ratio = p / q;
  // Start from the mode's neighbourhood would be more stable for huge n; pools stay below a few
  // hundred dice, where q^n is far from underflow.
  let term = q ** n;
  pmf[0] = term;
  for (let k = 0; k < n; k++) {
    term = (term * (n - k) * ratio) / (k + 1);
    pmf[k + 1] = term;
  }
  return pmf;
}

/** Probability that one die is a hit. */
export function hitChancePerDie(rules: PoolDiceRules): number {
  return Math.max(0, rules.dieSides - rules.hitThreshold + 1) / rules.dieSides;
}

/** Distribution of hits for a number of dice actually rolled. */
export function hitDistribution(rules: PoolDiceRules, diceRolled: number): number[] {
  return binomialPmf(Math.max(0, diceRolled), hitChancePerDie(rules));
}

/** P(embarrassing failure) for the dice rolled and the attribute the 1s are compared against. */
export function embarrassingFailureChance(rules: PoolDiceRules, diceRolled: number, attributeRating: number): number {
  const n = Math.max(0, diceRolled);
  if (n === 0) return 0;
  const rule = rules.embarrassingFailure;
  if (rule.kind === 'none') return 0;
  const minOnes = rule.kind === 'ones-at-least-attribute' ? Math.max(0, attributeRating) : Math.floor(n / 2) + 1;
  if (minOnes > n) return 0;
  // Given no hits, each die shows one of faces 1..threshold-1 uniformly, so the 1s count is binomial.
  const missFaces = Math.min(rules.dieSides, rules.hitThreshold - 1);
  const pNoHits = (missFaces / rules.dieSides) ** n;
  const onesGivenMiss = binomialPmf(n, 1 / missFaces);
  let tail = 0;
  for (let k = minOnes; k <= n; k++) tail += onesGivenMiss[k]!;
  return pNoHits * tail;
}

/** Exact odds for a pool built by `shared/core/dice/ability-roll.ts`. */
export function oddsForPool(ruleset: Ruleset, pool: PoolSpec, options: { reroll?: boolean } = {}): PoolOdds {
  return poolOdds(ruleset, pool.diceRolled, pool.attributeRating, options);
}

/**
 * Exact odds for `diceRolled` dice (after the zero-pool rule) and an attribute rating. With
 * `reroll`, the odds of a luck re-roll keeping the better result (more hits; at equal hits an
 * ordinary failure over an embarrassing one).
 */
export function poolOdds(
  ruleset: Ruleset,
  diceRolled: number,
  attributeRating: number,
  options: { reroll?: boolean } = {},
): PoolOdds {
  const rules = ruleset.dice;
  const reroll = options.reroll === true;
  const single = hitDistribution(rules, diceRolled);
  const hits = reroll ? maxOfTwo(single) : single;
  const pEfSingle = embarrassingFailureChance(rules, diceRolled, attributeRating);
  const pEf = reroll ? pEfSingle * pEfSingle : pEfSingle;
  const levels = emptyLevels();
  const successFrom = minHitsForSuccess(rules);
  let expectedHits = 0;
  let pSuccess = 0;
  for (let k = 0; k < hits.length; k++) {
    const p = hits[k]!;
    expectedHits += k * p;
    if (k >= successFrom) pSuccess += p;
    levels[successBandFor(rules, k).level] += p;
  }
  // Embarrassing failures are carved out of the zero-hit band.
  const zeroLevel = successBandFor(rules, 0).level;
  levels[zeroLevel] -= pEf;
  levels['embarrassing-failure'] += pEf;
  return { diceRolled: Math.max(0, diceRolled), attributeRating, hits, expectedHits, pSuccess, pEmbarrassingFailure: pEf, levels, reroll };
}

/**
 * Odds for every pool 0..maxDice and attribute 1..maxAttribute at once (`table[dice][attr - 1]`),
 * sharing each pool's hit distribution across attributes: the table behind the UI's odds grid.
 */
export function oddsTable(ruleset: Ruleset, maxDice: number, maxAttribute: number): PoolOdds[][] {
  const rules = ruleset.dice;
  const successFrom = minHitsForSuccess(rules);
  const bandLevels = (n: number): SuccessLevel[] => Array.from({ length: n + 1 }, (_, k) => successBandFor(rules, k).level);
  const levelsOfHits = bandLevels(Math.max(0, maxDice));
  const zeroLevel = levelsOfHits[0]!;
  const table: PoolOdds[][] = [];
  for (let n = 0; n <= maxDice; n++) {
    const hits = hitDistribution(rules, n);
    const base = emptyLevels();
    let expectedHits = 0;
    let pSuccess = 0;
    for (let k = 0; k <= n; k++) {
      const p = hits[k]!;
      expectedHits += k * p;
      if (k >= successFrom) pSuccess += p;
      base[levelsOfHits[k]!] += p;
    }
    const row: PoolOdds[] = [];
    for (let a = 1; a <= maxAttribute; a++) {
      const pEf = embarrassingFailureChance(rules, n, a);
      const levels = { ...base };
      levels[zeroLevel] -= pEf;
      levels['embarrassing-failure'] += pEf;
      row.push({ diceRolled: n, attributeRating: a, hits, expectedHits, pSuccess, pEmbarrassingFailure: pEf, levels, reroll: false });
    }
    table.push(row);
  }
  return table;
}

/** Exact odds of an opposed roll between two sides. */
export function opposedOdds(ruleset: Ruleset, first: OddsSide, second: OddsSide): OpposedOdds {
  const rules = ruleset.dice;
  const a = sideDistribution(rules, first);
  const b = sideDistribution(rules, second);
  const minNet = -(b.length - 1);
  const net = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j++) net[i - j - minNet]! += pa * b[j]!;
  }
  const firstMargins = emptyMargins();
  const secondMargins = emptyMargins();
  let pFirstWins = 0;
  let pSecondWins = 0;
  for (let idx = 0; idx < net.length; idx++) {
    const d = idx + minNet;
    const p = net[idx]!;
    if (d > 0) pFirstWins += p;
    if (d < 0) pSecondWins += p;
    const margin = marginBandFor(rules, Math.abs(d)).margin;
    if (d >= 0) firstMargins[margin] += p;
    if (d <= 0) secondMargins[margin] += p;
  }
  const successFrom = minHitsForSuccess(rules);
  let aFail = 0;
  let bFail = 0;
  for (let k = 0; k < Math.min(successFrom, a.length); k++) aFail += a[k]!;
  for (let k = 0; k < Math.min(successFrom, b.length); k++) bFail += b[k]!;
  const pDraw = net[-minNet]!;
  return {
    pFirstWins,
    pDraw,
    pSecondWins,
    pBothFail: aFail * bFail,
    netHits: { minNet, probabilities: net },
    firstMargins,
    secondMargins,
  };
}

function sideDistribution(rules: PoolDiceRules, side: OddsSide): number[] {
  const single = hitDistribution(rules, side.diceRolled);
  return side.reroll === true ? maxOfTwo(single) : single;
}

/**
 * Distribution of the larger of two independent draws: P(max ≤ k) = F(k)². Over outcomes ordered
 * worst first it is a luck re-roll keeping the better (every edition's odds use this one).
 */
export function maxOfTwo(pmf: readonly number[]): number[] {
  const out = new Array<number>(pmf.length).fill(0);
  let cdf = 0;
  let prevSq = 0;
  for (let k = 0; k < pmf.length; k++) {
    cdf += pmf[k]!;
    const sq = cdf * cdf;
    out[k] = sq - prevSq;
    prevSq = sq;
  }
  return out;
}

function emptyLevels(): Record<SuccessLevel, number> {
  const levels = {} as Record<SuccessLevel, number>;
  for (const l of SUCCESS_LEVELS) levels[l] = 0;
  return levels;
}

function emptyMargins(): Record<Margin, number> {
  const margins = {} as Record<Margin, number>;
  for (const m of MARGINS) margins[m] = 0;
  return margins;
}
