/**
 * Exact odds of a task (P(success), each VP count, P(Good / Bad SFX) and each effect band, with
 * and without accenting, with one or two hero re-rolls) against full enumeration of the dice and
 * against 200,000 seeded rolls per case.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { etkinOdds, etkinPool, etkinRoll, goalOdds, resolveGoalRoll, type Accent } from '../../../../shared/systems/fading-suns-etkin/dice';
import { keepsSecondGoal } from '../../../../shared/systems/fading-suns-etkin/hero';
import { withRollOptions } from '../../../../shared/systems/fading-suns-etkin/roll-options';
import type { SfxRange } from '../../../../shared/systems/fading-suns-etkin/sfx';
import type { GoalRollInfo, PoolSpec } from '../../../../shared/core/dice/ability-roll';

const BANDS = ['1-10', '11-15', '16-19', '20'] as const;
const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);

/** Every face of every die, weighted: the exact distribution by brute force (small pools only). */
function enumerate(goal: number, n: number, accent: Accent | null, range: SfxRange) {
  const out = { success: 0, vp: [] as number[], good: [0, 0, 0, 0], bad: [0, 0, 0, 0] };
  const faces = Array.from({ length: 20 }, (_, i) => i + 1);
  const combos = (k: number): number[][] => (k === 0 ? [[]] : combos(k - 1).flatMap((c) => faces.map((f) => [...c, f])));
  const add = (g: GoalRollInfo, w: number) => {
    if (g.success) {
      out.success += w;
      out.vp[g.vp] = (out.vp[g.vp] ?? 0) + w;
    }
    if (g.sfx && g.band) (g.sfx === 'good' ? out.good : out.bad)[BANDS.indexOf(g.band)]! += w;
  };
  for (const dice of combos(n)) {
    for (const sfx of faces) {
      const triggered = sfx <= range.good || sfx >= range.bad;
      if (!triggered) add(resolveGoalRoll(goal, dice, accent, sfx, null, range), 20 ** -(n + 1));
      else for (const e of faces) add(resolveGoalRoll(goal, dice, accent, sfx, e, range), 20 ** -(n + 2));
    }
  }
  return out;
}

function pool(goal: number, skill: number, accent: Accent | null, sfx?: SfxRange): PoolSpec {
  const p = withRollOptions(etkinPool({ name: 'Dexterity', rating: goal - skill }, skill > 0 ? { name: 'Shoot', rating: skill } : null), { ...(accent ? { accent } : {}), ...(sfx ? { sfx } : {}) });
  if ('field' in p) throw new Error(p.message);
  return p;
}

describe('seed 003 exact odds', () => {
  it('agree with full enumeration of the dice (1 and 2 d20s, accents, blessing, curse, goals 0, 9, 14, 23)', () => {
    const cases: [number, number, Accent | null, SfxRange][] = [
      [9, 1, null, { good: 1, bad: 20 }],
      [14, 2, 'positive', { good: 1, bad: 20 }],
      [9, 2, 'negative', { good: 2, bad: 19 }],
      [0, 1, null, { good: 1, bad: 20 }],
      [23, 2, null, { good: 3, bad: 18 }],
      [14, 1, 'negative', { good: 0, bad: 21 }],
    ];
    for (const [goal, n, accent, range] of cases) {
      const exact = goalOdds(goal, n, accent, range);
      const brute = enumerate(goal, n, accent, range);
      expect(exact.pSuccess).toBeCloseTo(brute.success, 12);
      exact.vp.forEach((p, k) => expect(p).toBeCloseTo(brute.vp[k] ?? 0, 12));
      expect(brute.vp.length).toBeLessThanOrEqual(exact.vp.length);
      exact.goodBands.forEach((b, i) => expect(b.p).toBeCloseTo(brute.good[i]!, 12));
      exact.badBands.forEach((b, i) => expect(b.p).toBeCloseTo(brute.bad[i]!, 12));
      expect(exact.pGoodSfx).toBeCloseTo(sum(brute.good), 12);
      expect(exact.pBadSfx).toBeCloseTo(sum(brute.bad), 12);
    }
  });

  it('every distribution sums to 1: goals 1–30 × dice 1–5 × accents × 0–2 re-rolls', () => {
    for (let goal = -2; goal <= 30; goal++) {
      for (let n = 1; n <= 5; n++) {
        for (const accent of [null, 'negative', 'positive'] as const) {
          for (const rerolls of [0, 1, 2]) {
            const o = goalOdds(goal, n, accent, { good: 1, bad: 20 }, rerolls);
            expect(o.pFailure + sum(o.vp)).toBeCloseTo(1, 12);
            expect(sum(o.goodBands.map((b) => b.p)) + sum(o.badBands.map((b) => b.p))).toBeCloseTo(o.pGoodSfx + o.pBadSfx, 12);
            if (rerolls === 0) [o.pGoodSfx, o.pBadSfx].forEach((x) => expect(x).toBeCloseTo(0.05, 12));
            const r = etkinOdds({ ...pool(Math.max(goal, 1), 0, null), size: goal, diceRolled: n, ...(accent ? { accent } : {}) }, { rerolls });
            expect(sum(r.results!.map((x) => x.p))).toBeCloseTo(1, 12);
          }
        }
      }
    }
  });

  it('agree with 200,000 seeded rolls per case: goals, dice counts, accents, SFX ranges, with and without a hero re-roll', () => {
    const cases: { goal: number; skill: number; accent: Accent | null; sfx?: SfxRange; rerolls: number }[] = [
      { goal: 14, skill: 7, accent: null, rerolls: 0 },
      { goal: 9, skill: 5, accent: 'negative', rerolls: 0 },
      { goal: 14, skill: 7, accent: 'positive', sfx: { good: 2, bad: 19 }, rerolls: 0 },
      { goal: 6, skill: 1, accent: null, sfx: { good: 3, bad: 20 }, rerolls: 0 },
      { goal: 22, skill: 11, accent: null, rerolls: 0 },
      { goal: 12, skill: 4, accent: null, rerolls: 1 },
      { goal: 10, skill: 9, accent: 'positive', sfx: { good: 1, bad: 18 }, rerolls: 2 },
    ];
    const N = 200_000;
    for (const c of cases) {
      const p = pool(c.goal, c.skill, c.accent, c.sfx);
      const odds = goalOdds(c.goal, p.diceRolled, c.accent, c.sfx ?? { good: 1, bad: 20 }, c.rerolls);
      const rng = createSeededRng(`etkin-odds-${c.goal}-${c.skill}-${c.accent}-${c.rerolls}`);
      let success = 0;
      const vp: number[] = [];
      const good = [0, 0, 0, 0];
      const bad = [0, 0, 0, 0];
      for (let i = 0; i < N; i++) {
        let g = etkinRoll('x', p, rng).goalRoll!;
        for (let k = 0; k < c.rerolls; k++) {
          const again = etkinRoll('x', p, rng).goalRoll!;
          if (keepsSecondGoal(g, again)) g = again;
        }
        if (g.success) {
          success++;
          vp[g.vp] = (vp[g.vp] ?? 0) + 1;
        }
        if (g.sfx && g.band) (g.sfx === 'good' ? good : bad)[BANDS.indexOf(g.band)]!++;
      }
      // Five standard errors of a proportion (plus a hair for p near 0).
      const close = (observed: number, p: number) => expect(Math.abs(observed / N - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N) + 1e-4);
      close(success, odds.pSuccess);
      odds.vp.forEach((q, k) => close(vp[k] ?? 0, q));
      odds.goodBands.forEach((b, i) => close(good[i]!, b.p));
      odds.badBands.forEach((b, i) => close(bad[i]!, b.p));
    }
  });

  it('a hero re-roll and a second one only make the odds better; a negative accent adds success, a positive one adds VP', () => {
    const base = goalOdds(14, 3, null);
    const once = goalOdds(14, 3, null, undefined, 1);
    const twice = goalOdds(14, 3, null, undefined, 2);
    expect(once.pSuccess).toBeGreaterThan(base.pSuccess);
    expect(twice.pSuccess).toBeGreaterThan(once.pSuccess);
    expect(once.expectedVp).toBeGreaterThan(base.expectedVp);
    // Better of two: P(failure) squares (the SFX can only turn a failure into a success, never back, in this order).
    expect(once.pFailure).toBeCloseTo(base.pFailure ** 2, 12);
    expect(goalOdds(9, 3, 'negative').pSuccess).toBeGreaterThan(goalOdds(9, 2, null).pSuccess);
    expect(goalOdds(14, 2, 'positive').expectedVp).toBeGreaterThan(goalOdds(14, 3, null).expectedVp);
  });

  it('the PoolOdds shape: Failure first, then each VP count, P(each SFX band); "reroll" is one hero re-roll', () => {
    const o = etkinOdds(pool(14, 7, null));
    expect(o.results!.map((r) => r.label).slice(0, 3)).toEqual(['Failure', 'Success, 0 VP', 'Success, 1 VP']);
    expect(o.sfx!.pGood).toBeCloseTo(0.05, 12);
    expect(o.sfx!.pBad).toBeCloseTo(0.05, 12);
    expect(sum(o.sfx!.good)).toBeCloseTo(0.05, 12);
    expect(etkinOdds(pool(14, 7, null), { reroll: true }).pSuccess).toBeCloseTo(goalOdds(14, 3, null, undefined, 1).pSuccess, 12);
  });
});
