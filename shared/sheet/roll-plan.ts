import type { Character } from '../domain/character';
import type { SheetRoll } from '../domain/sheet';
import { formatDice, type AbilityRollResult, type PoolSpec, type RollModifier } from '../core/dice/ability-roll';
import { luckModifier } from '../core/dice/luck';
import { abilityOdds, poolForAbility, rollVariants, type GameSystem } from '../systems';
import { describeDicePool, describePoolFor, modifierText, storedGoal, storedOdds, storedPercentile } from './roll-words';

/**
 * A roll from the character sheet: the ability's pool with the situation modifier, the luck
 * bonus and the wound penalty. Shared so the sheet shows the exact odds before the roll and main
 * rolls exactly that pool. Throws the rules engine's AbilityLookupError for unknown abilities.
 */
export type SheetRollOptions = { ability: string; modifier: number; luck: boolean; woundPenalty: number };

export type SheetRollPlan = { pool: PoolSpec; poolText: string; odds: SheetRoll['odds'] };

export function planSheetRoll(system: GameSystem, character: Character, o: SheetRollOptions): SheetRollPlan {
  const modifiers: RollModifier[] = [];
  if (o.modifier !== 0) modifiers.push(situationModifier(system, o.modifier));
  if (o.luck) modifiers.push(luckModifier(system.core, 'bonus', character.name));
  if (o.woundPenalty > 0) modifiers.push({ dice: -o.woundPenalty, source: `Wounds -${o.woundPenalty}`, tag: 'wounds' });
  const pool = poolForAbility(system, character, o.ability, modifiers);
  return { pool, poolText: describePoolFor(system, pool), odds: plannedOdds(system, pool) };
}

/** The odds a plan shows and logs: the edition's exact odds and, where it has them, the same task under its other choices. */
export function plannedOdds(system: GameSystem, pool: PoolSpec): SheetRoll['odds'] {
  const variants = rollVariants(system, pool);
  return { ...storedOdds(abilityOdds(system, pool)), ...(variants.length > 0 ? { variants } : {}) };
}


/** The storyteller's situation modifier: "Situation +1" (dice) or "Situation −30" (percent). */
export function situationModifier(system: Pick<GameSystem, 'edition'>, n: number): RollModifier {
  return { dice: n, source: `Situation ${system.edition.dice.modifierUnit === 'percent' ? modifierText(system, n) : formatDice(n)}` };
}

/** "Reaction 2 + Firearms 3, Situation +1 = 6 dice" (a dice pool; see roll-words for the edition's wording). */
export function describePool(pool: PoolSpec): string {
  return describeDicePool(pool);
}

/** The log's record of a rolled plan. */
export function sheetRollRecord(ability: string, plan: SheetRollPlan, result: AbilityRollResult, luckSpent: boolean): SheetRoll {
  return {
    ability,
    poolText: plan.poolText,
    modifiers: result.pool.modifiers.map((m) => ({ dice: m.dice, source: m.source })),
    diceRolled: result.pool.diceRolled,
    dice: [...result.dice],
    hits: result.hits,
    successLevel: result.successLevel,
    label: result.label,
    isSuccess: result.isSuccess,
    odds: plan.odds,
    luckSpent,
    ...storedPercentile(result),
    ...storedGoal(result),
  };
}
