/** Issue 39 item 8: FS3.2's rating words and seed 004's 1–12 descriptions, as the sheet, roller and PDF read them. */
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../../shared/domain/character';
import { abilityRatingLine, ratingTag, ratingWords } from '../../../../shared/sheet/rating-words';
import { fs32System } from '../../../helpers/fs32-system';

const FS32 = fs32System();

describe('004 "Attribute Meaning" and "Skill Meaning"', () => {
  it('names attributes Poor to Exceptional and skills Untrained to Master, with no result-table row', () => {
    expect([1, 2, 3, 4].map((r) => ratingWords(FS32, 'attribute', r, 'Athletic').label)).toEqual(['Poor', 'Average', 'Good', 'Exceptional']);
    expect([0, 1, 3, 4, 6, 7, 9, 10, 12].map((r) => ratingWords(FS32, 'action-skill', r, 'Firearms').label)).toEqual([
      'Untrained', 'Novice', 'Novice', 'Proficient', 'Proficient', 'Veteran', 'Veteran', 'Master', 'Master',
    ]);
    expect(ratingWords(FS32, 'background-skill', 2, 'Chess').label).toBe('Novice');
    expect(ratingTag(ratingWords(FS32, 'attribute', 3, 'Athletic'))).toBe('Good');
    expect(ratingWords(FS32, 'attribute', 3, 'Athletic')).toEqual({ label: 'Good', row: null, ranges: null, description: null });
  });

  it("gives 004's description of each skill rating 1-12, and nothing off the scales", () => {
    expect(ratingWords(FS32, 'action-skill', 5, 'Firearms').description).toBe("You are no longer the 'rook' and have learned some of the tricks of the trade.");
    expect(ratingWords(FS32, 'action-skill', 12, 'Firearms').description).toBe("You are one of the best in the world (alive today, not necessarily 'best of all time').");
    expect(ratingWords(FS32, 'action-skill', 8, 'Firearms').description).toMatch(/^You are a highly skilled, senior professional/);
    expect(ratingWords(FS32, 'action-skill', 0, 'Firearms').description).toBeNull();
    expect(ratingWords(FS32, 'attribute', 5, 'Athletic').label).toBeNull();
    expect(ratingWords(FS32, 'action-skill', 13, 'Firearms').label).toBeNull();
    expect(ratingWords(FS32, 'npc-rating', 6, 'Firearms').label).toBeNull();
  });

  it("the roller's line for the chosen ability", () => {
    const c = makeCharacter({ id: 'pc', name: 'Ruiz', attributes: [{ name: 'Athletic', rating: 4 }], actionSkills: [{ name: 'Firearms', rating: 6 }] });
    expect(abilityRatingLine(FS32, c, 'Firearms')).toEqual({
      text: 'Firearms 6 \u00b7 Proficient', description: 'You are a thoroughly competent professional with a several years of experience.',
    });
    expect(abilityRatingLine(FS32, c, 'Athletic')).toEqual({ text: 'Athletic 4 \u00b7 Exceptional', description: null });
    expect(abilityRatingLine(FS32, c, 'Stealth')?.text).toBe('Stealth 0 \u00b7 Untrained');
    expect(abilityRatingLine(FS32, c, 'Nothing')).toBeNull();
  });
});
