import { describe, expect, it } from 'vitest';
import { AbilityLookupError, poolForAbility, resolveAbility, specialAbilityPool } from '../../../../shared/core/character/character-roll';
import { BSG_SETTING as S } from '../../../../shared/core/content';
import { centurion, nikos } from '../dice/fixtures';

describe('resolving abilities for a character', () => {
  it('pairs an action skill with its ruling attribute from the setting', () => {
    const pool = poolForAbility(S, nikos(), 'firearms');
    expect(pool.terms).toEqual([
      { kind: 'attribute', name: 'Reactive', rating: 4 },
      { kind: 'action-skill', name: 'Firearms', rating: 6 },
    ]);
    expect(pool).toMatchObject({ size: 10, attributeRating: 4 });
  });

  it('rolls an untrained action skill at rating 0 plus its attribute (seed 004: other skills are 0)', () => {
    const pool = poolForAbility(S, nikos(), 'ECM');
    expect(pool.terms[1]).toEqual({ kind: 'action-skill', name: 'ECM', rating: 0 });
    expect(pool.size).toBe(3);
  });

  it("uses the player's ruling attribute for background skills, and lets another attribute stand in (Joanna's Singing)", () => {
    expect(poolForAbility(S, nikos(), 'Singing').terms[0]).toEqual({ kind: 'attribute', name: 'Creative', rating: 2 });
    const lyrics = poolForAbility(S, nikos(), 'Singing', [], 'academic');
    expect(lyrics.terms[0]).toEqual({ kind: 'attribute', name: 'Academic', rating: 3 });
    expect(lyrics.attributeRating).toBe(3);
  });

  it('rolls an attribute alone', () => {
    expect(poolForAbility(S, nikos(), 'Athletic')).toMatchObject({ size: 3, attributeRating: 3 });
  });

  it('refuses unknown abilities, languages and bad attribute overrides', () => {
    expect(() => poolForAbility(S, nikos(), 'Basket Weaving')).toThrow(AbilityLookupError);
    expect(() => poolForAbility(S, nikos(), 'Tauron')).toThrow(/languages have no rating/);
    expect(() => poolForAbility(S, nikos(), 'Firearms', [], 'Poker')).toThrow(/not an attribute/);
    expect(() => poolForAbility(S, nikos(), 'Reactive', [], 'Academic')).toThrow(/only a skill/);
  });

  it("uses an NPC's single ratings, then its default rating for the setting's abilities", () => {
    const npc = centurion();
    expect(resolveAbility(S, npc, 'Firearms')).toEqual({ kind: 'npc-rating', name: 'Firearms', rating: 7, isDefault: false });
    expect(resolveAbility(S, npc, 'stealth')).toEqual({ kind: 'npc-rating', name: 'Stealth', rating: 3, isDefault: true });
    expect(resolveAbility(S, npc, 'Reactive')).toMatchObject({ rating: 3, isDefault: true });
    expect(resolveAbility(S, npc, 'Knitting')).toBeNull();
    expect(poolForAbility(S, npc, 'Firearms')).toMatchObject({ size: 7, attributeRating: 2 });
  });

  it('builds special-ability pools from the setting mapping (BSG: toughness = Athletic, initiative = Reactive)', () => {
    expect(specialAbilityPool(S, nikos(), 'toughness').size).toBe(3);
    expect(specialAbilityPool(S, nikos(), 'initiative', [{ dice: -1, source: 'Wounds -1' }]).size).toBe(3);
    expect(specialAbilityPool(S, nikos(), 'firstAid').size).toBe(5);
  });
});
