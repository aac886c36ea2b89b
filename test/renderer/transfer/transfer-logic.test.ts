import { describe, expect, it } from 'vitest';
import type { TransferPreview } from '../../../shared/ipc/transfer-contract';
import { clashChoices, fileRefusal, importedText, importLabel, misplacedKind, rowsWithErrors } from '../../../renderer/features/transfer/transfer-logic';

const preview = (over: Partial<TransferPreview>): TransferPreview => ({ kind: 'characters', columns: [], rows: [], errors: [], warnings: [], clashes: [], count: 0, noun: 'characters', ...over });

describe('import preview words', () => {
  it('labels the import by what it stores', () => {
    expect(importLabel(preview({ count: 3 }))).toBe('Import 3 characters');
    expect(importLabel(preview({ count: 1, noun: 'NPC templates' }))).toBe('Import 1 NPC template');
    expect(importLabel(preview({ kind: 'encounter', count: 1, noun: 'encounter' }))).toBe('Import the encounter');
  });

  it('marks the rows errors name, and says what was imported', () => {
    expect(rowsWithErrors(preview({ errors: [{ row: 3, column: 'Kind', message: 'x', text: 'x' }, { row: null, column: null, message: 'y', text: 'y' }] }))).toEqual(new Set([3]));
    expect(importedText([{ what: 'encounter', name: 'Goblin ambush' }, { what: 'template', name: 'Goblin' }, { what: 'character', name: 'Okafor' }, { what: 'character', name: 'Ruiz' }]))
      .toBe('Imported 1 encounter, 1 NPC template, 2 characters (encounter “Goblin ambush”).');
    expect(importedText([])).toMatch(/^Nothing new/);
  });

  it('refuses a huge file before reading it and points a file to its screen', () => {
    expect(fileRefusal({ name: 'big.csv', size: 50 * 1024 * 1024 })).toBe('big.csv is 50.0 MB; an import takes at most 2.0 MB.');
    expect(fileRefusal({ name: 'ok.csv', size: 1000 })).toBeNull();
    expect(misplacedKind(preview({ kind: 'encounter' }), ['character'])).toBe('This is an encounter file: import it on the Encounters screen.');
    expect(misplacedKind(preview({ kind: 'character' }), ['character'])).toBeNull();
  });
});

describe('name clash choices', () => {
  it('never offers to merge an encounter into another', () => {
    expect(clashChoices(preview({ kind: 'improved-initiative' })).map((c) => c.id)).toEqual(['rename']);
    expect(clashChoices(preview({ kind: 'encounter' })).map((c) => c.id)).toEqual(['rename', 'use-existing']);
    expect(clashChoices(preview({})).map((c) => c.label)).toEqual(['Import them under new names (“Name (2)”)', 'Keep the campaign’s own and skip these']);
  });
});
