/**
 * Seed 002 "What to Roll", "Modifiers" and "Ruling Attribute" through the edition's ops, each
 * worked example with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { AbilityLookupError, abilityOdds, defaultedPool, poolForAbility, rollAbility, rollSituations } from '../../../../../shared/systems';
import { fs31RollText } from '../../../../../shared/systems/fs3.1/dice';
import { fs31UntrainedPool } from '../../../../../shared/systems/fs3.1/character-pools';
import { poolModifier, poolRow } from '../../../../../shared/systems/fs3.1/pools';
import { fs31System, pc } from './helpers';

const system = fs31System();
const roll = (pool: Parameters<typeof rollAbility>[1], d100: number) => rollAbility(system, pool, createScriptedRng([d100]));

describe('002 "Ruling Attribute": the automatic modifier on every skill roll', () => {
  it('rows 1–12 of the table: −2 a level below 5, 0 at 5, +2 a level above', () => {
    const expected = [-8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14];
    for (let r = 1; r <= 12; r++) {
      const pool = poolForAbility(system, pc({ attrs: { Reactive: r }, actionSkills: [{ name: 'Firearms', rating: 5 }] }), 'Firearms');
      expect(poolRow(pool)).toBe(5);
      expect(poolModifier(pool)).toBe(expected[r - 1]);
      expect(pool.modifiers[0]).toMatchObject({ tag: 'ruling-attribute', dice: expected[r - 1] });
    }
  });

  it('Firearms 5 with Reactive 7: d100 63 +4 → 67 on row 5 → +2 Good Success', () => {
    const pool = poolForAbility(system, pc({ attrs: { Reactive: 7 }, actionSkills: [{ name: 'Firearms', rating: 5 }] }), 'Firearms');
    const r = roll(pool, 63);
    expect(r.percentile).toEqual({ roll: 63, modifier: 4, total: 67, row: 5, result: 2 });
    expect(r.label).toBe('Good Success');
    expect(fs31RollText(r)).toBe('d100 63 +4 \u2192 67 on row 5 \u2192 +2 Good Success');
  });

  it('"A roll of \'00\' should be treated as 100": Firearms 5, Reactive 5, a 00 is a Great Success (85–100)', () => {
    const pool = poolForAbility(system, pc({ actionSkills: [{ name: 'Firearms', rating: 5 }] }), 'Firearms');
    expect(roll(pool, 100).percentile!.result).toBe(3);
  });

  it('a background skill takes the ruling attribute its player chose', () => {
    const c = pc({ attrs: { Creative: 8 }, backgroundSkills: [{ name: 'Singing', rating: 3, rulingAttribute: 'Creative' }] });
    const pool = poolForAbility(system, c, 'Singing');
    expect(poolRow(pool)).toBe(3);
    expect(poolModifier(pool)).toBe(6);
  });

  it('002 Joanna: Singing ruled by Creative, rolled with Academic to remember obscure lyrics', () => {
    const joanna = pc({ name: 'Joanna', attrs: { Creative: 9, Academic: 3 }, backgroundSkills: [{ name: 'Singing', rating: 4, rulingAttribute: 'Creative' }] });
    const usual = poolForAbility(system, joanna, 'Singing');
    const lyrics = poolForAbility(system, joanna, 'Singing', [], 'Academic');
    expect(poolModifier(usual)).toBe(8);
    expect(poolModifier(lyrics)).toBe(-4);
    expect(lyrics.modifiers[0]!.source).toBe('Ruling attribute Academic 3 \u22124');
    expect(poolRow(lyrics)).toBe(4);
    // d100 30: +8 → 38 on row 4 is a Success; −4 → 26 on row 4 is still a Success, 24 → 20 a Failure.
    expect(roll(usual, 30).percentile!.result).toBe(1);
    expect(roll(lyrics, 30).percentile!.result).toBe(1);
    expect(roll(lyrics, 24).percentile!.result).toBe(0);
    expect(() => poolForAbility(system, joanna, 'Singing', [], 'Charm')).toThrow(AbilityLookupError);
  });
});

describe('002 "What to Roll"', () => {
  it('"Using Firearms to shoot a gun": a directly related skill, modifier 0 (ruling attribute only)', () => {
    const pool = poolForAbility(system, pc({ actionSkills: [{ name: 'Firearms', rating: 6 }] }), 'Firearms');
    expect(pool.modifiers.map((m) => m.dice)).toEqual([0]);
  });

  it('"Using Veterinary Medicine to treat a gunshot wound on a human": a loosely related skill −30', () => {
    const vet = pc({ backgroundSkills: [{ name: 'Veterinary Medicine', rating: 6, rulingAttribute: 'Academic' }], attrs: { Academic: 6 } });
    const pool = defaultedPool(system, vet, { task: 'Medicine', related: 'Veterinary Medicine' });
    expect(poolRow(pool)).toBe(6);
    expect(poolModifier(pool)).toBe(-30 + 2);
    expect(pool.modifiers.find((m) => m.tag === 'defaulting')!.source).toBe('Loosely related: Veterinary Medicine for Medicine \u221230');
    // d100 40 +2 −30 → 12 on row 6: a Failure (10–15), where the skill itself would have read 42, a Success.
    expect(roll(pool, 40).percentile).toMatchObject({ total: 12, result: 0 });
  });

  it('the storyteller may set another modifier for the loosely related skill', () => {
    const vet = pc({ backgroundSkills: [{ name: 'Veterinary Medicine', rating: 6, rulingAttribute: 'Academic' }] });
    expect(poolModifier(defaultedPool(system, vet, { task: 'Medicine', related: 'Veterinary Medicine', modifier: -10 }))).toBe(-10);
  });

  it('a task skill the character holds is rolled, not defaulted', () => {
    const doc = pc({ actionSkills: [{ name: 'Medicine', rating: 2 }], backgroundSkills: [{ name: 'Veterinary Medicine', rating: 6, rulingAttribute: 'Academic' }] });
    expect(() => defaultedPool(system, doc, { task: 'Medicine', related: 'Veterinary Medicine' })).toThrow(/roll it rather than default/);
  });

  it('"Using the Athletic attribute to run a footrace": an attribute alone, its rating the row, modifier 0', () => {
    const runner = pc({ attrs: { Athletic: 8 } });
    const pool = poolForAbility(system, runner, 'Athletic');
    expect(poolRow(pool)).toBe(8);
    expect(pool.modifiers).toEqual([]);
    // Defaulting to an attribute is the common-knowledge row: 0, not −30.
    expect(poolModifier(defaultedPool(system, runner, { task: 'Footrace', related: 'Athletic' }))).toBe(0);
    // d100 9 → 9 on row 8: a Success (9–26).
    expect(roll(pool, 9).percentile!.result).toBe(1);
    expect(() => poolForAbility(system, runner, 'Athletic', [], 'Academic')).toThrow(/only a skill takes a ruling attribute/);
  });

  it('"Trying to perform abdominal surgery with no prior training": Medicine untrained on row 0, its ruling attribute still applying', () => {
    const pool = poolForAbility(system, pc({ attrs: { Academic: 6 } }), 'Medicine');
    expect(poolRow(pool)).toBe(0);
    expect(poolModifier(pool)).toBe(2);
    // Row 0: 66–99 a Success, 100 a Good Success, never a Great Success.
    expect(roll(pool, 64).percentile).toMatchObject({ total: 66, result: 1 });
    expect(roll(pool, 98).percentile).toMatchObject({ total: 100, result: 2 });
    expect(abilityOdds(system, pool).results!.at(-1)!.p).toBe(0);
  });

  it('an untrained roll for a task with no skill at all: row 0, no ruling attribute unless named', () => {
    const c = pc({ attrs: { Technical: 9 } });
    expect(poolModifier(fs31UntrainedPool(system, c, 'Abdominal surgery'))).toBe(0);
    expect(poolModifier(fs31UntrainedPool(system, c, 'Defuse a bomb', [], 'Technical'))).toBe(8);
    expect(poolRow(fs31UntrainedPool(system, c, 'Defuse a bomb'))).toBe(0);
  });

  it('a rated language rolls like a background skill; an unknown name or unrated language says why', () => {
    const c = pc({ attrs: { Academic: 4 }, backgroundSkills: [{ name: 'Tauron', rating: 7, rulingAttribute: 'Academic' }], languages: ['Gemenese'] });
    const tauron = poolForAbility(system, c, 'Tauron');
    expect([poolRow(tauron), poolModifier(tauron)]).toEqual([7, -2]);
    // A setting language the character lacks is untrained (002: "All other skills are considered to be at rating 0").
    expect(poolRow(poolForAbility(system, c, 'Sagittaron'))).toBe(0);
    expect(() => poolForAbility(system, c, 'Gemenese')).toThrow(/without a rating/);
    expect(() => poolForAbility(system, c, 'Basket Weaving')).toThrow(/no ability called "Basket Weaving"/);
  });

  it('an NPC single rating is the row with nothing added', () => {
    const npc = pc({ kind: 'npc', npc: { ratings: [{ name: 'Firearms', rating: 9 }], defaultRating: null } });
    const pool = poolForAbility(system, npc, 'Firearms', [{ dice: -30, source: 'Hard' }]);
    expect([poolRow(pool), poolModifier(pool)]).toEqual([9, -30]);
  });
});

describe('002 "Modifiers"', () => {
  it('"A modifier is a simple percentage, so a +20 modifier gives you a 20% greater chance of success"', () => {
    const c = pc({ actionSkills: [{ name: 'Stealth', rating: 1 }] });
    const plain = abilityOdds(system, poolForAbility(system, c, 'Stealth')).pSuccess;
    const calm = abilityOdds(system, poolForAbility(system, c, 'Stealth', [{ dice: 20, source: 'No stress' }])).pSuccess;
    expect(plain).toBeCloseTo(0.6, 12); // row 1: 41–100
    expect(calm - plain).toBeCloseTo(0.2, 12);
  });

  it('the guidance table is offered by name: easy +30, routine 0, hard −30, no stress +20', () => {
    expect(rollSituations(system).map((s) => [s.label, s.modifier])).toEqual([
      ['Easy', 30],
      ['Routine', 0],
      ['Hard', -30],
      ['Taking your time / no stress', 20],
    ]);
  });

  it('situation, luck and wound modifiers add up on the d100: Firearms 5, Reactive 5, Hard −30, wounds −25, d100 80 → 25 a Success', () => {
    const pool = poolForAbility(system, pc({ actionSkills: [{ name: 'Firearms', rating: 5 }] }), 'Firearms', [
      { dice: -30, source: 'Hard' },
      { dice: -25, source: 'Wounds -25', tag: 'wounds' },
    ]);
    expect(roll(pool, 80).percentile).toMatchObject({ modifier: -55, total: 25, result: 1 });
  });
});
