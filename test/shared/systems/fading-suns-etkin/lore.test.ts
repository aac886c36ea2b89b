/** Seed 003 "Allegiance More" and "Occult Sensitivity" (CHARACTERS-NOTES.md "Lore"). */
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../../shared/domain/character';
import { allegianceLoreName, isAllegianceLore, occultSensitivity, withAllegianceLore } from '../../../../shared/systems/fading-suns-etkin/lore';

const dante = () => makeCharacter({ id: 'd', name: 'Dante', attributes: [{ name: 'Dexterity', rating: 7 }], actionSkills: [{ name: 'Observe', rating: 4 }] });

describe('003 "a free Lore skill ... equal to the benefice cost of his rank"', () => {
  it('is a background skill named after the organization, at the rank\'s cost', () => {
    const c = withAllegianceLore(dante(), { organization: 'Brother Battle', rankCost: 3, rulingAttribute: 'Wits' });
    expect(c.backgroundSkills).toEqual([{ name: 'Allegiance Lore (Brother Battle)', rating: 3, rulingAttribute: 'Wits' }]);
    expect(isAllegianceLore('allegiance  lore (brother battle)')).toBe(true);
    expect(isAllegianceLore('Lore (Kurga Caliphate)')).toBe(false);
  });

  it('"may only be increased when the character raises in rank": a new rank sets it; a lower cost is refused naming the field', () => {
    const c = withAllegianceLore(dante(), { organization: 'Brother Battle', rankCost: 3, rulingAttribute: 'Wits' });
    const promoted = withAllegianceLore(c, { organization: 'Brother Battle', rankCost: 5, rulingAttribute: 'Faith' });
    expect(promoted.backgroundSkills).toEqual([{ name: allegianceLoreName('Brother Battle'), rating: 5, rulingAttribute: 'Wits' }]);
    expect(() => withAllegianceLore(promoted, { organization: 'Brother Battle', rankCost: 4, rulingAttribute: 'Wits' })).toThrow(/^rankCost: .*only rises with rank/);
    expect(() => withAllegianceLore(c, { organization: ' ', rankCost: 4, rulingAttribute: 'Wits' })).toThrow(/^organization:/);
    expect(() => withAllegianceLore(c, { organization: 'X', rankCost: 0, rulingAttribute: 'Wits' })).toThrow(/^rankCost:/);
  });
});

describe('003 "a Psi or Theurgy + Observe test"', () => {
  it('names the higher of Psi and Theurgy with Observe; nothing for a character with neither', () => {
    expect(occultSensitivity(dante())).toBeNull();
    const mira = { ...dante(), attributes: [{ name: 'Psi', rating: 3 }, { name: 'Theurgy', rating: 1 }] };
    expect(occultSensitivity(mira)).toEqual({ characteristic: 'Psi', rating: 3, skill: 'Observe', skillRating: 4 });
    const priest = { ...dante(), attributes: [{ name: 'Theurgy', rating: 4 }], actionSkills: [] };
    expect(occultSensitivity(priest)).toEqual({ characteristic: 'Theurgy', rating: 4, skill: 'Observe', skillRating: 0 });
  });
});
