/** The edition's settings and the sample campaign (CHARACTERS-NOTES.md "Settings"): Dante on the seed's own numbers. */
import { describe, expect, it } from 'vitest';
import { CampaignTemplateSchema } from '../../../../shared/domain/campaign-export';
import { SettingSchema } from '../../../../shared/domain/setting';
import { abilityOdds, findEdition, lintSetting, luckRefresh, luckWord, poolForAbility, sheetTracks } from '../../../../shared/systems';
import { plainPoolText } from '../../../../shared/sheet/rating-words';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { etkinSystem, sampleCharacter } from './helpers';

const edition = findEdition('fading-suns-etkin')!;

describe('the settings a campaign starts from', () => {
  it('every template is a valid setting; the full ones carry the occult pairs, Destiny replaces Human in the last', () => {
    expect(edition.templates.map((t) => t.id)).toEqual(['minimal', 'full', 'destiny']);
    for (const t of edition.templates) expect(SettingSchema.safeParse(t.setting()).success, t.id).toBe(true);
    const full = edition.templates[1]!.setting().attributes.map((a) => a.name);
    expect(full).toEqual(expect.arrayContaining(['Strength', 'Dexterity', 'Endurance', 'Wits', 'Perception', 'Tech', 'Extrovert', 'Introvert', 'Passion', 'Calm', 'Faith', 'Ego', 'Human', 'Psi', 'Theurgy']));
    const destiny = edition.templates[2]!.setting().attributes.map((a) => a.name);
    expect(destiny).toContain('Destiny');
    expect(destiny).not.toContain('Human');
  });

  it('the setting lint finds nothing to fix in any of them, with the sample\'s characters held', () => {
    const held = (edition.sampleCampaign!().characters ?? []).map((c) => ({ id: c.id, name: c.name, kind: c.kind ?? 'pc', attributes: c.attributes ?? [], actionSkills: c.actionSkills ?? [] }));
    for (const t of edition.templates) expect(lintSetting(edition, t.setting(), t.id === 'full' ? held : []).map((f) => `${f.severity} ${f.message}`), t.id).toEqual([]);
  });

  it('the recovery ability is Vigor ruled by Endurance, for "Endurance + ½ Vigor"', () => {
    for (const t of edition.templates) {
      const s = t.setting();
      expect(s.specialAbilities.toughness).toBe('Vigor');
      expect(s.actionSkills.find((a) => a.name === 'Vigor')!.rulingAttribute).toBe('Endurance');
    }
  });
});

describe('the sample campaign', () => {
  const sample = edition.sampleCampaign!();
  const system = etkinSystem('full');

  it('is a valid campaign on this edition', () => {
    expect(CampaignTemplateSchema.safeParse(sample).success).toBe(true);
    expect(sample.system?.edition).toBe('fading-suns-etkin');
    expect((sample.characters ?? []).map((c) => c.name)).toEqual(['Brother Dante', 'Mira Voss', 'Kurgan Raider', 'Kurgan Sharpshooter']);
  });

  it('003 "Dante, the brother battle has Calm of 4 and Stoic Mind of 5 so he gets to roll 2d20 with a goal number of 9"', () => {
    const pool = poolForAbility(system, sampleCharacter('pc-dante'), 'Stoic Mind');
    expect(pool).toMatchObject({ size: 9, diceRolled: 2 });
    expect(plainPoolText(system, sampleCharacter('pc-dante'), 'Stoic Mind')).toBe('goal 9');
  });

  it('003 "Dante shoots at a Kurgan, his Dex is 7 and his shoot is 7. He normally rolls 3d20 with a goal of 14"', () => {
    const pool = poolForAbility(system, sampleCharacter('pc-dante'), 'Shoot');
    expect(pool).toMatchObject({ size: 14, diceRolled: 3 });
    expect(abilityOdds(system, pool).pSuccess).toBeGreaterThan(0.9);
  });

  it('the sheet\'s tracks: Dante\'s vitality (Endurance 6 + 5) and his hero pool (Human 5), refreshed to full', () => {
    const dante = { ...sampleCharacter('pc-dante'), luckPoints: 2 };
    const wounds = [createWound({ location: 'Body', severity: 'light', type: 'wound', source: 'x' }), createWound({ location: 'Body', severity: 'serious', type: 'wound', source: 'x' })];
    expect(sheetTracks(system, dante, wounds)).toEqual([
      { id: 'vitality', label: 'Vitality', value: 9, max: 11, detail: 'Endurance 6 + 5 \u00b7 1 endurance level lost, 1 vitality level lost \u00b7 wound penalty \u22122 goal' },
      { id: 'hero-points', label: 'Hero points', value: 2, max: 5, detail: 'pool = Human 5; refreshes every span' },
    ]);
    expect(luckRefresh(system, dante, 'Span 2')).toEqual({ points: 3, reason: 'Hero pool refreshed (Span 2): back to 5 (Human 5)' });
    expect(luckWord(system)).toBe('Hero points');
  });

  it('Mira can sense the occult (Psi 3); Dante carries his order\'s allegiance lore at its rank\'s cost', () => {
    expect(sampleCharacter('pc-mira').attributes.find((a) => a.name === 'Psi')!.rating).toBe(3);
    expect(sampleCharacter('pc-dante').backgroundSkills[0]).toEqual({ name: 'Allegiance Lore (Brother Battle)', rating: 3, rulingAttribute: 'Wits' });
  });
});
