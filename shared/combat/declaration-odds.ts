/**
 * Exact odds of a declared shot for the GM screen ("62% hit · 18% Serious or worse"), computed
 * with the rules engine's `attackOdds` on the same attacker/defender the resolution would build
 * (stances, wounds, suppression, aim, storyteller modifiers, earmarked luck). Read-only: the
 * working copy is thrown away and no die is rolled.
 */
import type { CombatContext } from './context';
import { attackerFor, defenderFor } from './fire';
import type { LabelledRng } from './dice-tape';
import { buildWorld } from './world';
import { aimBonusApplies } from '../rules/combat/actions';
import { STANCES, type CombatRuleset, type RangeBand, type Stance } from '../rules/combat/combat-ruleset';
import { attackOdds } from '../rules/combat/odds';

export type OddsQuery = {
  attackerId: string;
  targetId: string;
  /** The attacker's luck if earmarked for this attack. */
  luck: 'bonus' | 'reroll' | null;
  stance?: string;
  location?: string;
  range?: RangeBand;
};

export type OddsAnswer = {
  attackDice: number;
  defenseDice: number;
  pHit: number;
  pWounded: number;
  pSeriousOrWorse: number;
};

/** Odds never consume dice: any call on this generator is a bug. */
const NO_DICE: LabelledRng = {
  mark: () => undefined,
  die: () => {
    throw new Error('Odds must not roll dice');
  },
};

/**
 * The odds of one shot at a person or a vehicle (its pilot dodges with the dodge bonus; its own
 * chart and armor take the hit), or null when it cannot be computed (a weapon that cannot attack,
 * unknown ids).
 */
export function declarationOdds(rules: CombatRuleset, ctx: CombatContext, q: OddsQuery): OddsAnswer | null {
  const targetKnown = ctx.combatants.some((c) => c.id === q.targetId) || ctx.vehicles.some((v) => v.id === q.targetId);
  if (!ctx.combatants.some((c) => c.id === q.attackerId) || !targetKnown) return null;
  if (rules.procedures?.odds) return rules.procedures.odds(ctx, q);
  const world = buildWorld(rules, ctx, NO_DICE);
  const actor = world.tc.live.get(q.attackerId)!;
  if (actor.weapon.type === 'defensive') return null;
  if (q.stance && (STANCES as readonly string[]).includes(q.stance)) actor.stance = q.stance as Stance;
  const ledger = world.luck.get(q.attackerId);
  if (ledger) ledger.choice = q.luck ? { roll: 'attack', effect: q.luck } : null;
  const attacker = attackerFor(world, actor, aimBonusApplies(actor.aim, q.targetId, world.tc.turn));
  const defender = defenderFor(world, q.targetId, actor.weapon);
  const o = attackOdds(rules, { weapon: actor.weapon, attacker, defender, target: q.location, shot: { range: q.range } });
  return { attackDice: o.attackDice, defenseDice: o.defenseDice, pHit: o.pHit, pWounded: o.pWounded, pSeriousOrWorse: o.pSeriousOrWorse };
}
