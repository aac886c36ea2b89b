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
import type { NpcSuggestion } from './npc-profiles';
import { describeAction } from './declare';
import { luckAfterApplies, luckAfterChoices } from './luck-after';
import { acceptedTypes, phaseOf, type CombatMachineSnapshot } from './plan';
import { COMBAT_MACHINE_VERSION } from './version';
import type { CombatantView, CombatSystemView, CombatView, HistoryView } from './view-schema';
import { refreshMemo, type CombatViewMemo } from './view-memo';

type SlotView = NonNullable<CombatView['order']>[number];

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
    combatants: memo ? combatantRows(rules, ctx, memo) : ctx.combatants.map((c) => combatantView(rules, ctx, c)),
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
          // A slot's words depend on its combatant's declaration (kept while that object is) unless
          // the edition labels slots itself. The memo holds every combatant's current state by now.
          const kept = memo && !own?.slotLabel ? memo.slots[i] : undefined;
          // Issue 38: the kept row's state is the combatant's current one (no lookup by id per slot).
          if (kept && kept.slot === s && kept.resolved === resolved && kept.row.state === kept.state) return kept.view;
          const row = memo && !own?.slotLabel ? memo.views.get(s.id) : undefined;
          const state = own?.slotLabel ? undefined : memo ? row?.state : findCombatant(ctx, s.id);
          const label = s.action !== undefined || own?.slotLabel ? slotWords(s) : null;
          // One object, optional fields set on it (issue 38: no temporaries per slot of a 500-slot order).
          const view: SlotView = { id: s.id, name: names.get(s.id) ?? s.id, hits: s.hits, tieBreak: s.tieBreak, resolved };
          if (s.action !== undefined) view.action = s.action;
          if (label) view.label = label;
          if (s.simultaneous) view.simultaneous = true;
          if (state && row && memo) memo.slots[i] = { slot: s, view, resolved, state, row };
          return view;
        })
      : null,
    nextActorId: order && order.next < order.slots.length ? order.slots[order.next]!.id : (order?.held?.[0]?.id ?? null),
    ...(order?.held?.length ? { held: order.held.map((s) => ({ id: s.id, name: names.get(s.id) ?? s.id, hits: s.hits })) } : {}),
    ...luckAfterPart(rules, ctx),
    allowed: allowedCommands(snapshot),
    history,
    system: withLuckOptions(rules, ctx, shape ? { ...system, turnShape: shape } : system),
  };
}

/**
 * Every combatant's row through the memo. A combatant at the same place as in the last build and
 * the same object keeps its row; any other is looked up by id (a move, an addition) and rebuilt
 * when its state changed. Issue 38: a changed combatant's kept entry is updated in place (most
 * steps of a big fight change every row: a new entry and a map write each were 2,000 per
 * 500-combatant turn).
 */
function combatantRows(rules: CombatRules, ctx: CombatContext, memo: CombatViewMemo): CombatantView[] {
  const list = ctx.combatants;
  const built = memo.built.length === list.length ? memo.built : null;
  const rows = memo.rows;
  const out: CombatantView[] = [];
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (built !== null && built[i] === c) {
      out.push(rows[i]!);
      continue;
    }
    const known = memo.views.get(c.id);
    if (known?.state === c) {
      out.push(known.view);
      continue;
    }
    const view = combatantView(rules, ctx, c, memo);
    if (known) {
      known.state = c;
      known.view = view;
    } else memo.views.set(c.id, { state: c, view });
    out.push(view);
  }
  memo.built = list;
  memo.rows = out;
  return out;
}

/** Issue 39 item 2: the re-rolls luck may buy now, after the action just resolved. */
function luckAfterPart(rules: CombatRules, ctx: CombatContext): Pick<CombatView, 'luckAfter'> {
  const choices = luckAfterChoices(rules, ctx);
  return choices.length ? { luckAfter: choices } : {};
}

/** A fight that re-rolls after the roll offers no attack or defense re-roll to declare beforehand. */
function withLuckOptions(rules: CombatRules, ctx: CombatContext, system: CombatSystemView): CombatSystemView {
  if (!luckAfterApplies(rules, ctx)) return system;
  const luckOptions = system.lists.luckOptions.filter((o) => o.id !== 'attack:reroll' && o.id !== 'defense:reroll');
  return luckOptions.length === system.lists.luckOptions.length ? system : { ...system, lists: { ...system.lists, luckOptions } };
}

/**
 * One combatant's view (see {@link CombatViewMemo} for what it depends on). Issue 38: most steps
 * of a big fight rebuild hundreds of rows, so a row is one object literal with its optional
 * fields added after it (spreading a temporary object per optional part cost an allocation each
 * and left rows in a slower shape), and the words of a declaration are kept per declaration.
 */
function combatantView(rules: CombatRules, ctx: CombatContext, c: CombatantState, memo?: CombatViewMemo): CombatantView {
  const view: CombatantView = {
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
    declarationText: c.declaration ? declarationText(ctx, c.declaration, memo) : null,
    // Most fights have no vehicles: no search (and no closure) per row then.
    vehicleId: ctx.vehicles.length > 0 ? (vehicleOf(ctx, c.id)?.id ?? null) : null,
    damagedThisTurn: c.damagedThisTurn,
  };
  if (c.level !== undefined) view.level = c.level;
  if (c.mount !== undefined) view.mount = c.mount;
  if (c.combatantType !== undefined) view.combatantType = c.combatantType;
  if (c.exposed === true) view.exposed = true;
  if (c.conditions?.length) view.conditions = c.conditions;
  if (c.note) view.note = c.note;
  if (c.initiative) view.initiative = { roll: c.initiative.roll, factor: c.initiative.factor };
  if (c.privacy) view.privacy = c.privacy;
  const chance = rules.procedures?.knockoutChance?.(rules, ctx, c) ?? null;
  if (chance !== null) view.knockoutChance = chance;
  if (c.shown) view.shown = c.shown;
  if (c.npcAuto) view.npcAuto = c.npcAuto;
  if (c.npcSuggestion && c.npcSuggestion.turn === ctx.turn && c.declaration === null) view.npcSuggestion = suggestionView(ctx, c.npcSuggestion);
  const tasks = rules.procedures?.taskChoices?.(ctx, c) ?? null;
  if (tasks) view.tasks = tasks;
  return view;
}

/**
 * Every action of the turn in words (seed 003: up to three), "roll Dexterity + Shoot at Kurgan,
 * then roll Dexterity + Dodge". Kept in the memo per declaration object: the words read names and
 * gear, and the memo drops what it keeps when those change.
 */
function declarationText(ctx: CombatContext, declaration: NonNullable<CombatantState['declaration']>, memo?: CombatViewMemo): string {
  const known = memo?.texts.get(declaration);
  if (known !== undefined) return known;
  const text = declaredActions(declaration).map((a) => describeAction(ctx, a)).join(', then ');
  memo?.texts.set(declaration, text);
  return text;
}

/** Issue 41: a suggested action with its words ("attack Bob, in cautious stance"). */
function suggestionView(ctx: CombatContext, s: NpcSuggestion): NonNullable<CombatantView['npcSuggestion']> {
  const words = [s.action, ...(s.more ?? [])].map((a) => describeAction(ctx, a)).join(', then ') + (s.stance ? `, in ${s.stance} stance` : '');
  return { action: s.action, ...(s.more?.length ? { more: s.more } : {}), ...(s.stance ? { stance: s.stance } : {}), text: words };
}
