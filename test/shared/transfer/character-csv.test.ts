import { describe, expect, it } from 'vitest';
import type { Character } from '../../../shared/domain/character';
import { ratingRange, startingCharacter, type GameSystem } from '../../../shared/systems';
import { charactersFromCsv, charactersToCsv } from '../../../shared/transfer/character-csv';
import { locatedText } from '../../../shared/transfer/located';
import { everyEditionSystem } from './editions';

/** A PC using every column (lists, progress, awkward text) and a single-rating NPC, in range for `system`. */
function party(system: GameSystem): Character[] {
  const skills = system.setting.actionSkills.slice(0, 3).map((s, i) => {
    const r = ratingRange(system, 'action-skill', s.name);
    return { name: s.name, rating: Math.min(r.max, r.min + i + 1) };
  });
  const extra = { name: 'Underwater Basket Weaving', rating: ratingRange(system, 'action-skill', 'Underwater Basket Weaving').min };
  const pc: Character = {
    ...startingCharacter(system, { id: 'pc-1', name: 'Okafor, J.', kind: 'pc' }),
    concept: 'Pilot.\nSays "never again", twice.',
    actionSkills: [{ ...skills[0]!, xpProgress: { spent: 2, lastLearned: '2026-01-02' } }, ...skills.slice(1), extra],
    backgroundSkills: [{ name: 'Cooking (Caprican)', rulingAttribute: system.setting.attributes[0]!.name, rating: ratingRange(system, 'background-skill', 'Cooking').min + 1 }],
    languages: ['Standard', 'Old Tongue'],
    quirks: ['Hums when nervous', 'Keeps a C:\\ drive'],
    luckPoints: 2,
    xp: 7,
    lastSkillRaiseDate: '2026-02-03',
    notes: '=HYPERLINK("x") is text, not a formula',
  };
  const npc: Character = {
    ...startingCharacter(system, { id: 'npc-1', name: 'Centurion', kind: 'npc' }),
    attributes: [],
    luckPoints: 0,
    npc: { ratings: [{ name: skills[0]!.name, rating: 5 }, { name: 'Melee', rating: 4 }], defaultRating: 3 },
  };
  return [pc, npc];
}

const withoutIds = (cs: readonly Character[]) => cs.map(({ id: _id, ...rest }) => rest);

describe('characters CSV', () => {
  for (const { id, system } of everyEditionSystem()) {
    it(`round-trips losslessly in ${id}`, () => {
      const chars = party(system);
      const csv = charactersToCsv(system, chars);
      const read = charactersFromCsv(system, csv);
      expect(read.errors.map(locatedText)).toEqual([]);
      expect(withoutIds(read.items.map((i) => i.value))).toEqual(withoutIds(chars));
      // And the same file again.
      expect(charactersToCsv(system, read.items.map((i) => i.value))).toBe(csv);
    });
  }

  it('heads setting abilities by name and others "Action skill: X"; formula-looking text is guarded', () => {
    const { system } = everyEditionSystem()[0]!;
    const csv = charactersToCsv(system, party(system));
    const header = csv.slice(1, csv.indexOf('\r\n')).split(',');
    expect(header.slice(0, 6)).toEqual(['Name', 'Kind', 'Concept', 'Luck', 'XP', 'Last raise']);
    expect(header).toContain(system.setting.attributes[0]!.name);
    expect(header).toContain('Action skill: Underwater Basket Weaving');
    expect(csv).toContain(`"'=HYPERLINK(""x"") is text, not a formula"`);
  });

  for (const { id, system } of everyEditionSystem()) {
    it(`locates every bad row and makes nothing of them in ${id}`, () => {
      const attr = system.setting.attributes[0]!.name;
      const skill = system.setting.actionSkills[0]!.name;
      const top = ratingRange(system, 'action-skill', skill).max;
      const csv = [
        `Name,Kind,${attr},${skill},Luck`,
        `Adama,PC,2,3,1`,
        `Roslin,President,2,3,1`,
        `Tigh,PC,2,${top + 1},1`,
        `Gaeta,PC,two,3,1`,
        `Adama,NPC,2,3,0`,
        `,PC,2,3,0`,
        `Starbuck,PC,2,3,-1`,
      ].join('\n');
      const read = charactersFromCsv(system, csv);
      expect(read.items.map((i) => i.name)).toEqual(['Adama']);
      expect(read.errors.map(locatedText)).toEqual([
        "row 3, column 'Kind': 'President' is neither PC nor NPC",
        `row 4, column '${skill}': ${top + 1} is above the highest rating, ${top}`,
        `row 5, column '${attr}': 'two' is not a whole number`,
        "row 6, column 'Name': 'Adama' is also in row 2",
        "row 7, column 'Name': a character needs a name",
        "row 8, column 'Luck': -1 is below 0",
      ]);
    });
  }

  it('refuses an unknown heading at row 1 and says how to import it anyway', () => {
    const { system } = everyEditionSystem()[0]!;
    const read = charactersFromCsv(system, 'Name,Jedi Powers\nLuke,5\n');
    expect(read.items).toEqual([]);
    expect(read.errors.map(locatedText)).toEqual([
      `row 1, column 'Jedi Powers': not a column this campaign knows (no attribute or action skill of ${system.setting.name} has this name); head it 'Attribute: Jedi Powers' or 'Action skill: Jedi Powers' to import it anyway`,
    ]);
    expect(charactersFromCsv(system, 'Kind\nPC\n').errors.map(locatedText)).toEqual(["row 1: the file needs a 'Name' column"]);
  });

  it('gives a file without attribute columns the edition\'s starting attributes', () => {
    const { system } = everyEditionSystem()[0]!;
    const read = charactersFromCsv(system, 'Name,Kind\nApollo,PC\n');
    expect(read.items[0]!.value.attributes).toEqual(startingCharacter(system, { id: 'x', name: 'Apollo', kind: 'pc' }).attributes);
  });
});
