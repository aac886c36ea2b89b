import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { emptyGameConfig } from '../../../../../shared/config/model';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { readCombatConfig } from '../../../../../shared/systems/aresmush-3e/combat';
import { canTakePatient, dailyHealing, heal, maxPatients, newWound, totalDamageMod, treat, woundMod } from '../../../../../shared/systems/aresmush-3e/combat/wounds';
import { healingPointsNeeded, severityOfLevel, totalWoundModifier, woundModifierOf } from '../../../../../shared/systems/aresmush-3e/combat/wound-ops';
import type { GameSystem } from '../../../../../shared/systems/types';
import { defaultCombat, defaultConfig, dice } from './helpers';

describe('§D.2 wound modifiers', () => {
  const cfg = defaultCombat();
  const w = (level: string, healed = false) => ({ ...newWound(cfg, level, 'x', false), healed });
  it('§D.2 the reference examples: FLESH −0.25, IMPAIR −2, healed IMPAIR −0.67, INCAP −7, healed INCAP −2.33', () => {
    expect(totalDamageMod(cfg, [w('FLESH')])).toBe(-0.25);
    expect(totalDamageMod(cfg, [w('IMPAIR')])).toBe(-2);
    expect(totalDamageMod(cfg, [w('IMPAIR', true)])).toBe(-0.67);
    expect(totalDamageMod(cfg, [w('INCAP')])).toBe(-7);
    expect(totalDamageMod(cfg, [w('INCAP', true)])).toBe(-2.33);
    expect(totalDamageMod(cfg, [])).toBe(0);
    expect(woundMod(cfg, w('IMPAIR', true))).toBeCloseTo(2 / 3, 12);
  });
  it('§D.2 as EditionOps: position mapping FLESH→light, IMPAIR→serious, INCAP→critical; ceil in pools', () => {
    const system = { config: defaultConfig() } as GameSystem;
    const light = createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'x' });
    const serious = { ...createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'x' }), healingStarted: true };
    expect(woundModifierOf(system, light)).toBe(0.25);
    expect(totalWoundModifier(system, [light, serious])).toEqual({ exact: 0.92, total: 0 });
    const crit = createWound({ location: 'Chest', severity: 'critical', type: 'wound', source: 'x' });
    expect(totalWoundModifier(system, [light, crit])).toEqual({ exact: 7.25, total: 7 });
    expect(healingPointsNeeded(system, serious)).toBe(10);
    expect(healingPointsNeeded(system, { ...light, type: 'stun' })).toBe(1);
    expect(severityOfLevel(defaultCombat(), 'INCAP')).toBe('critical');
  });
});

describe('§D.3 / §D.4 heal', () => {
  const cfg = defaultCombat();
  it('§D.4 points run down, then the level drops and takes the new level\'s points; excess is lost', () => {
    const w = newWound(cfg, 'INCAP', 'x', false);
    expect(w.points).toBe(7);
    heal(cfg, w, 2);
    expect(w).toMatchObject({ level: 'INCAP', points: 5, healed: true });
    for (let i = 0; i < 3; i++) heal(cfg, w, 2);
    expect(w).toMatchObject({ level: 'IMPAIR', points: 10 });
  });
  it('§D.4 timelines: IMPAIR at 1/day 17 days; INCAP at 2/day 13 days', () => {
    const days = (level: string, per: number) => {
      const w = newWound(cfg, level, 'x', false);
      let n = 0;
      while (w.points > 0) {
        heal(cfg, w, per);
        n++;
      }
      return n;
    };
    expect(days('FLESH', 1)).toBe(7);
    expect(days('IMPAIR', 1)).toBe(17);
    expect(days('INCAP', 1)).toBe(24);
    expect(days('INCAP', 2)).toBe(13);
  });
  it('§D.4 a stun wound heals completely at its first point; a healed wound does nothing', () => {
    const w = newWound(cfg, 'INCAP', 'x', true);
    heal(cfg, w, 1);
    expect(w).toMatchObject({ level: 'HEAL', points: 0, healed: true });
    heal(cfg, w, 1);
    expect(w.level).toBe('HEAL');
  });
  it('§D.3 a game\'s own healing_points and renamed levels', () => {
    const c = emptyGameConfig();
    c.fs3combat = { damage_table: { Scratch: 10, Hurt: 60, Wrecked: 90 }, damage_mods: { Fine: 0, Hurt: 0.5, Wrecked: 3, Dying: 8 }, healing_points: { Fine: 0, Hurt: 2, Wrecked: 3, Dying: 1 } };
    const r = readCombatConfig(c);
    const w = newWound(r, 'Dying', 'x', false);
    heal(r, w, 1);
    expect(w).toMatchObject({ level: 'Wrecked', points: 3 });
    expect(totalDamageMod(r, [w])).toBe(-1);
  });
});

describe('§D.5 treat', () => {
  const cfg = defaultCombat();
  it('§D.5 treats the worst treatable wound on a success; a failure leaves it treatable; none → no wounds', () => {
    const wounds = [newWound(cfg, 'FLESH', 'a', false), newWound(cfg, 'IMPAIR', 'b', false)];
    expect(treat(cfg, createScriptedRng(dice(3, 0)), wounds, 3).outcome).toBe('failed');
    expect(wounds[1]!.healed).toBe(false);
    expect(treat(cfg, createScriptedRng(dice(3, 1)), wounds, 3).outcome).toBe('treated');
    expect(wounds[1]).toMatchObject({ healed: true, points: 9 });
    expect(treat(cfg, createScriptedRng(dice(3, 1)), wounds, 3).outcome).toBe('treated');
    expect(wounds[0]!.healed).toBe(true);
    expect(treat(cfg, createScriptedRng([]), wounds, 3).outcome).toBe('no-wounds');
  });
});

describe('§D.6 daily healing', () => {
  const cfg = defaultCombat();
  it('§D.6 1 point, +1 for a doctor or a successful recovery roll, never 3', () => {
    const a = [newWound(cfg, 'FLESH', 'a', false)];
    expect(dailyHealing(cfg, createScriptedRng(dice(3, 0)), a, 3, false)).toEqual({ points: 1, successes: 0 });
    expect(a[0]!.points).toBe(6);
    expect(dailyHealing(cfg, createScriptedRng(dice(3, 2)), a, 3, true)).toEqual({ points: 2, successes: 2 });
    expect(a[0]!.points).toBe(4);
    expect(dailyHealing(cfg, createScriptedRng([]), [], 3, true)).toBeNull();
  });
});

describe('§D.7 doctors', () => {
  it('§D.7 max patients = healing skill / 2 rounded down', () => {
    expect(maxPatients(1)).toBe(0);
    expect(maxPatients(3)).toBe(1);
    expect(canTakePatient(4, 1)).toBe(true);
    expect(canTakePatient(4, 2)).toBe(false);
  });
});
