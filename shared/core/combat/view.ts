/**
 * The read-only projection pushed to every window (`combat.changed`): what the GM screen shows,
 * plus which commands the machine accepts right now (`snapshot.can()`), so the renderer enables
 * buttons without re-implementing a single guard.
 */
import { totalWoundModifier } from '../mechanics/wounds';
import type { CombatRules } from './procedures';
import { COMBAT_COMMAND_TYPES, type CombatCommandType } from './commands';
import { declaredActions, findCombatant, undeclared, vehicleOf, type CombatantState, type CombatContext, type OrderSlot } from './context';
import { declareOrder } from './initiative-first';
import type { TaskChoices } from './procedures';
import { describeAction } from './declare';
import { acceptedTypes, phaseOf, type CombatMachineSnapshot } from './plan';
import { COMBAT_MACHINE_VERSION } from './version';
import type { CombatantView, CombatSystemView, CombatView, HistoryView } from './view-schema';
import { refreshMemo, type CombatViewMemo } from './view-memo';

export { createViewMemo, type CombatViewMemo } from './view-memo';

export {
  CombatantViewSchema, CombatSystemViewSchema, CombatViewSchema, HistoryViewSchema, VehicleViewSchema,
  type CombatantView, type CombatSystemView, type CombatView, type HistoryView,
} from './view-schema';

/** Commands without a payload: `snapshot.can()` answers them exactly. */
const PAYLOAD_FREE = new Set<CombatCommandType>(['combat.start', 'initiative.roll', 'actions.begin', 'action.resolveNext', 'action.resolveAll', 'knockout.roll', 'turn.end', 'combat.end']);

/** Which commands the machine would take now (guards included for payload-free commands). */
export function allowedCommands(snapshot: CombatMachineSnapshot): Record<CombatCommandType, boolean> {
  const accepted = acceptedTypes(snapshot);
  const out = {} as Record<CombatCommandType, boolean>;
  for (const type of COMBAT_COMMAND_TYPES) {
    out[type] = accepted.has(type) && (!PAYLOAD_FREE.has(type) || snapshot.can({ type, dice: [] } as Parameters<typeof snapshot.can>[0]));
  }
  // Quick-declare has an optional payload only: ask the guard too.
  out['action.quickDeclare'] = accepted.has('action.quickDeclare') && snapshot.can({ type: 'action.quickDeclare', dice: [] });
  // Issue 41: the same for NPCs acting on their own (no dice are drawn by the guard).
  out['npc.autoDeclare'] = accepted.has('npc.autoDeclare') && snapshot.can({ type: 'npc.autoDeclare', dice: [] });
  return out;
}

/** Projects a snapshot for the renderer. */
export function toCombatView(rules: CombatRules, snapshot: CombatMachineSnapshot, history: HistoryView, system: CombatSystemView, memo?: CombatViewMemo): CombatView {
  const ctx = snapshot.context;
  const names = memo ? refreshMemo(memo, rules, ctx) : new Map(ctx.combatants.map((c) => [c.id, c.name]));
  const order = ctx.order;
  const own = rules.procedures;
  const phase = phaseOf(snapshot);
  const shape = own && (own.initiativeFirst !== undefined || own.maxActions !== undefined) ? { initiativeFirst: own.initiativeFirst === true, maxActions: own.maxActions ?? 1 } : null;
  const slotWords = (s: OrderSlot) => {
    if (own?.slotLabel) return own.slotLabel(ctx, s);
    if (s.action === undefined) return null;
    const d = findCombatant(ctx, s.id)?.declaration;
    const action = d ? declaredActions(d)[s.action] : undefined;
    return action ? describeAction(ctx, action) : null;
  };
  return {
    combatId: ctx.combatId,
    machineVersion: COMBAT_MACHINE_VERSION,
    phase: phaseOf(snapshot),
    turn: ctx.turn,
    teams: ctx.teams,
    ...(ctx.players?.title !== undefined ? { playerTitle: ctx.players.title } : {}),
    combatants: ctx.combatants.map((c) => {
      const known = memo?.views.get(c);
      if (known) return known;
      const view = combatantView(rules, ctx, c);
      memo?.views.set(c, view);
      return view;
    }),
    vehicles: ctx.vehicles.map((v) => ({
      id: v.id,
      name: v.name,
      vehicle: v.vehicle,
      pilotId: v.pilotId,
      passengerIds: v.passengerIds,
      wounds: v.wounds,
      woundModifier: rules.procedures?.woundPenalty ? rules.procedures.woundPenalty(v.wounds) : totalWoundModifier(v.wounds, rules).total,
      knockedOut: v.knockedOut,
    })),
    modifiers: ctx.modifiers,
    undeclared: phase === 'declaring' ? undeclared(ctx) : [],
    ...(shape?.initiativeFirst && phase === 'declaring' ? { declareOrder: declareOrder(ctx) } : {}),
    order: order
      ? order.slots.map((s, i) => {
          const resolved = i < order.next;
          // A slot's words depend on its combatant's declaration (kept while that object is) unless the edition labels slots itself.
          const state = own?.slotLabel ? undefined : findCombatant(ctx, s.id);
          const known = state ? memo?.slots.get(s) : undefined;
          if (known && known.resolved === resolved && known.state === state) return known.view;
          const label = s.action !== undefined || own?.slotLabel ? slotWords(s) : null;
          const view = {
            id: s.id,
            name: names.get(s.id) ?? s.id,
            hits: s.hits,
            tieBreak: s.tieBreak,
            resolved,
            ...(s.action !== undefined ? { action: s.action } : {}),
            ...(label ? { label } : {}),
            ...(s.simultaneous ? { simultaneous: true } : {}),
          };
          if (state) memo?.slots.set(s, { view, resolved, state });
          return view;
        })
      : null,
    nextActorId: order && order.next < order.slots.length ? order.slots[order.next]!.id : (order?.held?.[0]?.id ?? null),
    ...(order?.held?.length ? { held: order.held.map((s) => ({ id: s.id, name: names.get(s.id) ?? s.id, hits: s.hits })) } : {}),
    allowed: allowedCommands(snapshot),
    history,
    system: shape ? { ...system, turnShape: shape } : system,
  };
}

/** One combatant's view (see {@link CombatViewMemo} for what it depends on). */
function combatantView(rules: CombatRules, ctx: CombatContext, c: CombatantState): CombatantView {
  return {
    id: c.id,
    name: c.name,
    characterId: c.characterId,
    kind: c.kind,
    team: c.team,
    weapon: c.weapon,
    ammo: c.ammo,
    clip: ctx.gear.weapons[c.weapon]?.ammo ?? null,
    armor: c.armor,
    chart: c.chart,
    stance: c.stance,
    cover: c.cover,
    wounds: c.wounds,
    woundModifier: rules.procedures?.woundPenalty ? rules.procedures.woundPenalty(c.wounds) : totalWoundModifier(c.wounds, rules).total,
    suppression: c.suppression,
    aim: c.aim,
    knockedOut: c.knockedOut,
    subduedBy: c.subduedBy,
    luckPoints: c.luckPoints,
    luckUsed: c.luckUsed,
    declaration: c.declaration,
    // Every action of the turn (seed 003: up to three), "roll Dexterity + Shoot at Kurgan, then roll Dexterity + Dodge".
    declarationText: c.declaration ? declaredActions(c.declaration).map((a) => describeAction(ctx, a)).join(', then ') : null,
    vehicleId: vehicleOf(ctx, c.id)?.id ?? null,
    damagedThisTurn: c.damagedThisTurn,
    ...(c.level !== undefined ? { level: c.level } : {}),
    ...(c.mount !== undefined ? { mount: c.mount } : {}),
    ...(c.combatantType !== undefined ? { combatantType: c.combatantType } : {}),
    ...(c.exposed === true ? { exposed: true } : {}),
    ...(c.conditions?.length ? { conditions: c.conditions } : {}),
    ...(c.note ? { note: c.note } : {}),
    ...(c.initiative ? { initiative: { roll: c.initiative.roll, factor: c.initiative.factor } } : {}),
    ...(c.privacy ? { privacy: c.privacy } : {}),
    ...(c.shown ? { shown: c.shown } : {}),
    ...taskChoicesOf(rules, ctx, c),
  };
}

/** The view's `tasks` of a combatant, for an edition with task actions. */
function taskChoicesOf(rules: CombatRules, ctx: CombatContext, c: CombatantState): { tasks?: TaskChoices } {
  const tasks = rules.procedures?.taskChoices?.(ctx, c) ?? null;
  return tasks ? { tasks } : {};
}
