/**
 * Issue 41: FS3.1's pieces of the turn forecast (shared/core/combat/forecast-exact.ts and
 * forecast-table.ts), each the exact odds of the roll the turn's own procedures make, so the
 * forecast's fast path serves FS3.1 instead of playing the whole turn 10,000 times:
 * - the knockout check `rollKnockouts` (machine.ts, `personKnockout`) rolls at the end of a turn
 *   in which one took damage (seed 002 "Knockout");
 * - the initiative roll `rollInitiative` makes (002 "Order of Actions": the Roll Result, higher
 *   first, ties at random);
 * - the suppression point a firearm's shot gives its target whatever it does (000 "Suppression").
 */
import { poolsOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import { weaponNamed } from '../../../core/combat/gear';
import type { CombatRules } from '../../../core/combat/procedures';
import { modifierIndex, modifiersFor } from '../../../core/combat/world';
import type { Wound } from '../../../core/mechanics/wounds';
import { poolRow } from '../pools';
import { knockoutOdds } from './knockout';
import { distOf } from './odds';
import { poolFrom, totalWoundModifier, woundMods } from './rolls';

const sum = (mods: readonly { dice: number }[]): number => mods.reduce((s, m) => s + m.dice, 0);

/** P(`c` is knocked out at the end of this turn) if it now takes `wound` (null: no new wound). */
export function fs31KnockoutOdds(rules: CombatRules, ctx: CombatContext, c: CombatantState, wound: Wound | null): number {
  if (c.knockedOut) return 1;
  // 002: only "at the end of any turn in which you took damage".
  if (!c.damagedThisTurn && wound === null) return 0;
  const wounds = wound ? [...c.wounds, wound] : c.wounds;
  // The same numbers `personKnockout` rolls with: the toughness ability's row (row 0 unrated), the storyteller's toughness modifiers.
  const rating = poolRow(poolFrom(poolsOf(ctx, c), ctx.abilities.toughness));
  return knockoutOdds(rating, totalWoundModifier(rules, wounds), sum(modifiersFor(modifierIndex(ctx).get(c.id), 'toughness')));
}

/**
 * P(each initiative Roll Result) for `c`, index 0..5 for −2..+3 (the order reads only which is
 * higher): the initiative ability with the wound modifier and the storyteller's initiative
 * modifiers. Luck on initiative: null (the forecast plays the full turn).
 */
export function fs31InitiativeOdds(rules: CombatRules, ctx: CombatContext, c: CombatantState): readonly number[] | null {
  if (c.declaration?.luck?.roll === 'initiative') return null;
  const pool = poolFrom(poolsOf(ctx, c), ctx.abilities.initiative);
  return distOf(pool, [...woundMods(rules, c.wounds), ...modifiersFor(modifierIndex(ctx).get(c.id), 'initiative')]);
}

/** `target` after `attacker` fires a single shot at it (fire-actions.ts `firedUpon`): a firearm's suppression point. */
export function fs31FiredUpon(rules: CombatRules, ctx: CombatContext, attacker: CombatantState, target: CombatantState): CombatantState {
  if (weaponNamed(ctx.gear, attacker.weapon).type !== 'ranged') return target;
  const after = Math.min(rules.suppression.max, target.suppression + Math.max(0, rules.suppression.perAttack));
  return after === target.suppression ? target : { ...target, suppression: after };
}
