/**
 * Issue 41: the Third Edition's vehicle tables (vehicle-tables.ts) kept between forecasts of a
 * fight, so a declaration changed elsewhere recomputes only the attacks it touches.
 */
import type { A3CombatConfig } from './config';

/** New wounds of each stored level as base-16 digits (more than 15 of one level: the full turn plays). */
export const B = 16;
/** B's powers, looked up (`**` on the sampling's hot path costs more than the rest of a shot). */
export const POW = Float64Array.from({ length: 9 }, (_, j) => B ** j);

/** More than 15 new wounds of one level: the sampler gives the turn up (the full turn plays). */
export class TooMany extends Error {}

/** `code` with one more wound of level j. */
export const plus = (code: number, j: number): number => {
  if (Math.floor(code / POW[j]!) % B === B - 1) throw new TooMany();
  return code + POW[j]!;
};

/** Throws unless `count` more wounds of any of the `levels` levels still fit in `code`. */
export const roomFor = (code: number, count: number, levels: number): void => {
  for (let j = 0; j < levels; j++) if ((Math.floor(code / POW[j]!) % B) + count >= B) throw new TooMany();
};

/** One attack: its attacker, target, defender (the pilot for a vehicle), the target's vehicle (−1: none) and called shot. */
export type TableShot = { attacker: number; target: number; defender: number; vehicle: number; called: string | null };

/** One attack's outcomes: CDF over [nothing, stopped by armor, each (place, level) it can land]; per landed outcome its level (−1 graze) and crew hits' sides. */
export type Table = { cdf: Float64Array; level: Int8Array; sides: Int8Array };

/**
 * Tables kept between forecasts of a fight (a declaration changed elsewhere): an attack's odds read
 * only its attacker, target and defender (as the context holds them, the same objects while they
 * do not change), their vehicles and these states, so they are kept by those objects.
 */
const kept = new WeakMap<A3CombatConfig, WeakMap<object, WeakMap<object, WeakMap<object, Map<string, Table>>>>>();
const vehicleNumbers = new WeakMap<object, number>();
let nextVehicle = 1;
export function numberOf(v: object): number {
  let id = vehicleNumbers.get(v);
  if (id === undefined) vehicleNumbers.set(v, (id = nextVehicle++));
  return id;
}
export function keptFor(cfg: A3CombatConfig, a: object, t: object, d: object): Map<string, Table> {
  let byA = kept.get(cfg);
  if (!byA) kept.set(cfg, (byA = new WeakMap()));
  let byT = byA.get(a);
  if (!byT) byA.set(a, (byT = new WeakMap()));
  let byD = byT.get(t);
  if (!byD) byT.set(t, (byD = new WeakMap()));
  let out = byD.get(d);
  if (!out) byD.set(d, (out = new Map()));
  return out;
}

/**
 * Knockout chances kept between forecasts of a fight, per person (the context's object) and the
 * vehicle they are aboard (its object; `NONE` when aboard none): a knockout roll reads only them,
 * their new wounds, their vehicle's and the freshly-damaged flag (the key).
 */
const knockouts = new WeakMap<A3CombatConfig, WeakMap<object, WeakMap<object, Map<number, number>>>>();
export const NONE = {};
export function keptKnockouts(cfg: A3CombatConfig, person: object, vehicle: object): Map<number, number> {
  let byPerson = knockouts.get(cfg);
  if (!byPerson) knockouts.set(cfg, (byPerson = new WeakMap()));
  let byVehicle = byPerson.get(person);
  if (!byVehicle) byPerson.set(person, (byVehicle = new WeakMap()));
  let out = byVehicle.get(vehicle);
  if (!out) byVehicle.set(vehicle, (out = new Map()));
  return out;
}
