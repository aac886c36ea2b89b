import { describe, expect, it } from 'vitest';
import { SettingSchema } from '../../../../shared/domain/setting';
import { BSG_SETTING, BUILT_IN_SETTINGS, findBuiltInSetting } from '../../../../shared/core/content';

describe("the Storyteller's Guide sample setting (seed 000)", () => {
  it('is a valid setting and a built-in template', () => {
    expect(SettingSchema.parse(BSG_SETTING)).toEqual(BSG_SETTING);
    expect(BUILT_IN_SETTINGS).toContain(BSG_SETTING);
    expect(findBuiltInSetting('bsg-sample')).toBe(BSG_SETTING);
  });

  it('has the six attributes and eleven action skills of the sample', () => {
    expect(BSG_SETTING.attributes.map((a) => a.name)).toEqual(['Academic', 'Creative', 'Technical', 'Athletic', 'Reactive', 'Social']);
    expect(BSG_SETTING.actionSkills.map((a) => a.name)).toEqual([
      'Firearms', 'Melee', 'Alertness', 'Stealth', 'Viper Piloting', 'Raptor Piloting', 'ECM', 'Gunnery', 'Repair', 'First Aid', 'Medicine',
    ]);
    expect(BSG_SETTING.backgroundSkillIdeas).toHaveLength(9);
  });

  it('carries the sample chargen limits, XP rules and special abilities', () => {
    expect(BSG_SETTING.ruleset.chargen).toEqual({
      abilityPoints: 80, highRatingThreshold: 7, maxHighRatedAbilities: 4, minBackgroundSkills: 2,
      maxActionSkillPoints: 32, maxAttributePoints: 32, minQuirks: 1, maxQuirks: 4,
    });
    expect(BSG_SETTING.ruleset.xp).toMatchObject({ weeklyAward: 2, maxSavedXp: 16, daysBetweenRaises: 3 });
    expect(BSG_SETTING.specialAbilities).toEqual({
      initiative: 'Reactive', toughness: 'Athletic', firstAid: 'First Aid', medicine: 'Medicine', repair: 'Repair', juryRig: 'Repair',
    });
    expect(BSG_SETTING.ruleset.dice.hitThreshold).toBe(7);
  });
});
