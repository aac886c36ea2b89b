/**
 * Issue 39 item 5: vehicle repair between fights, edition by edition, with scripted dice. Seed 001
 * "Vehicle Healing" (FS3.2) and seed 000 "Vehicle Combat > Healing" (FS3.1): "Instead of medicine /
 * first aid, wounds are treated using a repair skill"; "Vehicle wounds require 1/5th the total
 * number of Healing Points"; "Vehicles don't heal by themselves". The Third Edition (§C.18, §D.6)
 * and seed 003 repair nothing, and say why.
 */
import { describe, expect, it } from 'vitest';
import { rawPool } from '../../../shared/core/dice/ability-roll';
import { createScriptedRng } from '../../../shared/core/dice/rng';
import { createWound, healingAbilities, planHealing, poolForAbility, vehicleRepair, type GameSystem, type RepairOps, type Wound } from '../../../shared/systems';
import { fs32System } from '../../helpers/fs32-system';
import { aresSystem } from './aresmush-3e/helpers';
import { etkinSystem } from './fading-suns-etkin/helpers';
import { fs31System, pc } from './fs3.1/rolls/helpers';

const FS = fs32System();
const pool = (s: GameSystem, n: number) => rawPool(s.core, n - s.core.dice.rawPoolBonus);
const damage = (severity: 'light' | 'moderate' | 'serious' | 'critical', extra: Partial<Wound> = {}): Wound => ({
  ...createWound({ location: 'Engine', severity, type: 'wound', source: 'Raider cannon', vehicle: true }),
  ...extra,
});
const opsOf = (s: GameSystem): RepairOps => {
  const r = vehicleRepair(s);
  if (!('ops' in r)) throw new Error('no repair');
  return r.ops;
};
const HIT = 8;
const MISS = 2;

describe('FS3.2 (seed 001 "Vehicle Healing")', () => {
  const repair = opsOf(FS);
  const mechanic = { name: 'Brandt', pool: pool(FS, 2), woundModifier: 0 };

  it('the mechanic\u2019s repair roll gives the medicine roll\u2019s point, and a level needs a fifth of a person\u2019s points', () => {
    const day = repair.day(FS, { name: 'Red One', wounds: [damage('serious')] }, mechanic, createScriptedRng([HIT, MISS]))!;
    expect(day.rolls.map((r) => [r.role, r.by, r.roll.isSuccess])).toEqual([['repair', 'Brandt', true]]);
    expect(day.points).toEqual([{ points: 1, source: 'Repair by Brandt' }]);
    // Serious needs 4 × 1/5 = 0.8: one point takes it to Moderate with 0.2 over (a person would still be Serious).
    expect(day.wounds[0]).toMatchObject({ severity: 'moderate', healingStarted: true });
    expect(day.wounds[0]!.healingPoints).toBeCloseTo(0.2);
    const failed = repair.day(FS, { name: 'Red One', wounds: [damage('serious')] }, mechanic, createScriptedRng([MISS, MISS]))!;
    expect(failed.total).toBe(0);
    expect(failed.wounds[0]).toMatchObject({ severity: 'serious' });
  });

  it('"Vehicles don\u2019t heal by themselves": no mechanic, no roll and no points; no toughness roll and no hospital either', () => {
    expect(repair.day(FS, { name: 'Red One', wounds: [damage('critical')] }, null, createScriptedRng([]))).toBeNull();
    const plan = planHealing(FS, { patients: [], doctors: [], dates: ['2026-01-02', '2026-01-03'], vehicles: [{ id: 'v', name: 'Red One', wounds: [damage('light')], mechanicId: null }] }, createScriptedRng([]));
    expect(plan.vehicles.v).toEqual([damage('light')]);
    expect(plan.report.days.every((d) => d.entries.length === 0)).toBe(true);
  });

  it('the mechanic\u2019s own wounds cost dice (seed 004), and a mechanic keeps half their repair rating in vehicles', () => {
    const hurt = repair.day(FS, { name: 'Red One', wounds: [damage('light')] }, { ...mechanic, pool: pool(FS, 4), woundModifier: 2 }, createScriptedRng(Array(10).fill(MISS)))!;
    expect(hurt.rolls[0]!.roll.pool.diceRolled).toBe(2);
    expect(repair.vehicleLimit(FS, 6)).toBe(3);
  });

  it('the calendar\u2019s plan repairs vehicles after the patients each day, by mechanic id, in a fixed dice order', () => {
    const plan = planHealing(
      FS,
      { patients: [], doctors: [], dates: ['2026-01-02', '2026-01-03'], vehicles: [{ id: 'v', name: 'Red One', wounds: [damage('serious')], mechanicId: 'm' }], mechanics: [{ id: 'm', name: 'Brandt', pool: pool(FS, 2) }] },
      createScriptedRng([HIT, MISS, HIT, MISS]),
    );
    expect(plan.report.days.map((d) => d.entries.map((e) => [e.name, e.total, e.changes.map((c) => `${c.from}>${c.to}`).join()]))).toEqual([
      [['Red One', 1, 'serious>moderate']],
      [['Red One', 1, 'moderate>healed']], // 0.2 + 1 passes Moderate's 0.6 and Light's 0.4
    ]);
    expect(plan.vehicles.v!.map((w) => w.severity)).toEqual(['healed']);
    expect(plan.report.source).toContain('Vehicle Healing');
  });
});

describe('FS3.1 (seed 000 "Vehicle Combat > Healing")', () => {
  const system = fs31System();
  const repair = opsOf(system);
  const doc = pc({ id: 'doc', name: 'Tyrol', attrs: { Academic: 5 }, actionSkills: [{ name: 'Medicine', rating: 6 }] });
  const mechanic = { name: 'Tyrol', pool: poolForAbility(system, doc, healingAbilities(system).doctor), woundModifier: 0 };

  it('the repair roll takes the medicine roll\u2019s numbers: 2 points on a success, "Lose 1 point" on a failure; a fifth of 000\u2019s points', () => {
    const good = repair.day(system, { name: 'Raptor 312', wounds: [damage('serious')] }, mechanic, createScriptedRng([20]))!;
    expect(good.points.map((p) => p.points)).toEqual([2]);
    // Serious needs 8 × 1/5 = 1.6: two points take it to Moderate with 0.4 over.
    expect(good.wounds[0]).toMatchObject({ severity: 'moderate', healingPoints: 0.4 });
    const bad = repair.day(system, { name: 'Raptor 312', wounds: [damage('serious', { healingPoints: 1, healingStarted: true })] }, mechanic, createScriptedRng([10]))!;
    expect(bad.total).toBe(-1);
    expect(bad.wounds[0]).toMatchObject({ severity: 'serious', healingPoints: 0 });
    expect(repair.day(system, { name: 'Raptor 312', wounds: [damage('light')] }, null, createScriptedRng([]))).toBeNull();
  });
});

describe('editions without vehicle repair', () => {
  it('the Third Edition never repairs vehicles (§C.18, §D.6), and says so', () => {
    const r = vehicleRepair(aresSystem());
    expect(r).toEqual({ none: expect.stringContaining('NPCs and vehicles never heal') });
    const plan = planHealing(aresSystem(), { patients: [], doctors: [], dates: ['2026-01-02'], vehicles: [{ id: 'v', name: 'Viper-1', wounds: [damage('light')], mechanicId: 'm' }], mechanics: [{ id: 'm', name: 'Chief', pool: pool(FS, 2) }] }, createScriptedRng([]));
    expect(plan.vehicles.v).toEqual([damage('light')]);
  });

  it('seed 003 has no vehicles and no repair rule', () => {
    expect(vehicleRepair(etkinSystem())).toEqual({ none: expect.stringContaining('Seed 003') });
  });
});
