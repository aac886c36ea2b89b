import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import {
  aresBotchChance,
  aresDiceFor,
  aresLevelDistribution,
  aresOdds,
  aresRoll,
  aresRollDice,
  aresSuccessLevel,
  aresSuccessTitle,
} from '../../../../shared/systems/aresmush-3e/dice';
import { aresPoolSpec } from '../../../../shared/systems/aresmush-3e/pools';

const pool = (size: number) => aresPoolSpec([{ kind: 'raw', name: `${size} dice`, rating: size }], []);
const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

describe('§A.1 dice mechanics', () => {
  it('§A.1 die: a d8 with successes on 6, 7 and 8', () => {
    const rng = createScriptedRng([5, 6, 7, 8, 1]);
    expect(aresRollDice(5, rng)).toEqual([5, 6, 7, 8, 1]);
    expect(aresSuccessLevel([5, 6, 7, 8, 1])).toBe(3);
    expect(aresSuccessLevel([5])).toBe(0);
    expect(aresSuccessLevel([6])).toBe(1);
  });

  it('§A.1 roll_dice: fractional pools round up, the minimum is one die', () => {
    expect([0, -3, 0.5, 1, 1.25, 4.75, 2.75, 30].map(aresDiceFor)).toEqual([1, 1, 1, 1, 2, 5, 3, 30]);
    const rng = createScriptedRng([3, 4]);
    expect(aresRollDice(1.25, rng)).toHaveLength(2);
    expect(rng.used).toBe(2);
    expect(aresRollDice(-2, createScriptedRng([8]))).toEqual([8]);
  });

  it('§A.1 roll_dice: more than 30 dice returns fifteen 8s without rolling', () => {
    const rng = createScriptedRng([]);
    expect(aresRollDice(31, rng)).toEqual(new Array(15).fill(8));
    expect(aresRollDice(30.5, rng)).toEqual(new Array(15).fill(8));
    expect(rng.used).toBe(0);
    const r = aresRoll('aresmush-3e', pool(40), rng);
    expect(r.hits).toBe(15);
    expect(r.label).toBe('Amazing Success');
    expect(r.pool.diceRolled).toBe(15);
  });

  it('§A.1 get_success_level: botch when no successes and 1s > floor(n/2) (thresholds 1,2,2,3,3,4,4,5)', () => {
    const needed = [1, 2, 2, 3, 3, 4, 4, 5];
    for (let n = 1; n <= 8; n++) {
      const k = needed[n - 1]!;
      expect(k).toBe(Math.floor(n / 2) + 1);
      const botch = [...new Array(k).fill(1), ...new Array(n - k).fill(5)];
      const notBotch = [...new Array(k - 1).fill(1), ...new Array(n - k + 1).fill(5)];
      expect(aresSuccessLevel(botch)).toBe(-1);
      expect(aresSuccessLevel(notBotch)).toBe(0);
    }
    // Any success cancels the botch.
    expect(aresSuccessLevel([1, 1, 1, 6])).toBe(1);
  });

  it('§A.1 get_success_title: 1–2 Success, 3–4 Good, 5–6 Great, 7+ Amazing; others raise', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 15, 99].map(aresSuccessTitle)).toEqual([
      'Embarrassing Failure', 'Failure', 'Success', 'Success', 'Good Success', 'Good Success', 'Great Success', 'Great Success', 'Amazing Success', 'Amazing Success', 'Amazing Success',
    ]);
    expect(() => aresSuccessTitle(-2)).toThrow(RangeError);
    expect(() => aresSuccessTitle(100)).toThrow(RangeError);
  });

  it('§A.1 rolled result: scripted dice give the level, the title and the botch flag', () => {
    const botch = aresRoll('aresmush-3e', pool(3), createScriptedRng([1, 1, 4]));
    expect(botch.successLevel).toBe('embarrassing-failure');
    expect(botch.isEmbarrassingFailure).toBe(true);
    const good = aresRoll('aresmush-3e', pool(4.5), createScriptedRng([6, 7, 8, 2, 1]));
    expect(good.dice).toHaveLength(5);
    expect(good.hits).toBe(3);
    expect(good.label).toBe('Good Success');
  });
});

describe('§A.1 exact odds', () => {
  it('§A.1 odds: binomial with p = 3/8, botch = Σ C(n,k)(1/8)^k(1/2)^(n−k) over k > floor(n/2)', () => {
    for (let n = 1; n <= 30; n++) {
      const dist = aresLevelDistribution(n);
      expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (let k = 1; k <= n; k++) expect(dist[k + 1]).toBeCloseTo(choose(n, k) * (3 / 8) ** k * (5 / 8) ** (n - k), 14);
      let botch = 0;
      for (let k = Math.floor(n / 2) + 1; k <= n; k++) botch += choose(n, k) * (1 / 8) ** k * (1 / 2) ** (n - k);
      expect(dist[0]).toBeCloseTo(botch, 14);
      expect(dist[1]).toBeCloseTo((5 / 8) ** n - botch, 14);
    }
    expect(aresBotchChance(1)).toBeCloseTo(1 / 8, 15);
    expect(aresBotchChance(2)).toBeCloseTo(1 / 64, 15);
    expect(aresBotchChance(3)).toBeCloseTo(3 * (1 / 64) * (1 / 2) + 1 / 512, 15);
  });

  it('§A.1 odds of fractional, negative and capped pools', () => {
    expect(aresOdds(pool(2.25))).toEqual(aresOdds(pool(3)));
    expect(aresOdds(pool(-4)).pSuccess).toBeCloseTo(3 / 8, 15);
    expect(aresOdds(pool(-4)).pEmbarrassingFailure).toBeCloseTo(1 / 8, 15);
    const capped = aresOdds(pool(31));
    expect(capped.pSuccess).toBe(1);
    expect(capped.levels['amazing-success']).toBe(1);
    expect(capped.hits[15]).toBe(1);
    expect(capped.diceRolled).toBe(15);
    const five = aresOdds(pool(5));
    expect(five.pSuccess).toBeCloseTo(1 - (5 / 8) ** 5, 15);
    expect(five.levels.success + five.levels['good-success'] + five.levels['great-success'] + five.levels['amazing-success']).toBeCloseTo(five.pSuccess, 14);
  });

  it('§A.1 odds agree with 240,000 seeded rolls (every level of 1, 2, 3, 5, 8 and 12 dice)', () => {
    const rng = createSeededRng('ares3e-dice');
    for (const n of [1, 2, 3, 5, 8, 12]) {
      const rolls = 40_000;
      const counts = new Array<number>(n + 2).fill(0);
      for (let i = 0; i < rolls; i++) counts[aresSuccessLevel(aresRollDice(n, rng)) + 1]!++;
      const exact = aresLevelDistribution(n);
      for (let i = 0; i < exact.length; i++) {
        const p = exact[i]!;
        // Within 5 standard errors of the exact probability (plus a floor for the rare levels).
        const se = Math.sqrt((p * (1 - p)) / rolls);
        expect(Math.abs(counts[i]! / rolls - p)).toBeLessThanOrEqual(5 * se + 1e-4);
      }
    }
  });
});

describe('§A.1 the threshold a setting may change', () => {
  it('§A.1 the edition reads 6 from its ruleset; a setting that changes it rolls and counts by its own', () => {
    expect(aresLevelDistribution(3, 7)[4]).toBeCloseTo((2 / 8) ** 3, 15);
    expect(aresBotchChance(2, 7)).toBeCloseTo(1 / 64, 15);
    expect(aresBotchChance(3, 7)).toBeCloseTo(3 * (1 / 64) * (5 / 8) + 1 / 512, 15);
    expect(aresSuccessLevel([6, 6, 1], 7)).toBe(0);
    expect(aresRoll('x', pool(2), createScriptedRng([6, 7]), 7).hits).toBe(1);
    expect(aresLevelDistribution(3, 1)[4]).toBe(1);
  });
});
