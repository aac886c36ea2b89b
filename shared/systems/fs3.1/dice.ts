/**
 * FS3.1's dice (seed 002 "How to Roll"): one d100 ('00' is 100), plus the ruling attribute's
 * modifier and any other modifiers, read on the result table's row for the ability's rating,
 * giving a Roll Result from −2 (Terrible Failure) to +3 (Great Success). The table is seed 002's,
 * cell for cell; the sheet, the roller and the combat procedures all roll here.
 */
import { percentileText, type AbilityRollResult, type PoolSpec } from '../../core/dice/ability-roll';
import { maxOfTwo, type PoolOdds } from '../../core/dice/odds';
import type { Rng } from '../../core/dice/rng';
import type { SuccessLevel } from '../../core/dice/ruleset';
import type { DiceEngine, DiceOutcome } from '../dice';
import { poolModifier, poolRow } from './pools';

export type RollResult = -2 | -1 | 0 | 1 | 2 | 3;
/** The Roll Results worst first (the table's columns). */
export const ROLL_RESULTS: readonly RollResult[] = [-2, -1, 0, 1, 2, 3];

/** Seed 002's column heads. */
export const FS31_RESULT_LABELS: Readonly<Record<RollResult, string>> = {
  [-2]: 'Terrible Failure',
  [-1]: 'Bad Failure',
  0: 'Failure',
  1: 'Success',
  2: 'Good Success',
  3: 'Great Success',
};

type Range = readonly [number, number] | null;

/**
 * Seed 002's result table: `FS31_RESULT_TABLE[rating][result + 2]` is the inclusive range of
 * modified rolls giving that Roll Result, null where the seed prints "n/a".
 */
export const FS31_RESULT_TABLE: readonly (readonly Range[])[] = [
  /* 0 */ [[1, 15], [16, 35], [36, 65], [66, 99], [100, 100], null],
  /* 1 */ [[1, 20], [21, 32], [33, 40], [41, 88], [89, 100], null],
  /* 2 */ [[1, 14], [15, 24], [25, 35], [36, 74], [75, 94], [95, 100]],
  /* 3 */ [[1, 12], [13, 21], [22, 30], [31, 72], [73, 93], [94, 100]],
  /* 4 */ [[1, 7], [8, 15], [16, 25], [26, 55], [56, 85], [86, 100]],
  /* 5 */ [[1, 6], [7, 12], [13, 20], [21, 52], [53, 84], [85, 100]],
  /* 6 */ [[1, 4], [5, 9], [10, 15], [16, 49], [50, 83], [84, 100]],
  /* 7 */ [[1, 2], [3, 4], [5, 10], [11, 28], [29, 73], [74, 100]],
  /* 8 */ [[1, 1], [2, 3], [4, 8], [9, 26], [27, 63], [64, 100]],
  /* 9 */ [[1, 1], [2, 3], [4, 7], [8, 25], [26, 53], [54, 100]],
  /* 10 */ [[1, 1], [2, 2], [3, 3], [4, 13], [14, 42], [43, 100]],
  /* 11 */ [null, [1, 1], [2, 2], [3, 12], [13, 31], [32, 100]],
  /* 12 */ [null, null, [1, 1], [2, 10], [11, 20], [21, 100]],
];

export const FS31_MAX_ROW = FS31_RESULT_TABLE.length - 1;

/** `LOOKUP[row * 101 + total]` = the Roll Result for a total of 1..100 (built once from the table). */
const LOOKUP = (() => {
  const out = new Int8Array(FS31_RESULT_TABLE.length * 101);
  FS31_RESULT_TABLE.forEach((row, r) => {
    row.forEach((range, i) => {
      if (!range) return;
      for (let t = range[0]; t <= range[1]; t++) out[r * 101 + t] = i - 2;
    });
  });
  return out;
})();

/**
 * Seed 002 "Ruling Attribute": 1–4 "−2 for every level below 5", 5 "0", 6–12 "+2 for every level
 * above 5". Ratings outside 1–12 follow the same line (a storyteller's NPC at 13 gets +16).
 */
export function rulingAttributeModifier(rating: number): number {
  return (Math.trunc(rating) - 5) * 2;
}

/** The table row for an ability rating: rows 0–12 exist; a rating above 12 reads row 12, below 0 row 0. */
export function rowFor(rating: number): number {
  return Math.min(FS31_MAX_ROW, Math.max(0, Math.trunc(rating)));
}

/**
 * The Roll Result of a modified total on a row. The table covers 1–100 only; a total below 1
 * reads as 1 and one above 100 as 100 (the worst and best entries of the row: NOTES.md "Totals
 * off the table").
 */
export function resultOnRow(row: number, total: number): RollResult {
  const t = total < 1 ? 1 : total > 100 ? 100 : Math.trunc(total);
  return LOOKUP[rowFor(row) * 101 + t] as RollResult;
}

/** The SuccessLevel the shared screens group a Roll Result under (the label keeps the real name). */
export function levelOfResult(result: RollResult): SuccessLevel {
  if (result <= -2) return 'embarrassing-failure';
  if (result <= 0) return 'failure';
  if (result === 1) return 'success';
  if (result === 2) return 'good-success';
  return 'great-success';
}

/** "+1 Success", "−2 Terrible Failure". */
export function resultText(result: RollResult): string {
  return `${signed(result)} ${FS31_RESULT_LABELS[result]}`;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** Reads a d100 already rolled (by the host or by hand) for a pool; throws RangeError for a face off the die. */
export function fs31Resolve(rulesetId: string, pool: PoolSpec, d100: number): AbilityRollResult {
  if (!Number.isInteger(d100) || d100 < 1 || d100 > 100) throw new RangeError(`Die face ${d100} is not on a d100 (1\u2013100; '00' is 100)`);
  const row = poolRow(pool);
  const modifier = poolModifier(pool);
  const total = d100 + modifier;
  const result = resultOnRow(row, total);
  return {
    rulesetId,
    pool,
    dice: [d100],
    hits: Math.max(0, result),
    ones: 0,
    successLevel: levelOfResult(result),
    label: FS31_RESULT_LABELS[result],
    isSuccess: result >= 1,
    isEmbarrassingFailure: false,
    percentile: { roll: d100, modifier, total, row, result },
  };
}

/** Rolls one d100 for the pool. */
export function fs31Roll(rulesetId: string, pool: PoolSpec, rng: Rng): AbilityRollResult {
  return fs31Resolve(rulesetId, pool, rng.die(100));
}

/** The Roll Result of a resolved roll (a pool roll read by its success level when it has no percentile part). */
export function rollResultOf(r: AbilityRollResult): RollResult {
  if (r.percentile) return r.percentile.result as RollResult;
  throw new RangeError('Not a percentile roll');
}

/** "d100 63 +10 → 73 on row 5 → +1 Success" (seed 002's steps, for the logs). */
export function fs31RollText(r: AbilityRollResult): string {
  return r.percentile ? percentileText(r.percentile, r.label) : `${r.dice.join(' ')} \u2192 ${r.label}`;
}

// ---------------------------------------------------------------- exact odds

/**
 * P(Roll Result = −2 … +3) (index 0 … 5) for a row and a total modifier: the d100 is uniform on
 * 1–100, so each face adds 1/100 to the result its modified total reads. `reroll`: a luck re-roll
 * keeping the better of two (002 "choose the better of the two rolls").
 */
export function resultDistribution(row: number, modifier: number, reroll = false): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  const base = rowFor(row) * 101;
  const m = Math.trunc(modifier);
  for (let d = 1; d <= 100; d++) {
    const t = d + m;
    out[LOOKUP[base + (t < 1 ? 1 : t > 100 ? 100 : t)]! + 2]! += 1;
  }
  for (let i = 0; i < 6; i++) out[i]! /= 100;
  return reroll ? maxOfTwo(out) : out;
}


/** Exact odds of a pool in the shared {@link PoolOdds} shape, with every Roll Result in `results`. */
export function fs31Odds(pool: PoolSpec, options: { reroll?: boolean } = {}): PoolOdds {
  const reroll = options.reroll === true;
  const dist = resultDistribution(poolRow(pool), poolModifier(pool), reroll);
  const levels: Record<SuccessLevel, number> = {
    'embarrassing-failure': 0, failure: 0, success: 0, 'good-success': 0, 'great-success': 0, 'amazing-success': 0,
  };
  const hits = [0, 0, 0, 0];
  let expected = 0;
  ROLL_RESULTS.forEach((r, i) => {
    const p = dist[i]!;
    levels[levelOfResult(r)] += p;
    hits[Math.max(0, r)]! += p;
    expected += Math.max(0, r) * p;
  });
  return {
    diceRolled: 1,
    attributeRating: pool.attributeRating,
    hits,
    expectedHits: expected,
    pSuccess: dist[3]! + dist[4]! + dist[5]!,
    pEmbarrassingFailure: 0,
    levels,
    reroll,
    results: ROLL_RESULTS.map((value, i) => ({ value, label: FS31_RESULT_LABELS[value], p: dist[i]! })),
  };
}

// ---------------------------------------------------------------- opposed rolls

/** A reading of seed 002's opposed-roll chart, from character A's side. */
export type ChartOutcome = { winner: 'first' | 'second' | 'draw' | 'none'; by: 'little' | 'lot' | null; label: string };

/**
 * Seed 002 "Opposed Rolls": A's Roll Result against B's, read on the seed's chart as printed (no
 * formula reproduces it: e.g. A +1 against B −1 is "by a little" but A +2 against B 0 too, while
 * A +2 against B −1 is "by a lot"). Checked cell by cell against the seed in the tests.
 */
export function opposedChart(a: RollResult, b: RollResult): ChartOutcome {
  const cell = OPPOSED_CHART[b + 2]![a + 2]!;
  return cell;
}

const BOTH: ChartOutcome = { winner: 'none', by: null, label: 'Both Fail' };
const DRAW: ChartOutcome = { winner: 'draw', by: null, label: 'DRAW' };
const A1: ChartOutcome = { winner: 'first', by: 'little', label: '"A" Wins By A Little' };
const A2: ChartOutcome = { winner: 'first', by: 'lot', label: '"A" Wins By A Lot' };
const B1: ChartOutcome = { winner: 'second', by: 'little', label: '"B" Wins By A Little' };
const B2: ChartOutcome = { winner: 'second', by: 'lot', label: '"B" Wins By A Lot' };

/** `OPPOSED_CHART[b + 2][a + 2]`: seed 002's chart as printed (rows B −2 … +3, columns A −2 … +3). */
export const OPPOSED_CHART: readonly (readonly ChartOutcome[])[] = [
  /* B −2 */ [BOTH, BOTH, BOTH, A2, A2, A2],
  /* B −1 */ [BOTH, BOTH, BOTH, A1, A2, A2],
  /* B  0 */ [BOTH, BOTH, BOTH, A1, A1, A2],
  /* B +1 */ [B2, B1, B1, DRAW, A1, A2],
  /* B +2 */ [B2, B2, B1, B1, DRAW, A1],
  /* B +3 */ [B2, B2, B2, B1, B1, DRAW],
];

// ---------------------------------------------------------------- the engine

export const FS31_DICE_ENGINE: DiceEngine = {
  kind: 'd100-table',
  settingKind: 'd8-pool',
  label: 'Percentile (d100 on the result table, FS3.1)',
  modifierUnit: 'percent',
  outcomes: (): DiceOutcome[] => ROLL_RESULTS.map((r) => ({ id: levelOfResult(r), label: FS31_RESULT_LABELS[r], success: r >= 1 })),
  roll: (core, pool, rng) => fs31Roll(core.id, pool, rng),
  odds: (_core, pool, options) => fs31Odds(pool, options),
  rollText: fs31RollText,
  resultRow: (rating) => FS31_RESULT_TABLE[rowFor(rating)]!.map((range, i) => ({ value: i - 2, label: FS31_RESULT_LABELS[(i - 2) as RollResult], range })),
};
