/**
 * Suppression (seed 001 "Suppressing"): a point each time someone is fired upon with a firearm,
 * more from the Suppress action, −1 attack die per point, at most 5, −2 at the end of each turn.
 */
import type { Weapon } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import type { Attacker } from './attack';
import { rollShotExchangeFor, type OpposedActionDefender } from './opposed-action';
import type { AttackExchange } from './attack-roll';
import { isLegacyResolution, type CombatRuleset } from './combat-ruleset';
import { CombatRuleError } from './hit-location';
import type { ShotContext } from './modifiers';

/** A change in someone's suppression, with the reason for the log. */
export type SuppressionChange = { before: number; gained: number; after: number; reason: string };

/** Adds points, capped at the maximum. */
export function addSuppression(
  rules: CombatRuleset,
  current: number,
  points: number,
  reason: string,
): SuppressionChange {
  const after = Math.min(rules.suppression.max, Math.max(0, current + points));
  return { before: current, gained: after - current, after, reason };
}

/** The end-of-turn decay (−2, never below 0). */
export function decaySuppression(rules: CombatRuleset, current: number): SuppressionChange {
  return addSuppression(rules, current, -rules.suppression.decayPerTurn, 'End of turn');
}

/**
 * Points for being fired upon by `weapon` (seed 001): firearms, i.e. ranged weapons, suppress
 * on their own; melee, explosive and defensive weapons only through the Suppress action.
 */
export function firedUponPoints(rules: CombatRuleset, weapon: Weapon): number {
  return weapon.type === 'ranged' ? rules.suppression.perAttack : 0;
}

/**
 * Points a successful Suppress action gives for `netHits` (attack hits over defense hits): flat
 * (seed 001) or a factor per net hit (seed 000). Never fewer than being fired upon would give, so
 * a hit on a tie with a firearm still gives the ordinary point under seed 000's rule.
 */
export function suppressActionPoints(rules: CombatRuleset, weapon: Weapon, netHits: number): number {
  const s = rules.suppression.suppressPoints;
  const points = s.kind === 'flat' ? s.points : s.factor * Math.max(0, netHits);
  return Math.max(points, firedUponPoints(rules, weapon));
}

/** One target of a Suppress action. */
export type SuppressTarget = {
  defender: OpposedActionDefender;
  range?: ShotContext['range'];
  suppression: number;
};

export type SuppressTargetResult = {
  defender: string;
  exchange: AttackExchange;
  succeeded: boolean;
  change: SuppressionChange;
};

export type SuppressResult = { targets: SuppressTargetResult[]; ammoUsed: number };

/**
 * The Suppress action (seed 000 "Suppress", seed 001): an attack roll as normal that does no
 * damage; a hit gives the Suppress action's points (`suppressActionPoints`), a miss with a
 * firearm still gives the usual point for being fired upon. An automatic weapon may suppress up to five
 * targets, one round and one roll each; anything else one target.
 */
export function resolveSuppress(
  rules: CombatRuleset,
  input: { weapon: Weapon; attacker: Attacker; targets: readonly SuppressTarget[] },
  rng: Rng,
): SuppressResult {
  const { weapon, attacker, targets } = input;
  const max = weapon.automatic ? rules.autoFire.maxTargets : 1;
  if (targets.length < 1 || targets.length > max) {
    throw new CombatRuleError(
      `${weapon.name} can suppress ${max === 1 ? 'one target' : `1 to ${max} targets`}`,
    );
  }
  // One roll per combat turn takes the attacker's luck (seed 004): the first target's.
  const later =
    attacker.luck === undefined || isLegacyResolution(rules) ? attacker : { ...attacker, luck: undefined };
  const results = targets.map((t, i): SuppressTargetResult => {
    const exchange = rollShotExchangeFor(
      rules,
      weapon,
      i === 0 ? attacker : later,
      t.defender,
      { range: t.range },
      rng,
    );
    const succeeded = exchange.outcome === 'hit';
    const points = succeeded
      ? suppressActionPoints(rules, weapon, exchange.netHits)
      : firedUponPoints(rules, weapon);
    const reason = succeeded ? `Suppressed by ${attacker.name}` : `Fired upon by ${attacker.name}`;
    return {
      defender: t.defender.name,
      exchange,
      succeeded,
      change: addSuppression(rules, t.suppression, points, reason),
    };
  });
  return { targets: results, ammoUsed: weapon.ammo === null ? 0 : targets.length };
}
