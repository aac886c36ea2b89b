/**
 * What a game system is (architecture §3.12): an *edition* (dice engine, procedures, tables and
 * the house-rule switches it offers) combined with a campaign's *setting* (abilities, lists and
 * the storyteller's numbers), *gear catalog* and *house-rule choices*. Everything that rolls or
 * checks receives a resolved {@link GameSystem}; nothing outside `shared/systems/` names an edition.
 */
import type { TurnProcedures } from '../core/combat/procedures';
import type { CampaignTemplateInput } from '../domain/campaign-export';
import type { Character } from '../domain/character';
import type { GameConfig } from '../config/model';
import type { Armor, GearCatalog, HitChart, Vehicle, Weapon } from '../domain/gear';
import type { Setting, SpecialAbilityRole } from '../domain/setting';
import type { SystemChoice } from '../domain/system-choice';
import type { AbilityRollResult, PoolSpec, RollModifier } from '../core/dice/ability-roll';
import type { ChargenPoints, ChargenReport, PointedCharacter } from '../core/character/chargen';
import type { CombatRules } from '../core/combat/procedures';
import type { Wound, WoundModifierTotal } from '../core/mechanics/wounds';
import type { PoolOdds } from '../core/dice/odds';
import type { Rng } from '../core/dice/rng';
import type { Margin, Ruleset } from '../core/dice/ruleset';
import type { RaiseRequest, XpChange } from '../core/character/xp';
import type { DiceEngine } from './dice';
import type { RatedListKind, RatingBounds } from './ratings';
import type { HealingOps } from './healing-types';

export { HouseRuleChoicesSchema, SystemChoiceSchema } from '../domain/system-choice';
export type { HouseRuleChoices, SystemChoice } from '../domain/system-choice';

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
  /** The GM screen's words that differ by edition. */
  words: EditionWords;
  /** NPC levels (AresMUSH's `npc_types`) an NPC combatant may have, and the level a new NPC gets; absent: none. */
  npcLevels?: { choices: Choice[]; default: string };
  /** Mounts (AresMUSH's `mounts`) a combatant may ride; absent: none. */
  mounts?: Choice[];
  /** Explosion zones a target can be declared in (seed 001: 0 within the blast radius, 1 within double); absent or empty: none. */
  blastZones?: readonly Choice[];
  /** True when the edition's damage has no hit location (seed 003: vitality and endurance levels lost); absent: located wounds. */
  unlocatedWounds?: boolean;
  /** Combatant types with their default gear (AresMUSH's `combatant_types`, "Rifle+Ap"); absent: none. */
  /** `mount` / `vehicle`: what joining as the type rides or pilots (AresMUSH §C.2); `chart`: its hit chart (`hitloc`); absent or null: none. */
  combatantTypes?: (Choice & { weapon: string | null; armor: string | null; mount?: string | null; vehicle?: string | null; chart?: string | null })[];
  /** The vehicles a fight adds, with their numbers as the hint (AresMUSH: the game's vehicles file); absent: the campaign's gear catalog. */
  vehicles?: Choice[];
  /**
   * Boarding by the edition's own rule (AresMUSH §C.18, issue 40): a taken pilot seat takes a new
   * pilot (the old one becomes a passenger) and a seated combatant changes seats without leaving
   * first; absent: one pilot a seat, leave before boarding.
   */
  boardsOwnWay?: boolean;
};

/** Words of the GM screen an edition names its own way (FS3.2: Suppression, Revive …). */
export type EditionWords = {
  /** The pressure a combatant is under (FS3.2 suppression, AresMUSH stress) and its chip's short form. */
  stress: string;
  stressShort: string;
  /** The storyteller's revive without a roll, and the edition's luck-paid recovery (null: none offered). */
  revive: string;
  reviveWithLuck: string | null;
  /** The control that spends luck to move the injury just taken (seed 004); absent or null: the edition has no such rule. */
  moveInjury?: string | null;
  /** The edition's name for luck points on the GM screen (seed 003: "Hero pool"); absent: "Luck". */
  luck?: string;
  /** The short badge of each wound severity the edition uses (by severity id). */
  severityShort: Readonly<Record<string, string>>;
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
  combatBase: (core: Ruleset) => CombatRules;
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
  /** The lists a combat screen offers for one system (stances from a game's config …); absent: {@link Edition.lists}. */
  listsFor?: (system: GameSystem) => EditionLists;
  /**
   * Issue 19: what the hit-location roll adds to its dice, as the chart editor's heatmap and the
   * matchup view offer it: the values (columns), their name and how they arise. Absent: FS3.2's
   * net hits 0–8 (attack hits − defense hits).
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

/**
 * What an edition does for the sheets, the roller and the wounds, as functions of the resolved
 * {@link GameSystem}. Consumers call the free functions in `shared/systems/index.ts`, which
 * dispatch to `system.edition.ops`; a new edition supplies its own implementation.
 */
export type XpAward = { amount: number; date: string; reason: string; weekly?: boolean; override?: boolean };

/**
 * A raise request as the editions take it. `progress` is the ability's progress toward its next
 * rating, for editions that raise an ability over several separate spends (AresMUSH Third
 * Edition, §B.7): the spends made at this rating and the day of the last one. FS3.2 ignores it.
 */
export type EditionRaiseRequest = RaiseRequest & { progress?: { spent: number; lastLearned: string | null } };

/** The kinds of rating a sheet labels: the rated lists, and a background entry that is a rated language (issue 19). */
export type RatingKind = RatedListKind | 'language';

/**
 * What the sheet prints beside a rating (issue 19): the edition's word for it ("Professional")
 * and, for an edition that reads a result table, the row a roll of it reads.
 */
export type RatingLabel = { label: string; row?: number };

/** The kinds of ability a sheet offers an XP raise for. */
export type RaisableKind = 'attribute' | 'action-skill' | 'background-skill';

/**
 * A track the sheet and its PDF show beside XP and luck (a vitality track, a hero pool): `value`
 * of `max`, `detail` in words ("2 endurance levels lost · −0"). An edition without tracks shows none.
 */
export type SheetTrack = { id: string; label: string; value: number; max: number; detail?: string };

/** The headings of the sheet's lists and the background skills' characteristic column. */
export type SheetWords = { attributes: string; actionSkills: string; backgroundSkills: string; rulingAttribute: string };

/**
 * What the sheet's raise control says for one ability: `text` on the button (`detail` under it), `label` for
 * assistive technology, `hint` as its tooltip, `cost` the XP this one spend takes. `waitDays`:
 * days until the ability may be learned again (0: now). Null: no raise with XP.
 */
export type RaiseOffer = { text: string; detail?: string; label: string; hint: string; cost: number; waitDays: number };

/**
 * An opposed roll read the edition's way (FS3.2 seed 004 "Opposed Rolls"; AresMUSH §A.4).
 * `winner` 'none': the edition says nobody wins when both sides fail (AresMUSH "Everyone failed!").
 */
export type OpposedOutcome = {
  winner: 'first' | 'second' | 'draw' | 'none';
  /** Difference of the two scores (0 for a draw or 'none'). */
  net: number;
  margin: Margin | null;
  /** "Marginal Victory", "Draw", "Everyone failed" … */
  label: string;
  bothFailed: boolean;
};

/** One value an opposed roll compares (FS3.2: hits; AresMUSH: the success level, a botch −1) and its chance. */
export type OpposedScore = { score: number; p: number; failed: boolean };

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

/**
 * A named situation modifier the roller offers as a choice (FS3.1 seed 002: Easy +30, Hard −30 …).
 * `tag`: the situation is a named rule the roller offers as its own switch and the pool records
 * under that tag (seed 003's "Non-stressful (+2, not in combat)"); untagged ones are guidance only.
 */
export type RollSituation = { label: string; modifier: number; hint?: string; tag?: string };

/** Issue 22: what a roll may carry beyond its ability and modifiers (seed 003: an accent, the storyteller's SFX range). */
export type RollOptionRequest = { accent?: 'negative' | 'positive'; sfx?: { good: number; bad: number } };

/** One alternative the roller compares a pool with ("Negative accent", "With a hero re-roll"); `refused`: why it cannot be taken. */
export type RollVariantOdds = { label: string; pSuccess: number; expected: number; refused?: string };

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
 * Defaulting (seed 004 "Defaulting"): rolling a loosely related ability for a task the character
 * has no rating in, with the storyteller's modifier (`modifier` absent: the edition's usual one).
 */
export type DefaultingRequest = { task: string; related: string; modifier?: number; attributeOverride?: string };

export type EditionOps = {
  opposed: OpposedOps;
  /** Accenting and the SFX range on the roller (issue 22). Absent: the roller offers none and refuses them. */
  rollOptions?: RollOptionsOps;
  /** Luck re-rolls with their own count and prices (issue 22). Absent: one re-roll for one point. */
  luckRerolls?: LuckRerollOps;
  /** The edition's guidance for situation modifiers, in its modifier unit, for the roller to offer by name. Absent: none. */
  rollSituations?: readonly RollSituation[];
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
