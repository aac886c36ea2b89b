/**
 * §C.21 combat luck: one reason a turn (Attack, Defense, Initiative), costing 1 point only when no
 * reason was set yet this turn; +3 dice on that roll type, ±30 on damage (see rolls.ts, attack.ts).
 */
import type { A3Fighter, A3Luck } from './fighter';

export type LuckSpend = { ok: true; cost: 0 | 1; luck: number } | { ok: false; reason: string };

export function spendLuck(c: A3Fighter, reason: A3Luck, luckPoints: number): LuckSpend {
  if (c.npcLevel !== null) return { ok: false, reason: 'NPCs have no luck.' };
  if (c.luck === null && luckPoints < 1) return { ok: false, reason: `${c.name} has no luck to spend.` };
  const cost = c.luck === null ? 1 : 0;
  c.luck = reason;
  return { ok: true, cost, luck: luckPoints - cost };
}
