/**
 * FS3.1 healing between fights by seed 000 "Healing Damage" and "Treat" (seed 002 "Healing"
 * defers to it): the daily toughness and medicine rolls on the d100, the hospital, the simple
 * system, first aid, and the exact distribution of a day's points the forecast relies on.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import {
  doctorPatientLimit, firstAidRefusal, forecastHealing, healingAbilities, healingDay, poolForAbility, resolveFirstAid, totalWoundModifier,
  type GameSystem, type HealCare, type HealPatient,
} from '../../../../../shared/systems';
import { fs31ApplyPoints } from '../../../../../shared/systems/fs3.1/healing';
import { fs31System, pc, wound } from './helpers';

const system = fs31System();
const simple = fs31System(undefined, (s): GameSystem => ({ ...s, combat: { ...s.combat, healing: { ...s.combat.healing, system: 'simple' } } }));
const kara = pc({ name: 'Kara', attrs: { Athletic: 5 } });
const doc = pc({ id: 'doc', name: 'Cottle', attrs: { Academic: 5 }, actionSkills: [{ name: 'Medicine', rating: 6 }, { name: 'First Aid', rating: 5 }] });

const patient = (wounds = [wound('moderate')]): HealPatient => ({ name: 'Kara', wounds, recovery: poolForAbility(system, kara, healingAbilities(system).recovery) });
const care = (hospital = false): HealCare => ({ doctor: { name: 'Cottle', pool: poolForAbility(system, doc, 'Medicine'), woundModifier: 0 }, hospital });

describe('000 "Acquiring Healing Points — Advanced System"', () => {
  it('uses the setting\'s toughness, medicine and first-aid abilities (000 "Special Abilities")', () => {
    expect(healingAbilities(system)).toEqual({ recovery: 'Athletic', doctor: 'Medicine', firstAid: 'First Aid' });
  });

  it('a good day: toughness d100 50 −20 → 30 on row 5 (1 point), medicine d100 20 on row 6 (2 points), a hospital (0.5): 3.5 points', () => {
    const day = healingDay(system, patient(), care(true), createScriptedRng([50, 20]))!;
    expect(day.rolls.map((r) => [r.role, r.roll.percentile!.total, r.roll.percentile!.result])).toEqual([['recovery', 30, 1], ['doctor', 20, 1]]);
    expect(day.points.map((p) => p.points)).toEqual([1, 2, 0.5]);
    expect(day.total).toBe(3.5);
    expect(day.wounds[0]).toMatchObject({ severity: 'moderate', healingPoints: 3.5, healingStarted: true });
  });

  it('"Failed daily toughness roll. 0.5 points"; "Failed daily medicine roll. Lose 1 point": a day can take points back', () => {
    const day = healingDay(system, patient([wound('moderate', { healingPoints: 2, healingStarted: true })]), care(), createScriptedRng([30, 10]))!;
    expect(day.points.map((p) => p.points)).toEqual([0.5, -1]);
    expect(day.total).toBe(-0.5);
    expect(day.wounds[0]).toMatchObject({ severity: 'moderate', healingPoints: 1.5 });
    // Never below none, never a level worse.
    expect(fs31ApplyPoints(wound('serious'), -1)).toMatchObject({ severity: 'serious', healingPoints: 0, healingStarted: false });
  });

  it('"As soon as the wound has enough points, it automatically becomes one severity level lower"; the same points for every wound', () => {
    const wounds = [wound('moderate', { healingPoints: 5, healingStarted: true }), wound('light', { healingPoints: 3.5, healingStarted: true })];
    const day = healingDay(system, patient(wounds), { doctor: null, hospital: false }, createScriptedRng([90]))!;
    expect(day.total).toBe(1);
    expect(day.wounds.map((w) => [w.severity, w.healingPoints])).toEqual([['light', 0], ['healed', 0]]);
    expect(fs31ApplyPoints(wound('critical', { healingPoints: 11 }), 3)).toMatchObject({ severity: 'serious', healingPoints: 2 });
  });

  it('"Stun damage wounds require 1/5th the listed number of Healing Points, so they heal very quickly"', () => {
    let w = wound('serious', { type: 'stun' });
    w = fs31ApplyPoints(w, 1);
    expect([w.severity, w.healingPoints]).toEqual(['serious', 1]);
    w = fs31ApplyPoints(w, 1);
    expect([w.severity, w.healingPoints]).toEqual(['moderate', 0.4]);
  });

  it('the patient\'s and the doctor\'s own wounds apply to their rolls (002: "applied to all ability rolls")', () => {
    const hurtDoc: HealCare = { doctor: { name: 'Cottle', pool: poolForAbility(system, doc, 'Medicine'), woundModifier: 50 }, hospital: false };
    const day = healingDay(system, patient([wound('serious')]), hurtDoc, createScriptedRng([60, 60]))!;
    expect(day.rolls.map((r) => r.roll.percentile!.modifier)).toEqual([-50, -50]);
    // 60 − 50 → 10: a Bad Failure on toughness's row 5, a Failure on Medicine's row 6.
    expect(day.rolls.map((r) => r.roll.percentile!.result)).toEqual([-1, 0]);
  });

  it('nothing to heal: no roll, no day', () => {
    expect(healingDay(system, patient([wound('light', { severity: 'healed' })]), care(), createScriptedRng([]))).toBeNull();
  });

  it('the exact distribution of a day\'s points: toughness 60%, medicine 85%', () => {
    const dist = system.edition.ops.healing.dayPoints(system, patient(), care());
    expect(Object.fromEntries(dist.map((d) => [d.points, d.p]))).toEqual({ 3: expect.closeTo(0.51, 12), 0: expect.closeTo(0.09, 12), 2.5: expect.closeTo(0.34, 12), [-0.5]: expect.closeTo(0.06, 12) });
    const rng = createSeededRng('fs3.1-heal-day');
    const n = 50_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const t = healingDay(system, patient(), care(), rng)!.total;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (const d of dist) expect(Math.abs((counts.get(d.points) ?? 0) / n - d.p)).toBeLessThan(4.5 * Math.sqrt((d.p * (1 - d.p)) / n));
  });

  it('the forecast follows the edition\'s days, lost points included (vs 20,000 simulated recoveries)', () => {
    const p = patient([wound('serious')]);
    const f = forecastHealing(system, p, care())[0]!;
    const rng = createSeededRng('fs3.1-heal-forecast');
    const n = 20_000;
    const healedBy = new Array<number>(f.cdf.length).fill(0);
    for (let i = 0; i < n; i++) {
      let wounds = p.wounds;
      for (let d = 0; d < f.cdf.length; d++) {
        wounds = healingDay(system, { ...p, wounds }, care(), rng)?.wounds ?? wounds;
        if (wounds[0]!.severity === 'healed') {
          for (let k = d; k < f.cdf.length; k++) healedBy[k]!++;
          break;
        }
      }
    }
    for (const d of [f.median! - 1, f.median!, f.p90!]) {
      const q = f.cdf[d - 1]!;
      expect(Math.abs(healedBy[d - 1]! / n - q), `day ${d}`).toBeLessThan(4.5 * Math.sqrt((q * (1 - q)) / n) + 1e-6);
    }
  });
});

describe('000 "Acquiring Healing Points — Simple System"', () => {
  it('"1 Healing Point per day, plus a bonus point if under a doctor\'s care", no rolls', () => {
    const alone = healingDay(simple, patient(), { doctor: null, hospital: false }, createScriptedRng([]))!;
    expect([alone.total, alone.rolls.length]).toEqual([1, 0]);
    expect(healingDay(simple, patient(), care(), createScriptedRng([]))!.total).toBe(2);
    expect(simple.edition.ops.healing.dayPoints(simple, patient(), care())).toEqual([{ points: 2, p: 1 }]);
    // A Light wound under a doctor heals in two days.
    expect(forecastHealing(simple, patient([wound('light')]), care())[0]).toMatchObject({ median: 2, p90: 2 });
  });
});

describe('000 "Treat" (first aid)', () => {
  const healer = { name: 'Cottle', pool: poolForAbility(system, doc, 'First Aid'), woundModifier: 0 };

  it('"If successful, it applies 1 Healing Point to the wound ... This cuts the wound modifiers from that wound in half"', () => {
    const r = resolveFirstAid(system, { healer, wound: wound('serious'), timing: { minutesSinceInjury: 10, gameDaysSinceInjury: 0 } }, createScriptedRng([70]));
    expect(r.succeeded).toBe(true);
    expect(r.wound).toMatchObject({ severity: 'serious', healingPoints: 1, healingStarted: true, firstAid: 'succeeded' });
    expect(totalWoundModifier(system, [r.wound]).total).toBe(25);
  });

  it('a failed first aid marks the wound, which keeps its full modifier, and may not be tried again', () => {
    const r = resolveFirstAid(system, { healer, wound: wound('serious'), timing: { minutesSinceInjury: 10, gameDaysSinceInjury: 0 } }, createScriptedRng([15]));
    expect(r.succeeded).toBe(false);
    expect(r.wound.firstAid).toBe('failed');
    expect(totalWoundModifier(system, [r.wound]).total).toBe(50);
    expect(firstAidRefusal(system, r.wound, { minutesSinceInjury: 20, gameDaysSinceInjury: 0 })).toMatch(/once per wound/);
    expect(system.edition.ops.healing.firstAidRetries).toBe(false);
  });

  it('"only be used within an hour of the initial injury"', () => {
    // Without calendar dates the real minutes stand in for the game's time.
    expect(firstAidRefusal(system, wound('light'), { minutesSinceInjury: 60, gameDaysSinceInjury: null })).toBeNull();
    expect(firstAidRefusal(system, wound('light'), { minutesSinceInjury: 61, gameDaysSinceInjury: null })).toMatch(/within an hour/);
    expect(firstAidRefusal(system, wound('light'), { minutesSinceInjury: 5, gameDaysSinceInjury: 1 })).toMatch(/calendar has moved on/);
    // Issue 39: the hour is in-game time: the same in-game day after a three-day break at the table is still fresh.
    expect(firstAidRefusal(system, wound('light'), { minutesSinceInjury: 3 * 1440, gameDaysSinceInjury: 0 })).toBeNull();
  });

  it('the healer\'s own wounds apply to the first-aid roll', () => {
    const r = resolveFirstAid(system, { healer: { ...healer, woundModifier: 20 }, wound: wound('light'), timing: { minutesSinceInjury: 1, gameDaysSinceInjury: null } }, createScriptedRng([30]));
    expect(r.roll.percentile).toMatchObject({ modifier: -20, total: 10, result: -1 });
  });
});

describe('000 doctors', () => {
  it('"can tend to a maximum number of patients equal to ½ their medicine ability rating", rounded down', () => {
    expect([0, 1, 6, 7, 12].map((r) => doctorPatientLimit(system, r))).toEqual([0, 0, 3, 3, 6]);
  });
});
