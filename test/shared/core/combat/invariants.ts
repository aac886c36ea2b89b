/** Invariants every reachable combat snapshot must satisfy. Returns the broken ones. */
import type { CombatMachineSnapshot } from '../../../../shared/core/combat/plan';
import { isJsonValue } from '../../../../shared/domain/json';

export function brokenInvariants(s: CombatMachineSnapshot): string[] {
  const out: string[] = [];
  const ctx = s.context;
  const phase = s.value as string;
  if (s.status === 'error') out.push(`machine error: ${String(s.error)}`);
  if (!isJsonValue(ctx)) out.push('context is not plain JSON');
  const ids = new Set(ctx.combatants.map((c) => c.id));
  if (ids.size !== ctx.combatants.length) out.push('duplicate combatant ids');
  if (phase === 'setup' && ctx.turn !== 0) out.push('turn set during setup');
  if (phase !== 'setup' && phase !== 'ended' && ctx.turn < 1) out.push('turn 0 after setup');
  if ((phase === 'resolving' || phase === 'knockouts' || phase === 'turnEnd') !== (ctx.order !== null)) {
    if (!(phase === 'ended' && ctx.order === null)) out.push(`order ${ctx.order ? 'present' : 'missing'} in ${phase}`);
  }
  if (phase === 'resolving' && ctx.order && ctx.order.next >= ctx.order.slots.length && !ctx.order.held?.length) out.push('resolving with nothing left');
  // Issue 18: holds exist only while resolving, name known combatants, and are never also pending.
  if (ctx.order?.held?.length && phase !== 'resolving') out.push(`held actions in ${phase}`);
  for (const h of ctx.order?.held ?? []) {
    if (!ids.has(h.id)) out.push(`held names unknown ${h.id}`);
    if (ctx.order!.slots.some((s) => s.id === h.id)) out.push(`${h.id}: held and in the order`);
  }
  if (phase === 'knockouts' && ctx.order && ctx.order.next < ctx.order.slots.length) out.push('knockouts before all actions');
  for (const slot of ctx.order?.slots ?? []) if (!ids.has(slot.id)) out.push(`order names unknown ${slot.id}`);
  for (const c of ctx.combatants) {
    if (c.woundIds.length !== c.wounds.length) out.push(`${c.id}: wound ids out of step`);
    if (c.suppression < 0 || c.suppression > 5) out.push(`${c.id}: suppression ${c.suppression}`);
    if (c.ammo !== null && c.ammo < 0) out.push(`${c.id}: ammo ${c.ammo}`);
    if (c.luckPoints !== null && c.luckPoints < 0) out.push(`${c.id}: luck ${c.luckPoints}`);
    if (c.subduedBy !== null && !ids.has(c.subduedBy)) out.push(`${c.id}: held by unknown ${c.subduedBy}`);
    if (!ctx.gear.weapons[c.weapon] || !ctx.gear.charts[c.chart]) out.push(`${c.id}: gear missing`);
    if (!ctx.statBlocks[c.stats]) out.push(`${c.id}: stat block missing`);
    if (phase === 'declaring' && c.damagedThisTurn) out.push(`${c.id}: damage flag survived the turn end`);
    for (const k of c.conditions ?? []) if (k.endsAfter !== null && k.endsAfter < ctx.turn) out.push(`${c.id}: condition ${k.name} outlived turn ${k.endsAfter}`);
  }
  return out;
}
