import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../shared/domain/character';
import { EncounterBodySchema, NpcTemplateSchema } from '../../../shared/encounters/schemas';
import { characterFile, encounterFile, readJsonFile } from '../../../shared/transfer/envelope';

const META = { edition: 'fs3.2', exportedAt: '2026-03-01T12:00:00.000Z', appVersion: '0.1.0' };

describe('single character and encounter files', () => {
  it('read back what they wrote, with their format id and version', () => {
    const character = makeCharacter({ id: 'c1', name: 'Okafor', concept: 'Pilot' });
    expect(readJsonFile(characterFile(character, META))).toEqual({ kind: 'character', file: { format: 'fs3-console.character', formatVersion: 1, ...META, character } });
    const template = NpcTemplateSchema.parse({ id: 't1', updatedAt: META.exportedAt, name: 'Centurion' });
    const encounter = EncounterBodySchema.parse({ name: 'Ambush', teams: [{ name: 'A' }, { name: 'B' }], groups: [{ templateId: 't1', count: 2, team: 2 }], characters: [{ characterId: 'c1', team: 1 }] });
    const read = readJsonFile(encounterFile({ encounter, templates: [template], characters: [character] }, META));
    expect(read).toMatchObject({ kind: 'encounter', file: { format: 'fs3-console.encounter', encounter, templates: [template], characters: [character] } });
  });

  it('refuse a newer format, another app\'s format and a broken field by name; other JSON is taken as Improved Initiative', () => {
    expect(readJsonFile(JSON.stringify({ format: 'fs3-console.character', formatVersion: 9 }))).toMatchObject({ kind: 'error', error: { message: expect.stringContaining('newer FS3 Console (format version 9') } });
    expect(readJsonFile(JSON.stringify({ format: 'fs3-console.campaign' }))).toMatchObject({ kind: 'error', error: { message: 'a "fs3-console.campaign" file, not a character or encounter export' } });
    expect(readJsonFile(JSON.stringify({ format: 'fs3-console.character', formatVersion: 1, ...META, character: { name: 'x' } }))).toMatchObject({ kind: 'error', error: { message: expect.stringMatching(/^character\.id: /) } });
    expect(readJsonFile('{"Combatants":[]}')).toEqual({ kind: 'improved-initiative', text: '{"Combatants":[]}' });
  });
});
