/**
 * Issue 39 item 6 (remainder): the FS3.1 knockout odds on the GM screen. Seed 002 "Knockout": "At
 * the end of any turn in which you took damage, you must make a Knockout Roll. This is a simple
 * percentage roll, with a modifier based on how tough your character is. If you roll lower than
 * your total Wound Modifier, you are knocked out." The chance shown is that roll's, with the
 * combatant's current wounds, toughness rating and the storyteller's toughness modifiers, the same
 * numbers `personKnockout` rolls with; null when unhurt (nothing to roll against) or knocked out.
 */
import { poolsOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import { poolRow } from '../pools';
import { knockoutOdds } from './knockout';
import { totalWoundModifier } from './rolls';

export function fs31KnockoutChance(rules: CombatRuleset, ctx: CombatContext, c: CombatantState): number | null {
  if (c.knockedOut) return null;
  const wounds = totalWoundModifier(rules, c.wounds);
  if (wounds === 0) return null;
  const pool = poolsOf(ctx, c)[ctx.abilities.toughness];
  if (!pool) return null;
  // The storyteller's modifiers the knockout roll adds (`storytellerMods`): those on toughness and those on every roll.
  const extra = ctx.modifiers.filter((m) => m.combatantId === c.id && (m.roll === 'toughness' || m.roll === 'all')).reduce((s, m) => s + m.dice, 0);
  return knockoutOdds(poolRow(pool), wounds, extra);
}
