/** Seed 003 "The Hero Pool" on the character: size, refresh, no XP for Human or Destiny. */
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../../shared/domain/character';
import { HERO_COSTS, heroPoolSize, heroRaiseRefusal, heroRefresh } from '../../../../shared/systems/fading-suns-etkin/hero-pool';

const withHuman = (human: number, luck: number) => makeCharacter({ id: 'c', name: 'Dante', attributes: [{ name: 'Human', rating: human }], luckPoints: luck });

describe('003 "a pool of hero points equal to his Human characteristic"', () => {
  it('Human sizes the pool; Destiny ("works like the old Human") when the character rates it', () => {
    expect(heroPoolSize(withHuman(5, 0))).toBe(5);
    expect(heroPoolSize({ attributes: [{ name: 'Destiny', rating: 4 }, { name: 'Human', rating: 2 }] })).toBe(4);
    expect(heroPoolSize({ attributes: [] })).toBe(0);
  });

  it('"The Hero Pool refreshes every span": the points that fill it, with the ledger reason', () => {
    expect(heroRefresh(withHuman(5, 2), 'Span 3')).toEqual({ points: 3, reason: 'Hero pool refreshed (Span 3): back to 5 (Human 5)' });
    expect(heroRefresh(withHuman(5, 5))).toBeNull();
    // Points the storyteller awarded above the pool are not taken away.
    expect(heroRefresh(withHuman(5, 7))).toBeNull();
  });

  it('the seed\'s prices', () => {
    expect(HERO_COSTS).toEqual({ reroll: 1, secondReroll: 2, roundBonus: 1, natural20: 5 });
  });

  it('"players must earn the right to increase this stat": Human and Destiny, not other characteristics', () => {
    expect(heroRaiseRefusal('Human')).toContain('must earn the right to increase this stat');
    expect(heroRaiseRefusal(' destiny ')).toContain('Destiny is not bought with XP');
    expect(heroRaiseRefusal('Dexterity')).toBeNull();
  });
});
