/**
 * Seed 003's worked examples with scripted dice (every skill die, then the SFX die, then the
 * effect d20 when the SFX triggered), the victory chart, accenting, goals off the die and the roll
 * log's line.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import {
  accentRefusal, etkinPool, etkinRoll, ETKIN_DICE_ENGINE, resolveGoalRoll, victoryPoints,
} from '../../../../shared/systems/fading-suns-etkin/dice';
import { withRollOptions } from '../../../../shared/systems/fading-suns-etkin/roll-options';
import { sfxRangeRefusal } from '../../../../shared/systems/fading-suns-etkin/sfx';
import { describeGoalPool } from '../../../../shared/sheet/roll-words';

const roll = (pool: ReturnType<typeof etkinPool>, dice: number[]) => {
  const rng = createScriptedRng(dice);
  const r = etkinRoll('etkin', pool, rng);
  expect(rng.used).toBe(dice.length); // every scripted die was drawn, no more
  return r;
};
const dante = { calm: { name: 'Calm', rating: 4 }, stoic: { name: 'Stoic Mind', rating: 5 }, dex: { name: 'Dexterity', rating: 7 }, shoot: { name: 'Shoot', rating: 7 } };

describe('seed 003 task rolls', () => {
  it('003 victory chart inferred from the examples: 17 → 5 VP, 10 → 3 VP, 6 → 2 VP (1 VP per 3 full successes)', () => {
    expect([17, 10, 6].map((s) => victoryPoints(s))).toEqual([5, 3, 2]);
    expect([1, 2, 3, 5, 20].map((s) => victoryPoints(s))).toEqual([0, 0, 1, 1, 6]);
  });

  it('003 a brother battle with Dex 7 and Shoot 6 rolls 3d20 against a base goal of 13', () => {
    const pool = etkinPool(dante.dex, { name: 'Shoot', rating: 6 });
    expect({ goal: pool.size, dice: pool.diceRolled }).toEqual({ goal: 13, dice: 3 });
  });

  it('003 Dante accents negatively: Calm 4 + Stoic Mind 5, 3d20 instead of 2, best 6 → 1 VP ("he would have had 2 VPs")', () => {
    const pool = withRollOptions(etkinPool(dante.calm, dante.stoic), { accent: 'negative' });
    if ('field' in pool) throw new Error(pool.message);
    expect({ goal: pool.size, dice: pool.diceRolled }).toEqual({ goal: 9, dice: 3 });
    const r = roll(pool, [6, 14, 11, 8]);
    expect(r.goalRoll).toMatchObject({ kept: 0, successes: 6, success: true, vp: 1, sfx: null });
    expect(r.label).toBe('Success, 1 VP');
    // Without the accent the same 6 gives 2 VP.
    expect(resolveGoalRoll(9, [6, 14], null, 8, null).vp).toBe(2);
  });

  it('003 Dante accents positively at the Kurgan: Dex 7 + Shoot 7, 2d20 instead of 3 at 14, best 10 → 5 VP ("would have only had 3")', () => {
    const pool = withRollOptions(etkinPool(dante.dex, dante.shoot), { accent: 'positive' });
    if ('field' in pool) throw new Error(pool.message);
    expect({ goal: pool.size, dice: pool.diceRolled }).toEqual({ goal: 14, dice: 2 });
    const r = roll(pool, [10, 17, 9]);
    expect(r.goalRoll).toMatchObject({ kept: 0, success: true, vp: 5 });
    expect(resolveGoalRoll(14, [10, 17, 3], null, 9, null).vp).toBe(3);
  });

  it('003 "if your skill is only 1-2 you cant accent positively": refused with the reason, the field named', () => {
    const pool = etkinPool(dante.dex, { name: 'Shoot', rating: 2 });
    const refused = withRollOptions(pool, { accent: 'positive' });
    expect(refused).toMatchObject({ field: 'accent' });
    expect('message' in refused && refused.message).toMatch(/skill 2 rolls only one.*1-2 you cant accent positively/);
    expect(accentRefusal(3, 'positive')).toBeNull();
    // A characteristic alone rolls one die: no positive accent either.
    expect(withRollOptions(etkinPool(dante.dex, null), { accent: 'positive' })).toMatchObject({ field: 'accent' });
  });

  it('003 Good SFX example 1: SFX 1, dice 3, 18, 12 at goal 14, effect 13 → the 12 succeeds (4 VP) with a very nice effect', () => {
    const r = roll(etkinPool(dante.dex, dante.shoot), [3, 18, 12, 1, 13]);
    expect(r.goalRoll).toMatchObject({ kept: 2, baseSuccess: true, sfx: 'good', effectDie: 13, band: '11-15', success: true, vp: 4 });
    expect(r.goalRoll!.effectText).toMatch(/^A very nice effect/);
  });

  it('003 Good SFX example 2: SFX 1, dice 15, 18, 17 (all failures), effect 13 → "his failure turns into a success with 1 VP"', () => {
    const r = roll(etkinPool(dante.dex, dante.shoot), [15, 18, 17, 1, 13]);
    expect(r.goalRoll).toMatchObject({ kept: null, baseSuccess: false, sfx: 'good', success: true, vp: 1 });
    expect(r.goalRoll!.effectText).toBe('The failure becomes a success with 1 VP.');
    expect(r.isSuccess).toBe(true);
  });

  it('003 Bad SFX example 1: SFX 20, dice 3, 18, 12, effect 16 → "Even though he succeeded with the 12, it becomes a failure"', () => {
    const r = roll(etkinPool(dante.dex, dante.shoot), [3, 18, 12, 20, 16]);
    expect(r.goalRoll).toMatchObject({ kept: 2, baseSuccess: true, baseVp: 4, sfx: 'bad', band: '16-19', success: false, vp: 0 });
    expect(r.goalRoll!.effectText).toMatch(/become failures, with a bad effect/);
    expect(r.label).toBe('Failure');
  });

  it('003 Bad SFX example 2: SFX 20, dice 15, 18, 17, effect 16 → a failure with a very bad effect', () => {
    const r = roll(etkinPool(dante.dex, dante.shoot), [15, 18, 17, 20, 16]);
    expect(r.goalRoll).toMatchObject({ baseSuccess: false, sfx: 'bad', success: false });
    expect(r.goalRoll!.effectText).toMatch(/^A very bad effect/);
  });

  it('003 Good SFX 20 "Auto-success with 2 VP": a failure gets 2 VP, 1 VP is lifted to 2, 4 VP stays 4 (decision)', () => {
    expect(resolveGoalRoll(14, [15, 18, 17], null, 1, 20)).toMatchObject({ success: true, vp: 2 });
    expect(resolveGoalRoll(14, [4, 18, 17], null, 1, 20)).toMatchObject({ success: true, vp: 2 });
    expect(resolveGoalRoll(14, [12, 18, 17], null, 1, 20)).toMatchObject({ success: true, vp: 4 });
  });

  it('003 bands 1–10 change nothing: Good 7 leaves a failure failed, Bad 10 leaves the success ("Skill still suceeds")', () => {
    expect(resolveGoalRoll(14, [15, 18, 17], null, 1, 7)).toMatchObject({ success: false, band: '1-10' });
    expect(resolveGoalRoll(14, [12, 18, 17], null, 20, 10)).toMatchObject({ success: true, vp: 4, band: '1-10' });
  });

  it('003 blessing and curse: Good SFX on 1–2, Bad on 19–20; an SFX die of 2 triggers only under the blessing', () => {
    const blessed = withRollOptions(etkinPool(dante.dex, dante.shoot), { sfx: { good: 2, bad: 20 } });
    if ('field' in blessed) throw new Error(blessed.message);
    expect(roll(blessed, [15, 18, 17, 2, 12]).goalRoll).toMatchObject({ sfx: 'good', success: true, vp: 1 });
    expect(roll(etkinPool(dante.dex, dante.shoot), [15, 18, 17, 2]).goalRoll).toMatchObject({ sfx: null, effectDie: null, success: false });
    const cursed = withRollOptions(etkinPool(dante.dex, dante.shoot), { sfx: { good: 1, bad: 19 } });
    if ('field' in cursed) throw new Error(cursed.message);
    expect(roll(cursed, [3, 18, 12, 19, 11]).goalRoll).toMatchObject({ sfx: 'bad', success: false });
    expect(sfxRangeRefusal({ good: 10, bad: 10 })).toMatch(/overlap/);
    expect(withRollOptions(etkinPool(dante.dex, dante.shoot), { sfx: { good: 1, bad: 25 } })).toMatchObject({ field: 'sfx' });
  });

  it('goals off the die (decision): each point above 20 adds a success to the kept die; a goal of 0 or less cannot be made', () => {
    // Goal 23: a 12 is 15 successes → 5 VP; every die makes the goal.
    expect(resolveGoalRoll(23, [12, 20], null, 8, null)).toMatchObject({ kept: 1, successes: 23, vp: 7 });
    expect(resolveGoalRoll(23, [12, 5], null, 8, null)).toMatchObject({ kept: 0, successes: 15, vp: 5 });
    expect(resolveGoalRoll(0, [1, 1], null, 8, null)).toMatchObject({ kept: null, success: false });
    // The SFX still applies to any roll: a Good 11+ makes even goal 0 a success with 1 VP.
    expect(resolveGoalRoll(0, [1], null, 1, 12)).toMatchObject({ success: true, vp: 1 });
  });

  it('the log line names the goal and its parts, every d20, the kept die, the SFX die and its effect', () => {
    const pool = etkinPool(dante.dex, dante.shoot, [{ dice: -2, source: 'Wounds -2', tag: 'wounds' }]);
    const r = roll(pool, [3, 18, 12, 1, 13]);
    expect(ETKIN_DICE_ENGINE.rollText!(r)).toBe(
      'Goal 12 (Dexterity 7 + Shoot 7, Wounds \u22122): 3d20 [3, 18, 12] keep 12 (12 successes, 4 VP) \u00b7 SFX 1 Good (13: A very nice effect: +2 goal with that skill for a short duration, an initiative bonus for a round or two, etc.) \u2192 Success, 4 VP',
    );
    const miss = roll(etkinPool(dante.calm, dante.stoic, [{ dice: 2, source: 'Non-stressful', tag: 'non-stressful' }]), [15, 18, 7]);
    expect(ETKIN_DICE_ENGINE.rollText!(miss)).toBe('Goal 11 (Calm 4 + Stoic Mind 5, Non-stressful +2): 2d20 [15, 18] none at or under 11 \u00b7 SFX 7 \u2192 Failure');
    // A blessing is named beside the SFX die, so "SFX 2 Good" reads right; the pool's words say it too.
    const blessed = withRollOptions(etkinPool(dante.calm, dante.stoic), { accent: 'negative', sfx: { good: 2, bad: 20 } });
    if ('field' in blessed) throw new Error(blessed.message);
    expect(ETKIN_DICE_ENGINE.rollText!(roll(blessed, [15, 18, 17, 2, 12]))).toBe(
      'Goal 9 (Calm 4 + Stoic Mind 5): 3d20 accented negatively [15, 18, 17] none at or under 9 \u00b7 SFX 2 Good (12: The failure becomes a success with 1 VP.) [Good \u2264 2, Bad \u2265 20] \u2192 Success, 1 VP',
    );
    expect(describeGoalPool(blessed)).toBe('Calm 4 + Stoic Mind 5 = goal 9, 3d20 (accented negatively), Good SFX on 1\u20132, Bad on 20');
  });
});
