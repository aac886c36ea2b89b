/**
 * What an edition offers a campaign beside its rules: the house-rule switches, the special-ability
 * roles its rules need and the settings a new campaign can start from (part of the game-system
 * interface, re-exported by `types.ts`).
 */
import type { Setting, SpecialAbilityRole } from '../domain/setting';
import type { CombatRules } from '../core/combat/procedures';
import type { Ruleset } from '../core/dice/ruleset';

/** Where a rule comes from: the seed file and the sentence, so a storyteller can check it. */
export type SeedSource = { seed: string; quote: string };

/** The numbers a house-rule option rewrites: the edition's core ruleset and its combat tables. */
export type RuleNumbers = { core: Ruleset; combat: CombatRules };

export type HouseRuleOption = {
  id: string;
  label: string;
  source: SeedSource;
  /** Pure: returns the numbers with this option in force. */
  apply(numbers: RuleNumbers): RuleNumbers;
};

/** A named switch with the choices the seeds leave to the storyteller. */
export type HouseRuleDef = {
  id: string;
  label: string;
  description: string;
  options: readonly HouseRuleOption[];
  /** The option in force when the storyteller has chosen nothing. */
  defaultOption: string;
};

/** A special-ability role the edition's rules need an ability for (initiative, toughness …). */
export type SpecialRoleDef = { id: SpecialAbilityRole; label: string; description: string };

/** A starting setting a new campaign can be made from. */
export type SettingTemplate = { id: string; name: string; description: string; setting: () => Setting };
