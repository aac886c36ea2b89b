/**
 * Seed 002 "Damage Levels": Light −5, Moderate −20, Serious −50, Critical −80, cumulative, half
 * once healing began or first aid succeeded; seed 000's healing points, a fifth for stun.
 */
import { describe, expect, it } from 'vitest';
import { healingPointsNeeded, poolForAbility, rollAbility, totalWoundModifier, woundModifierOf } from '../../../../../shared/systems';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { planRoll } from '../../../../../shared/sheet/roller';
import { fs31TotalWoundModifier, fs31WoundModifierOf } from '../../../../../shared/systems/fs3.1/wounds';
import { fs31System, pc, wound } from './helpers';

const system = fs31System();

describe('002 "Damage Levels"', () => {
  it('each severity\'s modifier (penalties in percent)', () => {
    expect((['light', 'moderate', 'serious', 'critical'] as const).map((s) => woundModifierOf(system, wound(s)))).toEqual([5, 20, 50, 80]);
    expect(woundModifierOf(system, wound('light', { severity: 'healed' }))).toBe(0);
  });

  it('"if you have two Moderate wounds you would suffer a -40 modifier to all rolls"', () => {
    expect(totalWoundModifier(system, [wound('moderate'), wound('moderate')])).toEqual({ exact: 40, total: 40 });
  });

  it('"Wounds that have begun healing or been treated with first aid give only ½ the listed wound modifier"', () => {
    expect(fs31WoundModifierOf(wound('serious', { healingStarted: true, healingPoints: 1 }))).toBe(25);
    expect(fs31WoundModifierOf(wound('critical', { firstAid: 'succeeded' }))).toBe(40);
    // A failed first aid halves nothing.
    expect(fs31WoundModifierOf(wound('moderate', { firstAid: 'failed' }))).toBe(20);
    expect(totalWoundModifier(system, [wound('moderate'), wound('moderate', { firstAid: 'succeeded', healingStarted: true })])).toEqual({ exact: 30, total: 30 });
  });

  it('a half Light wound (2.5) counts in the sum; the total a roll loses is rounded down', () => {
    expect(fs31TotalWoundModifier([wound('light', { healingStarted: true })])).toEqual({ exact: 2.5, total: 2 });
    expect(fs31TotalWoundModifier([wound('light', { healingStarted: true }), wound('light', { firstAid: 'succeeded' })])).toEqual({ exact: 5, total: 5 });
    expect(fs31TotalWoundModifier([1, 2, 3].map(() => wound('light', { healingStarted: true })))).toEqual({ exact: 7.5, total: 7 });
    expect(fs31TotalWoundModifier([])).toEqual({ exact: 0, total: 0 });
  });

  it('"applied to all ability rolls": the roller takes the total off the d100 (Firearms 5, two Moderate: d100 60 → 20, a Failure)', () => {
    const kara = pc({ actionSkills: [{ name: 'Firearms', rating: 5 }] });
    const penalty = totalWoundModifier(system, [wound('moderate'), wound('moderate')]).total;
    const plan = planRoll(system, [{ character: kara, request: { ability: 'Firearms', modifier: 0 }, woundPenalty: penalty, field: '' }]);
    expect(plan.sides[0]!.pool.modifiers.find((m) => m.tag === 'wounds')!.dice).toBe(-40);
    expect(rollAbility(system, plan.sides[0]!.pool, createScriptedRng([60])).percentile).toMatchObject({ total: 20, result: 0 });
    // The pool itself adds no wounds (the caller does), so nothing is counted twice.
    expect(poolForAbility(system, kara, 'Firearms').modifiers.some((m) => m.tag === 'wounds')).toBe(false);
  });
});

describe('000 "Healing Damage": points to drop one level', () => {
  it('Light 4, Moderate 6, Serious 8, Critical 12; stun and vehicles a fifth', () => {
    expect((['light', 'moderate', 'serious', 'critical'] as const).map((s) => healingPointsNeeded(system, wound(s)))).toEqual([4, 6, 8, 12]);
    expect((['light', 'moderate', 'serious', 'critical'] as const).map((s) => healingPointsNeeded(system, wound(s, { type: 'stun' })))).toEqual([0.8, 1.2, 1.6, 2.4]);
    expect(healingPointsNeeded(system, wound('critical', { vehicle: true }))).toBe(2.4);
    expect(healingPointsNeeded(system, wound('light', { severity: 'healed' }))).toBe(0);
  });
});
