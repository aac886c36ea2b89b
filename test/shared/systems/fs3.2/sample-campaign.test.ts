import { describe, expect, it } from 'vitest';
import { CampaignTemplateSchema } from '../../../../shared/domain/campaign-export';
import { checkCharacter } from '../../../../shared/core/character/chargen';
import { SAMPLE_CAMPAIGN } from '../../../../shared/systems/fs3.2/sample-campaign';

describe('sample campaign', () => {
  const template = CampaignTemplateSchema.parse(SAMPLE_CAMPAIGN);

  it('is a valid template with four PCs and three NPCs', () => {
    expect(template.characters.filter((c) => c.kind === 'pc')).toHaveLength(4);
    expect(template.characters.filter((c) => c.kind === 'npc')).toHaveLength(3);
    expect(template.gear.hitCharts.map((c) => c.name)).toContain('Humanoid');
  });

  it('has player characters that pass the setting’s chargen check without errors', () => {
    for (const c of template.characters.filter((ch) => ch.kind === 'pc')) {
      const report = checkCharacter(template.setting, c);
      expect(report.findings.filter((f) => f.severity === 'error'), c.name).toEqual([]);
    }
  });
});
