/**
 * What a game system is (architecture §3.12): an *edition* (dice engine, procedures, tables and
 * the house-rule switches it offers) combined with a campaign's *setting* (abilities, lists and
 * the storyteller's numbers), *gear catalog* and *house-rule choices*. Everything that rolls or
 * checks receives a resolved {@link GameSystem}; nothing outside `shared/systems/` names an edition.
 */
import { z } from 'zod';
import type { CampaignTemplateInput } from '../domain/campaign-export';
import type { GearCatalog, HitChart } from '../domain/gear';
import type { Setting, SpecialAbilityRole } from '../domain/setting';
import type { CombatRuleset } from '../rules/combat/combat-ruleset';
import type { Ruleset } from '../rules/ruleset';
import type { DiceEngine } from './dice';
import type { EditionOps } from './ops';

/** Storyteller choices, one option id per house rule id. Unknown ids are findings, not crashes. */
export const HouseRuleChoicesSchema = z.record(z.string().min(1).max(100), z.string().min(1).max(100));
export type HouseRuleChoices = z.infer<typeof HouseRuleChoicesSchema>;

/** The part of a campaign's game system that is not setting or gear: which edition, which switches. */
export const SystemChoiceSchema = z.object({
  edition: z.string().min(1).max(50),
  houseRules: HouseRuleChoicesSchema,
});
export type SystemChoice = z.infer<typeof SystemChoiceSchema>;

/** Where a rule comes from: the seed file and the sentence, so a storyteller can check it. */
export type SeedSource = { seed: string; quote: string };

/** The numbers a house-rule option rewrites: the edition's core ruleset and its combat tables. */
export type RuleNumbers = { core: Ruleset; combat: CombatRuleset };

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

/** A labelled choice for a list the GM screen shows (stances, range bands, actions …). */
export type Choice<T extends string = string> = { id: T; label: string; hint?: string };

/** The lists a combat screen offers, supplied by the edition through the combat view. */
export type EditionLists = {
  actions: readonly Choice[];
  stances: readonly Choice[];
  rangeBands: readonly Choice[];
  luckOptions: readonly Choice[];
  coverTypes: readonly { name: string; protection: number }[];
  woundSeverities: readonly Choice[];
};

/** A special-ability role the edition's rules need an ability for (initiative, toughness …). */
export type SpecialRoleDef = { id: SpecialAbilityRole; label: string; description: string };

/** A starting setting a new campaign can be made from. */
export type SettingTemplate = { id: string; name: string; description: string; setting: () => Setting };

/**
 * One edition, registered in `shared/systems/index.ts`. Its `version` goes up whenever a
 * procedure changes, and a combat records the version it started with.
 */
export type Edition = {
  id: string;
  name: string;
  version: number;
  summary: string;
  /** The seed files the edition implements, newest authority first. */
  seeds: readonly string[];
  dice: DiceEngine;
  /** The numbers a minimal new setting starts from. */
  defaultRuleset: Ruleset;
  /** The combat tables before house rules. */
  combatBase: (core: Ruleset) => CombatRuleset;
  specialRoles: readonly SpecialRoleDef[];
  houseRules: readonly HouseRuleDef[];
  lists: EditionLists;
  /**
   * Starting settings for a new campaign. The first is the minimal one (only what the edition
   * needs to run): blank campaigns and AresMUSH imports start from it.
   */
  templates: readonly SettingTemplate[];
  builtinGear: () => GearCatalog;
  /** Charts every combatant may use when the campaign defines none of that name (a body plan). */
  fallbackCharts: () => HitChart[];
  /** A ready-to-play campaign (setting, characters, gear) for "open the sample", when the edition has one. */
  sampleCampaign?: () => CampaignTemplateInput;
  ops: EditionOps;
};

/** What a campaign owns: the value every consumer receives. */
export type CampaignSystem = { choice: SystemChoice; setting: Setting; gear: GearCatalog };

/** A campaign system resolved against its edition: the numbers in force and the lists to show. */
export type GameSystem = {
  edition: Edition;
  choice: SystemChoice;
  setting: Setting;
  gear: GearCatalog;
  /** The setting's ruleset with the house rules applied: chargen, XP, luck, dice. */
  core: Ruleset;
  /** The combat tables with the house rules applied. */
  combat: CombatRuleset;
  lists: EditionLists;
  /** Each house rule with the option in force. */
  houseRules: readonly { rule: HouseRuleDef; option: HouseRuleOption }[];
};
