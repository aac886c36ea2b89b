/**
 * Holding an action (issue 18). Neither FS3.2 (seeds 001/004) nor AresMUSH Third Edition has a
 * hold rule: initiative order is the order of resolution. This is the storyteller's tool over the
 * rolled order, the same for every edition: a combatant who has not acted leaves the pending
 * order (`order.held`) and is released later in the turn to act next. Whoever still holds when
 * the pending order runs out acts last, in the order they held (COMBAT-NOTES "Holding an action").
 */
import type { CommandOf } from './commands';
import { canAct, findCombatant, type CombatContext, type OrderSlot } from './context';
import type { CombatLogEntry } from './log-entries';
import { noted, type StepEnv, type StepResult } from './step';

const nameOf = (ctx: CombatContext, id: string) => findCombatant(ctx, id)?.name ?? id;

export function holdRefusal(ctx: CombatContext, cmd: CommandOf<'action.hold'>): string | null {
  const c = findCombatant(ctx, cmd.combatantId);
  if (!c) return `No combatant with id ${cmd.combatantId}.`;
  const order = ctx.order;
  if (!order) return 'Roll initiative first: only a combatant in this turn\'s order can hold.';
  if (order.held?.some((s) => s.id === c.id)) return `${c.name} is already holding their action.`;
  // A combatant with several actions (seed 003) holds the next one still to come.
  if (!order.slots.some((s) => s.id === c.id)) return `${c.name} is not in this turn's order.`;
  if (pendingSlotOf(order, c.id) === undefined) return `${c.name} has already acted this turn.`;
  if (!canAct(c)) return `${c.name} is knocked out and cannot hold an action.`;
  return null;
}

/** The combatant's first slot still to be resolved. */
function pendingSlotOf(order: NonNullable<CombatContext['order']>, id: string): OrderSlot | undefined {
  return order.slots.find((s, i) => i >= order.next && s.id === id);
}

export function hold(ctx: CombatContext, cmd: CommandOf<'action.hold'>): StepResult {
  const order = ctx.order!;
  const slot = pendingSlotOf(order, cmd.combatantId)!;
  const next = { slots: order.slots.filter((s) => s !== slot), next: order.next, held: [...(order.held ?? []), slot] };
  return noted({ ...ctx, order: next }, `${nameOf(ctx, slot.id)} holds their action.`);
}

export function releaseRefusal(ctx: CombatContext, cmd: CommandOf<'action.release'>): string | null {
  const c = findCombatant(ctx, cmd.combatantId);
  if (!c) return `No combatant with id ${cmd.combatantId}.`;
  if (!ctx.order?.held?.some((s) => s.id === c.id)) return `${c.name} is not holding an action.`;
  return null;
}

/** "Act now": the held combatant goes next, ahead of everyone still pending. */
export function release(ctx: CombatContext, cmd: CommandOf<'action.release'>): StepResult {
  const order = ctx.order!;
  const slot = order.held!.find((s) => s.id === cmd.combatantId)!;
  const held = order.held!.filter((s) => s !== slot);
  const slots = [...order.slots.slice(0, order.next), slot, ...order.slots.slice(order.next)];
  return noted({ ...ctx, order: withHeld({ slots, next: order.next }, held) }, `${nameOf(ctx, slot.id)} acts now (held action released).`);
}

function withHeld(order: { slots: OrderSlot[]; next: number }, held: readonly OrderSlot[]): NonNullable<CombatContext['order']> {
  return held.length > 0 ? { ...order, held: [...held] } : { slots: order.slots, next: order.next };
}

type Resolve = (env: StepEnv, ctx: CombatContext, count: number) => StepResult;

/**
 * Resolves up to `count` actions with any edition's `resolveSlots`, which knows only the pending
 * order: when the pending order runs out, the next held combatants are put at its end (they act
 * last, in the order they held). The rest stay held; the held list is kept across the edition's
 * step, which rebuilds `order` without it.
 */
export function resolveWithHolds(env: StepEnv, ctx: CombatContext, count: number, resolve: Resolve): StepResult {
  const order = ctx.order;
  const held = order?.held ?? [];
  if (!order || held.length === 0) return resolve(env, ctx, count);
  const pendingLeft = order.slots.length - order.next;
  const late = held.slice(0, Math.max(0, Math.min(held.length, count - pendingLeft)));
  const still = held.slice(late.length);
  const entries: CombatLogEntry[] = [];
  if (late.length > 0) {
    const names = late.map((s) => nameOf(ctx, s.id));
    entries.push({ kind: 'note', turn: ctx.turn, text: `${names.join(', ')} held to the end of the turn: ${late.length === 1 ? 'acts' : 'act'} last.` });
  }
  const start: CombatContext = { ...ctx, order: { slots: [...order.slots, ...late], next: order.next } };
  const r = resolve(env, start, count);
  const after = r.context.order!;
  return { context: { ...r.context, order: withHeld(after, still) }, entries: [...entries, ...r.entries] };
}
