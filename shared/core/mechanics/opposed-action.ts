/**
 * Actions resolved by "an attack roll as normal" that do no damage (seed 000 "Action
 * Resolution"): Suppress, Subdue and Escape share the attack-and-defense exchange.
 */
import type { Weapon } from '../../domain/gear';
import type { PoolSpec } from '../dice/ability-roll';
import type { Rng } from '../dice/rng';
import type { Attacker } from './attack';
import { rollAttackExchange, type AttackExchange } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import { CombatRuleError } from './hit-location';
import {
  attackModifiers,
  defenseModifiers,
  type DefenderState,
  type ShotContext,
} from './modifiers';

/** A defender when no damage can follow: no chart or armor needed. */
export type OpposedActionDefender = DefenderState & { pool: PoolSpec };

/** Rolls attack vs defense for `weapon` with every modifier the situation gives. */
export function rollShotExchangeFor(
  rules: CombatRuleset,
  weapon: Weapon,
  attacker: Attacker,
  defender: OpposedActionDefender,
  shot: ShotContext | undefined,
  rng: Rng,
): AttackExchange {
  return rollAttackExchange(
    rules,
    {
      name: attacker.name,
      pool: attacker.pool,
      modifiers: attackModifiers(rules, attacker, weapon, shot),
      luck: attacker.luck,
    },
    {
      name: defender.name,
      pool: defender.pool,
      modifiers: defenseModifiers(rules, defender, weapon),
      luck: defender.luck,
    },
    rng,
  );
}

/** Subdue or escape: the exchange and whether it worked. */
export type GrappleResult = {
  action: 'subdue' | 'escape';
  exchange: AttackExchange;
  succeeded: boolean;
};

/**
 * Subdue (seed 004, seed 000): melee only; if the attack hits, the target is subdued and can do
 * nothing but try to escape. No damage. Throws {@link CombatRuleError} for a non-melee weapon.
 */
export function resolveSubdue(
  rules: CombatRuleset,
  input: { weapon: Weapon; attacker: Attacker; defender: OpposedActionDefender },
  rng: Rng,
): GrappleResult {
  if (input.weapon.type !== 'melee')
    throw new CombatRuleError(`Subduing needs a melee weapon, not ${input.weapon.name}`);
  const exchange = rollShotExchangeFor(
    rules,
    input.weapon,
    input.attacker,
    input.defender,
    undefined,
    rng,
  );
  return { action: 'subdue', exchange, succeeded: exchange.outcome === 'hit' };
}

/**
 * Escape (seed 000): the subdued character makes an attack roll as normal against the subduer;
 * a hit frees them to act normally next turn.
 */
export function resolveEscape(
  rules: CombatRuleset,
  input: { weapon: Weapon; escapee: Attacker; subduer: OpposedActionDefender },
  rng: Rng,
): GrappleResult {
  const exchange = rollShotExchangeFor(
    rules,
    input.weapon,
    input.escapee,
    input.subduer,
    undefined,
    rng,
  );
  return { action: 'escape', exchange, succeeded: exchange.outcome === 'hit' };
}
