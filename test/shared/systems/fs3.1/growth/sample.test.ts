/** FS3.1's sample campaign: a valid template whose crew passes FS3.1 chargen exactly and whose NPC ratings sit on the table's rows. */
import { describe, expect, it } from 'vitest';
import { CampaignTemplateSchema } from '../../../../../shared/domain/campaign-export';
import { checkCharacter, findEdition, ratingProblems, resolveSystem } from '../../../../../shared/systems';

describe('FS3.1 sample campaign', () => {
  const edition = findEdition('fs3.1')!;
  const sample = CampaignTemplateSchema.parse(edition.sampleCampaign!());
  const system = resolveSystem({ choice: sample.system, setting: sample.setting, gear: sample.gear });

  it('plays FS3.1 on the Storyteller\'s Guide sample setting', () => {
    expect(sample.system.edition).toBe('fs3.1');
    expect(sample.setting.id).toBe('fs3.1-bsg-sample');
  });

  for (const c of sample.characters.filter((x) => x.kind === 'pc')) {
    it(`${c.name} spends exactly the 80 points within every limit, with no finding`, () => {
      const report = checkCharacter(system, c);
      expect(report.findings).toEqual([]);
      expect(report.points.total).toBe(80);
      expect(report.points.languages).toBeGreaterThan(0);
    });
  }

  it('every rating, NPCs\' included, is on 002\'s scales', () => {
    for (const c of sample.characters) expect(ratingProblems(system, c)).toEqual([]);
  });
});
