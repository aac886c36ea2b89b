import { describe, expect, it } from 'vitest';
import { findEdition, resolveSettingSystem } from '../../../../shared/systems';
import { ARES3E_EDITION } from '../../../../shared/systems/aresmush-3e';
import { ARES3E_DICE_ENGINE } from '../../../../shared/systems/aresmush-3e/dice';
import { ares3eCoreFromConfig, ARES3E_OPS } from '../../../../shared/systems/aresmush-3e/ops';
import { ARES3E_RULESET } from '../../../../shared/systems/aresmush-3e/ruleset';
import { minimalFs32Setting } from '../../../../shared/systems/fs3.2/templates';
import { emptyGameConfig } from '../../../../shared/config/model';
import { aresSystem, defaultConfig } from './helpers';

describe('the Third Edition edition (§A, §B)', () => {
  it('is registered with its own dice engine and ops (wounds still FS3.2 until combat/ is wired)', () => {
    expect(findEdition('aresmush-3e')).toBe(ARES3E_EDITION);
    expect(ARES3E_EDITION.dice).toBe(ARES3E_DICE_ENGINE);
    expect(ARES3E_EDITION.dice.kind).toBe(ARES3E_RULESET.dice.kind);
    expect(ARES3E_EDITION.ops).toBe(ARES3E_OPS);
    expect(ARES3E_DICE_ENGINE.outcomes(ARES3E_RULESET).map((o) => o.label)).toEqual([
      'Embarrassing Failure', 'Failure', 'Success', 'Good Success', 'Great Success', 'Amazing Success',
    ]);
  });

  it('§A.1 §B.7 §B.8 its ruleset holds AresMUSH\'s defaults', () => {
    expect(ARES3E_RULESET.dice).toMatchObject({ hitThreshold: 6, attributeAloneBonus: 1, rawPoolBonus: 2, zeroPool: { kind: 'minimum-dice', dice: 1 } });
    expect(ARES3E_RULESET.xp).toEqual({ raiseCost: [1, 1, 2, 3, 6, 8, 8, 12], weeklyAward: 1, daysBetweenRaises: 30, maxSavedXp: 4, languageCost: 1 });
    expect(ARES3E_RULESET.chargen).toMatchObject({ abilityPoints: 40, maxActionSkillPoints: 28, maxAttributePoints: 12, minBackgroundSkills: 2 });
    expect(ARES3E_RULESET.luck).toMatchObject({ startingPoints: 1, maxPoints: 3, bonusDice: 3 });
  });

  it('the config replaces only the numbers it holds; a campaign without one keeps its setting\'s', () => {
    expect(ares3eCoreFromConfig(ARES3E_RULESET, null)).toBe(ARES3E_RULESET);
    const edited = { ...ARES3E_RULESET, chargen: { ...ARES3E_RULESET.chargen, abilityPoints: 55 }, xp: { ...ARES3E_RULESET.xp, maxSavedXp: 9 } };
    const bare = ares3eCoreFromConfig(edited, emptyGameConfig());
    expect(bare.chargen.abilityPoints).toBe(55);
    expect(bare.xp.maxSavedXp).toBe(9);
    const config = defaultConfig();
    config.fs3skills.max_ap = 44;
    config.fs3skills.xp_costs = { ...config.fs3skills.xp_costs, action: { 1: 2, 2: 3 } };
    const fromFile = ares3eCoreFromConfig(edited, config);
    expect(fromFile.chargen.abilityPoints).toBe(44);
    expect(fromFile.xp.maxSavedXp).toBe(4);
    expect(fromFile.xp.raiseCost).toEqual([1, 2, 3]);
    expect(aresSystem(config).core.chargen.abilityPoints).toBe(44);
  });

  it('FS3.2 campaigns are untouched by the config seam', () => {
    const fs32 = resolveSettingSystem({ edition: 'fs3.2', houseRules: {} }, minimalFs32Setting());
    expect(fs32.edition.coreFromConfig).toBeUndefined();
  });
});
