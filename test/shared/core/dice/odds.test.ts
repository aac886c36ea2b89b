import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawPool, rollAbility, skillPool } from '../../../../shared/core/dice/ability-roll';
import { rerollWithLuck } from '../../../../shared/core/dice/luck';
import {
  binomialPmf,
  embarrassingFailureChance,
  oddsForPool,
  oddsTable,
  opposedOdds,
  poolOdds,
} from '../../../../shared/core/dice/odds';
import { compareOpposed } from '../../../../shared/core/dice/opposed-roll';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { deriveRuleset, SUCCESS_LEVELS } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const SIMULATED = 200_000;
// Five standard errors of a proportion near 1/2 over 200,000 rolls.
const TOLERANCE = 5 * Math.sqrt(0.25 / SIMULATED);

describe('exact odds', () => {
  it('matches hand-computed values', () => {
    expect(poolOdds(R, 1, 1).pSuccess).toBe(0.25);
    expect(poolOdds(R, 2, 2).pSuccess).toBeCloseTo(1 - 0.75 ** 2, 15);
    // One die and attribute 1: embarrassing on a 1 exactly.
    expect(poolOdds(R, 1, 1).pEmbarrassingFailure).toBeCloseTo(1 / 8, 15);
    // Zach's pool: 5 dice, attribute 2: P(no hits) × P(at least two 1s among six faces).
    const p1 = 1 / 6;
    const atLeastTwo = 1 - (1 - p1) ** 5 - 5 * p1 * (1 - p1) ** 4;
    expect(poolOdds(R, 5, 2).pEmbarrassingFailure).toBeCloseTo(0.75 ** 5 * atLeastTwo, 15);
    expect(poolOdds(R, 8, 2).expectedHits).toBeCloseTo(2, 12);
  });

  it('gives an empty pool certain failure and no embarrassment', () => {
    const odds = poolOdds(R, 0, 3);
    expect(odds.hits).toEqual([1]);
    expect(odds.levels.failure).toBe(1);
    expect(odds.pEmbarrassingFailure).toBe(0);
  });

  it('uses the zero-pool rule through oddsForPool', () => {
    const pool = rawPool(R, 0, [{ dice: -1, source: 'Hard -1' }]);
    expect(oddsForPool(R, pool).pSuccess).toBe(0);
  });

  it('sums to 1 and rises with pool size for every pool 0..40 and attribute 1..4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (n, attr, reroll) => {
        const odds = poolOdds(R, n, attr, { reroll });
        expect(sum(odds.hits)).toBeCloseTo(1, 12);
        expect(sum(SUCCESS_LEVELS.map((l) => odds.levels[l]))).toBeCloseTo(1, 12);
        for (const l of SUCCESS_LEVELS) expect(odds.levels[l]).toBeGreaterThanOrEqual(-1e-15);
        const bigger = poolOdds(R, n + 1, attr, { reroll });
        expect(bigger.pSuccess).toBeGreaterThan(odds.pSuccess);
        expect(poolOdds(R, n, attr + 1).pEmbarrassingFailure).toBeLessThanOrEqual(poolOdds(R, n, attr).pEmbarrassingFailure);
      }),
    );
  });

  it('builds the whole odds grid with the same figures as one-by-one calls', () => {
    const table = oddsTable(R, 40, 4);
    expect(table).toHaveLength(41);
    for (let n = 0; n <= 40; n++) {
      for (let a = 1; a <= 4; a++) {
        const single = poolOdds(R, n, a);
        const cell = table[n]![a - 1]!;
        expect(cell.pSuccess).toBeCloseTo(single.pSuccess, 14);
        expect(cell.pEmbarrassingFailure).toBeCloseTo(single.pEmbarrassingFailure, 14);
        for (const l of SUCCESS_LEVELS) expect(cell.levels[l]).toBeCloseTo(single.levels[l], 14);
      }
    }
  });

  it('computes binomial probabilities that sum to 1 for large pools', () => {
    expect(sum(binomialPmf(300, 0.25))).toBeCloseTo(1, 10);
  });

  it('follows the ruleset: threshold 6 and "more than half the dice are 1s" (AresMUSH values)', () => {
    const ares = deriveRuleset(R, { id: 'ares-like', dice: { hitThreshold: 6, embarrassingFailure: { kind: 'ones-more-than-half-pool' } } });
    expect(poolOdds(ares, 1, 2).pSuccess).toBe(3 / 8);
    // 3 dice: no hit (5/8 each) and at least 2 ones among faces 1..5.
    const p1 = 1 / 5;
    expect(embarrassingFailureChance(ares.dice, 3, 4)).toBeCloseTo((5 / 8) ** 3 * (3 * p1 ** 2 * (1 - p1) + p1 ** 3), 15);
  });
});

describe('exact odds agree with 200,000 seeded rolls', () => {
  it.each([
    [5, 2],
    [3, 1],
    [9, 4],
  ])('pool %i, attribute %i', (size, attr) => {
    const pool = skillPool(R, { name: 'Attr', rating: attr }, { name: 'Skill', rating: size - attr });
    const odds = oddsForPool(R, pool);
    const rng = createSeededRng(`odds-${size}-${attr}`);
    const hits = new Array<number>(size + 1).fill(0);
    let ef = 0;
    let success = 0;
    for (let i = 0; i < SIMULATED; i++) {
      const r = rollAbility(R, pool, rng);
      hits[r.hits]! += 1;
      if (r.isEmbarrassingFailure) ef++;
      if (r.isSuccess) success++;
    }
    hits.forEach((count, k) => expect(Math.abs(count / SIMULATED - odds.hits[k]!)).toBeLessThan(TOLERANCE));
    expect(Math.abs(ef / SIMULATED - odds.pEmbarrassingFailure)).toBeLessThan(TOLERANCE);
    expect(Math.abs(success / SIMULATED - odds.pSuccess)).toBeLessThan(TOLERANCE);
  });

  it('for an opposed roll, including the net-hit distribution', () => {
    const a = rawPool(R, 6);
    const b = rawPool(R, 4);
    const odds = opposedOdds(R, a, b);
    expect(odds.pFirstWins + odds.pDraw + odds.pSecondWins).toBeCloseTo(1, 12);
    expect(sum(odds.netHits.probabilities)).toBeCloseTo(1, 12);
    const rng = createSeededRng('opposed');
    const net = new Map<number, number>();
    let first = 0;
    let bothFail = 0;
    let crushing = 0;
    for (let i = 0; i < SIMULATED; i++) {
      const r = compareOpposed(R, rollAbility(R, a, rng), rollAbility(R, b, rng));
      const d = r.first.hits - r.second.hits;
      net.set(d, (net.get(d) ?? 0) + 1);
      if (r.winner === 'first') first++;
      if (r.bothFailed) bothFail++;
      if (r.winner === 'first' && r.margin === 'crushing') crushing++;
    }
    expect(Math.abs(first / SIMULATED - odds.pFirstWins)).toBeLessThan(TOLERANCE);
    expect(Math.abs(bothFail / SIMULATED - odds.pBothFail)).toBeLessThan(TOLERANCE);
    expect(Math.abs(crushing / SIMULATED - odds.firstMargins.crushing)).toBeLessThan(TOLERANCE);
    odds.netHits.probabilities.forEach((p, i) => {
      const d = i + odds.netHits.minNet;
      expect(Math.abs((net.get(d) ?? 0) / SIMULATED - p)).toBeLessThan(TOLERANCE);
    });
  });

  it('with a luck re-roll keeping the better roll', () => {
    const pool = skillPool(R, { name: 'Attr', rating: 1 }, { name: 'Skill', rating: 2 });
    const odds = oddsForPool(R, pool, { reroll: true });
    const rng = createSeededRng('reroll');
    let success = 0;
    let ef = 0;
    for (let i = 0; i < SIMULATED; i++) {
      const r = rerollWithLuck(R, rollAbility(R, pool, rng), 'me', 'me', rng);
      if (r.isSuccess) success++;
      if (r.isEmbarrassingFailure) ef++;
    }
    expect(Math.abs(success / SIMULATED - odds.pSuccess)).toBeLessThan(TOLERANCE);
    expect(Math.abs(ef / SIMULATED - odds.pEmbarrassingFailure)).toBeLessThan(TOLERANCE);
    expect(odds.pSuccess).toBeCloseTo(1 - 0.75 ** 6, 12);
  });
});

describe('opposed odds', () => {
  it('is symmetric for equal pools and sums to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, m) => {
        const odds = opposedOdds(R, { diceRolled: n, attributeRating: 2 }, { diceRolled: m, attributeRating: 2 });
        expect(odds.pFirstWins + odds.pDraw + odds.pSecondWins).toBeCloseTo(1, 12);
        const marginsTotal = sum(Object.values(odds.firstMargins)) + sum(Object.values(odds.secondMargins)) - odds.pDraw;
        expect(marginsTotal).toBeCloseTo(1, 12);
        if (n === m) expect(odds.pFirstWins).toBeCloseTo(odds.pSecondWins, 12);
      }),
    );
  });

  it('Bob 5 dice vs Harry 5 dice: P(Harry wins by a marginal victory) matches the convolution', () => {
    const odds = opposedOdds(R, { diceRolled: 5, attributeRating: 2 }, { diceRolled: 5, attributeRating: 3 });
    const h = binomialPmf(5, 0.25);
    let marginal = 0;
    for (let i = 0; i < 5; i++) marginal += h[i]! * h[i + 1]!;
    expect(odds.secondMargins.marginal).toBeCloseTo(marginal, 14);
  });
});
