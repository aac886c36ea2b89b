import { describe, expect, it } from 'vitest';
import {
  describeNames, groupRoster, matchesQuery, npcNames, parseRatings, validateQuickNpc, type QuickNpcFields,
} from '../../../renderer/features/home/roster-logic';

const c = (id: string, kind: 'pc' | 'npc', name: string, concept = '') => ({ id, kind, name, concept });

describe('groupRoster', () => {
  it('splits PCs from NPCs in natural name order ("Raider 2" before "Raider 10")', () => {
    const all = [c('a', 'npc', 'Raider 10'), c('b', 'npc', 'raider 2'), c('c', 'pc', 'Zed'), c('d', 'npc', 'Raider 1'), c('e', 'pc', 'Ada')];
    const { pcs, npcs } = groupRoster(all, '');
    expect(pcs.map((x) => x.name)).toEqual(['Ada', 'Zed']);
    expect(npcs.map((x) => x.name)).toEqual(['Raider 1', 'raider 2', 'Raider 10']);
  });

  it('keeps characters whose name or concept holds every word of the query', () => {
    const all = [c('a', 'pc', 'Dane Ruiz', 'Colonial marine, quietly religious'), c('b', 'pc', 'Ilse Varga', 'Ship surgeon')];
    expect(groupRoster(all, 'marine ruiz').pcs.map((x) => x.id)).toEqual(['a']);
    expect(groupRoster(all, 'marine surgeon').pcs).toEqual([]);
    expect(groupRoster(all, '   ').pcs).toHaveLength(2);
  });
});

describe('matchesQuery', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery(['José Ortega'], 'jose')).toBe(true);
    expect(matchesQuery(['Jose'], 'JOSÉ')).toBe(true);
    expect(matchesQuery(['Jose'], 'Josef')).toBe(false);
  });
});

describe('parseRatings', () => {
  it('reads commas, semicolons, new lines, colons and equals signs', () => {
    expect(parseRatings('Firearms 5, Reaction: 4;Melee=3\nFirst Aid 2')).toEqual({
      ratings: [
        { name: 'Firearms', rating: 5 }, { name: 'Reaction', rating: 4 }, { name: 'Melee', rating: 3 }, { name: 'First Aid', rating: 2 },
      ],
      error: null,
    });
    expect(parseRatings(' , ')).toEqual({ ratings: [], error: null });
  });

  it('names the entry that is wrong', () => {
    expect(parseRatings('Firearms 5, Melee').error).toBe('Ratings: "Melee" needs a number, e.g. Melee 5.');
    expect(parseRatings('5').error).toBe('Ratings: "5" needs an ability name, e.g. Firearms 5.');
    expect(parseRatings('Firearms 16').error).toBe('Ratings: Firearms 16 is out of range; use 0 to 15.');
    expect(parseRatings('Firearms -1').error).toBe('Ratings: Firearms -1 is out of range; use 0 to 15.');
    expect(parseRatings('Firearms 5, firearms 4').error).toBe('Ratings: firearms is listed twice.');
  });
});

describe('validateQuickNpc', () => {
  const ok: QuickNpcFields = { name: ' Raider ', count: '5', concept: ' Pirate ', ratings: 'Firearms 5', defaultRating: '' };

  it('turns a good form into the createNpcs input', () => {
    expect(validateQuickNpc(ok)).toEqual({
      input: { baseName: 'Raider', count: 5, concept: 'Pirate', ratings: [{ name: 'Firearms', rating: 5 }], defaultRating: null },
      errors: null,
    });
    expect(validateQuickNpc({ ...ok, defaultRating: '0' }).input?.defaultRating).toBe(0);
  });

  it('reports every bad field at once', () => {
    expect(validateQuickNpc({ name: '', count: '2.5', concept: '', ratings: 'x', defaultRating: 'three' }).errors).toEqual({
      name: 'Name: give the NPCs a name, e.g. Centurion.',
      count: 'How many: a whole number from 1 to 50.',
      ratings: 'Ratings: "x" needs a number, e.g. x 5.',
      defaultRating: 'Default rating: a whole number from 0 to 15, or empty.',
    });
    expect(validateQuickNpc({ ...ok, count: '0' }).errors).toEqual({ count: 'How many: a whole number from 1 to 50.' });
    expect(validateQuickNpc({ ...ok, count: '50' }).errors).toBeNull();
    expect(validateQuickNpc({ ...ok, name: 'x'.repeat(181) }).errors).toEqual({ name: 'Name: at most 180 characters.' });
  });
});

describe('npcNames / describeNames', () => {
  it('numbers a batch and leaves a single NPC unnumbered, as createNpcs does', () => {
    expect(npcNames('Raider', 1)).toEqual(['Raider']);
    expect(npcNames('Raider', 3)).toEqual(['Raider 1', 'Raider 2', 'Raider 3']);
    expect(describeNames(npcNames('Raider', 3))).toBe('Raider 1, Raider 2, Raider 3');
    expect(describeNames(npcNames('Raider', 12))).toBe('Raider 1 … Raider 12');
  });
});
