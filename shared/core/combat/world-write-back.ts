/**
 * The new context after a step's working copy (world.ts) changed. Issue 38: a combatant or
 * vehicle the step did not change keeps its object (and so its view, and nothing is sent for it):
 * the host finds what a step changed by these objects, and allocates only for those.
 */
import type { CombatantState, CombatContext, VehicleState } from './context';
import { LazyMap } from './lazy-map';
import { placeOf } from './places';
import type { LiveVehicle, World } from './world';

/** The entry if it was made (a step that never read a combatant cannot have changed it). */
function made<V>(map: Map<string, V>, id: string): V | undefined {
  return map instanceof LazyMap ? (map as LazyMap<string, V>).made(id) : map.get(id);
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Issue 38: the changed combatant is a copy of the old one with its fields set, not a spread of
 * two objects: a plain copy keeps the object's shape (every combatant of a context stays one
 * shape for the code reading them) and builds no temporary object per combatant.
 */
function writeCombatant(c: CombatantState, world: World): CombatantState {
  const l = made(world.tc.live, c.id);
  const luck = made(world.luck, c.id);
  if (!l && !luck) return c;
  const wounds = l && !sameList(l.wounds, c.wounds) ? l.wounds : c.wounds;
  const ammo = l ? l.ammo : c.ammo;
  const suppression = l ? l.suppression : c.suppression;
  const aim = l ? l.aim : c.aim;
  const knockedOut = l ? l.knockedOut : c.knockedOut;
  const subduedBy = l ? l.subduedBy : c.subduedBy;
  const damagedThisTurn = l ? l.damagedThisTurn : c.damagedThisTurn;
  const luckPoints = luck ? luck.points : c.luckPoints;
  const luckUsed = luck ? luck.used : c.luckUsed;
  if (
    wounds === c.wounds && ammo === c.ammo && suppression === c.suppression && aim === c.aim && knockedOut === c.knockedOut &&
    subduedBy === c.subduedBy && damagedThisTurn === c.damagedThisTurn && luckPoints === c.luckPoints && luckUsed === c.luckUsed
  ) {
    return c;
  }
  const out: CombatantState = { ...c };
  out.ammo = ammo;
  out.suppression = suppression;
  out.aim = aim;
  out.knockedOut = knockedOut;
  out.subduedBy = subduedBy;
  out.damagedThisTurn = damagedThisTurn;
  out.luckPoints = luckPoints;
  out.luckUsed = luckUsed;
  out.wounds = wounds;
  if (wounds.length !== c.woundIds.length) out.woundIds = [...c.woundIds, ...Array<null>(wounds.length - c.woundIds.length).fill(null)];
  return out;
}

function writeVehicle(v: VehicleState, l: LiveVehicle): VehicleState {
  const wounds = sameList(l.wounds, v.wounds) ? v.wounds : l.wounds;
  if (wounds === v.wounds && l.knockedOut === v.knockedOut && l.damagedThisTurn === v.damagedThisTurn) return v;
  return { ...v, wounds, knockedOut: l.knockedOut, damagedThisTurn: l.damagedThisTurn };
}

/** Keeps the list itself when no element changed. */
function mapKept<T>(list: readonly T[], fn: (x: T) => T): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const x = fn(list[i]!);
    if (out === null && x !== list[i]) out = list.slice(0, i);
    if (out !== null) out.push(x);
  }
  return out ?? (list as T[]);
}

/**
 * Issue 38: the combatants the step made a working copy or a luck ledger for, written back at
 * their places; everyone else keeps their object without being looked at. One resolved action in a
 * 1,000-combatant fight touches two or three: visiting the other thousand (two lookups by id each)
 * cost more than the action. Null when every combatant was made (a whole turn): then a pass over
 * the list costs no more.
 */
function writeMade(list: readonly CombatantState[], world: World): CombatantState[] | null {
  const live = world.tc.live;
  const luck = world.luck;
  if (!(live instanceof LazyMap) || live.isComplete || luck.isComplete) return null;
  let out: CombatantState[] | null = null;
  const write = (id: string) => {
    const at = placeOf(list, id);
    if (at < 0) return;
    const c = list[at]!;
    const next = writeCombatant(c, world);
    if (next !== c) (out ??= list.slice())[at] = next;
  };
  for (const id of live.madeKeys()) write(id);
  // A ledger made for someone without a working copy (luck spent against them, say).
  for (const id of luck.madeKeys()) if (live.made(id) === undefined) write(id);
  return out ?? (list as CombatantState[]);
}

/** The new context after the turn's working copy changed. */
export function writeBack(ctx: CombatContext, world: World, order: CombatContext['order']): CombatContext {
  const combatants = writeMade(ctx.combatants, world) ?? mapKept(ctx.combatants, (c) => writeCombatant(c, world));
  const vehicles = mapKept(ctx.vehicles, (v) => writeVehicle(v, world.vehicles.get(v.id)!));
  return { ...ctx, combatants, vehicles, order };
}
