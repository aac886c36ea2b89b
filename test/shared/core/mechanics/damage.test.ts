import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import { resolveDamage, rollDamage, severityFor } from '../../../../shared/core/mechanics/damage';
import { rollCover, rollProtection, stopChance } from '../../../../shared/core/mechanics/protection';
import {
  createWound,
  moveWoundLocation,
  totalWoundModifier,
  woundRollModifier,
  type Wound,
} from '../../../../shared/core/mechanics/wounds';
import { SEVERITIES } from '../../../../shared/core/mechanics/combat-ruleset';
import { RULES } from './fixtures';

const wound = (severity: Wound['initialSeverity'], over: Partial<Wound> = {}): Wound => ({
  ...createWound({ location: 'Chest', severity, type: 'wound', source: 'Rifle' }),
  ...over,
});

describe('armor stop chance (seed 001)', () => {
  it('is 35 for penetration 4 against protection 4', () => {
    expect(stopChance(RULES, 4, 4)).toBe(35);
  });

  it('rises with protection, falls with penetration, and stays within 0..100', () => {
    expect(stopChance(RULES, 8, 4)).toBe(85);
    expect(stopChance(RULES, 2, 4)).toBe(10);
    expect(stopChance(RULES, 1, 4)).toBe(0);
    expect(stopChance(RULES, 4, 3)).toBe(51);
    expect(stopChance(RULES, 75, 1)).toBe(100);
  });

  it('100 bypasses, a roll up to the stop chance stops, anything else reduces by a capped second roll', () => {
    expect(rollProtection(RULES, 'Vest', 4, 4, createScriptedRng([100]))).toMatchObject({
      outcome: 'bypassed',
      reduction: 0,
      reductionRoll: null,
    });
    expect(rollProtection(RULES, 'Vest', 4, 4, createScriptedRng([35]))).toMatchObject({
      outcome: 'stopped',
    });
    expect(rollProtection(RULES, 'Vest', 4, 4, createScriptedRng([36, 12]))).toMatchObject({
      outcome: 'reduced',
      reductionRoll: 12,
      reduction: 12,
    });
    expect(rollProtection(RULES, 'Vest', 4, 4, createScriptedRng([36, 80]))).toMatchObject({
      reduction: 35,
    });
    // Even armor that can never stop a bullet (stop chance 0) is rolled, and takes nothing off.
    expect(rollProtection(RULES, 'Shirt', 1, 4, createScriptedRng([50, 40]))).toMatchObject({
      outcome: 'reduced',
      reduction: 0,
    });
  });
});

describe('cover (seed 001)', () => {
  it('3 or more attack hits find an exposed part and no dice are rolled', () => {
    expect(rollCover(RULES, {}, 3, 4, createScriptedRng([]))).toMatchObject({
      exposed: true,
      applies: false,
      roll: null,
    });
  });

  it('otherwise applies on 75 or less, as armor with protection 4 unless the cover has its own', () => {
    expect(rollCover(RULES, {}, 2, 4, createScriptedRng([76]))).toMatchObject({
      applies: false,
      roll: 76,
    });
    expect(rollCover(RULES, {}, 2, 4, createScriptedRng([75, 10])).protection).toMatchObject({
      source: 'Cover',
      protection: 4,
      stopChance: 35,
      outcome: 'stopped',
    });
    expect(
      rollCover(RULES, { name: 'Brick wall', protection: 5 }, 0, 4, createScriptedRng([1, 50, 20]))
        .protection,
    ).toMatchObject({ source: 'Brick wall', stopChance: 47, reduction: 20 });
  });
});

describe('damage severity (seed 001)', () => {
  it('bands the modified roll: Light ≤ 40, Moderate 41–80, Serious 81–99, Critical ≥ 100', () => {
    expect([40, 41, 80, 81, 99, 100, 180].map((t) => severityFor(RULES, t))).toEqual([
      'light',
      'moderate',
      'moderate',
      'serious',
      'serious',
      'critical',
      'critical',
    ]);
  });

  it('adds every modifier to the percentile roll and drops zeros from the log', () => {
    const r = resolveDamage(
      RULES,
      70,
      [
        { value: 15, source: 'Vital +15' },
        { value: 0, source: 'nothing' },
        { value: -10, source: 'Armor -10' },
      ],
      'stun',
    );
    expect(r).toEqual({
      roll: 70,
      modifiers: [
        { value: 15, source: 'Vital +15' },
        { value: -10, source: 'Armor -10' },
      ],
      total: 75,
      severity: 'moderate',
      type: 'stun',
    });
  });

  it('never gets lighter as lethality rises (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -150, max: 150 }),
        fc.integer({ min: 0, max: 80 }),
        (roll, lethality, more) => {
          const a = SEVERITIES.indexOf(
            resolveDamage(RULES, roll, [{ value: lethality, source: 'L' }], 'wound').severity,
          );
          const b = SEVERITIES.indexOf(
            resolveDamage(RULES, roll, [{ value: lethality + more, source: 'L' }], 'wound')
              .severity,
          );
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });

  it('rolls one percentile die', () => {
    const rng = createScriptedRng([55]);
    expect(rollDamage(RULES, [], 'wound', rng).severity).toBe('moderate');
    expect(rng.used).toBe(1);
    expect(rollDamage(RULES, [], 'wound', createSeededRng(1)).roll).toBeGreaterThanOrEqual(1);
  });
});

describe('wound modifiers (seed 004)', () => {
  it('are 0.25 / 0.9 / 2 / 4, summed and rounded down: two Moderate wounds give -1', () => {
    expect(totalWoundModifier([wound('moderate'), wound('moderate')], RULES)).toEqual({
      exact: 1.8,
      total: 1,
    });
    expect(totalWoundModifier([wound('light'), wound('light'), wound('light')], RULES).total).toBe(
      0,
    );
    expect(
      totalWoundModifier([wound('light'), wound('light'), wound('light'), wound('light')], RULES)
        .total,
    ).toBe(1);
    expect(totalWoundModifier([wound('critical'), wound('serious')], RULES).total).toBe(6);
  });

  it('halve once a wound is treated or healing, and vanish when healed', () => {
    expect(
      totalWoundModifier(
        [wound('critical', { healingStarted: true }), wound('serious', { healingStarted: true })],
        RULES,
      ).total,
    ).toBe(3);
    expect(
      totalWoundModifier([wound('serious', { healingStarted: true, severity: 'healed' })], RULES)
        .total,
    ).toBe(0);
  });

  it('enter rolls as a dice penalty with its source', () => {
    expect(woundRollModifier(2)).toEqual({ dice: -2, source: 'Wounds -2', tag: 'wounds' });
    expect(woundRollModifier(0)).toBeNull();
  });

  it('a luck point moves a wound to another location and remembers where it really was', () => {
    const moved = moveWoundLocation(wound('serious'), 'Left Arm');
    expect(moved).toMatchObject({ location: 'Left Arm', movedFrom: 'Chest', severity: 'serious' });
    expect(moveWoundLocation(moved, 'Right Arm').movedFrom).toBe('Chest');
  });
});
