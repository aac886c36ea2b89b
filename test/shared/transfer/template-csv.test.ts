import { describe, expect, it } from 'vitest';
import { NpcTemplateBodySchema, type NpcTemplateBody } from '../../../shared/encounters/schemas';
import { ratingRange } from '../../../shared/systems';
import { locatedText } from '../../../shared/transfer/located';
import { templatesFromCsv, templatesToCsv } from '../../../shared/transfer/template-csv';
import { everyEditionSystem } from './editions';

describe('NPC templates CSV', () => {
  for (const { id, system } of everyEditionSystem()) {
    it(`round-trips losslessly in ${id}`, () => {
      const skill = system.setting.actionSkills[0]!.name;
      const templates: NpcTemplateBody[] = [
        NpcTemplateBodySchema.parse({ name: 'Centurion', concept: 'Legion veteran, "tireless"', ratings: [{ name: skill, rating: 6 }, { name: 'Tracking', rating: 4 }], defaultRating: 3, weapon: 'Assault Rifle', armor: 'Light Vest', stance: 'normal', level: null }),
        NpcTemplateBodySchema.parse({ name: '=Raider', ratings: [], defaultRating: null }),
      ];
      const csv = templatesToCsv(system, templates);
      const read = templatesFromCsv(system, csv);
      expect(read.errors.map(locatedText)).toEqual([]);
      expect(read.items.map((i) => i.value)).toEqual(templates);
      expect(csv).toContain('Rating: Tracking');
    });
  }

  it('locates bad ratings, numbers and duplicate names', () => {
    const { system } = everyEditionSystem()[0]!;
    const skill = system.setting.actionSkills[0]!.name;
    const top = ratingRange(system, 'npc-rating', skill).max;
    const read = templatesFromCsv(system, `Name,Default rating,${skill}\nGuard,3,5\nBrute,x,5\nSniper,3,${top + 1}\nguard,1,1\n`);
    expect(read.items.map((i) => i.name)).toEqual(['Guard']);
    expect(read.errors.map(locatedText)).toEqual([
      "row 3, column 'Default rating': 'x' is not a whole number",
      `row 4, column '${skill}': ${top + 1} is above the highest rating, ${top}`,
      "row 5, column 'Name': 'guard' is also in row 2",
    ]);
  });
});
