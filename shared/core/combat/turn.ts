/**
 * The turn around the actions that every edition shares (seed 004 "Combat Turns"): start, tie
 * reordering, the end of the turn, and the end of the combat. Initiative and knockout rolls are
 * the edition's (its procedures; FS3.2's in shared/systems/fs3.2/combat/turn.ts).
 */
import { decaySuppression } from '../mechanics/suppression';
import type { CommandOf } from './commands';
import { canAct, findCombatant, type CombatantState, type CombatContext, type OrderSlot } from './context';
import { weaponNamed } from './gear';
import { noted, type StepEnv, type StepResult } from './step';

export function startRefusal(ctx: CombatContext): string | null {
  return ctx.combatants.length > 0 ? null : 'Add at least one combatant first.';
}

export function startCombat(ctx: CombatContext): StepResult {
  const teams = new Set(ctx.combatants.map((c) => c.team)).size;
  return noted({ ...ctx, turn: 1 }, `Combat begins: ${ctx.combatants.length} combatants in ${teams} team${teams === 1 ? '' : 's'}. Turn 1.`);
}

export function initiativeRefusal(ctx: CombatContext): string | null {
  // Issue 38: asked by the machine's guard on every step's view; most of the time nobody is waiting.
  if (!ctx.combatants.some((c) => canAct(c) && c.declaration === null)) return null;
  const waiting = ctx.combatants.filter((c) => canAct(c) && c.declaration === null);
  const names = waiting.slice(0, 5).map((c) => c.name).join(', ');
  return `Not everyone has declared: ${names}${waiting.length > 5 ? ` and ${waiting.length - 5} more` : ''}.`;
}

export function reorderRefusal(ctx: CombatContext, cmd: CommandOf<'initiative.reorder'>): string | null {
  const order = ctx.order;
  if (!order) return 'Initiative has not been rolled.';
  const pending = order.slots.slice(order.next);
  // The order is given by combatant: with several actions each (seed 003) it cannot say which slot moves.
  if (new Set(pending.map((s) => s.id)).size !== pending.length) return 'Someone has more than one action left this turn: ties cannot be reordered by name.';
  const ids = new Set(cmd.order);
  if (ids.size !== cmd.order.length || cmd.order.length !== pending.length || !pending.every((s) => ids.has(s.id))) {
    return 'Give the order of exactly the combatants who have not acted yet.';
  }
  const hits = new Map(pending.map((s) => [s.id, s.hits]));
  for (let i = 1; i < cmd.order.length; i++) {
    if (hits.get(cmd.order[i]!)! > hits.get(cmd.order[i - 1]!)!) return 'Only combatants with equal initiative may change places.';
  }
  return null;
}

export function reorder(ctx: CombatContext, cmd: CommandOf<'initiative.reorder'>): StepResult {
  const order = ctx.order!;
  const byId = new Map(order.slots.map((s) => [s.id, s]));
  const pending = cmd.order.map((id) => byId.get(id)!);
  const groupSize = new Map<number, number>();
  for (const s of pending) groupSize.set(s.hits, (groupSize.get(s.hits) ?? 0) + 1);
  const seen = new Map<number, number>();
  const renumbered = pending.map((s): OrderSlot => {
    if ((groupSize.get(s.hits) ?? 0) < 2) return s;
    const place = (seen.get(s.hits) ?? 0) + 1;
    seen.set(s.hits, place);
    return { ...s, tieBreak: place };
  });
  const names = cmd.order.map((id) => findCombatant(ctx, id)?.name ?? id).join(', ');
  return noted({ ...ctx, order: { slots: [...order.slots.slice(0, order.next), ...renumbered], next: order.next } }, `Storyteller reorders tied initiative: ${names}.`);
}

/** Whether every slot of the order has been resolved (nobody still holding an action). */
export function allResolved(ctx: CombatContext): boolean {
  return ctx.order !== null && ctx.order.next >= ctx.order.slots.length && !ctx.order.held?.length;
}

/**
 * The end of the turn (seed 001; RULES-NOTES 21, 35): suppression −2, aims taken this turn kept
 * for the next one and older ones lost, holds kept, turn-long modifiers and declarations cleared.
 */
export function endTurn(env: StepEnv, ctx: CombatContext): StepResult {
  const { rules } = env;
  const lines: string[] = [];
  const combatants = ctx.combatants.map((c): CombatantState => {
    const decay = decaySuppression(rules, c.suppression);
    if (decay.gained !== 0) lines.push(`${c.name}'s suppression falls from ${decay.before} to ${decay.after}.`);
    const keepAim = c.aim !== null && c.aim.turn === ctx.turn;
    if (c.aim !== null && !keepAim) lines.push(`${c.name} loses their aim.`);
    if (keepAim) lines.push(`${c.name} keeps their aim at ${findCombatant(ctx, c.aim!.targetId)?.name ?? c.aim!.targetId}.`);
    if (c.subduedBy !== null) lines.push(`${findCombatant(ctx, c.subduedBy)?.name ?? c.subduedBy} still holds ${c.name}.`);
    if (c.ammo === 0) lines.push(`${c.name}'s ${weaponNamed(ctx.gear, c.weapon).name} is empty.`);
    return { ...c, suppression: decay.after, aim: keepAim ? c.aim : null, declaration: null, damagedThisTurn: false, luckUsed: 0 };
  });
  for (const m of ctx.modifiers) if (m.duration === 'turn') lines.push(`${m.reason} ends for ${findCombatant(ctx, m.combatantId)?.name ?? m.combatantId}.`);
  const next: CombatContext = {
    ...ctx,
    turn: ctx.turn + 1,
    order: null,
    combatants,
    vehicles: ctx.vehicles.map((v) => (v.damagedThisTurn ? { ...v, damagedThisTurn: false } : v)),
    modifiers: ctx.modifiers.filter((m) => m.duration === 'combat'),
  };
  lines.push(`Turn ${ctx.turn + 1} begins.`);
  return { context: next, entries: [{ kind: 'turn-end', turn: ctx.turn, lines }] };
}

/** The end of the combat; the host then hands the wounds back to the campaign's characters. */
export function endCombat(ctx: CombatContext): StepResult {
  const hurt = ctx.combatants.filter((c) => c.wounds.length > c.woundIds.filter((id) => id !== null).length);
  const lines = hurt.map((c) => `${c.name} leaves with ${c.wounds.length} wound${c.wounds.length === 1 ? '' : 's'}.`);
  return noted({ ...ctx, order: null }, [`Combat ends after turn ${ctx.turn}.`, ...lines].join(' '));
}
