/**
 * Seed 003 "The Hero Pool" on rolls: what a re-roll costs (1, a second 2 more, a natural 20 — the
 * SFX die's Bad SFX under the seed's own rule — 5), which roll is kept, and the +4 goal's place.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { etkinPool, etkinRoll, resolveGoalRoll } from '../../../../shared/systems/fading-suns-etkin/dice';
import {
  goalRollRank, heroActionBonus, HERO_BONUS_OUTSIDE_ROUNDS, heroReroll, heroRerollCost, keepsSecondGoal, sfxRank,
} from '../../../../shared/systems/fading-suns-etkin/hero';

const shoot = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 7 });

describe('seed 003 hero pool on rolls', () => {
  it('003 "A hero point may be spent to reroll … A second reroll … at the cost of 2 additional hero points": 1, then 2, no third', () => {
    const plain = resolveGoalRoll(14, [15, 18, 17], null, 7, null);
    expect(heroRerollCost(plain, 1)).toEqual({ points: 1 });
    expect(heroRerollCost(plain, 2)).toEqual({ points: 2 });
    expect(heroRerollCost(plain, 3)).toMatchObject({ refused: expect.stringMatching(/a second reroll", no more/) });
  });

  it('003 "A roll of a natural 20 may be rerolled with the expenditure of 5 hero points": under the SFX rule, a Bad SFX roll costs 5', () => {
    const fumble = resolveGoalRoll(14, [3, 18, 12], null, 20, 16);
    expect(heroRerollCost(fumble, 1)).toEqual({ points: 5 });
    expect(heroRerollCost(fumble, 2)).toEqual({ points: 5 });
    // A 20 on a skill die is only a miss (003: "The skill dice rolled do not determine critical successes or failures").
    expect(heroRerollCost(resolveGoalRoll(14, [20, 20, 12], null, 8, null), 1)).toEqual({ points: 1 });
    // A curse's 19 is the fumble too.
    expect(heroRerollCost(resolveGoalRoll(14, [3], null, 19, 4, { good: 1, bad: 19 }), 1)).toEqual({ points: 5 });
  });

  it('"keep the most favorable roll": any success over a failure, more VP over fewer, then the better SFX; the first on a tie', () => {
    const fail = resolveGoalRoll(14, [15, 18, 17], null, 7, null);
    const zeroVp = resolveGoalRoll(14, [2, 18, 17], null, 7, null);
    const fourVp = resolveGoalRoll(14, [12], null, 7, null);
    const fourVpGood = resolveGoalRoll(14, [12], null, 1, 13);
    const fourVpBadMinor = resolveGoalRoll(14, [12], null, 20, 3);
    expect(zeroVp).toMatchObject({ success: true, vp: 0 });
    expect(keepsSecondGoal(fail, zeroVp)).toBe(true);
    expect(keepsSecondGoal(zeroVp, fourVp)).toBe(true);
    expect(keepsSecondGoal(fourVp, fourVpGood)).toBe(true);
    expect(keepsSecondGoal(fourVp, fourVpBadMinor)).toBe(false);
    expect(keepsSecondGoal(fourVp, resolveGoalRoll(14, [12, 3], null, 9, null))).toBe(false);
    expect([sfxRank(fourVpBadMinor), sfxRank(fourVp), sfxRank(fourVpGood)]).toEqual([-1, 0, 2]);
    expect(goalRollRank(fail)).toBeLessThan(goalRollRank(zeroVp));
  });

  it('a hero re-roll draws the whole roll again (skill dice, SFX die, effect die) and keeps the better', () => {
    const first = etkinRoll('x', shoot, createScriptedRng([15, 18, 17, 7]));
    const rng = createScriptedRng([3, 18, 12, 1, 13]);
    const out = heroReroll(first, (r) => etkinRoll('x', shoot, r), rng);
    expect(rng.used).toBe(5);
    expect(out).toMatchObject({ keptSecond: true, kept: { label: 'Success, 4 VP' }, other: { label: 'Failure' } });
    const worse = heroReroll(out.kept, (r) => etkinRoll('x', shoot, r), createScriptedRng([20, 19, 18, 5]));
    expect(worse).toMatchObject({ keptSecond: false, kept: { label: 'Success, 4 VP' } });
  });

  it('003 "+4 GN modifier to all actions … may not be applied in non-round-by-round situations": a luck-tagged +4 for rounds, refused on the sheet', () => {
    expect(heroActionBonus('Dante')).toEqual({ dice: 4, source: 'Hero pool +4 (Dante)', tag: 'luck' });
    expect(HERO_BONUS_OUTSIDE_ROUNDS).toMatch(/non-round-by-round situations/);
  });
});
