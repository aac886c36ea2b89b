import { describe, expect, it } from 'vitest';
import {
  attributePool,
  buildPool,
  compareRolls,
  defaultedPool,
  npcPool,
  rawPool,
  resolveDice,
  rollAbility,
  skillPool,
  withModifiers,
} from '../../../../shared/core/dice/ability-roll';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

const academic = (rating: number) => ({ name: 'Academic', rating });

describe('ability rolls (seed 004 "How to Roll")', () => {
  it("reproduces Zach's embarrassing failure: Academic 2 + Geography 3 rolling 5 4 1 1 2", () => {
    const pool = skillPool(R, academic(2), { name: 'Geography', rating: 3, kind: 'background-skill' });
    const rng = createScriptedRng([5, 4, 1, 1, 2]);
    const roll = rollAbility(R, pool, rng);
    expect(rng.used).toBe(5);
    expect(roll).toMatchObject({
      dice: [5, 4, 1, 1, 2],
      hits: 0,
      ones: 2,
      successLevel: 'embarrassing-failure',
      label: 'Embarrassing Failure',
      isSuccess: false,
      isEmbarrassingFailure: true,
    });
  });

  it('is only an ordinary failure when the 1s are fewer than the attribute', () => {
    const pool = skillPool(R, academic(3), { name: 'Geography', rating: 2 });
    expect(resolveDice(R, pool, [5, 4, 1, 1, 2])).toMatchObject({ successLevel: 'failure', isEmbarrassingFailure: false });
  });

  it('never calls a roll with a hit embarrassing, however many 1s', () => {
    const pool = skillPool(R, academic(1), { name: 'Geography', rating: 4 });
    expect(resolveDice(R, pool, [1, 1, 1, 1, 7]).successLevel).toBe('success');
  });

  it('rolls Firearms (3) + Reactive (2) as 5d8 (seed 001)', () => {
    const pool = skillPool(R, { name: 'Reactive', rating: 2 }, { name: 'Firearms', rating: 3 });
    expect(pool.size).toBe(5);
    const rng = createScriptedRng([7, 8, 6, 2, 1]);
    expect(rollAbility(R, pool, rng)).toMatchObject({ hits: 2, successLevel: 'good-success' });
    expect(rng.used).toBe(5);
  });

  it.each([
    [[1, 2, 3, 4, 5, 6, 6, 6], 0, 'failure'],
    [[7, 1, 1], 1, 'success'],
    [[7, 8, 1], 2, 'good-success'],
    [[7, 8, 7], 3, 'good-success'],
    [[7, 8, 7, 8], 4, 'great-success'],
    [[7, 8, 7, 8, 8], 5, 'great-success'],
    [[7, 8, 7, 8, 8, 7], 6, 'amazing-success'],
    [[8, 8, 8, 8, 8, 8, 8, 8, 8], 9, 'amazing-success'],
  ] as const)('classifies %j as %i hits, %s (seed 004 success table)', (dice, hits, level) => {
    const pool = rawPool(R, dice.length);
    expect(resolveDice(R, pool, dice)).toMatchObject({ hits, successLevel: level });
  });

  it('adds modifiers as dice and keeps their sources', () => {
    const pool = skillPool(R, academic(2), { name: 'Geography', rating: 3 }, [
      { dice: 2, source: 'Taking your time +2' },
      { dice: -3, source: 'Really hard -3' },
    ]);
    expect(pool.size).toBe(4);
    expect(pool.modifiers.map((m) => m.source)).toEqual(['Taking your time +2', 'Really hard -3']);
    const more = withModifiers(R, pool, [{ dice: 5, source: 'Luck +5 (Zach)', tag: 'luck' }]);
    expect(more.size).toBe(9);
    expect(more.modifiers).toHaveLength(3);
  });

  it('truncates fractional modifiers toward zero, as wound modifiers round down (seed 004)', () => {
    const pool = skillPool(R, academic(2), { name: 'Geography', rating: 3 }, [{ dice: -1.8, source: 'Wounds -1.8' }]);
    expect(pool.size).toBe(4);
  });
});

describe('pools of zero or less', () => {
  it('rolls no dice and fails, without an embarrassing failure, under FS3.2', () => {
    const pool = skillPool(R, academic(1), { name: 'Surgery', rating: 0 }, [{ dice: -3, source: 'Really hard -3' }]);
    expect(pool.size).toBe(-2);
    expect(pool.diceRolled).toBe(0);
    const rng = createScriptedRng([]);
    expect(rollAbility(R, pool, rng)).toMatchObject({ dice: [], hits: 0, successLevel: 'failure', isEmbarrassingFailure: false });
  });

  it('rolls the minimum under a ruleset that sets one (AresMUSH: 1 die)', () => {
    const ares = deriveRuleset(R, { id: 'min1', dice: { zeroPool: { kind: 'minimum-dice', dice: 1 } } });
    const pool = rawPool(ares, 0, [{ dice: -2, source: 'Hard -2' }]);
    expect(pool.diceRolled).toBe(1);
    expect(rollAbility(ares, pool, createScriptedRng([8])).hits).toBe(1);
  });
});

describe('defaulting (seed 004 "Defaulting")', () => {
  it('rolls the attribute alone for common knowledge', () => {
    const pool = attributePool(R, { name: 'Athletic', rating: 3 });
    expect(pool).toMatchObject({ size: 3, attributeRating: 3 });
    expect(pool.terms).toEqual([{ kind: 'attribute', name: 'Athletic', rating: 3 }]);
  });

  it("uses a loosely related skill with the storyteller's modifier, -3 by default", () => {
    const pool = defaultedPool(R, { name: 'Academic', rating: 3 }, { name: 'First Aid', rating: 4 }, 'surgery');
    expect(pool.size).toBe(4);
    expect(pool.modifiers[0]).toEqual({ dice: -3, source: 'Defaulting from First Aid for surgery -3', tag: 'defaulting' });
    expect(defaultedPool(R, academic(3), { name: 'Veterinary Medicine', rating: 5 }, 'surgery', -5).size).toBe(3);
  });
});

describe('NPCs and raw pools', () => {
  it("roll an NPC's single rating in place of attribute + skill (seed 001)", () => {
    const pool = npcPool(R, 'Firearms', 7);
    expect(pool).toMatchObject({ size: 7, attributeRating: R.dice.unratedAttribute });
    expect(pool.terms).toEqual([{ kind: 'npc-rating', name: 'Firearms', rating: 7 }]);
  });

  it('use the unrated attribute (2) for the 1s rule', () => {
    const pool = npcPool(R, 'Firearms', 3);
    expect(resolveDice(R, pool, [1, 1, 6]).isEmbarrassingFailure).toBe(true);
    expect(resolveDice(R, pool, [1, 2, 6]).isEmbarrassingFailure).toBe(false);
  });
});

describe('resolveDice', () => {
  it('refuses dice that do not fit the pool', () => {
    const pool = rawPool(R, 2);
    expect(() => resolveDice(R, pool, [3])).toThrow(/Expected 2 dice/);
    expect(() => resolveDice(R, pool, [3, 9])).toThrow(/not on a d8/);
  });

  it('gives the same dice for the same seed', () => {
    const pool = buildPool(R, [{ kind: 'raw', name: '10 dice', rating: 10 }], [], 2);
    expect(rollAbility(R, pool, createSeededRng('s')).dice).toEqual(rollAbility(R, pool, createSeededRng('s')).dice);
  });
});

describe('compareRolls', () => {
  it('prefers more hits, then an ordinary failure over an embarrassing one', () => {
    const pool = skillPool(R, academic(2), { name: 'Geography', rating: 1 });
    const ef = resolveDice(R, pool, [1, 1, 2]);
    const fail = resolveDice(R, pool, [1, 3, 2]);
    const hit = resolveDice(R, pool, [7, 3, 2]);
    expect(compareRolls(fail, ef)).toBeGreaterThan(0);
    expect(compareRolls(hit, fail)).toBeGreaterThan(0);
    expect(compareRolls(fail, fail)).toBe(0);
  });
});
