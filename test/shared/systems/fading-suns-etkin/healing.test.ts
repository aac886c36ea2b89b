/**
 * Seed 003 "Healing Damage", each sentence a scripted case (CHARACTERS-NOTES.md "Healing"). Dice
 * come from a scripted Rng in the engine's order: the skill dice, the SFX die, the effect d20 only
 * when the SFX die triggered; a complement rolls before the patient. Brother Dante: Endurance 6,
 * Vigor 5; Mira: Tech 5, Physick 4.
 */
import { describe, expect, it } from 'vitest';
import { createWound, type Wound } from '../../../../shared/core/mechanics/wounds';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import { forecastHealing, healingDay, poolForAbility, firstAidRefusal } from '../../../../shared/systems';
import {
  complementPool, dailyPool, morningRoll, morningSuccessChance, restDay, unrestedWeek,
} from '../../../../shared/systems/fading-suns-etkin/healing';
import { etkinOdds } from '../../../../shared/systems/fading-suns-etkin/dice';
import { ENDURANCE_LEVEL, VITALITY_LEVEL } from '../../../../shared/systems/fading-suns-etkin/wounds';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();
const dante = sampleCharacter('pc-dante');
const mira = sampleCharacter('pc-mira');
const recovery = poolForAbility(system, dante, 'Vigor');
const physick = poolForAbility(system, mira, 'Physick');
const firstAid = poolForAbility(system, dante, 'First Aid');
const level = (severity: typeof ENDURANCE_LEVEL | typeof VITALITY_LEVEL): Wound => createWound({ location: 'Body', severity, type: 'wound', source: 'Kurgan scimitar' });
const open = (ws: readonly Wound[]) => ws.filter((w) => w.severity !== 'healed').map((w) => w.severity);

describe('003 "Healing Damage"', () => {
  it('"At the morning following 1 full day of rest you roll your Endurance + ½ Vigor (round down)": 6 + 2 = goal 8 on ½ Vigor\'s 1d20', () => {
    const pool = dailyPool(recovery, 'rest', 0)!;
    expect(pool).toMatchObject({ size: 8, diceRolled: 1 });
    expect(pool.terms.map((t) => `${t.name} ${t.rating}`)).toEqual(['Endurance 6', '\u00bd Vigor 2']);
    // "if you succeed (success level does not matter) you recover 1 endurance level": an 8 makes it with 2 VP, a 9 does not.
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0 }, createScriptedRng([8, 10]))).toMatchObject({ success: true });
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0 }, createScriptedRng([9, 10]))).toMatchObject({ success: false });
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0 }, createScriptedRng([1, 10])).roll!.hits).toBe(0);
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0 }, createScriptedRng([1, 10])).success).toBe(true);
  });

  it('"just sleep at night, you roll at Endurance": goal 6, one die', () => {
    expect(dailyPool(recovery, 'sleep', 0)).toMatchObject({ size: 6, diceRolled: 1, terms: [{ name: 'Endurance', rating: 6 }] });
    expect(morningRoll(system, { recovery, activity: 'sleep', woundPenalty: 0 }, createScriptedRng([6, 10])).success).toBe(true);
    expect(morningRoll(system, { recovery, activity: 'sleep', woundPenalty: 0 }, createScriptedRng([7, 10])).success).toBe(false);
  });

  it('"strenuous activity ... you roll Endurance -4": goal 2', () => {
    expect(dailyPool(recovery, 'strenuous', 0)).toMatchObject({ size: 2, diceRolled: 1 });
    expect(morningRoll(system, { recovery, activity: 'strenuous', woundPenalty: 0 }, createScriptedRng([2, 10])).success).toBe(true);
    expect(morningRoll(system, { recovery, activity: 'strenuous', woundPenalty: 0 }, createScriptedRng([3, 10])).success).toBe(false);
  });

  it('"If an entire day was spent in strenuous activity you cannot make this roll at all": no pool, no dice', () => {
    expect(dailyPool(recovery, 'strenuous-day', 0)).toBeNull();
    const rng = createScriptedRng([]);
    expect(morningRoll(system, { recovery, activity: 'strenuous-day', woundPenalty: 0 }, rng)).toEqual({ complement: null, roll: null, success: false });
    expect(rng.used).toBe(0);
    expect(morningSuccessChance(recovery, 'strenuous-day', 0)).toBe(0);
  });

  it('"A complementary Physick roll ... to increase the above goal number": its VPs add to the goal (Mira: Tech 5 + Physick 4 + 2 = 11, keeps 11 → 3 VP → goal 11)', () => {
    expect(complementPool(physick, 'physick', 0)).toMatchObject({ size: 11, diceRolled: 2 });
    const m = morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0, complement: { pool: physick, kind: 'physick', woundPenalty: 0 } }, createScriptedRng([11, 3, 10, 11, 10]));
    expect(m.complement!.hits).toBe(3);
    expect(m.roll!.pool.size).toBe(11);
    expect(m.roll!.pool.modifiers).toContainEqual({ dice: 3, source: 'Complement +3', tag: 'complement' });
    expect(m.success).toBe(true);
    // A failed complement adds nothing: the same 11 then fails against goal 8.
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0, complement: { pool: physick, kind: 'physick', woundPenalty: 0 } }, createScriptedRng([19, 18, 10, 11, 10])).success).toBe(false);
  });

  it('"First Aid may also be used, but at a -4 difficulty modifier": Dante\'s Tech 3 + First Aid 3 + 2 − 4 = goal 4', () => {
    const pool = complementPool(firstAid, 'first-aid', 0);
    expect(pool.size).toBe(4);
    expect(pool.modifiers.map((m) => m.source)).toEqual(['Non-stressful +2', 'First Aid instead of Physick \u22124']);
  });

  it('wounds lower both goals: two vitality levels lost (−4) make the rest roll goal 4; the healer\'s own wounds the complement\'s', () => {
    expect(dailyPool(recovery, 'rest', 4)!.size).toBe(4);
    expect(complementPool(physick, 'physick', 2).size).toBe(9);
  });

  it('a Good SFX saves a failed morning (15 at goal 8, SFX 1, effect 12: a success with 1 VP)', () => {
    expect(morningRoll(system, { recovery, activity: 'rest', woundPenalty: 0 }, createScriptedRng([15, 1, 12])).success).toBe(true);
  });

  it('"After a week of rest, assuming all your endurance levels have been healed you automatically heal 1 vitality level (and regain 1 per week of rest thereafter)"', () => {
    let wounds = [level(VITALITY_LEVEL), level(VITALITY_LEVEL)];
    for (let d = 1; d <= 6; d++) wounds = restDay(wounds);
    expect(open(wounds)).toEqual(['serious', 'serious']);
    expect(wounds[0]!.healingPoints).toBe(6);
    wounds = restDay(wounds);
    expect(open(wounds)).toEqual(['serious']);
    for (let d = 1; d <= 7; d++) wounds = restDay(wounds);
    expect(open(wounds)).toEqual([]);
  });

  it('a week whose endurance levels are not all healed: the vitality level waits for the morning they are', () => {
    let wounds = [level(ENDURANCE_LEVEL), level(VITALITY_LEVEL)];
    for (let d = 1; d <= 9; d++) wounds = restDay(wounds);
    expect(open(wounds)).toEqual(['light', 'serious']);
    // The day the last endurance level comes back (a good morning: goal 8 − 2 for the vitality level), the week is long complete.
    const day = healingDay(system, { name: 'Dante', wounds, recovery }, { doctor: null, hospital: false }, createScriptedRng([6, 10]))!;
    expect(open(day.wounds)).toEqual([]);
    expect(day.points.map((p) => p.source)).toEqual(['Morning roll after a day of rest: Success, 2 VP \u2014 1 endurance level back', 'A week of rest: 1 vitality level back']);
  });

  it('"If you do not rest for the week, you can still recover 1 vitality level after a week by making an endurance roll as described above"', () => {
    const wounds = [level(VITALITY_LEVEL)];
    // Slept only: goal Endurance 6 less the level's −2 = 4.
    const good = unrestedWeek(system, wounds, recovery, 'sleep', createScriptedRng([4, 10]));
    expect(good.roll!.pool.size).toBe(4);
    expect(open(good.wounds)).toEqual([]);
    expect(open(unrestedWeek(system, wounds, recovery, 'sleep', createScriptedRng([5, 10])).wounds)).toEqual(['serious']);
    expect(unrestedWeek(system, wounds, recovery, 'strenuous-day', createScriptedRng([])).roll).toBeNull();
  });
});

describe('the calendar\'s days, spent as the storyteller chose', () => {
  const care = (activity?: string) => ({ doctor: null, hospital: false, ...(activity ? { activity } : {}) });
  const dayOf = (wounds: Wound[], activity: string | undefined, dice: number[]) => healingDay(system, { name: 'Dante', wounds, recovery }, care(activity), createScriptedRng(dice))!;

  it('offers seed 003\'s four ways to spend the days, rest first', () => {
    expect(system.edition.ops.healing.activities!.map((a) => a.id)).toEqual(['rest', 'sleep', 'strenuous', 'strenuous-day']);
  });

  it('"just sleep at night, you roll at Endurance": the morning roll at goal 6 (a 6 makes it, a 7 does not)', () => {
    expect(dayOf([level(ENDURANCE_LEVEL)], 'sleep', [6, 10]).points[0]!.source).toBe('Morning roll after a day up (only sleep at night): Success, 2 VP \u2014 1 endurance level back');
    expect(open(dayOf([level(ENDURANCE_LEVEL)], 'sleep', [7, 10]).wounds)).toEqual(['light']);
  });

  it('"strenuous ... Endurance -4": goal 2; "an entire day ... cannot make this roll at all": no dice', () => {
    expect(open(dayOf([level(ENDURANCE_LEVEL)], 'strenuous', [2, 10]).wounds)).toEqual([]);
    expect(open(dayOf([level(ENDURANCE_LEVEL)], 'strenuous', [3, 10]).wounds)).toEqual(['light']);
    const none = dayOf([level(ENDURANCE_LEVEL), level(VITALITY_LEVEL)], 'strenuous-day', []);
    expect(none.rolls).toEqual([]);
    expect(none.points.map((p) => p.source)).toEqual(['A whole day of strenuous activity: no morning roll', 'A day (not of rest) toward a vitality level (1 of 7)']);
  });

  it('"If you do not rest for the week ... by making an endurance roll": a week ending on a day up rolls at its goal (6 − 2); a failure starts a new week', () => {
    const six = { ...level(VITALITY_LEVEL), healingPoints: 6 };
    const good = dayOf([six], 'sleep', [4, 10]);
    expect(good.points[0]!.source).toBe('A week without rest, endurance roll: Success, 1 VP \u2014 1 vitality level back');
    expect(open(good.wounds)).toEqual([]);
    const bad = dayOf([six], 'sleep', [5, 10]);
    expect(bad.points[0]!.source).toBe('A week without rest, endurance roll: Failure \u2014 a new week begins');
    expect(bad.wounds[0]).toMatchObject({ severity: 'serious', healingPoints: 0 });
    // Ending on a whole strenuous day: no roll, the level waits with its week complete.
    const wait = dayOf([six], 'strenuous-day', []);
    expect(wait.wounds[0]).toMatchObject({ severity: 'serious', healingPoints: 7 });
    // A day of rest then completes it: "After a week of rest".
    expect(open(dayOf(wait.wounds, 'rest', []).wounds)).toEqual([]);
  });
});

describe('the healing screen (HealingOps)', () => {
  it('a calendar day: the doctor\'s complement first, then the patient\'s roll; one endurance level back, not every wound', () => {
    const wounds = [level(ENDURANCE_LEVEL), level(ENDURANCE_LEVEL), level(VITALITY_LEVEL)];
    const care = { doctor: { name: 'Mira', pool: physick, woundModifier: 0 }, hospital: false };
    const day = healingDay(system, { name: 'Dante', wounds, recovery }, care, createScriptedRng([11, 3, 10, 9, 10]))!;
    expect(day.rolls.map((r) => [r.role, r.by])).toEqual([['doctor', 'Mira'], ['recovery', 'Dante']]);
    expect(open(day.wounds)).toEqual(['light', 'serious']);
    expect(day.wounds[2]!.healingPoints).toBe(1);
  });

  it('first aid on one wound is refused with the seed\'s reason', () => {
    expect(firstAidRefusal(system, level(ENDURANCE_LEVEL), { minutesSinceInjury: 1, gameDaysSinceInjury: 0 })).toMatch(/First Aid \(at \u22124\) or Physick complements the daily healing roll/);
  });

  it('the forecast: exact, one endurance level a morning, a vitality level after its week; agrees with 20,000 seeded patients', () => {
    const wounds = [level(ENDURANCE_LEVEL), level(VITALITY_LEVEL)];
    const care = { doctor: null, hospital: false };
    const f = forecastHealing(system, { name: 'Dante', wounds, recovery }, care, 60);
    const p = etkinOdds(dailyPool(recovery, 'rest', 2)!).pSuccess;
    expect(morningSuccessChance(recovery, 'rest', 2)).toBeCloseTo(p, 12);
    // The endurance level: a geometric wait on the morning roll.
    expect(f[0]!.cdf[0]).toBeCloseTo(p, 12);
    expect(f[0]!.cdf[1]).toBeCloseTo(1 - (1 - p) ** 2, 12);
    // The vitality level: never before day 7.
    expect(f[1]!.cdf.slice(0, 6).every((x) => x === 0)).toBe(true);
    const rng = createSeededRng('etkin-healing-forecast');
    const N = 20_000;
    let byDay7 = 0;
    for (let i = 0; i < N; i++) {
      let ws: Wound[] = wounds;
      for (let d = 1; d <= 7; d++) ws = healingDay(system, { name: 'Dante', wounds: ws, recovery }, care, rng)?.wounds ?? ws;
      if (ws[1]!.severity === 'healed') byDay7++;
    }
    expect(Math.abs(byDay7 / N - f[1]!.cdf[6]!)).toBeLessThan(0.015);
  });
});
