/**
 * Issue 41: FS3.2's knockout odds for the exact turn forecast (shared/core/combat/forecast-exact.ts),
 * the same check `rollKnockouts` (turn.ts) rolls: seed 004 "Knockout": one damaged this turn whose
 * total wound modifier reaches the threshold rolls toughness (with the storyteller's toughness
 * modifiers) less that modifier, and no hits is a knockout.
 */
import { canAct, poolsOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import type { CombatRules } from '../../../core/combat/procedures';
import { bakedPools, modifierIndex, poolOf } from '../../../core/combat/world';
import { withModifiers } from '../../../core/dice/ability-roll';
import { poolOdds } from '../../../core/dice/odds';
import { knockoutRollDue } from '../../../core/mechanics/knockout';
import { totalWoundModifier, woundRollModifier, type Wound } from '../../../core/mechanics/wounds';

/** P(`c` is knocked out at the end of this turn) if it now takes `wound` (null: no new wound). */
export function fs32KnockoutOdds(rules: CombatRules, ctx: CombatContext, c: CombatantState, wound: Wound | null): number {
  if (!canAct(c)) return 1;
  const wounds = wound ? [...c.wounds, wound] : c.wounds;
  const modifier = totalWoundModifier(wounds, rules).total;
  if (!knockoutRollDue(rules, c.damagedThisTurn || wound !== null, modifier)) return 0;
  const pools = bakedPools(rules, ctx, poolsOf(ctx, c), modifierIndex(ctx).get(c.id));
  const toughness = poolOf(rules, pools, ctx.abilities.toughness);
  const penalty = woundRollModifier(modifier);
  const rolled = penalty ? withModifiers(rules.core, toughness, [penalty]) : toughness;
  return poolOdds(rules.core, rolled.diceRolled, rolled.attributeRating).hits[0] ?? 0;
}
