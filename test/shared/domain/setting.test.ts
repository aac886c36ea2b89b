import { describe, expect, it } from 'vitest';
import { SettingSchema } from '../../../shared/domain/setting';
import { BSG_SETTING } from '../../../shared/core/content';

describe('Setting', () => {
  it('rejects a ruling attribute or special ability that the setting does not have', () => {
    const broken = {
      ...BSG_SETTING,
      actionSkills: [...BSG_SETTING.actionSkills, { name: 'Hacking', rulingAttribute: 'Intellect', description: '' }],
      specialAbilities: { ...BSG_SETTING.specialAbilities, toughness: 'Constitution' },
    };
    const result = SettingSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Hacking is ruled by Intellect, which is not an attribute of this setting',
      'Constitution (toughness) is neither an attribute nor an action skill of this setting',
    ]);
  });
});
