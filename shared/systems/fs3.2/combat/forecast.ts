/**
 * Issue 41: FS3.2's knockout odds for the exact turn forecast (shared/core/combat/forecast-exact.ts),
 * the same check `rollKnockouts` (turn.ts) rolls: seed 004 "Knockout": one damaged this turn whose
 * total wound modifier reaches the threshold rolls toughness (with the storyteller's toughness
 * modifiers) less that modifier, and no hits is a knockout.
 */
import { canAct, poolsOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import type { CombatRules } from '../../../core/combat/procedures';
import { bakedPools, modifierIndex, modifiersFor, poolOf } from '../../../core/combat/world';
import { withModifiers } from '../../../core/dice/ability-roll';
import { poolOdds } from '../../../core/dice/odds';
import { knockoutRollDue } from '../../../core/mechanics/knockout';
import { addSuppression, firedUponPoints } from '../../../core/mechanics/suppression';
import { weaponNamed } from '../../../core/combat/gear';
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

/**
 * P(each number of initiative hits) for `c`, as `rollTurnInitiative` (turn.ts) rolls it: the
 * initiative ability with the wound modifier and the storyteller's initiative modifiers; luck on
 * initiative: null (the forecast plays the full turn).
 */
export function fs32InitiativeOdds(rules: CombatRules, ctx: CombatContext, c: CombatantState): readonly number[] | null {
  if (c.declaration?.luck?.roll === 'initiative') return null;
  const pool = poolOf(rules, poolsOf(ctx, c), ctx.abilities.initiative);
  const wounds = woundRollModifier(totalWoundModifier(c.wounds, rules).total);
  const extra = [...(wounds ? [wounds] : []), ...modifiersFor(modifierIndex(ctx).get(c.id), 'initiative')];
  const rolled = extra.length ? withModifiers(rules.core, pool, extra) : pool;
  return poolOdds(rules.core, rolled.diceRolled, rolled.attributeRating).hits;
}

/** `target` after `attacker` fires at it, whatever the shot does (fire.ts `firedUpon`): a firearm's suppression point. */
export function fs32FiredUpon(rules: CombatRules, ctx: CombatContext, attacker: CombatantState, target: CombatantState): CombatantState {
  const points = firedUponPoints(rules, weaponNamed(ctx.gear, attacker.weapon));
  const after = addSuppression(rules, target.suppression, points, '').after;
  return after === target.suppression ? target : { ...target, suppression: after };
}
