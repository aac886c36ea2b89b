import { describe, expect, it } from 'vitest';
import { diceForSkill, etkinOdds, etkinPool, etkinRoll, goalOdds, resolveGoalRoll, victoryPoints } from '../../../../shared/systems/fading-suns-etkin/dice';
import type { Rng } from '../../../../shared/core/dice/rng';
import { createSeededRng as seededRng } from '../../../../shared/core/dice/rng';

const scripted = (values: number[]): Rng => {
  let i = 0;
  return { die: () => values[i++]! };
};

describe('seed 003 foundation', () => {
  it('003 skill bands: 1-2 1d20, 3-5 2d20, 6-8 3d20, 9-10 4d20, 11+ 5d20', () => {
    expect([0, 1, 2, 3, 5, 6, 8, 9, 10, 11, 12].map(diceForSkill)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('003 VP chart inferred from the examples: 17 → 5, 10 → 3, 6 → 2; accented 6 → 1 (negative), 10 → 5 (positive)', () => {
    expect([victoryPoints(17), victoryPoints(10), victoryPoints(6)]).toEqual([5, 3, 2]);
    expect(victoryPoints(6, 'negative')).toBe(1);
    expect(victoryPoints(10, 'positive')).toBe(5);
  });

  it('003 Dante shoots 3d20 at goal 14 with SFX 1 and a Good effect 13: keeps the 12, a very nice effect', () => {
    const pool = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 7 });
    const r = etkinRoll('x', pool, scripted([3, 18, 12, 1, 13]));
    expect(r.goalRoll).toMatchObject({ goal: 14, kept: 2, sfx: 'good', effectDie: 13, band: '11-15', success: true, vp: 4 });
    expect(r.goalRoll!.effectText).toMatch(/very nice effect/);
  });

  it('003 Good SFX 13 turns an all-failed roll (15, 18, 17 at 14) into a success with 1 VP; Bad SFX 16 fails the 12', () => {
    expect(resolveGoalRoll(14, [15, 18, 17], null, 1, 13)).toMatchObject({ baseSuccess: false, success: true, vp: 1 });
    expect(resolveGoalRoll(14, [3, 18, 12], null, 20, 16)).toMatchObject({ baseSuccess: true, success: false, vp: 0 });
    expect(resolveGoalRoll(14, [15, 18, 17], null, 20, 16).effectText).toMatch(/very bad effect/);
  });

  it('exact odds sum to 1 and agree with 200,000 seeded rolls', () => {
    const pool = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 5 }, [], { accent: 'negative', sfx: { good: 2, bad: 19 } });
    const odds = etkinOdds(pool);
    const total = odds.results!.reduce((a, r) => a + r.p, 0);
    expect(total).toBeCloseTo(1, 12);
    const rng = seededRng('etkin-foundation');
    const counts = new Map<number, number>();
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const r = etkinRoll('x', pool, rng);
      const v = r.isSuccess ? r.hits : -1;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const r of odds.results!) expect(Math.abs((counts.get(r.value) ?? 0) / n - r.p)).toBeLessThan(0.005);
    expect(goalOdds(0, 3).pSuccess).toBeCloseTo(goalOdds(0, 3).pGoodSfx * 10 / 20, 12);
  });
});
