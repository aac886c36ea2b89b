import { describe, expect, it } from 'vitest';
import { rollAbility, skillPool, withModifiers } from '../../../../shared/core/dice/ability-roll';
import { LuckRuleError, planLuck, rerollRefusal, rerollWithLuck } from '../../../../shared/core/dice/luck';
import { compareOpposed } from '../../../../shared/core/dice/opposed-roll';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

const pool = skillPool(R, { name: 'Reactive', rating: 2 }, { name: 'Firearms', rating: 3 });

describe('luck before a roll (seed 004 "Luck")', () => {
  it('gives +5 dice before your own roll, with its source', () => {
    const plan = planLuck(R, ['bob'], [{ by: 'bob', target: 'bob', effect: 'bonus' }]);
    expect(plan.modifiers['bob']).toEqual([{ dice: 5, source: 'Luck +5 (bob)', tag: 'luck' }]);
    expect(plan.cost).toEqual({ bob: 1 });
    const lucky = withModifiers(R, pool, plan.modifiers['bob']!);
    expect(lucky.diceRolled).toBe(10);
  });

  it("gives +5 or -5 to someone else's roll", () => {
    const plan = planLuck(R, ['bob', 'harry'], [
      { by: 'alice', target: 'bob', effect: 'bonus' },
      { by: 'zed', target: 'harry', effect: 'penalty' },
    ]);
    expect(plan.modifiers['bob']!.map((m) => m.dice)).toEqual([5]);
    expect(plan.modifiers['harry']!.map((m) => m.dice)).toEqual([-5]);
  });

  it('applies only one luck point to a roll: no one else can pile on', () => {
    const plan = planLuck(R, ['bob'], [
      { by: 'bob', target: 'bob', effect: 'bonus' },
      { by: 'alice', target: 'bob', effect: 'bonus' },
    ]);
    expect(plan.modifiers['bob']).toHaveLength(1);
    expect(plan.decisions[1]).toMatchObject({ accepted: false, reason: "Only 1 luck point can apply to bob's roll." });
    expect(plan.cost).toEqual({ bob: 1 });
  });

  it('stops one person from a bonus for themselves and a penalty for the other side of an opposed roll', () => {
    const plan = planLuck(R, ['bob', 'harry'], [
      { by: 'bob', target: 'bob', effect: 'bonus' },
      { by: 'bob', target: 'harry', effect: 'penalty' },
    ]);
    expect(plan.modifiers['harry']).toEqual([]);
    expect(plan.decisions[1]).toMatchObject({ accepted: false, reason: 'bob has already spent a luck point on this roll.' });
  });

  it('lets you cancel luck spent against you, leaving no luck on the roll', () => {
    const plan = planLuck(R, ['bob', 'harry'], [
      { by: 'harry', target: 'bob', effect: 'penalty' },
      { by: 'bob', target: 'bob', effect: 'cancel' },
      { by: 'alice', target: 'bob', effect: 'bonus' },
    ]);
    expect(plan.modifiers['bob']).toEqual([]);
    expect(plan.cost).toEqual({ harry: 1, bob: 1 });
    expect(plan.decisions.map((d) => d.accepted)).toEqual([true, true, false]);
  });

  it('refuses a cancel with nothing to cancel, a penalty on yourself, a stranger and an empty purse', () => {
    const plan = planLuck(
      R,
      ['bob'],
      [
        { by: 'bob', target: 'bob', effect: 'cancel' },
        { by: 'bob', target: 'bob', effect: 'penalty' },
        { by: 'bob', target: 'carl', effect: 'bonus' },
        { by: 'poor', target: 'bob', effect: 'bonus' },
        { by: 'bob', target: 'bob', effect: 'reroll' },
      ],
      { bob: 1, poor: 0 },
    );
    expect(plan.decisions.map((d) => (d.accepted ? 'ok' : d.reason))).toEqual([
      'No luck has been spent against bob to cancel.',
      'Luck cannot be spent as a penalty on your own roll.',
      'carl is not making this roll.',
      'poor has no luck points left.',
      'A re-roll is bought after seeing the roll, not before.',
    ]);
  });
});

describe('luck after your own roll', () => {
  it('re-rolls and keeps the better of the two, with both sets of dice', () => {
    const rng = createScriptedRng([1, 2, 3, 4, 5, 7, 8, 2, 2, 2]);
    const first = rollAbility(R, pool, rng);
    const kept = rerollWithLuck(R, first, 'bob', 'bob', rng);
    expect(kept.hits).toBe(2);
    expect(kept.dice).toEqual([7, 8, 2, 2, 2]);
    expect(kept.reroll).toEqual({ by: 'bob', firstDice: [1, 2, 3, 4, 5], secondDice: [7, 8, 2, 2, 2], kept: 'second' });
  });

  it('keeps the first roll when the re-roll is worse', () => {
    const rng = createScriptedRng([7, 2, 3, 4, 5, 1, 1, 2, 2, 2]);
    const kept = rerollWithLuck(R, rollAbility(R, pool, rng), 'bob', 'bob', rng);
    expect(kept.dice).toEqual([7, 2, 3, 4, 5]);
    expect(kept.reroll?.kept).toBe('first');
  });

  it('is refused on a roll that already had luck, on a re-rolled roll, and on someone else’s roll', () => {
    const plan = planLuck(R, ['bob'], [{ by: 'bob', target: 'bob', effect: 'bonus' }]);
    const lucky = withModifiers(R, pool, plan.modifiers['bob']!);
    const rng = createScriptedRng(Array<number>(30).fill(3));
    const roll = rollAbility(R, lucky, rng);
    expect(() => rerollWithLuck(R, roll, 'bob', 'bob', rng)).toThrow(LuckRuleError);
    const plain = rollAbility(R, pool, rng);
    expect(rerollRefusal(R, plain, 'alice', 'bob')).toBe('Only the person who rolled can spend luck to re-roll.');
    const once = rerollWithLuck(R, plain, 'bob', 'bob', rng);
    expect(rerollRefusal(R, once, 'bob', 'bob')).toBe('This roll has already been re-rolled.');
  });

  it('is refused when the roller already spent luck on the other side of an opposed roll', () => {
    const plan = planLuck(R, ['bob', 'harry'], [{ by: 'bob', target: 'harry', effect: 'penalty' }]);
    const rng = createScriptedRng(Array<number>(5).fill(3));
    const bobRoll = rollAbility(R, pool, rng);
    expect(rerollRefusal(R, bobRoll, 'bob', 'bob', plan)).toBe('bob has already spent a luck point on this roll.');
  });

  it('can be switched off by a ruleset', () => {
    const strict = deriveRuleset(R, { id: 'no-reroll', luck: { allowReroll: false } });
    const roll = rollAbility(strict, pool, createScriptedRng([1, 2, 3, 4, 5]));
    expect(rerollRefusal(strict, roll, 'bob', 'bob')).toMatch(/does not allow/);
  });

  it('feeds an opposed comparison like any other roll', () => {
    const rng = createScriptedRng([1, 2, 3, 4, 5, 7, 2, 2, 2, 2, 7, 7, 2, 2, 2]);
    const bob = rollAbility(R, pool, rng);
    const harry = rollAbility(R, pool, rng);
    const bobAfterLuck = rerollWithLuck(R, bob, 'bob', 'bob', rng);
    expect(compareOpposed(R, bobAfterLuck, harry)).toMatchObject({ winner: 'first', netHits: 1 });
  });
});
