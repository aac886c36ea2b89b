/**
 * What an edition does for the sheets, the roller and the wounds, as functions of the resolved
 * {@link GameSystem}. Consumers call the free functions in `shared/systems/index.ts`, which
 * dispatch to `system.edition.ops`; a new edition supplies its own implementation.
 */
import type { Character } from '../domain/character';
import type { AbilityRollResult, PoolSpec, RollModifier } from '../rules/ability-roll';
import type { ChargenPoints, ChargenReport, PointedCharacter } from '../rules/chargen';
import type { Setting } from '../domain/setting';
import type { Wound } from '../rules/combat/wounds';
import type { WoundModifierTotal } from '../rules/combat/wounds';
import type { PoolOdds } from '../rules/odds';
import type { Rng } from '../rules/rng';
import type { RaiseRequest, XpChange } from '../rules/xp';
import type { GameSystem } from './types';

export type XpAward = { amount: number; date: string; reason: string; weekly?: boolean; override?: boolean };

export type EditionOps = {
  checkCharacter(system: GameSystem, input: unknown): ChargenReport;
  /** Points a character spends under a setting that may be a draft (the setting editor's lint). */
  countPoints(setting: Pick<Setting, 'ruleset'>, character: PointedCharacter): ChargenPoints;
  xpCostToRaise(system: GameSystem, rating: number, kind?: 'action-skill' | 'background-skill'): number | null;
  nextRaiseDate(system: GameSystem, character: Character): string | null;
  raiseSkill(system: GameSystem, character: Character, request: RaiseRequest): XpChange;
  awardXp(system: GameSystem, character: Character, award: XpAward): XpChange;
  /** Throws AbilityLookupError for an ability the character or setting does not have. */
  poolForAbility(system: GameSystem, character: Character, ability: string, modifiers?: readonly RollModifier[], attributeOverride?: string): PoolSpec;
  rollAbility(system: GameSystem, pool: PoolSpec, rng: Rng): AbilityRollResult;
  abilityOdds(system: GameSystem, pool: PoolSpec, options?: { reroll?: boolean }): PoolOdds;
  woundModifierOf(system: GameSystem, wound: Wound): number;
  totalWoundModifier(system: GameSystem, wounds: readonly Wound[]): WoundModifierTotal;
  healingPointsNeeded(system: GameSystem, wound: Wound): number;
};
