/**
 * Seed 002 "Luck" on ability rolls in percent: +50 before one's own roll, +50 or −50 on another's,
 * a cancel of luck used against you, one point per roll, and the re-roll keeping the better Roll
 * Result (with its exact odds), through the sheet roller's plan and the edition's re-roll.
 */
import { describe, expect, it } from 'vitest';
import { LuckRuleError } from '../../../../../shared/core/dice/luck';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { keepsSecond, planRoll, type LuckOffer } from '../../../../../shared/sheet/roller';
import { abilityOdds, poolForAbility, rollAbility } from '../../../../../shared/systems';
import { fs31KeepsSecond, fs31Reroll, rerollDistribution } from '../../../../../shared/systems/fs3.1/luck';
import { poolModifier } from '../../../../../shared/systems/fs3.1/pools';
import { fs31System, pc } from './helpers';

const system = fs31System();
const kara = pc({ id: 'kara', name: 'Kara', actionSkills: [{ name: 'Firearms', rating: 5 }] });
const helo = pc({ id: 'helo', name: 'Helo', actionSkills: [{ name: 'Firearms', rating: 4 }] });
const leoben = pc({ id: 'leoben', name: 'Leoben', actionSkills: [{ name: 'Alertness', rating: 6 }] });
const broke = pc({ id: 'broke', name: 'Baltar', luckPoints: 0 });

const single = (offers: LuckOffer[]) => planRoll(system, [{ character: kara, request: { ability: 'Firearms', modifier: 0 }, woundPenalty: 0, field: '' }], offers);
const opposed = (offers: LuckOffer[]) =>
  planRoll(
    system,
    [
      { character: kara, request: { ability: 'Firearms', modifier: 0 }, woundPenalty: 0, field: 'first' },
      { character: leoben, request: { ability: 'Alertness', modifier: 0 }, woundPenalty: 0, field: 'second' },
    ],
    offers,
  );

describe('002 "Luck": before the roll, in percent', () => {
  it('"Before your own roll, spend a point to receive a +50 modifier"', () => {
    const plan = single([{ by: kara, effect: 'bonus', on: 0 }]);
    const pool = plan.sides[0]!.pool;
    expect(pool.modifiers.find((m) => m.tag === 'luck')).toMatchObject({ dice: 50, source: 'Luck +50 (Kara)' });
    expect(plan.sides[0]!.luck).toMatchObject([{ by: 'Kara', effect: 'bonus', dice: 50 }]);
    expect(plan.payers.map((c) => c.id)).toEqual(['kara']);
    // d100 10 +50 → 60 on row 5: a Good Success (53–84) where 10 alone is a Bad Failure.
    expect(rollAbility(system, pool, createScriptedRng([10])).percentile).toMatchObject({ total: 60, result: 2 });
  });

  it('"Before someone else\'s roll (friend or enemy), spend a point to apply a +50 or -50 modifier"', () => {
    expect(poolModifier(single([{ by: helo, effect: 'bonus', on: 0 }]).sides[0]!.pool)).toBe(50);
    const plan = opposed([{ by: leoben, effect: 'penalty', on: 0 }]);
    expect(poolModifier(plan.sides[0]!.pool)).toBe(-50);
    expect(plan.sides[0]!.luck).toMatchObject([{ by: 'Leoben', effect: 'penalty', dice: -50 }]);
  });

  it('"Spend a point to cancel a luck point used against you": the −50 is gone, both points are spent', () => {
    const plan = opposed([{ by: kara, effect: 'cancel', on: 0 }, { by: leoben, effect: 'penalty', on: 0 }]);
    expect(plan.sides[0]!.pool.modifiers.some((m) => m.tag === 'luck')).toBe(false);
    expect(plan.sides[0]!.luck.map((l) => [l.by, l.effect, l.dice])).toEqual([['Leoben', 'penalty', 0], ['Kara', 'cancel', 0]]);
    expect(plan.payers.map((c) => c.id).sort()).toEqual(['kara', 'leoben']);
    expect(() => single([{ by: kara, effect: 'cancel', on: 0 }])).toThrow(/No luck has been spent against/);
  });

  it('"Only one Luck Point can apply to a given roll": no bonus for yourself and a penalty on the other in one opposed roll', () => {
    expect(() => opposed([{ by: kara, effect: 'bonus', on: 0 }, { by: kara, effect: 'penalty', on: 1 }])).toThrow(/already spent a luck point on this roll/);
  });

  it('"you can\'t have multiple people all spending luck to help someone"', () => {
    expect(() => single([{ by: kara, effect: 'bonus', on: 0 }, { by: helo, effect: 'bonus', on: 0 }])).toThrow(/Only 1 luck point can apply/);
  });

  it('no points, no luck; no penalty on your own roll', () => {
    expect(() => single([{ by: broke, effect: 'bonus', on: 0 }])).toThrow(/no luck points/);
    expect(() => single([{ by: kara, effect: 'penalty', on: 0 }])).toThrow(/penalty on your own roll/);
  });
});

describe('002 "After your own roll, spend a point to get a re-roll and choose the better of the two rolls"', () => {
  const pool = poolForAbility(system, kara, 'Firearms');

  it('keeps the better Roll Result: a Bad Failure (d100 8) re-rolled into a Failure (d100 15) keeps the Failure', () => {
    const first = rollAbility(system, pool, createScriptedRng([8]));
    expect(first.percentile!.result).toBe(-1);
    const r = fs31Reroll(system.core, first, 'Kara', 'Kara', createScriptedRng([15]));
    expect(r.percentile!.result).toBe(0);
    expect(r.reroll).toEqual({ by: 'Kara', firstDice: [8], secondDice: [15], kept: 'second' });
    // Neither has hits: the shared roller compares the Roll Results of percentile rolls.
    expect(keepsSecond(first, rollAbility(system, pool, createScriptedRng([15])))).toBe(true);
  });

  it('keeps the first when the re-roll is worse or equal', () => {
    const first = rollAbility(system, pool, createScriptedRng([60]));
    expect(fs31Reroll(system.core, first, 'Kara', 'Kara', createScriptedRng([3])).reroll!.kept).toBe('first');
    expect(fs31Reroll(system.core, first, 'Kara', 'Kara', createScriptedRng([70])).reroll!.kept).toBe('first');
    expect(fs31KeepsSecond(first, rollAbility(system, pool, createScriptedRng([84])))).toBe(false);
    expect(fs31KeepsSecond(first, rollAbility(system, pool, createScriptedRng([85])))).toBe(true);
  });

  it('one point per roll: not on someone else\'s roll, not twice, not when luck already applies', () => {
    const first = rollAbility(system, pool, createScriptedRng([8]));
    expect(() => fs31Reroll(system.core, first, 'Helo', 'Kara', createScriptedRng([50]))).toThrow(LuckRuleError);
    const again = fs31Reroll(system.core, first, 'Kara', 'Kara', createScriptedRng([9]));
    expect(() => fs31Reroll(system.core, again, 'Kara', 'Kara', createScriptedRng([50]))).toThrow(/already been re-rolled/);
    const lucky = rollAbility(system, poolForAbility(system, kara, 'Firearms', [{ dice: 50, source: 'Luck +50 (Kara)', tag: 'luck' }]), createScriptedRng([8]));
    expect(() => fs31Reroll(system.core, lucky, 'Kara', 'Kara', createScriptedRng([50]))).toThrow(/Luck already applies/);
  });

  it('exact odds with a re-roll agree with 200,000 seeded re-rolls through fs31Reroll', () => {
    const hard = poolForAbility(system, kara, 'Firearms', [{ dice: -30, source: 'Hard' }]);
    const exact = abilityOdds(system, hard, { reroll: true }).results!.map((x) => x.p);
    expect(exact).toEqual(rerollDistribution(hard));
    expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const rng = createSeededRng('fs3.1-luck-reroll');
    const n = 200_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[fs31Reroll(system.core, rollAbility(system, hard, rng), 'Kara', 'Kara', rng).percentile!.result + 2]!++;
    exact.forEach((p, i) => expect(Math.abs(counts[i]! / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-6));
    // The re-roll helps: P(success) rises from 1 − 0.5 to 1 − 0.5².
    expect(abilityOdds(system, hard).pSuccess).toBeCloseTo(0.5, 12);
    expect(abilityOdds(system, hard, { reroll: true }).pSuccess).toBeCloseTo(0.75, 12);
  });
});
