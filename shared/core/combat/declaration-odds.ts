/**
 * The declare panel's question about a declared action and the exact odds the edition answers
 * (FS3.2's in shared/systems/fs3.2/combat/declaration-odds.ts). No die is rolled.
 */
import type { CombatContext } from './context';
import type { CombatRules } from './procedures';
import type { OddsAnswer, OddsQuery } from './odds-types';
import { turnOf } from './step';

export type { OddsAnswer, OddsQuery } from './odds-types';

/**
 * The odds of the declared action at one person or vehicle (its pilot dodges with the dodge
 * bonus; its own chart and armor take the hit), or null when they cannot be computed (a weapon
 * that cannot do it, unknown ids, too few rounds).
 */
export function declarationOdds(rules: CombatRules, ctx: CombatContext, q: OddsQuery): OddsAnswer | null {
  return declarationOddsMany(rules, ctx, [q])[0]!;
}

/** Many questions about one context at once (issue 18), answered by the edition's procedures; unknown ids get null. */
export function declarationOddsMany(rules: CombatRules, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  const ids = new Set([...ctx.combatants.map((c) => c.id), ...ctx.vehicles.map((v) => v.id)]);
  const people = new Set(ctx.combatants.map((c) => c.id));
  const known = (q: OddsQuery) => people.has(q.attackerId) && ids.has(q.targetId);
  const own = turnOf(rules);
  if (own.oddsMany) {
    const answers = own.oddsMany(ctx, queries.filter(known), rules);
    return queries.map((q) => (known(q) ? answers.shift()! : null));
  }
  return queries.map((q) => (known(q) && own.odds ? own.odds(ctx, q) : null));
}
