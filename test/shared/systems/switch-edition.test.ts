import { describe, expect, it } from 'vitest';
import { findEdition, resolveSystem, settingFitsEdition, settingForEdition } from '../../../shared/systems';
import { BSG_SETTING } from '../../../shared/core/content/battlestar-galactica';

const fs31 = findEdition('fs3.1')!;
const fs32 = findEdition('fs3.2')!;

describe('a setting moved to another edition', () => {
  it('takes the edition\'s numbers and keeps its names, ruleset id and name', () => {
    expect(settingFitsEdition(BSG_SETTING, fs32)).toBe(true);
    const moved = settingForEdition(BSG_SETTING, fs31);
    expect(moved.ruleset).toEqual({ ...fs31.defaultRuleset, id: BSG_SETTING.ruleset.id, name: BSG_SETTING.ruleset.name });
    expect(moved.attributes).toEqual(BSG_SETTING.attributes);
    expect(moved.actionSkills).toEqual(BSG_SETTING.actionSkills);
    expect(settingFitsEdition(moved, fs31)).toBe(true);
    // FS3.1 reads its own ranges afterwards: attribute 7 is in range, FS3.2's 1–4 would refuse it.
    const system = resolveSystem({ choice: { edition: 'fs3.1', houseRules: {} }, setting: moved, gear: fs31.builtinGear() });
    expect(system.core.ratings.attribute).toEqual({ min: 1, max: 12 });
    // Back again: FS3.2's numbers, not FS3.1's.
    expect(settingForEdition(moved, fs32).ruleset.ratings.attribute).toEqual(fs32.defaultRuleset.ratings.attribute);
  });

  it('leaves a setting that already fits as it is (the same object)', () => {
    expect(settingForEdition(BSG_SETTING, fs32)).toBe(BSG_SETTING);
  });
});
