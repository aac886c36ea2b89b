import type { Setting } from '../../shared/domain/setting';
import { FS3_2_RULESET } from '../../shared/systems/fs3.2/ruleset';
import { BSG_SETTING } from '../../shared/core/content/battlestar-galactica';
import { resolveSettingSystem, type GameSystem, type HouseRuleChoices } from '../../shared/systems';

/** The FS3.2 system of a setting (default: the Storyteller's Guide sample on the edition's own numbers). */
export function fs32System(setting: Setting = { ...BSG_SETTING, ruleset: FS3_2_RULESET }, houseRules: HouseRuleChoices = {}): GameSystem {
  return resolveSettingSystem({ edition: 'fs3.2', houseRules }, setting);
}
