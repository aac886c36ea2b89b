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
import { storytellerModifier, type OwnLuck } from '../mechanics/modifiers';
import { luckModifier } from '../dice/luck';
import { holdCaptive, type TurnContext } from '../mechanics/turn-context';
import type { LiveCombatant, TurnAction } from '../mechanics/turn-state';
import type { Wound } from '../mechanics/wounds';
import { findCombatant, poolsOf, resolutionRevisionOf, type CombatantState, type CombatContext, type CustomModifier, type ModifierRoll } from './context';
import { LazyMap } from './lazy-map';
import type { LuckChoice } from './declarations';
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

export type LuckLedger = { name: string; points: number | null; used: number; choice: LuckChoice | null };

/**
 * Everyone's luck while a step runs, and what was spent (for the log). `against` lists, per
 * combatant, who earmarked a penalty on their rolls (in combat order), so a roll finds them
 * without scanning everyone (a 500-combatant turn).
 */
export type LuckBook = {
  rules: CombatRules;
  luck: LazyMap<string, LuckLedger>;
  luckNotes: string[];
  against: Map<string, string[]>;
  /** Issue 38: who earmarked luck in their declaration (a ledger nobody made has no choice otherwise). */
  earmarked: Set<string>;
};

/** Who earmarked luck, and against whom (read-only once built: shared by the steps of a fight). */
type LuckIndex = { against: Map<string, string[]>; earmarked: Set<string> };

/**
 * Issue 38: the last list of combatants an index was built for. A step's list differs from the
 * last one in the few combatants it changed, whose earmarked luck is mostly the same object (a
 * wound does not touch a declaration): then the index stands, found by comparing objects, not by
 * reading a thousand declarations again.
 */
let lastLuck: { list: readonly CombatantState[]; index: LuckIndex } | null = null;

const luckOf = (c: CombatantState) => c.declaration?.luck ?? null;

function sameLuck(a: readonly CombatantState[], b: readonly CombatantState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.id !== y.id || luckOf(x) !== luckOf(y))) return false;
  }
  return true;
}

function luckIndex(list: readonly CombatantState[]): LuckIndex {
  if (lastLuck !== null && (lastLuck.list === list || sameLuck(lastLuck.list, list))) {
    lastLuck.list = list;
    return lastLuck.index;
  }
  const against = new Map<string, string[]>();
  const earmarked = new Set<string>();
  for (const c of list) {
    const choice = luckOf(c);
    if (choice) earmarked.add(c.id);
    if (choice?.effect === 'penalty' && choice.target !== undefined) {
      const ids = against.get(choice.target);
      if (ids) ids.push(c.id);
      else against.set(choice.target, [c.id]);
    }
  }
  lastLuck = { list, index: { against, earmarked } };
  return lastLuck.index;
}

/** The luck ledgers of a context (each made when first asked for: issue 38). */
export function luckBook(rules: CombatRules, ctx: CombatContext): LuckBook {
  const { against, earmarked } = luckIndex(ctx.combatants);
  const luck = new LazyMap<string, LuckLedger>(
    () => ctx.combatants.map((c) => c.id),
    (id) => {
      const c = findCombatant(ctx, id);
      return c ? { name: c.name, points: c.luckPoints, used: c.luckUsed, choice: c.declaration?.luck ?? null } : undefined;
    },
  );
  return { rules, luck, luckNotes: [], against, earmarked };
}

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

/**
 * Spends `id`'s earmarked luck on a roll of kind `roll`, if that is what they earmarked and they
 * still may. Returns the effect to apply (a bonus or a re-roll of their own), or undefined.
 */
export function takeLuck(world: LuckBook, id: string, roll: LuckChoice['roll']): OwnLuck | undefined {
  // Issue 38: a ledger not made yet holds the declaration's choice; without one there is nothing
  // to take, and most of a big fight's 500 shooters and targets need no ledger made.
  const l = world.luck.made(id) ?? (world.earmarked.has(id) ? world.luck.get(id) : undefined);
  if (!l || !l.choice || l.choice.roll !== roll) return undefined;
  const effect = l.choice.effect;
  if (effect !== 'bonus' && effect !== 'reroll') return undefined;
  if (!canSpend(world, l)) return undefined;
  spend(l);
  world.luckNotes.push(`${l.name}: luck ${effect === 'bonus' ? 'bonus' : 're-roll'} on ${roll}`);
  return effect;
}

function canSpend(world: LuckBook, l: LuckLedger): boolean {
  return (l.points === null || l.points >= 1) && l.used < world.rules.core.luck.combat.rollsPerTurn;
}

function spend(l: LuckLedger): void {
  l.points = l.points === null ? null : l.points - 1;
  l.used += 1;
  l.choice = null;
}

/**
 * Luck others spend on `id`'s roll of kind `roll` (seed 004 "Luck": before someone else's roll,
 * a point for a −dice penalty on it; the one rolling may spend a point to cancel luck used against
 * them). Only one luck point applies to a roll: when `ownLuck` already applies, nobody's penalty
 * does, and it stays earmarked for that person's next roll of the kind this turn. The first
 * combatant (in combat order) with a penalty earmarked on this roll spends it; if the roller
 * earmarked a cancel on this kind of roll, they spend a point and the penalty has no effect.
 * Returns the modifiers to add to the roll (the penalty, or none).
 */
export function luckAgainst(world: LuckBook, id: string, roll: LuckChoice['roll'], ownLuck: OwnLuck | undefined): readonly RollModifier[] {
  if (ownLuck !== undefined) return NONE;
  const by = world.against.get(id);
  if (!by) return NONE;
  const target = world.luck.get(id);
  if (!target) return NONE;
  for (const byId of by) {
    const l = world.luck.get(byId)!;
    if (byId === id || !l.choice || l.choice.effect !== 'penalty' || l.choice.roll !== roll || l.choice.target !== id) continue;
    if (!canSpend(world, l)) continue;
    spend(l);
    const cancel = target.choice?.effect === 'cancel' && target.choice.roll === roll && canSpend(world, target);
    if (cancel) {
      spend(target);
      world.luckNotes.push(`${l.name}: luck penalty on ${target.name}'s ${roll}, cancelled by ${target.name}'s luck`);
      return NONE;
    }
    world.luckNotes.push(`${l.name}: luck penalty on ${target.name}'s ${roll}`);
    return [luckModifier(world.rules.core, 'penalty', l.name)];
  }
  return NONE;
}
