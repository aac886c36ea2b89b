/**
 * FS3.2 vehicle repair between fights (issue 39 item 5). Seed 001 "Vehicle Healing":
 * "Vehicle repair works like healing, with Healing Points accumulated to reduce wound severity.
 * However, there are a few differences: * Instead of medicine / first aid, wounds are treated using
 * a repair skill specified by the Storyteller. * Vehicle wounds require 1/5th the total number of
 * Healing Points, because machines are a lot easier to fix than people. * Vehicles don't heal by
 * themselves; they only get better if someone is fixing them."
 *
 * So a day is the mechanic's repair roll in place of the medicine roll (the campaign's
 * `repairSuccess`/`repairFailure`, seed 001's medicine points 1/0 by default), no toughness roll
 * and no hospital, at a fifth of the points (`vehicleFactor`, the engine's vehicle branch). The
 * mechanic's own wounds apply to the roll (seed 004: wounds apply to every ability roll), and a
 * mechanic keeps at most half their repair rating of vehicles, as a doctor their patients.
 */
import { withModifiers } from '../../core/dice/ability-roll';
import { doctorPatientLimit, resolveDailyHealing } from '../../core/mechanics/healing';
import { woundRollModifier } from '../../core/mechanics/wounds';
import type { RepairOps } from '../types';

export const FS32_REPAIR: RepairOps = {
  source: 'seed 001 "Vehicle Healing": "Instead of medicine / first aid, wounds are treated using a repair skill"; "Vehicle wounds require 1/5th the total number of Healing Points"; "Vehicles don\'t heal by themselves"',
  day(system, vehicle, mechanic, rng) {
    // "they only get better if someone is fixing them": no mechanic, no day.
    if (!mechanic || !vehicle.wounds.some((w) => w.severity !== 'healed')) return null;
    const mod = woundRollModifier(mechanic.woundModifier);
    const pool = mod ? withModifiers(system.core, mechanic.pool, [mod]) : mechanic.pool;
    const wounds = vehicle.wounds.map((w) => (w.vehicle ? w : { ...w, vehicle: true }));
    const r = resolveDailyHealing(system.combat, { name: vehicle.name, wounds, vehicle: true }, { carer: { name: mechanic.name, pool } }, rng);
    return { rolls: r.carerRoll ? [{ role: 'repair', by: mechanic.name, roll: r.carerRoll }] : [], points: r.points, total: r.total, wounds: r.wounds.map((s) => s.after) };
  },
  vehicleLimit: (system, rating) => doctorPatientLimit(system.combat, rating),
};
