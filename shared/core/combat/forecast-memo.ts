/**
 * Issue 41: outcome tables kept from one forecast to the next (a host keeps one memo per open
 * combat, as it keeps the view memo). A shot's table depends on the shooter and the target as
 * they are (their objects, which the machine replaces when they change), the question asked and
 * their states this turn, and on the rest of the fight (rules, gear, stat blocks, modifiers …):
 * while every other part of the context is the same object, a declaration that changes one
 * combatant recomputes only the shots that involve them.
 */
import type { CombatantState, CombatContext, VehicleState } from './context';
import type { VehicleShotOdds } from './forecast-types';
import type { CombatRules } from './procedures';

/**
 * One pair of states' table of a shot at a vehicle (forecast-vehicles.ts): the CDF over [no wound,
 * each answer outcome], the outcome's severity (1 light … 4 critical), and each occupant's crew
 * CDF and wounds (`at`: their roster place, `id` checked before the table is used again).
 */
export type VehicleTable = { cdf: Float64Array; severity: Int32Array; crew: { at: number; id: string; cdf: Float64Array; wounds: Int32Array[] }[][] };

/** A shot at a vehicle's answer and its table, and the people it was asked with (it stands while they are the same objects). */
export type KeptVehicleAnswer = { people: readonly CombatantState[]; answer: VehicleShotOdds; table?: VehicleTable };

export type ForecastMemo = {
  deps: readonly unknown[];
  tables: WeakMap<CombatantState, WeakMap<CombatantState, Map<string, Float64Array>>>;
  /** Shots at vehicles (forecast-vehicles.ts): by shooter, then vehicle, then question and states. */
  vehicles: WeakMap<CombatantState, WeakMap<VehicleState, Map<string, KeptVehicleAnswer>>>;
};

export function createForecastMemo(): ForecastMemo {
  return { deps: [], tables: new WeakMap(), vehicles: new WeakMap() };
}

/** The memo's tables for this fight, emptied first when anything but the combatants changed. */
export function memoTables(memo: ForecastMemo, rules: CombatRules, ctx: CombatContext): ForecastMemo['tables'] {
  const deps = [rules, ...Object.keys(ctx).sort().filter((k) => k !== 'combatants').map((k) => ctx[k as keyof CombatContext])];
  if (deps.length !== memo.deps.length || deps.some((d, i) => d !== memo.deps[i])) {
    memo.deps = deps;
    memo.tables = new WeakMap();
    memo.vehicles = new WeakMap();
  }
  return memo.tables;
}

/** The kept table of one shot in one pair of states, or where to keep it. */
export function pairTables(tables: ForecastMemo['tables'], attacker: CombatantState, target: CombatantState): Map<string, Float64Array> {
  let byTarget = tables.get(attacker);
  if (!byTarget) tables.set(attacker, (byTarget = new WeakMap()));
  let kept = byTarget.get(target);
  if (!kept) byTarget.set(target, (kept = new Map()));
  return kept;
}
