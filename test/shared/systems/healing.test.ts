import { describe, expect, it } from 'vitest';
import { rawPool } from '../../../shared/core/dice/ability-roll';
import { createScriptedRng } from '../../../shared/core/dice/rng';
import {
  createWound, doctorPatientLimit, firstAidRefusal, healingAbilities, healingDay, planHealing, resolveFirstAid, type GameSystem, type Wound,
} from '../../../shared/systems';
import { aresSystem } from './aresmush-3e/helpers';
import { fs32System } from '../../helpers/fs32-system';

const FS = fs32System();
const SIMPLE = fs32System(undefined, { 'healing-system': 'simple' });
const ARES = aresSystem();
/** A pool that rolls exactly `n` dice (before wound modifiers): the edition's raw-pool bonus taken off. */
const pool = (s: GameSystem, n: number) => rawPool(s.core, n - s.core.dice.rawPoolBonus);
const wound = (severity: Wound['severity'] & string, extra: Partial<Wound> = {}): Wound => ({
  ...createWound({ location: 'Chest', severity: severity === 'healed' ? 'light' : severity, type: 'wound', source: 'Pistol' }),
  ...extra,
});
// FS3.2 dice: a hit on 7+; 8 8 = success, 2 2 = failure. Third Edition: a success on 6+.
const HIT = 8;
const MISS = 2;

describe('FS3.2 daily healing (seed 001 "Healing Damage")', () => {
  it('seed 001: a successful toughness roll gives 2 points, a failed one 1', () => {
    const patient = { name: 'Ana', wounds: [wound('light')], recovery: pool(FS, 2) };
    const good = healingDay(FS, patient, { doctor: null, hospital: false }, createScriptedRng([HIT, MISS]))!;
    expect(good.total).toBe(2);
    expect(good.rolls.map((r) => r.role)).toEqual(['recovery']);
    const bad = healingDay(FS, patient, { doctor: null, hospital: false }, createScriptedRng([MISS, MISS]))!;
    expect(bad.total).toBe(1);
    expect(bad.wounds[0]).toMatchObject({ severity: 'light', healingPoints: 1, healingStarted: true });
  });

  it('seed 001: a successful medicine roll adds 1 point, a failed one 0; a hospital adds 1', () => {
    const patient = { name: 'Ana', wounds: [wound('light')], recovery: pool(FS, 1) };
    const doctor = { name: 'Doc', pool: pool(FS, 2), woundModifier: 0 };
    const withDoc = healingDay(FS, patient, { doctor, hospital: true }, createScriptedRng([HIT, HIT, MISS]))!;
    expect(withDoc.points.map((p) => p.points)).toEqual([2, 1, 1]);
    expect(withDoc.total).toBe(4);
    expect(withDoc.rolls.map((r) => `${r.role}:${r.by}`)).toEqual(['recovery:Ana', 'doctor:Doc']);
    const failed = healingDay(FS, patient, { doctor, hospital: false }, createScriptedRng([MISS, MISS, MISS]))!;
    expect(failed.total).toBe(1);
  });

  it('seed 001/004: the toughness roll suffers the patient\u2019s wound modifier, the medicine roll the doctor\u2019s', () => {
    // A Critical wound costs FS3.2's wound modifier in dice: the 3-dice toughness pool rolls fewer.
    const patient = { name: 'Ana', wounds: [wound('critical')], recovery: pool(FS, 5) };
    const rng = createScriptedRng(Array(20).fill(MISS));
    const day = healingDay(FS, patient, { doctor: { name: 'Doc', pool: pool(FS, 4), woundModifier: 2 }, hospital: false }, rng)!;
    const [t, d] = day.rolls;
    expect(t!.roll.pool.diceRolled).toBeLessThan(5);
    expect(d!.roll.pool.diceRolled).toBe(2);
  });

  it('seed 001: points carry the wound down one level at a time (Critical 5, Serious 4 …)', () => {
    const patient = { name: 'Ana', wounds: [wound('critical', { healingPoints: 4 })], recovery: pool(FS, 5) };
    const day = healingDay(FS, patient, { doctor: null, hospital: false }, createScriptedRng([HIT]))!;
    expect(day.wounds[0]).toMatchObject({ severity: 'serious', healingPoints: 1 });
  });

  it('seed 000 "Simple System": 1 point a day, plus 1 under a doctor\u2019s care, no rolls', () => {
    const patient = { name: 'Ana', wounds: [wound('serious')], recovery: pool(SIMPLE, 3) };
    const alone = healingDay(SIMPLE, patient, { doctor: null, hospital: false }, createScriptedRng([]))!;
    expect(alone.total).toBe(1);
    expect(alone.rolls).toEqual([]);
    const cared = healingDay(SIMPLE, patient, { doctor: { name: 'Doc', pool: pool(SIMPLE, 3), woundModifier: 0 }, hospital: false }, createScriptedRng([]))!;
    expect(cared.total).toBe(2);
  });

  it('seed 001: a doctor tends at most \u00bd their medicine rating of patients', () => {
    expect(doctorPatientLimit(FS, 5)).toBe(2);
    expect(doctorPatientLimit(FS, 1)).toBe(0);
  });

  it('seed 001: a doctor makes one medicine roll per patient per day', () => {
    const patients = ['a', 'b'].map((id) => ({ id, name: id, wounds: [wound('serious')], recovery: pool(FS, 1), care: { doctorId: 'doc', hospital: false } }));
    const plan = planHealing(FS, { patients, doctors: [{ id: 'doc', name: 'Doc', pool: pool(FS, 1) }], dates: ['2026-01-02', '2026-01-03'] }, createScriptedRng(Array(8).fill(MISS)));
    for (const day of plan.report.days) {
      expect(day.entries.map((e) => e.rolls.filter((r) => r.role === 'doctor').length)).toEqual([1, 1]);
    }
  });

  it('seed 000 "Treat": first aid once per wound, only within an hour; success is one healing point', () => {
    const fresh = wound('serious');
    expect(firstAidRefusal(FS, fresh, { minutesSinceInjury: 30, gameDaysSinceInjury: 0 })).toBeNull();
    // Without calendar dates the real minutes stand in for the game's time.
    expect(firstAidRefusal(FS, fresh, { minutesSinceInjury: 61, gameDaysSinceInjury: null })).toMatch(/within 60 minutes/);
    expect(firstAidRefusal(FS, fresh, { minutesSinceInjury: 5, gameDaysSinceInjury: 1 })).toMatch(/calendar has moved on/);
    // Issue 39: the hour is in-game time: the same in-game day after a three-day break at the table is still fresh.
    expect(firstAidRefusal(FS, fresh, { minutesSinceInjury: 3 * 1440, gameDaysSinceInjury: 0 })).toBeNull();
    const r = resolveFirstAid(FS, { healer: { name: 'Doc', pool: pool(FS, 2), woundModifier: 0 }, wound: fresh, timing: { minutesSinceInjury: 5, gameDaysSinceInjury: 0 } }, createScriptedRng([HIT, MISS]));
    expect(r.succeeded).toBe(true);
    expect(r.wound).toMatchObject({ firstAid: 'succeeded', healingPoints: 1, healingStarted: true });
    const failed = resolveFirstAid(FS, { healer: { name: 'Doc', pool: pool(FS, 2), woundModifier: 0 }, wound: fresh, timing: { minutesSinceInjury: 5, gameDaysSinceInjury: 0 } }, createScriptedRng([MISS, MISS]));
    expect(failed.wound.firstAid).toBe('failed');
    expect(firstAidRefusal(FS, failed.wound, { minutesSinceInjury: 6, gameDaysSinceInjury: 0 })).toMatch(/already been tried/);
  });

  it('uses the setting\u2019s toughness, medicine and first-aid abilities', () => {
    expect(healingAbilities(FS)).toEqual({ recovery: FS.setting.specialAbilities.toughness, doctor: FS.setting.specialAbilities.medicine, firstAid: FS.setting.specialAbilities.firstAid });
  });
});

describe('AresMUSH Third Edition healing (§D)', () => {
  // A recovery pool of 3 dice (e.g. 1 + Brawn 2, §D.6); 6+ is a success.
  const recovery = () => pool(ARES, 3);
  const impair = () => wound('serious');

  it('§D.6 daily healing: 1 point, +1 when the recovery roll succeeds; no wound modifiers on the roll', () => {
    const patient = { name: 'Kara', wounds: [wound('critical')], recovery: recovery() };
    const ok = healingDay(ARES, patient, { doctor: null, hospital: false }, createScriptedRng([6, 1, 1]))!;
    expect(ok.total).toBe(2);
    expect(ok.rolls[0]!.roll.pool.diceRolled).toBe(3);
    const fail = healingDay(ARES, patient, { doctor: null, hospital: false }, createScriptedRng([5, 2, 2]))!;
    expect(fail.total).toBe(1);
  });

  it('§D.6 a doctor gives +1 and does not stack with a successful roll (max 2); no medicine roll', () => {
    const patient = { name: 'Kara', wounds: [impair()], recovery: recovery() };
    const doc = { name: 'Doc', pool: pool(ARES, 5), woundModifier: 0 };
    const day = healingDay(ARES, patient, { doctor: doc, hospital: false }, createScriptedRng([8, 8, 8]))!;
    expect(day.total).toBe(2);
    expect(day.rolls.map((r) => r.role)).toEqual(['recovery']);
  });

  it('§D.6 hospitals give nothing (Room.is_hospital is unused)', () => {
    const patient = { name: 'Kara', wounds: [impair()], recovery: recovery() };
    expect(healingDay(ARES, patient, { doctor: null, hospital: true }, createScriptedRng([2, 2, 2]))!.total).toBe(1);
  });

  it('§D.3/§D.4 heal: IMPAIR needs 10 points, then FLESH starts afresh at 7 (excess discarded)', () => {
    const patient = { name: 'Kara', wounds: [wound('serious', { healingPoints: 9 })], recovery: recovery() };
    const day = healingDay(ARES, patient, { doctor: { name: 'Doc', pool: pool(ARES, 1), woundModifier: 0 }, hospital: false }, createScriptedRng([1, 1, 1]))!;
    expect(day.wounds[0]).toMatchObject({ severity: 'light', healingPoints: 0 });
  });

  it('§D.4 a stun wound heals completely at its first point', () => {
    const stun = { ...wound('critical'), type: 'stun' as const };
    const day = healingDay(ARES, { name: 'Kara', wounds: [stun], recovery: recovery() }, { doctor: null, hospital: false }, createScriptedRng([1, 1, 1]))!;
    expect(day.wounds[0]!.severity).toBe('healed');
  });

  it('§D.6 nothing to heal: no roll is made', () => {
    expect(healingDay(ARES, { name: 'Kara', wounds: [], recovery: recovery() }, { doctor: null, hospital: false }, createScriptedRng([]))).toBeNull();
  });

  it('§D.5 treat: within 24 real hours, retries allowed, untreatable once healing began', () => {
    const w = impair();
    const timing = { minutesSinceInjury: 60, gameDaysSinceInjury: 3 };
    expect(firstAidRefusal(ARES, w, timing)).toBeNull();
    expect(firstAidRefusal(ARES, w, { ...timing, minutesSinceInjury: 24 * 60 + 1 })).toMatch(/24 real hours/);
    const failed = resolveFirstAid(ARES, { healer: { name: 'Doc', pool: pool(ARES, 2), woundModifier: 3 }, wound: w, timing }, createScriptedRng([5, 2]));
    expect(failed.succeeded).toBe(false);
    expect(firstAidRefusal(ARES, failed.wound, timing)).toBeNull();
    // §D.5: the treat roll has no modifiers: the healer's wounds cost nothing.
    const ok = resolveFirstAid(ARES, { healer: { name: 'Doc', pool: pool(ARES, 2), woundModifier: 3 }, wound: failed.wound, timing }, createScriptedRng([6, 2]));
    expect(ok.roll.pool.diceRolled).toBe(2);
    expect(ok.wound).toMatchObject({ firstAid: 'succeeded', healingPoints: 1, healingStarted: true });
    expect(firstAidRefusal(ARES, ok.wound, timing)).toMatch(/healing has begun/);
  });

  it('§D.7 a doctor may take healing-skill / 2 patients', () => {
    expect(doctorPatientLimit(ARES, 1)).toBe(0);
    expect(doctorPatientLimit(ARES, 3)).toBe(1);
    expect(doctorPatientLimit(ARES, 4)).toBe(2);
  });

  it('§D.6 the recovery roll uses the config\u2019s recovery_skill, the doctor limit its healing_skill', () => {
    expect(healingAbilities(ARES)).toEqual({ recovery: 'Brawn', doctor: 'Medicine', firstAid: 'Medicine' });
  });
});

describe('who heals', () => {
  it('§D.6 Third Edition heals characters only: an NPC never heals (no roll, and the forecast says never)', async () => {
    const { forecastHealing } = await import('../../../shared/systems');
    const npc = { name: 'Goon', wounds: [wound('light')], recovery: pool(ARES, 3), npc: true };
    expect(healingDay(ARES, npc, { doctor: null, hospital: false }, createScriptedRng([]))).toBeNull();
    expect(forecastHealing(ARES, npc, { doctor: null, hospital: false }, 30)[0]).toMatchObject({ median: null, beyond: 1 });
  });

  it('seed 001: FS3.2 heals NPCs like anyone else (the seeds make no difference)', () => {
    const npc = { name: 'Centurion', wounds: [wound('light')], recovery: pool(FS, 1), npc: true };
    expect(healingDay(FS, npc, { doctor: null, hospital: false }, createScriptedRng([HIT]))!.total).toBe(2);
  });
});
