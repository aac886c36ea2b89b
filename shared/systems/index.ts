/**
 * The game-system interface: the only way `main/` and `renderer/` reach rules (lint-enforced).
 * Every function takes the campaign's resolved {@link GameSystem} and dispatches to its edition.
 */
import type { Character } from '../domain/character';
import type { AbilityRollResult, PoolSpec, RollModifier } from '../core/dice/ability-roll';
import type { Wound } from '../core/mechanics/wounds';
import type { Rng } from '../core/dice/rng';
import { findRated } from '../domain/character';
import { startingCharacter as startingFs3Character } from '../core/character/new-character';
import { createScriptedRng } from '../core/dice/rng';
import type {
  DefaultingRequest, EditionRaiseRequest, RaisableKind, RaiseOffer, RatingKind, RatingLabel, RollOptionRequest, RollVariantOdds, SheetTrack, SheetWords, XpAward,
} from './types';
import type { GameSystem } from './types';

export * from './types';
export type { DiceEngine, DiceOutcome } from './dice';
export type { EditionOps, EditionRaiseRequest, XpAward } from './types';
export { EDITIONS, DEFAULT_EDITION_ID, findEdition } from './registry';
export { listedLanguageRuling, settingLanguageRuling } from './language-rulings';
export { SystemError, defaultChoice, editionOf, houseRulesInForce, resolveSettingSystem, resolveSystem } from './resolve';

// Edition-neutral building blocks the consumers also need (types, errors, the app's dice source).
export type { AbilityRollResult, PoolSpec, RollModifier } from '../core/dice/ability-roll';
export type { ChargenFinding, ChargenReport } from '../core/character/chargen';
export type { Severity, Stance, RangeBand, CombatRuleset } from '../core/mechanics/combat-ruleset';
export type { Wound, WoundState } from '../core/mechanics/wounds';
export type { PoolOdds } from '../core/dice/odds';
export type { Rng } from '../core/dice/rng';
export type { Ruleset } from '../core/dice/ruleset';
export type { RaiseRequest, XpChange } from '../core/character/xp';
export { AbilityLookupError } from '../core/character/character-roll';
export { XpRuleError } from '../core/character/xp';
export { LuckRuleError } from '../core/dice/luck';
export { createCryptoRng } from '../core/dice/crypto-rng';
export { createSeededRng } from '../core/dice/rng';
export { LookaheadRng, lookaheadOf, type PeekedDice } from '../core/dice/lookahead-rng';
export { inGameAgeMinutes } from '../core/mechanics/first-aid';
export { awardLuck, spendLuck } from '../core/dice/luck-points';
export { createWound, WOUND_STATES } from '../core/mechanics/wounds';
export { ratingProblems, ratingRange, ratingRefusal } from './ratings';
export { settingFitsEdition, settingForEdition } from './switch-edition';
export type { RatedListKind, RatingBounds, RatingProblem } from './ratings';

export const checkCharacter = (s: GameSystem, input: unknown) => s.edition.ops.checkCharacter(s, input);
export const xpCostToRaise = (s: GameSystem, rating: number, kind?: 'action-skill' | 'background-skill') => s.edition.ops.xpCostToRaise(s, rating, kind);
export const nextRaiseDate = (s: GameSystem, character: Character) => s.edition.ops.nextRaiseDate(s, character);
/** The sheet's raise control for an ability (see {@link RaiseOffer}); FS3.2's cost-table button unless the edition has its own. */
export function raiseOffer(s: GameSystem, character: Character, ability: string, kind: RaisableKind, today: string): RaiseOffer | null {
  if (s.edition.ops.raiseOffer) return s.edition.ops.raiseOffer(s, character, ability, kind, today);
  if (kind === 'attribute') return null;
  const held = kind === 'action-skill' ? findRated(character.actionSkills, ability) : findRated(character.backgroundSkills, ability);
  const rating = held?.rating ?? 0;
  const cost = s.edition.ops.xpCostToRaise(s, rating, kind);
  if (cost === null) return null;
  return {
    text: `+1 (${cost} XP)`,
    label: `Raise ${ability} to ${rating + 1} for ${cost} XP`,
    hint: character.xp < cost ? `Costs ${cost} XP; ${character.xp} available` : `Raise to ${rating + 1} for ${cost} XP`,
    cost,
    waitDays: 0,
  };
}
/** The edition's word (and result-table row) for a rating, or null when it has none (see {@link EditionOps.ratingLabel}). */
export function ratingLabel(s: GameSystem, kind: RatingKind, rating: number, name?: string): RatingLabel | null {
  return s.edition.ops.ratingLabel?.(s, kind, rating, name) ?? null;
}
/** "Firearms 5 · Professional · row 5" (the number alone when the edition has no labels). */
export function ratingText(s: GameSystem, kind: RatingKind, name: string, rating: number): string {
  const l = ratingLabel(s, kind, rating, name);
  if (l === null) return `${name} ${rating}`;
  return `${name} ${rating} \u00b7 ${l.label}${l.row === undefined ? '' : ` \u00b7 row ${l.row}`}`;
}
export const raiseSkill = (s: GameSystem, character: Character, request: EditionRaiseRequest) => s.edition.ops.raiseSkill(s, character, request);
export const awardXp = (s: GameSystem, character: Character, award: XpAward) => s.edition.ops.awardXp(s, character, award);
export const poolForAbility = (s: GameSystem, character: Character, ability: string, modifiers?: readonly RollModifier[], attributeOverride?: string) =>
  s.edition.ops.poolForAbility(s, character, ability, modifiers, attributeOverride);
export const rollAbility = (s: GameSystem, pool: PoolSpec, rng: Rng) => s.edition.ops.rollAbility(s, pool, rng);
/**
 * A logged roll read again from its stored pool and dice: the edition rolls the same faces, so the
 * result (with an engine's own steps, e.g. FS3.1's row and Roll Result) is what was rolled.
 */
export const rereadRoll = (s: GameSystem, pool: PoolSpec, dice: readonly number[]) => s.edition.ops.rollAbility(s, pool, createScriptedRng(dice));
export const abilityOdds = (s: GameSystem, pool: PoolSpec, options?: { reroll?: boolean }) => s.edition.ops.abilityOdds(s, pool, options);
/** A roll of a loosely related ability for a task the character has no rating in (the edition's defaulting). */
export const defaultedPool = (s: GameSystem, character: Character, request: DefaultingRequest, modifiers?: readonly RollModifier[]) =>
  s.edition.ops.defaultedPool(s, character, request, modifiers);
export { opposedOdds, opposedOutcome, rankRolls } from './opposed';
/** Modifiers each side of a two-sided roll gets from the other's pool (FS3.1 common knowledge); none in most editions. */
export const opposedSideModifiers = (s: GameSystem, first: PoolSpec, second: PoolSpec): { first: RollModifier[]; second: RollModifier[] } =>
  s.edition.ops.opposed.sideModifiers?.(s, first, second) ?? { first: [], second: [] };
/** The edition's named situation modifiers for the roller (FS3.1: Easy +30, Hard −30 …); empty when it has none. */
export const rollSituations = (s: GameSystem) => s.edition.ops.rollSituations ?? [];
/** The knockout odds the sheet shows for the character's wound total, or null (see {@link EditionOps.knockoutRisk}). */
/** The named tests the roller offers for a character (see {@link EditionOps.presetRolls}). */
export const presetRolls = (s: GameSystem, character: Character) => s.edition.ops.presetRolls?.(s, character) ?? [];
export const knockoutRisk = (s: GameSystem, character: Character, woundTotal: number) => s.edition.ops.knockoutRisk?.(s, character, woundTotal) ?? null;
/** Issue 22: whether the roller offers the edition's roll options (seed 003's accent and SFX range). */
export const rollOptionsOffered = (s: GameSystem): boolean => s.edition.ops.rollOptions !== undefined;
/**
 * The pool with the roll options in force, or a refusal naming the field. An edition without roll
 * options refuses any option given, so an accent never passes silently unplayed.
 */
export function applyRollOptions(s: GameSystem, pool: PoolSpec, options: RollOptionRequest): PoolSpec | { field: 'accent' | 'sfx'; message: string } {
  const ops = s.edition.ops.rollOptions;
  if (ops) return ops.apply(s, pool, options);
  if (options.accent !== undefined) return { field: 'accent', message: `${s.edition.name} has no accenting.` };
  if (options.sfx !== undefined) return { field: 'sfx', message: `${s.edition.name} rolls no SFX die.` };
  return pool;
}
/** The odds of the same task under the roller's other choices (each accent, hero re-rolls); none for most editions. */
export const rollVariants = (s: GameSystem, pool: PoolSpec): RollVariantOdds[] => s.edition.ops.rollOptions?.variants?.(s, pool) ?? [];
/** Re-rolls one roll may have: the edition's (seed 003: two), else one. */
export const maxLuckRerolls = (s: GameSystem): number => s.edition.ops.luckRerolls?.max ?? 1;
/** What the `nth` luck re-roll of a roll costs (seed 004: the one re-roll costs one point), or why it is refused. */
export function luckRerollCost(s: GameSystem, roll: AbilityRollResult, nth: number): { points: number } | { refused: string } {
  const ops = s.edition.ops.luckRerolls;
  if (ops) return ops.cost(s, roll, nth);
  return nth === 1 ? { points: 1 } : { refused: 'This roll has already been re-rolled.' };
}
/** Why luck buys nothing before a roll outside combat (seed 003's hero pool: re-rolls only), or null where it may. */
export function luckBeforeRollRefusal(s: GameSystem): string | null {
  if (s.edition.luckOutsideCombat !== 'reroll') return null;
  return s.edition.ops.luckRerolls?.refuseBefore ?? `In ${s.edition.name} luck buys a re-roll after the roll, nothing before it.`;
}
/** The edition's word for a luck point on the roller's buttons ("luck point", "hero point"). */
export const luckPointWord = (s: GameSystem): string => s.edition.ops.luckRerolls?.word ?? 'luck point';
export type { OpposedOddsView, OpposedOutcomeOdds, RankedParty } from './opposed';
export const woundModifierOf = (s: GameSystem, wound: Wound) => s.edition.ops.woundModifierOf(s, wound);
export const totalWoundModifier = (s: GameSystem, wounds: readonly Wound[]) => s.edition.ops.totalWoundModifier(s, wounds);
export const healingPointsNeeded = (s: GameSystem, wound: Wound) => s.edition.ops.healingPointsNeeded(s, wound);
/** The sheet's tracks (vitality, hero points …) for a character with these wounds; none for most editions. */
export const sheetTracks = (s: GameSystem, character: Character, wounds: readonly Pick<Wound, 'severity'>[]): SheetTrack[] => s.edition.ops.sheetTracks?.(s, character, wounds) ?? [];
/** The luck a refresh gives back with its ledger reason, or null (no refresh in the edition, or nothing to refresh). */
export const luckRefresh = (s: GameSystem, character: Character, span?: string) => s.edition.ops.luckRefresh?.(s, character, span) ?? null;
/** The sheet's list headings, the edition's where it names them (FS3: Attributes, Action skills, Background skills). */
export const sheetWords = (s: GameSystem): SheetWords => ({
  attributes: 'Attributes', actionSkills: 'Action skills', backgroundSkills: 'Background skills', rulingAttribute: 'Ruling attribute', ...s.edition.ops.sheetWords,
});
/** The edition's word for luck points ("Luck" unless it names them: "Hero points"). */
export const luckWord = (s: GameSystem): string => s.edition.ops.luckWord ?? 'Luck';
/** A new character with the edition's starting attributes and luck (see {@link EditionOps.startingCharacter}). */
export function startingCharacter(s: GameSystem, input: { id: string; name: string; kind: Character['kind'] }): Character {
  return s.edition.ops.startingCharacter?.(s, input) ?? startingFs3Character(s.setting, input);
}

export { lintSetting, heldAbilities, nameCharacters } from './setting-lint';
export type { CharacterAbilities, CharacterRef, SettingFinding, LintSeverity } from './setting-lint';
export { SETTING_NUMBER_FIELDS, valueAt } from './setting-lint-numbers';
export { AbilityRenameSchema, renameInCatalog, renameInSetting, renameOnCharacter, reverseRename } from './setting-renames';
export type { AbilityRename } from './setting-renames';
export {
  applyHealing, doctorPatientLimit, firstAidRefusal, firstAidRetries, forecastHealing, healingAbilities, healingDay, planHealing, resolveFirstAid, vehicleRepair,
} from './healing';
export type { HealingPlan, HealingReport, PlanDoctor, PlanPatient, PlanVehicle, ReportDay, ReportEntry, ReportRoll, WoundForecast } from './healing';
export type { FirstAidResult, FirstAidTiming, HealCare, HealDay, HealingAbilities, HealPatient } from './healing-types';
export type { RepairMechanic } from './repair-types';
export type { HealingOps, RepairOps, VehicleRepair } from './types';
export { dayToIsoDate, isoDateToDay } from '../core/character/calendar';
