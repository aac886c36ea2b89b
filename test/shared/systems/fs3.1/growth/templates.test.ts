/**
 * FS3.1's starting settings: the minimal one (what FS3.1 needs to run) and seed 000's "Sample
 * Configuration" on FS3.1's numbers. Both resolve, their special roles point at abilities that
 * exist, and a character made by the sample's rules passes chargen.
 */
import { describe, expect, it } from 'vitest';
import { SettingSchema, SPECIAL_ABILITY_ROLES } from '../../../../../shared/domain/setting';
import { checkCharacter, findEdition, lintSetting, poolForAbility } from '../../../../../shared/systems';
import { fs31System, samplePilot } from './helpers';

const edition = findEdition('fs3.1')!;

describe('FS3.1 templates', () => {
  it('the first is the minimal one, the second 000\'s sample', () => {
    expect(edition.templates.map((t) => t.id)).toEqual(['minimal', 'storytellers-guide-sample']);
  });

  for (const t of edition.templates) {
    it(`${t.id}: a valid setting that resolves on FS3.1, every special role on an ability it has`, () => {
      const setting = SettingSchema.parse(t.setting());
      const system = fs31System(t.id);
      expect(system.edition.id).toBe('fs3.1');
      expect(system.core.ratings).toEqual({ attribute: { min: 1, max: 12 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 12 } });
      const names = new Set([...setting.attributes.map((a) => a.name), ...setting.actionSkills.map((a) => a.name)]);
      for (const role of SPECIAL_ABILITY_ROLES) expect(names.has(setting.specialAbilities[role])).toBe(true);
      for (const role of edition.specialRoles) expect(setting.specialAbilities[role.id]).toBeTruthy();
      const pilot = samplePilot();
      const roster = t.id === 'minimal' ? [] : [{ id: pilot.id, name: pilot.name, kind: pilot.kind, attributes: pilot.attributes, actionSkills: pilot.actionSkills }];
      expect(lintSetting(edition, setting, roster).filter((f) => f.severity === 'error')).toEqual([]);
    });
  }

  it('each call is a fresh copy', () => {
    const a = edition.templates[1]!.setting();
    a.attributes.pop();
    expect(edition.templates[1]!.setting().attributes).toHaveLength(6);
  });

  it('000 "Sample Configuration": its attributes, action skills with ruling attributes, languages, points and limits', () => {
    const s = fs31System().setting;
    expect(s.attributes.map((a) => a.name)).toEqual(['Academic', 'Creative', 'Technical', 'Athletic', 'Reactive', 'Social']);
    expect(s.actionSkills.map((a) => a.name)).toEqual([
      'Firearms', 'Melee', 'Alertness', 'Stealth', 'Viper Piloting', 'Raptor Piloting', 'ECM', 'Gunnery', 'Repair', 'First Aid', 'Medicine',
    ]);
    const attrs = new Set(s.attributes.map((a) => a.name));
    expect(s.actionSkills.every((a) => attrs.has(a.rulingAttribute))).toBe(true);
    expect(s.languages.length).toBeGreaterThan(0);
    expect(s.ruleset.chargen).toEqual({
      abilityPoints: 80, highRatingThreshold: 7, maxHighRatedAbilities: 4, minBackgroundSkills: 2, maxActionSkillPoints: 32, maxAttributePoints: 32, minQuirks: 1, maxQuirks: 4,
    });
    expect(s.ruleset.xp).toMatchObject({ weeklyAward: 2, maxSavedXp: 16, daysBetweenRaises: 3 });
    expect(s.specialAbilities).toEqual({ initiative: 'Reactive', toughness: 'Athletic', firstAid: 'First Aid', medicine: 'Medicine', repair: 'Repair', juryRig: 'Repair' });
  });

  it('a character made from the sample passes chargen, and its skills and languages roll on their rows', () => {
    const system = fs31System();
    expect(checkCharacter(system, samplePilot()).ok).toBe(true);
    const pool = poolForAbility(system, samplePilot(), 'Viper Piloting');
    expect(pool.size).toBe(8);
    // Reactive 7 rules Viper Piloting: +4 (002 "+2 for every level above 5").
    expect(pool.modifiers.reduce((s, m) => s + m.dice, 0)).toBe(4);
    expect(poolForAbility(system, samplePilot(), 'Tauron').size).toBe(5);
  });

  it('minimal: the default numbers are 000\'s (80 points, 4 at 7+, 32/32, 1-4 quirks, 2 backgrounds)', () => {
    expect(fs31System('minimal').core.chargen).toMatchObject({ abilityPoints: 80, maxHighRatedAbilities: 4, maxAttributePoints: 32, maxActionSkillPoints: 32, minQuirks: 1, maxQuirks: 4, minBackgroundSkills: 2 });
  });
});
