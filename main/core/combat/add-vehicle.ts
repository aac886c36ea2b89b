/** `combat.addVehicle`: a vehicle from the gear catalog joins a combat (by name, like characters). */
import type { CombatCommand, VehicleSpec } from '../../../shared/core/combat/commands';
import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import { combatCatalog } from './combat-gear';
import type { CombatStore } from './combat-store';
import { vehicleFights, type FightsOpener } from '../vehicles/vehicle-fights';
import { crewSeats, type KeepSeats } from '../vehicles/crew-seating';

/** `keep` (main's own callers only, e.g. an encounter's seats): whom the stored crew's seating leaves alone. */
export type AddVehicleInput = { vehicle: string; name: string | null; campaignVehicleId?: string | undefined; keep?: KeepSeats | undefined };


/** The `vehicle.add` command; throws AppError 'combat/unknown-gear' for unknown names. */
export function addVehicleCommand(store: Pick<CombatStore, 'repos'>, system: GameSystem, input: AddVehicleInput, vehicleId: string, fights: FightsOpener, combatId: string): CombatCommand {
  if (input.campaignVehicleId !== undefined) {
    refuseHeldElsewhere(store, fights, combatId, input.campaignVehicleId);
    const spec = campaignVehicleSpec(store, system, input, input.campaignVehicleId, vehicleId);
    // Issue 39: its stored crew who are in this fight take their seats in the same step.
    const crew = crewSeats(store.repos, input.campaignVehicleId, fights.ensureOpen(combatId).snapshot.context, input.keep);
    return { type: 'vehicle.add', vehicle: crew.length ? { ...spec, crew } : spec };
  }
  return { type: 'vehicle.add', vehicle: vehicleSpec(store, system, input.vehicle, input.name, vehicleId) };
}

/**
 * A campaign vehicle is in one unfinished fight at a time: two fights writing its damage back would
 * each overwrite the other's hits. Which fight holds it is each fight's current state (an undone
 * add, or a vehicle taken out, does not hold it: vehicle-fights.ts).
 */
export function refuseHeldElsewhere(store: Pick<CombatStore, 'repos'>, fights: FightsOpener, combatId: string, id: string): void {
  const f = vehicleFights(store.repos, fights).get(id);
  if (f && f.combatId !== combatId) {
    throw new AppError('combat/not-allowed', `campaignVehicleId: this vehicle is already in the unfinished fight "${f.name}". End that fight, or take it out there, first.`);
  }
}

/** An undo or redo that brings a campaign vehicle back into this fight is refused the same way. */
export function refuseReturningVehicles(store: Pick<CombatStore, 'repos'>, fights: FightsOpener, combatId: string, before: readonly { campaignVehicleId?: string | undefined }[], after: readonly { campaignVehicleId?: string | undefined }[]): void {
  const had = new Set(before.map((v) => v.campaignVehicleId));
  for (const v of after) if (v.campaignVehicleId !== undefined && !had.has(v.campaignVehicleId)) refuseHeldElsewhere(store, fights, combatId, v.campaignVehicleId);
}

/**
 * Issue 39 item 5: a campaign vehicle joins with the damage it carries (seed 001: "Vehicles don't
 * heal by themselves"), and the fight hands its damage back (vehicle-write-through.ts).
 */
function campaignVehicleSpec(store: Pick<CombatStore, 'repos'>, system: GameSystem, input: AddVehicleInput, id: string, vehicleId: string): VehicleSpec {
  const stored = store.repos.vehicles.get(id);
  if (!stored) throw new AppError('vehicle/not-found', `campaignVehicleId: there is no vehicle with id "${id}" in this campaign.`);
  if (stored.vehicleType !== input.vehicle) throw new AppError('combat/not-allowed', `vehicle: ${stored.name} is a ${stored.vehicleType}, not a ${input.vehicle}.`);
  const spec = vehicleSpec(store, system, stored.vehicleType, input.name ?? stored.name, vehicleId);
  return { ...spec, wounds: stored.wounds, campaignVehicleId: stored.id };
}

/**
 * A vehicle ready to join: an edition's own (AresMUSH Third Edition: the game's vehicles file,
 * issue 40, so its chart, armor, dodge and toughness are the file's), else the campaign's catalog.
 */
export function vehicleSpec(store: Pick<CombatStore, 'repos'>, system: GameSystem, vehicle: string, name: string | null, vehicleId: string): VehicleSpec {
  if (system.edition.combatVehicle) {
    const own = system.edition.combatVehicle(system, vehicle);
    if (!own) throw new AppError('combat/unknown-gear', `There is no vehicle called "${vehicle}" in this game's vehicles file (fs3combat_vehicles.yml), or its hit chart is unusable.`);
    return { id: vehicleId, name: name ?? own.definition.name, ...own };
  }
  const gear = combatCatalog(store.repos.gear.getCatalog(), system.edition);
  const definition = gear.vehicles.find((v) => v.name === vehicle);
  if (!definition) throw new AppError('combat/unknown-gear', `There is no vehicle called "${vehicle}" in this campaign.`);
  const chart = gear.hitCharts.find((c) => c.name === definition.hitChart);
  if (!chart) throw new AppError('combat/unknown-gear', `Vehicle "${definition.name}" uses hit chart "${definition.hitChart}", which does not exist.`);
  const armor = definition.armor === null ? null : (gear.armor.find((a) => a.name === definition.armor) ?? null);
  if (definition.armor !== null && armor === null) {
    throw new AppError('combat/unknown-gear', `Vehicle "${definition.name}" uses armor "${definition.armor}", which does not exist.`);
  }
  return { id: vehicleId, name: name ?? definition.name, definition, chart, armor };
}
