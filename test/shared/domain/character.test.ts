import { describe, expect, it } from 'vitest';
import { abilityKey, CharacterSchema, findRated, makeCharacter } from '../../../shared/domain/character';
import { nikos } from '../core/dice/fixtures';

describe('Character', () => {
  it('is plain JSON that round-trips through the schema', () => {
    const c = nikos({ npc: { ratings: [{ name: 'Firearms', rating: 5 }], defaultRating: null }, kind: 'npc', lastSkillRaiseDate: '2025-01-02' });
    expect(CharacterSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c);
  });

  it('fills empty defaults for a new character', () => {
    expect(makeCharacter({ id: 'c1', name: 'Harry' })).toEqual({
      id: 'c1', name: 'Harry', kind: 'pc', concept: '', attributes: [], actionSkills: [], backgroundSkills: [],
      languages: [], quirks: [], luckPoints: 0, xp: 0, lastSkillRaiseDate: null, notes: '', npc: null,
    });
  });

  it('rejects broken records with readable messages', () => {
    const result = CharacterSchema.safeParse({ ...nikos(), name: ' ', attributes: [{ name: 'Reactive', rating: 1.5 }], lastSkillRaiseDate: 'yesterday' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['A character needs a name', 'Ratings are whole numbers', 'Expected a date as YYYY-MM-DD']));
  });

  it('finds abilities case- and space-insensitively', () => {
    expect(abilityKey('  Viper   Piloting ')).toBe('viper piloting');
    expect(findRated(nikos().actionSkills, 'viper piloting')?.rating).toBe(8);
  });
});
