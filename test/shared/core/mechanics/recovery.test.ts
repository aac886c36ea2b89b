import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../../shared/domain/gear';
import { LuckRuleError } from '../../../../shared/core/dice/luck';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { FS32_SIMPLE_HEALING_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { resolveTreat, treatRefusal } from '../../../../shared/core/mechanics/first-aid';
import {
  applyHealingPoints,
  daysToHeal,
  doctorPatientLimit,
  healingPointsNeeded,
  resolveDailyHealing,
} from '../../../../shared/core/mechanics/healing';
import {
  checkKnockout,
  rally,
  recoverWithLuck,
  vehicleToughnessPool,
} from '../../../../shared/core/mechanics/knockout';
import {
  createWound,
  totalWoundModifier,
  type Wound,
} from '../../../../shared/core/mechanics/wounds';
import { faces, pool, raw, RULES } from './fixtures';

const wound = (severity: Wound['initialSeverity'], over: Partial<Wound> = {}): Wound => ({
  ...createWound({ location: 'Chest', severity, type: 'wound', source: 'Rifle' }),
  ...over,
});
const toughness = pool('Toughness', 1, 3, 'Athletic');

describe('knockout (seed 004)', () => {
  it('rolls only for those damaged this turn with a total wound modifier of 1 or more', () => {
    expect(
      checkKnockout(
        RULES,
        { name: 'A', toughness, woundModifier: 4, damagedThisTurn: false },
        createScriptedRng([]),
      ),
    ).toMatchObject({ due: false, knockedOut: false, roll: null });
    expect(
      checkKnockout(
        RULES,
        { name: 'A', toughness, woundModifier: 0, damagedThisTurn: true },
        createScriptedRng([]),
      ),
    ).toMatchObject({ due: false });
  });

  it('reduces the toughness roll by the wound modifier; no hits knocks out', () => {
    const out = checkKnockout(
      RULES,
      { name: 'Jesse', toughness, woundModifier: 2, damagedThisTurn: true },
      createScriptedRng([6, 5]),
    );
    expect(out).toMatchObject({ due: true, knockedOut: true });
    expect(out.roll?.pool.diceRolled).toBe(2);
    expect(out.roll?.pool.modifiers.map((m) => m.source)).toEqual(['Wounds -2']);
    expect(
      checkKnockout(
        RULES,
        { name: 'Jesse', toughness, woundModifier: 2, damagedThisTurn: true },
        createScriptedRng([6, 7]),
      ).knockedOut,
    ).toBe(false);
  });

  it('vehicles roll their own toughness', () => {
    const apc = VehicleSchema.parse({
      name: 'APC',
      pilotingSkill: 'Driving',
      toughness: 5,
      hitChart: 'APC',
    });
    const p = vehicleToughnessPool(RULES, apc);
    expect(p).toMatchObject({ diceRolled: 5, terms: [{ name: 'APC toughness', rating: 5 }] });
  });

  it('rally gives an immediate extra knockout roll; luck recovers without one', () => {
    expect(
      rally(RULES, { name: 'Jesse', toughness, woundModifier: 1 }, createScriptedRng([2, 3, 7])),
    ).toMatchObject({ recovered: true });
    expect(recoverWithLuck(RULES, { luckPoints: 1, rollsModifiedThisTurn: 1 }, true)).toEqual({
      luckPoints: 0,
      rollsModifiedThisTurn: 1,
    });
    expect(() =>
      recoverWithLuck(RULES, { luckPoints: 1, rollsModifiedThisTurn: 0 }, false),
    ).toThrow(LuckRuleError);
  });
});

describe('first aid (seed 000 "Treat")', () => {
  const healer = { name: 'Doc', pool: pool('First Aid', 2, 2, 'Technical'), woundModifier: 0 };

  it('success puts a healing point on the wound, halves its modifier and allows an extra knockout roll', () => {
    const wounds = [wound('serious'), wound('moderate')];
    expect(totalWoundModifier(wounds, RULES).total).toBe(2);
    const rng = createScriptedRng([...faces(4, 1), 8, 2, 2, 2]);
    const r = resolveTreat(
      RULES,
      {
        healer,
        patient: { name: 'Jesse', wounds, woundIndex: 0, knockedOut: true, toughness },
        minutesSinceInjury: 10,
      },
      rng,
    );
    expect(r.succeeded).toBe(true);
    expect(r.wounds[0]).toMatchObject({
      severity: 'serious',
      healingPoints: 1,
      healingStarted: true,
      firstAid: 'succeeded',
    });
    // 2 × ½ + 0.9 = 1.9 → 1: the knockout re-roll loses one die instead of two.
    expect(r.knockout?.roll.pool.modifiers.map((m) => m.source)).toEqual(['Wounds -1']);
    expect(r.knockout?.recovered).toBe(true);
  });

  it('once per wound, successful or not, and only within the hour', () => {
    const r = resolveTreat(
      RULES,
      {
        healer,
        patient: { name: 'J', wounds: [wound('light')], woundIndex: 0, knockedOut: false },
        minutesSinceInjury: 5,
      },
      createScriptedRng(faces(4, 0)),
    );
    expect(r).toMatchObject({ succeeded: false, knockout: null, healing: null });
    expect(r.wounds[0]!.firstAid).toBe('failed');
    expect(treatRefusal(RULES, r.wounds[0]!, 5)).toMatch(/already been tried/);
    expect(treatRefusal(RULES, wound('light'), 61)).toMatch(/within 60 minutes/);
    expect(() =>
      resolveTreat(
        RULES,
        {
          healer,
          patient: { name: 'J', wounds: r.wounds, woundIndex: 0, knockedOut: false },
          minutesSinceInjury: 5,
        },
        createScriptedRng([]),
      ),
    ).toThrow(/already been tried/);
  });
});

describe('healing (seed 001)', () => {
  it('needs 2 / 3 / 4 / 5 points per level, a fifth for stun and for vehicles', () => {
    expect(
      ['light', 'moderate', 'serious', 'critical'].map((s) =>
        healingPointsNeeded(RULES, wound(s as Wound['initialSeverity'])),
      ),
    ).toEqual([2, 3, 4, 5]);
    expect(healingPointsNeeded(RULES, wound('critical', { type: 'stun' }))).toBe(1);
    expect(healingPointsNeeded(RULES, wound('light', { vehicle: true }))).toBeCloseTo(0.4);
  });

  it('drops one level as soon as the points are there, carrying the rest over', () => {
    const step = applyHealingPoints(RULES, wound('serious'), 3);
    expect(step.after).toMatchObject({
      severity: 'serious',
      healingPoints: 3,
      healingStarted: true,
    });
    const next = applyHealingPoints(RULES, step.after, 3);
    expect(next.levels).toEqual(['moderate']);
    expect(next.after).toMatchObject({ severity: 'moderate', healingPoints: 2 });
    expect(applyHealingPoints(RULES, wound('light'), 2).after.severity).toBe('healed');
    expect(applyHealingPoints(RULES, wound('critical', { type: 'stun' }), 2).levels).toEqual([
      'serious',
      'moderate',
    ]);
  });

  it('daily: toughness +2 on success, +1 on failure; medicine +1 / 0; hospital +1', () => {
    const doctor = { name: 'Doc', pool: pool('Medicine', 3, 2, 'Academic') };
    const best = resolveDailyHealing(
      RULES,
      { name: 'J', wounds: [wound('serious')] },
      { toughness, carer: doctor, inHospital: true },
      createScriptedRng([7, 2, 2, 2, 2, 2, 7]),
    );
    expect(best.points.map((p) => [p.source, p.points])).toEqual([
      ['Daily toughness roll', 2],
      ['Medicine roll by Doc', 1],
      ['Hospital', 1],
    ]);
    expect(best.wounds[0]!.after).toMatchObject({ severity: 'moderate', healingPoints: 0 });
    const worst = resolveDailyHealing(
      RULES,
      { name: 'J', wounds: [wound('serious')] },
      { toughness, carer: doctor },
      createScriptedRng([2, 2, 2, 2, 2, 2, 2, 2, 2]),
    );
    expect(worst.total).toBe(1);
  });

  it("the wounded patient's own modifier lowers the daily toughness roll", () => {
    const r = resolveDailyHealing(
      RULES,
      { name: 'J', wounds: [wound('serious')] },
      { toughness },
      createScriptedRng([2, 2]),
    );
    expect(r.toughnessRoll?.pool.diceRolled).toBe(2);
  });

  it("the simple system: 1 point a day, +1 under a doctor's care, no rolls", () => {
    const r = resolveDailyHealing(
      FS32_SIMPLE_HEALING_RULESET,
      { name: 'J', wounds: [wound('light')] },
      { toughness, carer: { name: 'Doc', pool: raw(3) } },
      createScriptedRng([]),
    );
    expect(r).toMatchObject({ system: 'simple', total: 2, toughnessRoll: null, carerRoll: null });
  });

  it('vehicles never heal by themselves: only a repair roll counts', () => {
    const dents = [wound('moderate', { vehicle: true })];
    expect(
      resolveDailyHealing(
        RULES,
        { name: 'APC', wounds: dents, vehicle: true },
        { toughness, inHospital: true },
        createScriptedRng([]),
      ).total,
    ).toBe(0);
    const fixed = resolveDailyHealing(
      RULES,
      { name: 'APC', wounds: dents, vehicle: true },
      { carer: { name: 'Chief', pool: raw(2) } },
      createScriptedRng([8, 1]),
    );
    expect(fixed.wounds[0]!.levels).toEqual(['light', 'healed']);
  });

  it('a doctor tends half their medicine rating in patients; planning helper counts days', () => {
    expect(doctorPatientLimit(RULES, 5)).toBe(2);
    expect(doctorPatientLimit(RULES, 1)).toBe(0);
    expect(daysToHeal(RULES, wound('critical'), 2)).toBe(7);
    expect(daysToHeal(RULES, wound('light'), 0)).toBeNull();
  });
});
