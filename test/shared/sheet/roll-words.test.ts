// The sheet roller's wound modifier text (shared/sheet/roll-words.ts): signed as the penalty it is,
// and "0" without wounds (the walk found "Wound modifier (−0)" on an unhurt character's sheet).
import { describe, expect, it } from 'vitest';
import { woundText } from '../../../shared/sheet/roll-words';
import { findEdition, resolveSystem, type GameSystem } from '../../../shared/systems';

function systemOf(editionId: string): GameSystem {
  const edition = findEdition(editionId)!;
  const setting = edition.templates.map((t) => t.setting()).find((x) => x.actionSkills.length > 0)!;
  return resolveSystem({ choice: { edition: edition.id, houseRules: {} }, setting, gear: edition.builtinGear() });
}

describe('wound modifier text', () => {
  it('is 0 without wounds and a minus penalty with them, in dice and in percent', () => {
    for (const id of ['fs3.2', 'aresmush-3e', 'fs3.1']) expect(woundText(systemOf(id), 0), id).toBe('0');
    expect(woundText(systemOf('fs3.2'), 2)).toBe('\u22122');
    expect(woundText(systemOf('aresmush-3e'), 1)).toBe('\u22121');
    expect(woundText(systemOf('fs3.1'), 25)).toBe('\u221225');
    expect(woundText(systemOf('fs3.1'), -25)).toBe('\u221225');
  });
});
