import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { etkinRoll, goalOdds } from '../../../../../shared/systems/fading-suns-etkin/dice';
import { better, taskPoolOf, withRerolls } from '../../../../../shared/systems/fading-suns-etkin/combat';
import { base, DANTE, fight, KURGAN } from './helpers';

const task = (skill: string, extra: Record<string, unknown> = {}) => ({ kind: 'task' as const, characteristic: 'Dexterity', skill, ...extra });

function ready() {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: 3, pools: DANTE },
      { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN },
    ],
  });
  f.send({ type: 'combat.start' });
  // Dante 15 (3d6 [6, 6, 3]).
  f.send({ type: 'initiative.roll' }, [6, 6, 3, 1, 1]);
  return f;
}

describe('seed 003 declare panel odds (taskOdds)', () => {
  it('the goal and dice the slot would roll, and the exact distribution of goalOdds for them', () => {
    const f = ready();
    const odds = f.rules.procedures!.taskOdds!(f.ctx(), { combatantId: 'dante', actions: [task('Shoot', { target: 'kurgan' }), task('Dodge')], index: 0 })!;
    expect(odds).toMatchObject({ goal: 12, dice: 3, text: 'Dex 7 + Shoot 7 \u2212 2 (two actions) = goal 12, 3d20' });
    const exact = goalOdds(12, 3);
    expect(odds.pSuccess).toBeCloseTo(exact.pSuccess, 12);
    expect(odds.vp.map((v) => v.p)).toEqual(exact.vp.filter((p) => p > 0));
    expect(odds.pGoodSfx).toBeCloseTo(0.05, 12);
    expect(odds.pBadSfx).toBeCloseTo(0.05, 12);
    // An accented shot alone: goal 14, two dice.
    expect(f.rules.procedures!.taskOdds!(f.ctx(), { combatantId: 'dante', actions: [task('Shoot', { accent: 'positive' })], index: 0 })).toMatchObject({ goal: 14, dice: 2 });
    // Not a task: no odds.
    expect(f.rules.procedures!.taskOdds!(f.ctx(), { combatantId: 'dante', actions: [{ kind: 'pass' }], index: 0 })).toBeNull();
  });

  it('the hero pool: +4 raises the goal; a re-roll (and a second while still failed) agrees with 200,000 seeded simulated rolls', () => {
    const f = ready();
    const p = f.rules.procedures!;
    const actions = [task('Dodge')];
    expect(p.taskOdds!(f.ctx(), { combatantId: 'dante', actions, index: 0, luck: 'bonus' })!.goal).toBe(15);
    const c = f.who('dante');
    const pool = taskPoolOf({ woundPenalty: () => 0, rulesetId: 'x', heroBonus: 4 }, f.ctx(), c, actions, 0, false, undefined);
    for (const rerolls of [1, 2] as const) {
      const odds = p.taskOdds!(f.ctx(), { combatantId: 'dante', actions, index: 0, luck: 'reroll', rerolls })!;
      const rng = createSeededRng(`etkin-reroll-${rerolls}`);
      const n = 200_000;
      let success = 0;
      const vp = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        let kept = etkinRoll('x', pool, rng);
        kept = better(kept, etkinRoll('x', pool, rng));
        if (rerolls === 2 && !kept.isSuccess) kept = better(kept, etkinRoll('x', pool, rng));
        if (kept.isSuccess) {
          success++;
          vp.set(kept.hits, (vp.get(kept.hits) ?? 0) + 1);
        }
      }
      expect(Math.abs(success / n - odds.pSuccess)).toBeLessThan(0.004);
      for (const v of odds.vp) expect(Math.abs((vp.get(v.vp) ?? 0) / n - v.p)).toBeLessThan(0.004);
    }
  });

  it('withRerolls: one re-roll is the better of two; a second replaces what still failed', () => {
    const pmf = [0.5, 0.3, 0.2];
    expect(withRerolls(pmf, 0)).toEqual(pmf);
    const one = withRerolls(pmf, 1);
    expect(one[0]).toBeCloseTo(0.25, 12);
    const two = withRerolls(pmf, 2);
    expect(two[0]).toBeCloseTo(0.125, 12);
    expect(two.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
