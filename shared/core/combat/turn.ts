/**
 * The turn around the actions (seed 004 "Combat Turns"): start, initiative, tie reordering,
 * knockout rolls after all actions, the end of the turn, and the end of the combat.
 */
import { rollInitiative, type InitiativeEntry } from '../mechanics/initiative';
import { checkKnockout, vehicleToughnessPool, type KnockoutCheck } from '../mechanics/knockout';
import { decaySuppression } from '../mechanics/suppression';
import { totalWoundModifier } from '../mechanics/wounds';
import type { CommandOf } from './commands';
import { canAct, findCombatant, poolsOf, type CombatantState, type CombatContext, type OrderSlot } from './context';
import { vehicleNamed, weaponNamed } from './gear';
import { noted, type StepEnv, type StepResult } from './step';
import { bakedPools, luckAgainst, luckBook, modifierIndex, modifiersFor, poolOf, takeLuck } from './world';

export function startRefusal(ctx: CombatContext): string | null {
  return ctx.combatants.length > 0 ? null : 'Add at least one combatant first.';
}

export function startCombat(ctx: CombatContext): StepResult {
  const teams = new Set(ctx.combatants.map((c) => c.team)).size;
  return noted({ ...ctx, turn: 1 }, `Combat begins: ${ctx.combatants.length} combatants in ${teams} team${teams === 1 ? '' : 's'}. Turn 1.`);
}

export function initiativeRefusal(ctx: CombatContext): string | null {
  const waiting = ctx.combatants.filter((c) => canAct(c) && c.declaration === null);
  if (waiting.length === 0) return null;
  const names = waiting.slice(0, 5).map((c) => c.name).join(', ');
  return `Not everyone has declared: ${names}${waiting.length > 5 ? ` and ${waiting.length - 5} more` : ''}.`;
}

/** Everyone who can act rolls initiative (seed 004); ties are shuffled with the host's dice. */
export function rollTurnInitiative(env: StepEnv, ctx: CombatContext): StepResult {
  const { rules, rng } = env;
  const modifiers = modifierIndex(ctx);
  const book = luckBook(rules, ctx);
  rng.mark(`Turn ${ctx.turn}: initiative`);
  const entries: InitiativeEntry[] = ctx.combatants.filter(canAct).map((c) => {
    const entry: InitiativeEntry = {
      id: c.id,
      name: c.name,
      pool: poolOf(rules, poolsOf(ctx, c), ctx.abilities.initiative),
      woundModifier: totalWoundModifier(c.wounds, rules).total,
      modifiers: modifiersFor(modifiers.get(c.id), 'initiative'),
    };
    const luck = takeLuck(book, c.id, 'initiative');
    if (luck) entry.luck = luck;
    const against = luckAgainst(book, c.id, 'initiative', luck);
    if (against.length > 0) entry.modifiers = [...(entry.modifiers ?? []), ...against];
    return entry;
  });
  const slots = rollInitiative(rules, entries, rng);
  const order = { slots: slots.map((s): OrderSlot => ({ id: s.id, hits: s.roll.hits, tieBreak: s.tieBreak })), next: 0 };
  const context = { ...ctx, order, combatants: ctx.combatants.map((c) => withLuck(c, book.luck.get(c.id)!)) };
  return { context, entries: [{ kind: 'initiative', turn: ctx.turn, slots, luck: book.luckNotes }] };
}

function withLuck(c: CombatantState, l: { points: number | null; used: number }): CombatantState {
  return l.points === c.luckPoints && l.used === c.luckUsed ? c : { ...c, luckPoints: l.points, luckUsed: l.used };
}

/** Only equal hits may change places (seed 004 breaks ties at random; the storyteller may overrule). */
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
 * Knockout rolls after all actions (seed 004): everyone damaged this turn whose wound modifier
 * reached the threshold, and damaged vehicles with their own toughness (seed 000).
 */
export function rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult {
  const { rules, rng } = env;
  const modifiers = modifierIndex(ctx);
  const checks: KnockoutCheck[] = [];
  const out = new Set<string>();
  for (const c of ctx.combatants) {
    if (!c.damagedThisTurn || c.knockedOut) continue;
    rng.mark(`${c.name}: knockout`);
    const pools = bakedPools(rules, ctx, poolsOf(ctx, c), modifiers.get(c.id));
    const check = checkKnockout(
      rules,
      { name: c.name, toughness: poolOf(rules, pools, ctx.abilities.toughness), woundModifier: totalWoundModifier(c.wounds, rules).total, damagedThisTurn: true },
      rng,
    );
    checks.push(check);
    if (check.knockedOut) out.add(c.id);
  }
  for (const v of ctx.vehicles) {
    if (!v.damagedThisTurn || v.knockedOut) continue;
    rng.mark(`${v.name}: knockout`);
    const check = checkKnockout(
      rules,
      { name: v.name, toughness: vehicleToughnessPool(rules, vehicleNamed(ctx.gear, v.vehicle)), woundModifier: totalWoundModifier(v.wounds, rules).total, damagedThisTurn: true },
      rng,
    );
    checks.push(check);
    if (check.knockedOut) out.add(v.id);
  }
  const combatants = ctx.combatants.map((c) => {
    if (out.has(c.id)) return { ...c, knockedOut: true };
    // A subduer who is knocked out cannot hold anyone.
    return c.subduedBy !== null && out.has(c.subduedBy) ? { ...c, subduedBy: null } : c;
  });
  const vehicles = ctx.vehicles.map((v) => (out.has(v.id) ? { ...v, knockedOut: true } : v));
  return { context: { ...ctx, combatants, vehicles }, entries: [{ kind: 'knockout', turn: ctx.turn, checks }] };
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
