/**
 * The working copy of a combat while actions resolve: the rules engine's `TurnContext` (live
 * combatants, captives, suppression) plus vehicles, storyteller modifiers and luck. Built from
 * the context, mutated by the action handlers, then written back as a new context: the old
 * context (and every snapshot holding it) is never touched.
 */
import type { Armor, HitChart, Vehicle } from '../../domain/gear';
import { buildPool, withModifiers, type PoolSpec, type RollModifier } from '../dice/ability-roll';
import type { Stance } from '../mechanics/combat-ruleset';
import type { CombatRules } from './procedures';
import { storytellerModifier } from '../mechanics/modifiers';
import { holdCaptive, type TurnContext } from '../mechanics/turn-context';
import type { LiveCombatant, TurnAction } from '../mechanics/turn-state';
import type { Wound } from '../mechanics/wounds';
import { findCombatant, poolsOf, resolutionRevisionOf, type CombatantState, type CombatContext, type CustomModifier, type ModifierRoll } from './context';
import { LazyMap } from './lazy-map';
import { luckBook, type LuckBook } from './world-luck';
import type { LabelledRng } from './dice-tape';
import { armorNamed, chartNamed, vehicleNamed, weaponNamed } from './gear';

/** A vehicle while the turn resolves, with its definition looked up. */
export type LiveVehicle = {
  id: string;
  name: string;
  definition: Vehicle;
  chart: HitChart;
  armor: Armor | null;
  pilotId: string | null;
  passengerIds: string[];
  wounds: Wound[];
  knockedOut: boolean;
  damagedThisTurn: boolean;
};

/** The storyteller modifiers of each combatant. */
export function modifierIndex(ctx: CombatContext): Map<string, CustomModifier[]> {
  const index = new Map<string, CustomModifier[]>();
  for (const m of ctx.modifiers) {
    const list = index.get(m.combatantId);
    if (list) list.push(m);
    else index.set(m.combatantId, [m]);
  }
  return index;
}

export type World = LuckBook & {
  rng: LabelledRng;
  tc: TurnContext;
  vehicles: Map<string, LiveVehicle>;
  modifiers: Map<string, CustomModifier[]>;
  abilities: CombatContext['abilities'];
  /** The vehicle each occupant (pilot or passenger) is in, by combatant id. */
  aboard: Map<string, LiveVehicle>;
  /** Occupants the storyteller has said are shot directly, not through the vehicle's armor. */
  exposed: Set<string>;
  /** The resolution revision the fight plays by (version.ts), for rules gated on it. */
  revision: number;
};

/** The pool for an ability, or an empty one named after it (as the rules engine does). */
export function poolOf(rules: CombatRules, pools: Readonly<Record<string, PoolSpec>>, ability: string): PoolSpec {
  return pools[ability] ?? buildPool(rules.core, [{ kind: 'raw', name: `${ability} (no rating)`, rating: 0 }], [], rules.core.dice.unratedAttribute);
}

/** The storyteller modifiers of `id` that reach rolls of kind `roll`. */
const NONE: readonly RollModifier[] = [];

export function modifiersFor(mods: readonly CustomModifier[] | undefined, roll: Exclude<ModifierRoll, 'all'>): readonly RollModifier[] {
  if (!mods) return NONE;
  return mods.filter((m) => m.roll === 'all' || m.roll === roll).map((m) => storytellerModifier(m.dice, m.reason));
}

/**
 * Toughness and first-aid pools with the storyteller's modifiers baked in: the rules engine
 * reads those pools itself (knockout, rally, treat), so that is where the modifiers must be.
 */
export function bakedPools(rules: CombatRules, ctx: CombatContext, pools: Record<string, PoolSpec>, mods: readonly CustomModifier[] | undefined): Record<string, PoolSpec> {
  if (!mods || mods.length === 0) return pools;
  const out = { ...pools };
  const tough = modifiersFor(mods, 'toughness');
  if (tough.length > 0) out[ctx.abilities.toughness] = withModifiers(rules.core, poolOf(rules, pools, ctx.abilities.toughness), tough);
  const all = mods.filter((m) => m.roll === 'all').map((m) => storytellerModifier(m.dice, m.reason));
  if (all.length === 0) return out;
  // First aid and jury-rigging are rolled by the rules engine from these pools (Treat).
  for (const ability of new Set([ctx.abilities.firstAid, ctx.abilities.juryRig])) {
    if (ability === undefined || ability === ctx.abilities.toughness) continue;
    out[ability] = withModifiers(rules.core, poolOf(rules, pools, ability), all);
  }
  return out;
}

const LEGACY_RULES = new WeakMap<CombatRules, CombatRules>();

/**
 * The rules a step of `ctx` resolves by: a combat stored before issue 16 (no resolution revision
 * in its context) keeps the old resolution, so its stored dice replay exactly (version.ts).
 */
export function rulesForContext(rules: CombatRules, ctx: CombatContext): CombatRules {
  if (resolutionRevisionOf(ctx) >= 2 || rules.resolutionRevision === 1) return rules;
  let legacy = LEGACY_RULES.get(rules);
  if (!legacy) {
    legacy = { ...rules, resolutionRevision: 1 };
    LEGACY_RULES.set(rules, legacy);
  }
  return legacy;
}

const PASS: TurnAction = { kind: 'pass' };

/**
 * The working copy of `ctx` for a step. Issue 38: a combatant's working copy is made when the
 * step first reads it (one resolved action reads its actor and target), so building the world
 * and writing it back (world-write-back.ts) cost what the step touched, not the size of the fight.
 */
export function buildWorld(given: CombatRules, ctx: CombatContext, rng: LabelledRng): World {
  const rules = rulesForContext(given, ctx);
  const modifiers = modifierIndex(ctx);
  const book = luckBook(rules, ctx);
  const captives = new Map<string, Set<string>>();
  for (const c of ctx.combatants) if (c.subduedBy !== null) holdCaptive(captives, c.subduedBy, c.id);
  const live = new LazyMap<string, LiveCombatant>(
    () => ctx.combatants.map((c) => c.id),
    (id) => {
      const c = findCombatant(ctx, id);
      return c ? liveCombatant(rules, ctx, c, modifiers) : undefined;
    },
  );
  const vehicles = new Map<string, LiveVehicle>();
  const aboard = new Map<string, LiveVehicle>();
  for (const v of ctx.vehicles) {
    const definition = vehicleNamed(ctx.gear, v.vehicle);
    const lv: LiveVehicle = {
      id: v.id,
      name: v.name,
      definition,
      chart: chartNamed(ctx.gear, definition.hitChart),
      armor: armorNamed(ctx.gear, definition.armor),
      pilotId: v.pilotId,
      passengerIds: v.passengerIds,
      wounds: [...v.wounds],
      knockedOut: v.knockedOut,
      damagedThisTurn: v.damagedThisTurn,
    };
    vehicles.set(v.id, lv);
    for (const id of [v.pilotId, ...v.passengerIds]) if (id !== null) aboard.set(id, lv);
  }
  // Exposed: shot directly instead of through the vehicle they are in (fire.ts), so only with vehicles.
  const exposed = new Set<string>();
  if (ctx.vehicles.length > 0) for (const c of ctx.combatants) if (c.exposed === true) exposed.add(c.id);
  const tc: TurnContext = { rules, rng, turn: ctx.turn, live, suppression: [], captives };
  // Issue 38: one literal, not a spread of the book and eight more fields: V8 built that object
  // field by field at every step (half of what building the working copy cost in a small fight).
  return {
    rules: book.rules, luck: book.luck, luckNotes: book.luckNotes, against: book.against, earmarked: book.earmarked,
    rng, tc, vehicles, modifiers, abilities: ctx.abilities, aboard, exposed, revision: resolutionRevisionOf(ctx),
  };
}

function liveCombatant(rules: CombatRules, ctx: CombatContext, c: CombatantState, modifiers: Map<string, CustomModifier[]>): LiveCombatant {
  const l: LiveCombatant = {
    id: c.id,
    name: c.name,
    pools: bakedPools(rules, ctx, poolsOf(ctx, c), modifiers.get(c.id)),
    weapon: weaponNamed(ctx.gear, c.weapon),
    ammo: c.ammo,
    armor: armorNamed(ctx.gear, c.armor),
    chart: chartNamed(ctx.gear, c.chart),
    // FS3.2 combats only accept FS3.2 stances (stanceRefusal).
    stance: c.stance as Stance,
    wounds: [...c.wounds],
    suppression: c.suppression,
    aim: c.aim,
    knockedOut: c.knockedOut,
    subduedBy: c.subduedBy,
    // Luck is not folded into the action: `takeLuck` spends it on whichever roll it was earmarked for.
    // A task action is refused at declaration in FS3.2's turn (no `taskActions`); read one as a pass.
    action: c.declaration && c.declaration.action.kind !== 'task' ? c.declaration.action : PASS,
    damagedThisTurn: c.damagedThisTurn,
  };
  if (c.cover !== null) l.cover = c.cover;
  return l;
}
