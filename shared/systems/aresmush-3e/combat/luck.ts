/**
 * §C.21 combat luck: one reason a turn (Attack, Defense, Initiative), costing 1 point only when no
 * reason was set yet this turn; +3 dice on that roll type, ±30 on damage (see rolls.ts, attack.ts).
 */
import type { CombatantState, CombatContext } from '../../../core/combat/context';
import type { LuckChoice } from '../../../core/combat/declarations';
import type { A3Fighter, A3Luck } from './fighter';

export type LuckSpend = { ok: true; cost: 0 | 1; luck: number } | { ok: false; reason: string };

export function spendLuck(c: A3Fighter, reason: A3Luck, luckPoints: number): LuckSpend {
  if (c.npcLevel !== null) return { ok: false, reason: 'NPCs have no luck.' };
  if (c.luck === null && luckPoints < 1) return { ok: false, reason: `${c.name} has no luck to spend.` };
  const cost = c.luck === null ? 1 : 0;
  c.luck = reason;
  return { ok: true, cost, luck: luckPoints - cost };
}

/**
 * §C.21 on the GM screen's machine: why `c` cannot earmark `luck` (null: allowed). Only +3 dice
 * on a roll type (no penalty, re-roll or cancel); NPCs have none; once paid this turn
 * (`luckUsed`), switching the reason is free, so the balance is not checked again.
 */
export function ares3eLuckRefusal(c: CombatantState, luck: LuckChoice): string | null {
  if (c.kind === 'npc') return 'NPCs have no luck.';
  if (luck.effect !== 'bonus') return 'Luck in combat is +3 dice on one roll type (attack, defense or initiative); there is no re-roll, penalty or cancel.';
  if (c.luckUsed > 0) return null;
  if (c.luckPoints !== null && c.luckPoints < 1) return `${c.name} has no luck to spend.`;
  return null;
}

/**
 * §C.21: 1 point the first time a reason is set in a turn. The machine charges it when the turn's
 * dice next roll (initiative, or the next action resolved for luck earmarked after initiative);
 * the combatant's luck after the charge is what the console deducts from the character.
 */
export function payEarmarkedLuck(ctx: CombatContext): { ctx: CombatContext; spent: string[] } {
  const spent: string[] = [];
  const combatants = ctx.combatants.map((c) => {
    if (!c.declaration?.luck || c.luckUsed > 0 || c.kind === 'npc') return c;
    if (c.luckPoints !== null && c.luckPoints < 1) return c;
    spent.push(`${c.name} spends a luck point on ${c.declaration.luck.roll}.`);
    return { ...c, luckPoints: c.luckPoints === null ? null : c.luckPoints - 1, luckUsed: 1 };
  });
  return spent.length === 0 ? { ctx, spent } : { ctx: { ...ctx, combatants }, spent };
}
