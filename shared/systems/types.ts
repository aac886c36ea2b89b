/**
 * What a game system is (architecture §3.12): an *edition* (dice engine, procedures, tables and
 * the house-rule switches it offers) combined with a campaign's *setting* (abilities, lists and
 * the storyteller's numbers), *gear catalog* and *house-rule choices*. Everything that rolls or
 * checks receives a resolved {@link GameSystem}; nothing outside `shared/systems/` names an edition.
 */
import type { CombatRules, TurnProcedures } from '../core/combat/procedures';
import type { CampaignTemplateInput } from '../domain/campaign-export';
import type { Character } from '../domain/character';
import type { GameConfig } from '../config/model';
import type { ConfigProblem } from '../config/problems';
import type { Armor, GearCatalog, HitChart, Vehicle, Weapon } from '../domain/gear';
import type { Setting } from '../domain/setting';
import type { SystemChoice } from '../domain/system-choice';
import type { AbilityRollResult, PoolSpec, RollModifier } from '../core/dice/ability-roll';
import type { ChargenPoints, ChargenReport, PointedCharacter } from '../core/character/chargen';
import type { Wound, WoundModifierTotal } from '../core/mechanics/wounds';
import type { PoolOdds } from '../core/dice/odds';
import type { Rng } from '../core/dice/rng';
import type { Ruleset } from '../core/dice/ruleset';
import type { XpChange } from '../core/character/xp';
import type { DiceEngine } from './dice';
import type { HouseRuleDef, HouseRuleOption, SettingTemplate, SpecialRoleDef } from './edition-setup-types';
import type { FirstAidInput, FirstAidResult, FirstAidTiming, HealCare, HealDay, HealingAbilities, HealPatient } from './healing-types';
import type { Choice, EditionLists } from './list-types';
import type { RatedListKind, RatingBounds } from './rating-types';
import type { RepairOpsFor, VehicleRepairFor } from './repair-types';
import type { DefaultingRequest, OpposedOutcome, OpposedScore, RollOptionRequest, RollSituation, RollVariantOdds } from './roll-types';
import type { EditionRaiseRequest, KnockoutRisk, PresetRoll, RaisableKind, RaiseOffer, RatingKind, RatingLabel, SheetTrack, SheetWords, XpAward } from './sheet-types';

export { HouseRuleChoicesSchema, SystemChoiceSchema } from '../domain/system-choice';
export type { HouseRuleChoices, SystemChoice } from '../domain/system-choice';
// The leaf types of the interface live in their own files (they name no GameSystem); every
// consumer still finds them here.
export type * from './edition-setup-types';
export type * from './list-types';
export type * from './roll-types';
export type * from './sheet-types';

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
  combatBase: (core: Ruleset) => CombatRules;
  specialRoles: readonly SpecialRoleDef[];
  houseRules: readonly HouseRuleDef[];
  /** The storyteller sets each language's ruling attribute in the skill list (FS3.1 seed 002, issue 39). */
  languageRulings?: boolean;
  lists: EditionLists;
  /**
   * Starting settings for a new campaign. The first is the minimal one (only what the edition
   * needs to run): blank campaigns and AresMUSH imports start from it.
   */
  templates: readonly SettingTemplate[];
  builtinGear: () => GearCatalog;
  /** Charts every combatant may use when the campaign defines none of that name (a body plan). */
  fallbackCharts: () => HitChart[];
  /**
   * Weapons every combatant may use when the campaign defines none of that name (AresMUSH Third
   * Edition: Unarmed, which its procedures fall back to for a game without a weapons file).
   */
  fallbackWeapons?: () => Weapon[];
  /** A ready-to-play campaign (setting, characters, gear) for "open the sample", when the edition has one. */
  sampleCampaign?: () => CampaignTemplateInput;
  ops: EditionOps;
  /** The edition reads its numbers from the campaign's AresMUSH-shaped configuration ({@link GameSystem.config}). */
  readsConfig?: boolean;
  /**
   * What spending luck on a roll outside combat (the sheet's roller) does: 'dice' adds the luck
   * bonus (FS3.2, the default); 'announce' gives no dice, the spend is only announced and
   * recorded in the luck ledger (AresMUSH Third Edition §B.8); 'reroll' gives nothing before the
   * roll, only re-rolls after it (seed 003's hero pool: its +4 goal is for combat rounds only).
   */
  luckOutsideCombat?: 'dice' | 'announce' | 'reroll';
  /**
   * How XP raises an ability: 'cost-table' (one spend of the table's cost; FS3.2, FS3.1, the
   * default) or 'learning-spends' (1-XP learns until the table's count; AresMUSH Third Edition
   * §B.7). The sheet words its XP rules by it.
   */
  raiseBy?: 'cost-table' | 'learning-spends';
  /**
   * For an edition that reads its numbers from the configuration: the core numbers with the
   * configuration's values laid over the setting's (what the sheets show and the shared luck and
   * XP helpers read). Applied by `resolveSystem` before the house rules.
   */
  coreFromConfig?: (core: Ruleset, config: GameConfig | null) => Ruleset;
  /**
   * The edition's own combat turn on the GM screen's machine (shared/core/combat/procedures.ts), built
   * for a resolved system (an edition that reads config finds its gear and tables there). Absent:
   * the procedures its `combatBase` carries. The machine has no turn of its own.
   */
  combatProcedures?: (system: GameSystem) => TurnProcedures;
  /**
   * A vehicle of the edition's own (AresMUSH Third Edition: the game's vehicles file, issue 40)
   * ready for `vehicle.add`; null when the edition has no such vehicle. Absent: the campaign's
   * gear catalog supplies vehicles.
   */
  combatVehicle?: (system: GameSystem, name: string) => { definition: Vehicle; chart: HitChart; armor: Armor | null } | null;
  /** A vehicle type as its fights use it, for roster and sheet (AresMUSH 3e: the file's toughness, −1 kept); absent: the catalog's. */
  shownVehicle?: (system: GameSystem, vehicle: Vehicle) => Vehicle;
  /** The config check's findings on the campaign catalog the edition's own rules add (AresMUSH 3e: catalog vehicles the game's file lacks); absent: none. */
  catalogProblems?: (config: GameConfig, gear: GearCatalog) => ConfigProblem[];
  /** The lists a combat screen offers for one system (stances from a game's config …); absent: {@link Edition.lists}. */
  listsFor?: (system: GameSystem) => EditionLists;
  /**
   * Issue 19: what the hit-location roll adds to its dice, as the chart editor's heatmap and the matchup
   * view offer it: the values (columns), their name and how they arise. Absent: FS3.2's net hits 0–8.
   */
  hitLocationShifts?: { values: readonly number[]; label: string; explain: string };
  /** Whose rules beyond FS3 the edition implements, for the About screen and NOTICE; absent: FS3's own. */
  credit?: string;
};

/**
 * What a campaign owns: the value every consumer receives. `config` is the game's own configuration in AresMUSH's shape (the files an
 * import stored, with the console's edits laid over them), or null for a campaign that never had
 * one; an edition whose numbers live in those files (AresMUSH Third Edition) reads them from here.
 */
export type CampaignSystem = { choice: SystemChoice; setting: Setting; gear: GearCatalog; config?: GameConfig | null };

/** A campaign system resolved against its edition: the numbers in force and the lists to show. */
export type GameSystem = {
  edition: Edition;
  choice: SystemChoice;
  setting: Setting;
  gear: GearCatalog;
  /** The campaign's AresMUSH-shaped configuration, or null (see {@link CampaignSystem}). */
  config: GameConfig | null;
  /** The setting's ruleset with the house rules applied: chargen, XP, luck, dice. */
  core: Ruleset;
  /** The combat tables with the house rules applied. */
  combat: CombatRules;
  lists: EditionLists;
  /** Each house rule with the option in force. */
  houseRules: readonly { rule: HouseRuleDef; option: HouseRuleOption }[];
};

/** The edition's opposed roll: what a rolled side scores, its exact distribution, and the reading of two scores. */
export type OpposedOps = {
  score(system: GameSystem, result: AbilityRollResult): { score: number; failed: boolean };
  distribution(system: GameSystem, pool: PoolSpec, options?: { reroll?: boolean }): OpposedScore[];
  outcome(system: GameSystem, first: { score: number; failed: boolean }, second: { score: number; failed: boolean }): OpposedOutcome;
  /**
   * Modifiers each side of a two-sided roll gets because of the other side's pool (FS3.1 seed 002:
   * +20 for the skilled side against an attribute under common knowledge). Absent: none; the
   * roller adds them to the pools before the odds and the dice.
   */
  sideModifiers?(system: GameSystem, first: PoolSpec, second: PoolSpec): { first: RollModifier[]; second: RollModifier[] };
};

/** Issue 22: the edition's roll options (seed 003's accenting and SFX range). */
export type RollOptionsOps = {
  /** The pool with the options in force, or a refusal naming the field ('accent', 'sfx'). */
  apply(system: GameSystem, pool: PoolSpec, options: RollOptionRequest): PoolSpec | { field: 'accent' | 'sfx'; message: string };
  /** The odds of the same task under the roller's other choices (each accent, hero re-rolls). */
  variants?(system: GameSystem, pool: PoolSpec): RollVariantOdds[];
};

/**
 * Issue 22: re-rolls after a roll as the edition sells them (seed 003's hero pool: a second
 * re-roll for 2 more points, a natural 20 for 5). Absent: seed 004's one re-roll for one point.
 */
export type LuckRerollOps = {
  /** Re-rolls one roll may have. */
  max: number;
  /** The points the `nth` re-roll (1-based) of this roll costs, or why it cannot be bought. */
  cost(system: GameSystem, roll: AbilityRollResult, nth: number): { points: number } | { refused: string };
  /** Whether the re-roll is kept over the roll before it ("keep the most favorable roll"). */
  keepsSecond(first: AbilityRollResult, second: AbilityRollResult): boolean;
  /** The points' name on the roller's buttons ("hero point"). */
  word: string;
  /** Why luck buys nothing before a roll outside combat (`luckOutsideCombat` 'reroll'), as the roller says it. */
  refuseBefore?: string;
};

/**
 * Healing between fights as the edition rolls it: first aid, one day of healing for a patient, the
 * exact odds of a day's points (for the forecast) and the doctor's patient limit.
 */
export type HealingOps = {
  abilities(system: GameSystem): HealingAbilities;
  /** Why the wound cannot have first aid now, or null. */
  firstAidRefusal(system: GameSystem, wound: Wound, timing: FirstAidTiming): string | null;
  /** Whether a failed first aid may be tried again on the same wound. */
  firstAidRetries: boolean;
  firstAid(system: GameSystem, input: FirstAidInput, rng: Rng): FirstAidResult;
  /** One day of healing for one patient (null: nothing to heal, no roll made). */
  day(system: GameSystem, patient: HealPatient, care: HealCare, rng: Rng): HealDay | null;
  /** The exact distribution of the points one day gives this patient in this state (sums to 1). */
  dayPoints(system: GameSystem, patient: HealPatient, care: HealCare): { points: number; p: number }[];
  /** A wound after `points` healing points. */
  applyPoints(system: GameSystem, wound: Wound, points: number): Wound;
  /**
   * All of a patient's wounds after a day that gave `points`, for an edition whose day does not
   * give every wound the same points (the Fading Suns house rules heal one endurance level a day
   * and count days of rest toward a vitality level). Absent: `applyPoints` on every wound.
   */
  applyDay?(system: GameSystem, wounds: readonly Wound[], points: number): Wound[];
  /** Patients a doctor with this rating of the doctor skill may tend. */
  patientLimit(system: GameSystem, doctorRating: number): number;
  /** Where each rule comes from (shown by the report). */
  source: string;
  /**
   * The ways a patient may spend the days of an advance, for an edition whose healing depends on
   * it (seed 003: a full day of rest, only sleep, strenuous activity); the first is the default.
   * Absent: the calendar offers no choice.
   */
  activities?: readonly Choice[];
  /** Vehicles repaired between fights (issue 39 item 5), or the edition's reason for none. */
  repair: VehicleRepair;
};

/** A vehicle's day of repair, as an edition supplies it (repair-types.ts), for the resolved system. */
export type RepairOps = RepairOpsFor<GameSystem>;
/** An edition's vehicle repair, or why it has none (the calendar and the vehicle sheet say so). */
export type VehicleRepair = VehicleRepairFor<GameSystem>;

/**
 * What an edition does for the sheets, the roller and the wounds, as functions of the resolved
 * {@link GameSystem}. Consumers call the free functions in `shared/systems/index.ts`, which
 * dispatch to `system.edition.ops`; a new edition supplies its own implementation.
 */
export type EditionOps = {
  opposed: OpposedOps;
  /** Accenting and the SFX range on the roller (issue 22). Absent: the roller offers none and refuses them. */
  rollOptions?: RollOptionsOps;
  /** Luck re-rolls with their own count and prices (issue 22). Absent: one re-roll for one point. */
  luckRerolls?: LuckRerollOps;
  /** The edition's guidance for situation modifiers, in its modifier unit, for the roller to offer by name. Absent: none. */
  rollSituations?: readonly RollSituation[];
  /** The knockout odds the sheet shows with the character's wound total (FS3.1, issue 39). Absent or null: none shown. */
  knockoutRisk?(system: GameSystem, character: Character, woundTotal: number): KnockoutRisk | null;
  /** Named tests the roller offers for this character (seed 003's Occult Sensitivity, issue 39 item 7). Absent: none. */
  presetRolls?(system: GameSystem, character: Character): PresetRoll[];
  /** The pool of a defaulted roll; throws AbilityLookupError like {@link EditionOps.poolForAbility}. */
  defaultedPool(system: GameSystem, character: Character, request: DefaultingRequest, modifiers?: readonly RollModifier[]): PoolSpec;
  /**
   * The raise control of one ability on a given day. Optional: an edition without it gets the
   * cost-table button (`+1 (N XP)` for action and background skills, none for attributes).
   */
  raiseOffer?(system: GameSystem, character: Character, ability: string, kind: RaisableKind, today: string): RaiseOffer | null;
  checkCharacter(system: GameSystem, input: unknown): ChargenReport;
  /** Points a character spends under a setting that may be a draft (the setting editor's lint). */
  countPoints(setting: Pick<Setting, 'ruleset'>, character: PointedCharacter, config?: GameConfig | null): ChargenPoints;
  xpCostToRaise(system: GameSystem, rating: number, kind?: 'action-skill' | 'background-skill'): number | null;
  nextRaiseDate(system: GameSystem, character: Character): string | null;
  /**
   * `progress` in the answer: the ability's progress after the spend, for the caller to store
   * with the ledger entry (editions that raise over several spends; FS3.2 answers none).
   */
  raiseSkill(system: GameSystem, character: Character, request: EditionRaiseRequest): XpChange & { progress?: { spent: number; lastLearned: string | null } };
  awardXp(system: GameSystem, character: Character, award: XpAward): XpChange;
  /** Throws AbilityLookupError for an ability the character or setting does not have. */
  poolForAbility(system: GameSystem, character: Character, ability: string, modifiers?: readonly RollModifier[], attributeOverride?: string): PoolSpec;
  rollAbility(system: GameSystem, pool: PoolSpec, rng: Rng): AbilityRollResult;
  abilityOdds(system: GameSystem, pool: PoolSpec, options?: { reroll?: boolean }): PoolOdds;
  woundModifierOf(system: GameSystem, wound: Wound): number;
  totalWoundModifier(system: GameSystem, wounds: readonly Wound[]): WoundModifierTotal;
  healingPointsNeeded(system: GameSystem, wound: Wound): number;
  /**
   * The range a rating of `list` named `name` must lie in (issue 16: ratings validated at the
   * edge). Optional: without it, the ruleset's `ratings` (see shared/systems/ratings.ts).
   */
  ratingRange?(system: GameSystem, list: RatedListKind, name: string): RatingBounds;
  /**
   * The word and table row the sheet shows beside a rating (`name`: the ability, for an edition
   * that types a background entry by its name). Optional: without it, the sheet shows the number only.
   */
  ratingLabel?(system: GameSystem, kind: RatingKind, rating: number, name?: string): RatingLabel | null;
  /**
   * A new character before the storyteller fills it in: the edition's starting attributes and
   * luck. Optional: without it, every attribute of the setting at the lowest rating and the
   * ruleset's starting luck (seed 004).
   */
  startingCharacter?(system: GameSystem, input: { id: string; name: string; kind: Character['kind'] }): Character;
  /** First aid, daily healing, the forecast's daily odds and the doctor limit (healing-types.ts). */
  healing: HealingOps;
  /** The sheet's tracks for a character with these wounds (only their severities are read). Absent: none. */
  sheetTracks?(system: GameSystem, character: Character, wounds: readonly Pick<Wound, 'severity'>[]): SheetTrack[];
  /**
   * The luck the storyteller's refresh gives back (seed 003's hero pool "refreshes every span"),
   * with the ledger's reason; null when there is nothing to refresh. Absent: luck has no refresh.
   */
  luckRefresh?(system: GameSystem, character: Character, span?: string): { points: number; reason: string } | null;
  /** The edition's word for luck points on the sheet ("Hero points"). Absent: "Luck". */
  luckWord?: string;
  /** The sheet's names for its lists (Fading Suns: "Characteristics", "Skills"). Absent: FS3's words. */
  sheetWords?: Partial<SheetWords>;
};
