/** `combat.addVehicle`: a vehicle from the gear catalog joins a combat (by name, like characters). */
import type { CombatCommand, VehicleSpec } from '../../../shared/core/combat/commands';
import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import { combatCatalog } from './combat-gear';
import type { CombatStore } from './combat-store';

export type AddVehicleInput = { vehicle: string; name: string | null };

/** The `vehicle.add` command; throws AppError 'combat/unknown-gear' for unknown names. */
export function addVehicleCommand(store: CombatStore, system: GameSystem, input: AddVehicleInput, vehicleId: string): CombatCommand {
  return { type: 'vehicle.add', vehicle: vehicleSpec(store, system, input.vehicle, input.name, vehicleId) };
}

/**
 * A vehicle ready to join: an edition's own (AresMUSH Third Edition: the game's vehicles file,
 * issue 40, so its chart, armor, dodge and toughness are the file's), else the campaign's catalog.
 */
export function vehicleSpec(store: CombatStore, system: GameSystem, vehicle: string, name: string | null, vehicleId: string): VehicleSpec {
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
