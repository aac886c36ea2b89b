/**
 * The read-only projection pushed to every window (`combat.changed`): what the GM screen shows,
 * plus which commands the machine accepts right now (`snapshot.can()`), so the renderer enables
 * buttons without re-implementing a single guard.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../../domain/ids';
import { totalWoundModifier, WoundSchema } from '../mechanics/wounds';
import type { CombatRules } from './procedures';
import { COMBAT_COMMAND_TYPES, CoverSchema, CustomModifierSchema, StanceIdSchema, type CombatCommandType } from './commands';
import { declaredActions, findCombatant, undeclared, vehicleOf, type CombatantState, type CombatContext, type OrderSlot } from './context';
import { declareOrder } from './initiative-first';
import type { TaskChoices } from './procedures';
import { describeAction } from './declare';
import { DeclaredActionSchema, LuckChoiceSchema } from './declarations';
import { COMBAT_PHASES } from './machine';
import { CombatantPrivacySchema } from '../../player/privacy';
import { acceptedTypes, phaseOf, type CombatMachineSnapshot } from './plan';
import { COMBAT_MACHINE_VERSION } from './version';

const id = EntityIdSchema;

export const CombatantViewSchema = z.object({
  id,
  name: z.string(),
  characterId: id.nullable(),
  kind: z.enum(['pc', 'npc']),
  team: z.number().int(),
  weapon: z.string(),
  ammo: z.number().int().nullable(),
  /** Rounds in a full clip (null: no ammunition). */
  clip: z.number().int().nullable(),
  armor: z.string().nullable(),
  chart: z.string(),
  stance: StanceIdSchema,
  cover: CoverSchema.nullable(),
  wounds: z.array(WoundSchema),
  woundModifier: z.number(),
  suppression: z.number(),
  aim: z.object({ targetId: z.string(), turn: z.number() }).nullable(),
  knockedOut: z.boolean(),
  subduedBy: id.nullable(),
  luckPoints: z.number().nullable(),
  luckUsed: z.number(),
  /** `more`: the second and third actions (issue 22), so the declare panel shows a declaration as made. */
  declaration: z.object({ action: DeclaredActionSchema, more: z.array(DeclaredActionSchema).optional(), luck: LuckChoiceSchema.nullable() }).nullable(),
  /** "attack Alice (burst)", for the declaration list. */
  declarationText: z.string().nullable(),
  vehicleId: id.nullable(),
  damagedThisTurn: z.boolean(),
  /** An NPC's level (editions with NPC levels). */
  level: z.string().optional(),
  /** The mount ridden (editions with mounts). */
  mount: z.string().optional(),
  /** The combatant type (editions with types; absent: the default type). */
  combatantType: z.string().optional(),
  /** Aboard a vehicle but shot directly, not through its armor (the storyteller's override). */
  exposed: z.boolean().optional(),
  /** The storyteller's conditions (issue 18): `endsAfter` is the last turn; null: until removed. */
  conditions: z.array(z.object({ id, name: z.string(), turns: z.number().int().nullable(), since: z.number().int(), endsAfter: z.number().int().nullable() })).optional(),
  /** The storyteller's note (issue 18). */
  note: z.string().optional(),
  /** This turn's initiative and the factor it was rolled with ("2d6+2"), once rolled (initiative-first editions). */
  initiative: z.object({ roll: z.number().int(), factor: z.string() }).optional(),
  /** Issue 21: the storyteller's player-view overrides (hidden, public name, wounds, rolls); absent: the campaign's. */
  privacy: CombatantPrivacySchema.optional(),
  /** Issue 35: given when the players first saw it, never changed (`order`, an NPC's public number `npc`); absent: never shown. */
  shown: z.object({ order: z.number().int(), npc: z.number().int().optional() }).optional(),
  /** What the combatant's task actions can roll (editions with task actions, seed 003). */
  tasks: z
    .object({
      characteristics: z.array(z.object({ name: z.string(), rating: z.number().int() })),
      skills: z.array(z.object({ name: z.string(), rating: z.number().int() })),
    })
    .optional(),
});
export type CombatantView = z.infer<typeof CombatantViewSchema>;

export const VehicleViewSchema = z.object({
  id,
  name: z.string(),
  vehicle: z.string(),
  pilotId: id.nullable(),
  passengerIds: z.array(id),
  wounds: z.array(WoundSchema),
  woundModifier: z.number(),
  knockedOut: z.boolean(),
});

export const HistoryViewSchema = z.object({
  /** Storyteller steps in effect (undo moves it back, redo forward). */
  position: z.number().int().min(0),
  /** Steps that can be redone are those between `position` and `length`. */
  length: z.number().int().min(0),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type HistoryView = z.infer<typeof HistoryViewSchema>;

const ChoiceSchema = z.object({ id: z.string(), label: z.string(), hint: z.string().optional() });

/**
 * The system the combat plays by, and the lists the GM screen offers (from the edition: no list
 * is a constant in the renderer). `revision` < `campaignRevision`: the setting changed since the
 * fight started, and the storyteller may adopt the new one.
 */
export const CombatSystemViewSchema = z.object({
  edition: z.string(),
  /** Issue 19: what a modifier's number counts, 'percent' on a d100 (FS3.1) or 'dice' (absent: dice). */
  modifierUnit: z.enum(['dice', 'percent', 'goal']).optional(),
  /**
   * The edition's turn (seed 003): initiative rolled before the declarations, and how many actions
   * a combatant may declare. Absent: FS3.2's turn (declare, initiative, one action each).
   */
  turnShape: z.object({ initiativeFirst: z.boolean(), maxActions: z.number().int().min(1) }).optional(),
  revision: z.number().int(),
  campaignRevision: z.number().int(),
  lists: z.object({
    actions: z.array(ChoiceSchema),
    stances: z.array(ChoiceSchema),
    rangeBands: z.array(ChoiceSchema),
    luckOptions: z.array(ChoiceSchema),
    coverTypes: z.array(z.object({ name: z.string(), protection: z.number() })),
    woundSeverities: z.array(ChoiceSchema),
    /** The NPC levels an NPC may have (absent: the edition has none) and the one a new NPC gets. */
    npcLevels: z.object({ choices: z.array(ChoiceSchema), default: z.string() }).optional(),
    /** The mounts a combatant may ride (absent: none). */
    mounts: z.array(ChoiceSchema).optional(),
    /** Explosion zones a target can be declared in (absent or empty: the edition has none). */
    blastZones: z.array(ChoiceSchema).optional(),
    /** True when the edition's damage has no hit location (seed 003: levels lost); the wound form asks none. */
    unlocatedWounds: z.boolean().optional(),
    /** Combatant types and the gear each starts with ("Rifle+Ap"); absent: none. */
    combatantTypes: z.array(ChoiceSchema.extend({ weapon: z.string().nullable(), armor: z.string().nullable(), mount: z.string().nullable().optional(), vehicle: z.string().nullable().optional(), chart: z.string().nullable().optional() })).optional(),
    /** The vehicles a fight adds, numbers as the hint (absent: the campaign's gear catalog). */
    vehicles: z.array(ChoiceSchema).optional(),
    /** A taken pilot seat takes a new pilot, and seats change without leaving first (AresMUSH §C.18). */
    boardsOwnWay: z.boolean().optional(),
    /** The edition's words (FS3.2's when absent). */
    words: z
      .object({ stress: z.string(), stressShort: z.string(), revive: z.string(), reviveWithLuck: z.string().nullable(), moveInjury: z.string().nullable().optional(), luck: z.string().optional(), severityShort: z.record(z.string(), z.string()) })
      .optional(),
  }),
});
export type CombatSystemView = z.infer<typeof CombatSystemViewSchema>;

export const CombatViewSchema = z.object({
  combatId: id,
  machineVersion: z.number().int(),
  phase: z.enum(COMBAT_PHASES),
  turn: z.number().int(),
  /** `publicName`/`shown`: the team's name and public number for the players (issue 35); absent: none. */
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), publicName: z.string().optional(), shown: z.number().int().optional() })),
  /** Issue 35: the fight's title for the players (absent: the neutral "Fight"). */
  playerTitle: z.string().optional(),
  combatants: z.array(CombatantViewSchema),
  vehicles: z.array(VehicleViewSchema),
  modifiers: z.array(CustomModifierSchema),
  /** Active combatants who have not declared yet ("who has not declared"). */
  undeclared: z.array(id),
  /**
   * Initiative-first editions (seed 003), once initiative is rolled: the order people declare in,
   * lowest initiative first (the first of them still in `undeclared` is the one to declare next).
   */
  declareOrder: z.array(id).optional(),
  order: z
    .array(
      z.object({
        id,
        name: z.string(),
        hits: z.number().int(),
        tieBreak: z.number().int().nullable(),
        resolved: z.boolean(),
        /** Which of the combatant's declared actions this slot is (0 the first); absent: their one action. */
        action: z.number().int().min(0).optional(),
        /** The slot's words ("Dex + Shoot at Kurgan") in an edition with several actions a turn. */
        label: z.string().optional(),
        /** Acts at the same moment as the slot before it (seed 003: equal initiative and Wits). */
        simultaneous: z.boolean().optional(),
      }),
    )
    .nullable(),
  nextActorId: id.nullable(),
  /** Combatants holding their action this turn, in the order they held (issue 18); absent: none. */
  held: z.array(z.object({ id, name: z.string(), hits: z.number().int() })).optional(),
  /** Command type → accepted now. Commands with a payload are checked fully when sent. */
  allowed: z.record(z.enum(COMBAT_COMMAND_TYPES as [CombatCommandType, ...CombatCommandType[]]), z.boolean()),
  history: HistoryViewSchema,
  system: CombatSystemViewSchema,
});
export type CombatView = z.infer<typeof CombatViewSchema>;

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
  return out;
}

/**
 * Issue 20: combatant views kept from one projection to the next (a host keeps one per open
 * combat). A combatant's view depends on its own state and on a few parts of the context (gear,
 * vehicles, stat blocks, everyone's names for "attack Bob"): while those stay the same objects,
 * an unchanged combatant keeps its view object, so building the view and finding what changed
 * cost the combatants that changed, not the whole fight.
 */
export type CombatViewMemo = {
  deps: readonly unknown[];
  names: ReadonlyMap<string, string>;
  views: WeakMap<CombatantState, CombatantView>;
};

export function createViewMemo(): CombatViewMemo {
  return { deps: [], names: new Map(), views: new WeakMap() };
}

function sameNames(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, name] of b) if (a.get(id) !== name) return false;
  return true;
}

/** Projects a snapshot for the renderer. */
export function toCombatView(rules: CombatRules, snapshot: CombatMachineSnapshot, history: HistoryView, system: CombatSystemView, memo?: CombatViewMemo): CombatView {
  const ctx = snapshot.context;
  const names = new Map(ctx.combatants.map((c) => [c.id, c.name]));
  if (memo) {
    const deps = [rules, ctx.gear, ctx.vehicles, ctx.statBlocks];
    if (deps.some((d, i) => d !== memo.deps[i]) || !sameNames(memo.names, names)) {
      memo.deps = deps;
      memo.views = new WeakMap();
    }
    memo.names = names;
  }
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
          const label = s.action !== undefined || own?.slotLabel ? slotWords(s) : null;
          return {
            id: s.id,
            name: names.get(s.id) ?? s.id,
            hits: s.hits,
            tieBreak: s.tieBreak,
            resolved: i < order.next,
            ...(s.action !== undefined ? { action: s.action } : {}),
            ...(label ? { label } : {}),
            ...(s.simultaneous ? { simultaneous: true } : {}),
          };
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
