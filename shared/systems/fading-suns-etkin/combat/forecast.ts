/**
 * Issue 41: seed 003's turn forecast, always exact. Every action is a task rolled against its own
 * goal, and nothing rolled this turn changes another roll (the storyteller enters the damage
 * afterwards, COMBAT-NOTES.md), so the tasks are independent: P(hit at least once) = 1 − Π(1 −
 * P(success)) over every pending task (each shot one roll) at the combatant. Wounds and knockouts
 * are the storyteller's, so their chances are not forecast (null).
 */
import { canAct, declaredActions, type CombatContext } from '../../../core/combat/context';
import type { ExactOutcome } from '../../../core/combat/forecast-types';
import { taskOdds } from './odds';
import type { ResolveRules } from './resolve';

/** Pending rolls of each (combatant, declared action): once the actions have begun, the slots left; before, every shot. */
function pendingShots(ctx: CombatContext): Map<string, number> | null {
  if (!ctx.order) return null;
  const left = new Map<string, number>();
  for (const s of [...ctx.order.slots.slice(ctx.order.next), ...(ctx.order.held ?? [])]) {
    const key = `${s.id}:${s.action ?? 0}`;
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  return left;
}

export function etkinForecast(r: ResolveRules, ctx: CombatContext): ExactOutcome[] {
  const pending = pendingShots(ctx);
  const missAll = new Map<string, number>();
  for (const c of ctx.combatants) {
    if (!canAct(c) || !c.declaration) continue;
    const actions = declaredActions(c.declaration);
    const luck = c.declaration.luck;
    actions.forEach((a, index) => {
      if (a.kind !== 'task' || a.target === undefined) return;
      const shots = pending ? (pending.get(`${c.id}:${index}`) ?? 0) : (a.shots ?? 1);
      if (shots === 0) return;
      const reroll = luck?.effect === 'reroll' && (luck.action ?? 0) === index;
      const bonus = luck?.effect === 'bonus' ? 'bonus' : null;
      const plain = taskOdds(r, ctx, { combatantId: c.id, actions, index, luck: bonus });
      if (!plain) return;
      // The hero re-roll goes on the action's first shot only (resolve.ts), and only before it is rolled.
      const first = reroll && (pending === null || shots === (a.shots ?? 1)) ? taskOdds(r, ctx, { combatantId: c.id, actions, index, luck: 'reroll', ...(luck?.rerolls ? { rerolls: luck.rerolls } : {}) }) : null;
      let miss = (1 - (first ?? plain).pSuccess) * (1 - plain.pSuccess) ** (shots - 1);
      miss *= missAll.get(a.target) ?? 1;
      missAll.set(a.target, miss);
    });
  }
  return ctx.combatants.map((c) => ({ id: c.id, pHit: 1 - (missAll.get(c.id) ?? 1), pSerious: null, pOut: c.knockedOut ? 1 : null }));
}
