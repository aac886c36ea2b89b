import { describe, expect, it } from 'vitest';
import { describeNames, encounterNames, groupNames } from '../../../shared/encounters/names';
import { EncounterBodySchema, NpcTemplateBodySchema } from '../../../shared/encounters/schemas';

describe('NPC group names', () => {
  it('numbers a group "Centurion 1 … 4" and keeps a lone NPC plain', () => {
    expect(groupNames('Centurion', 4)).toEqual(['Centurion 1', 'Centurion 2', 'Centurion 3', 'Centurion 4']);
    expect(groupNames('  Sergeant   Vale ', 1)).toEqual(['Sergeant Vale']);
  });

  it('continues after names already taken, in any spelling, and never repeats one', () => {
    expect(groupNames('Goon', 3, ['goon 1', 'Goon 4', 'Okafor'])).toEqual(['Goon 5', 'Goon 6', 'Goon 7']);
    expect(groupNames('Goon', 1, ['Goon'])).toEqual(['Goon 1']);
    expect(groupNames('Goon', 1, ['Goon 2'])).toEqual(['Goon 3']);
    expect(groupNames('a.b', 2, ['axb 1'])).toEqual(['a.b 1', 'a.b 2']);
  });

  it('numbers groups sharing a base name as one run, around the characters the encounter brings', () => {
    expect(encounterNames([{ baseName: 'Centurion', count: 2 }, { baseName: 'Thug', count: 1 }, { baseName: 'centurion', count: 3 }], ['Thug'])).toEqual([
      ['Centurion 1', 'Centurion 2'],
      ['Thug 1'],
      ['centurion 3', 'centurion 4', 'centurion 5'],
    ]);
    expect(encounterNames([{ baseName: 'Boss', count: 1 }, { baseName: 'Boss', count: 1 }])).toEqual([['Boss 1'], ['Boss 2']]);
    expect(describeNames(['A 1', 'A 2', 'A 3', 'A 4'])).toBe('A 1 … A 4');
  });
});

describe('encounter and template schemas', () => {
  it('fill defaults and refuse sizes with the field named', () => {
    expect(NpcTemplateBodySchema.parse({ name: ' Centurion ' })).toEqual({ name: 'Centurion', concept: '', ratings: [], defaultRating: null, weapon: null, armor: null, chart: 'Humanoid', stance: 'normal', level: null });
    const bad = NpcTemplateBodySchema.safeParse({ name: 'A', concept: 'x'.repeat(2001) });
    expect(bad.success === false && bad.error.issues[0]).toMatchObject({ path: ['concept'], message: 'A concept has at most 2000 characters' });
    const many = EncounterBodySchema.safeParse({ name: 'Horde', teams: [{ name: 'A' }], groups: Array.from({ length: 11 }, () => ({ templateId: 't', count: 50, team: 1 })) });
    expect(many.success === false && many.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['groups: At most 500 NPCs in one encounter (this has 550)']);
  });
});
