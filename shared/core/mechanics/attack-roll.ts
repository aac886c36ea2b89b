/**
 * Step 1 of an attack (seed 004 "Attack and Defense Rolls"): the attacker rolls the weapon's
 * attack skill, the defender rolls the attacker weapon's defense skill, and the hits decide
 * between a miss, a dodge and a hit. Ties go to the attacker.
 */
import {
  rollAbility,
  withModifiers,
  type AbilityRollResult,
  type PoolSpec,
  type RollModifier,
} from '../dice/ability-roll';
import { rerollWithLuck } from '../dice/luck';
import type { Rng } from '../dice/rng';
import type { CombatRuleset } from './combat-ruleset';
import type { OwnLuck } from './modifiers';

export const ATTACK_OUTCOMES = ['miss', 'dodged', 'hit'] as const;
/** `miss`: no attack hits; `dodged`: fewer hits than the defense; `hit`: as many or more. */
export type AttackOutcome = (typeof ATTACK_OUTCOMES)[number];

/** Both rolls and what they mean. `netHits` = attack hits − defense hits. */
export type AttackExchange = {
  attack: AbilityRollResult;
  defense: AbilityRollResult;
  outcome: AttackOutcome;
  netHits: number;
};

/** Seed 004's outcome table. */
export function classifyAttack(attackHits: number, defenseHits: number): AttackOutcome {
  if (attackHits <= 0) return 'miss';
  return attackHits < defenseHits ? 'dodged' : 'hit';
}

/** One side of the exchange: its base pool, its situational modifiers, and any own-luck re-roll. */
export type ExchangeSide = {
  name: string;
  pool: PoolSpec;
  modifiers: readonly RollModifier[];
  luck?: OwnLuck;
};

/**
 * Rolls one side: base pool + modifiers, then a luck re-roll when the roller spends one on it.
 * Exported for actions that roll only one side (explosions' throws, first aid, knockout).
 */
export function rollSide(rules: CombatRuleset, side: ExchangeSide, rng: Rng): AbilityRollResult {
  const pool =
    side.modifiers.length > 0 ? withModifiers(rules.core, side.pool, side.modifiers) : side.pool;
  const first = rollAbility(rules.core, pool, rng);
  return side.luck === 'reroll'
    ? rerollWithLuck(rules.core, first, side.name, side.name, rng)
    : first;
}

/** Rolls attack then defense (in that order, so scripted dice read naturally) and classifies them. */
export function rollAttackExchange(
  rules: CombatRuleset,
  attacker: ExchangeSide,
  defender: ExchangeSide,
  rng: Rng,
): AttackExchange {
  const attack = rollSide(rules, attacker, rng);
  const defense = rollSide(rules, defender, rng);
  return {
    attack,
    defense,
    outcome: classifyAttack(attack.hits, defense.hits),
    netHits: attack.hits - defense.hits,
  };
}
