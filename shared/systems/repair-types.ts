/**
 * A vehicle's day of repair between fights (issue 39 item 5), as an edition supplies it. Seed 001
 * "Vehicle Healing": "Vehicle repair works like healing ... Instead of medicine / first aid, wounds
 * are treated using a repair skill specified by the Storyteller"; "Vehicles don't heal by
 * themselves; they only get better if someone is fixing them".
 *
 * The ops take the resolved system, which `types.ts` defines and which names these ops through
 * `HealingOps.repair`: they are written over a `System` parameter here, and `types.ts` binds it
 * (`RepairOps`, `VehicleRepair`), so this file stays a leaf and the two import no circle.
 */
import type { PoolSpec } from '../core/dice/ability-roll';
import type { Rng } from '../core/dice/rng';
import type { Wound } from '../core/mechanics/wounds';
import type { HealDay } from './healing-types';

/** The mechanic of a vehicle's day of repair: their repair pool (before their own wound modifier) and wound modifier. */
export type RepairMechanic = { name: string; pool: PoolSpec; woundModifier: number };

export type RepairOpsFor<System> = {
  /** Where the rule comes from, with the seed's sentence (shown by the report). */
  source: string;
  /** One day for one vehicle (null: nothing to repair, or nobody repairing it: no roll, no points). */
  day(system: System, vehicle: { name: string; wounds: readonly Wound[] }, mechanic: RepairMechanic | null, rng: Rng): HealDay | null;
  /** Vehicles one mechanic with this rating of the repair skill may keep repairing. */
  vehicleLimit(system: System, repairRating: number): number;
};

/** An edition's vehicle repair, or why it has none (the calendar and the vehicle sheet say so). */
export type VehicleRepairFor<System> = { ops: RepairOpsFor<System> } | { none: string };
