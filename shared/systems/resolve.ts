/**
 * Resolving a campaign's system: its edition, its setting's numbers, and the house rules in
 * force, into the one {@link GameSystem} value every roll and check reads. A broken part is a
 * {@link SystemError} naming the part and why, never a crash somewhere downstream.
 */
import type { GearCatalog } from '../domain/gear';
import type { Setting } from '../domain/setting';
import { DEFAULT_EDITION_ID, findEdition } from './registry';
import type { CampaignSystem, Edition, GameSystem, HouseRuleChoices, RuleNumbers, SystemChoice } from './types';

/** Thrown when a campaign's system cannot be played: `part` says which part ("edition", "house rule healing-points" …). */
export class SystemError extends Error {
  constructor(
    readonly part: string,
    message: string,
  ) {
    super(message);
    this.name = 'SystemError';
  }
}

/** The choice every campaign made before editions existed plays under. */
export function defaultChoice(): SystemChoice {
  return { edition: DEFAULT_EDITION_ID, houseRules: {} };
}

/** The edition a choice names; throws SystemError when it is not registered (a newer app's campaign). */
export function editionOf(choice: SystemChoice): Edition {
  const edition = findEdition(choice.edition);
  if (!edition) throw new SystemError('edition', `This campaign plays edition '${choice.edition}', which this version of FS3 Console does not know.`);
  return edition;
}

/** Each house rule of the edition with the option in force (the default when none or an unknown one is chosen). */
export function houseRulesInForce(edition: Edition, choices: HouseRuleChoices) {
  return edition.houseRules.map((rule) => {
    const chosen = choices[rule.id];
    const option = rule.options.find((o) => o.id === chosen) ?? rule.options.find((o) => o.id === rule.defaultOption) ?? rule.options[0]!;
    return { rule, option };
  });
}

/** The numbers in force for a setting under an edition and house rules. */
export function ruleNumbers(edition: Edition, setting: Setting, choices: HouseRuleChoices): RuleNumbers {
  let numbers: RuleNumbers = { core: setting.ruleset, combat: edition.combatBase(setting.ruleset) };
  for (const { option } of houseRulesInForce(edition, choices)) numbers = option.apply(numbers);
  // The combat tables read their dice and luck from the same core numbers the sheet uses.
  return { core: numbers.core, combat: { ...numbers.combat, core: numbers.core } };
}

/** Resolves a campaign's system. Throws SystemError when the edition is unknown or its dice cannot roll the setting's numbers. */
export function resolveSystem(value: CampaignSystem): GameSystem {
  const edition = editionOf(value.choice);
  // The setting's dice block must have the shape the edition's engine stores (an engine that
  // ignores the block, FS3.1's d100 table, still names the shape its settings keep).
  const stored = edition.dice.settingKind ?? edition.dice.kind;
  if (value.setting.ruleset.dice.kind !== stored) {
    throw new SystemError('dice', `The setting's dice are '${value.setting.ruleset.dice.kind}', but ${edition.name} reads '${stored}'.`);
  }
  const config = value.config ?? null;
  const setting = edition.coreFromConfig ? { ...value.setting, ruleset: edition.coreFromConfig(value.setting.ruleset, config) } : value.setting;
  const { core, combat } = ruleNumbers(edition, setting, value.choice.houseRules);
  return {
    edition,
    choice: value.choice,
    setting: { ...value.setting, ruleset: core },
    gear: value.gear,
    config,
    core,
    combat,
    lists: edition.lists,
    houseRules: houseRulesInForce(edition, value.choice.houseRules),
  };
}

/** A system for a setting alone (screens that do not need gear, e.g. the sheet's checks). */
export function resolveSettingSystem(choice: SystemChoice, setting: Setting, gear: GearCatalog = { weapons: [], armor: [], vehicles: [], hitCharts: [] }): GameSystem {
  return resolveSystem({ choice, setting, gear });
}
