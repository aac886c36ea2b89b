/** `combat.addVehicle`: a vehicle from the gear catalog joins a combat (by name, like characters). */
import type { CombatCommand } from '../../../shared/combat/commands';
import { AppError } from '../../../shared/ipc/result';
import { combatCatalog } from './combat-gear';
import type { CombatStore } from './combat-store';
import type { Edition } from '../../../shared/systems';

export type AddVehicleInput = { vehicle: string; name: string | null };

/** The `vehicle.add` command; throws AppError 'combat/unknown-gear' for unknown names. */
export function addVehicleCommand(store: CombatStore, edition: Edition, input: AddVehicleInput, vehicleId: string): CombatCommand {
  const gear = combatCatalog(store.repos.gear.getCatalog(), edition);
  const definition = gear.vehicles.find((v) => v.name === input.vehicle);
  if (!definition) throw new AppError('combat/unknown-gear', `There is no vehicle called "${input.vehicle}" in this campaign.`);
  const chart = gear.hitCharts.find((c) => c.name === definition.hitChart);
  if (!chart) throw new AppError('combat/unknown-gear', `Vehicle "${definition.name}" uses hit chart "${definition.hitChart}", which does not exist.`);
  const armor = definition.armor === null ? null : (gear.armor.find((a) => a.name === definition.armor) ?? null);
  if (definition.armor !== null && armor === null) {
    throw new AppError('combat/unknown-gear', `Vehicle "${definition.name}" uses armor "${definition.armor}", which does not exist.`);
  }
  return { type: 'vehicle.add', vehicle: { id: vehicleId, name: input.name ?? definition.name, definition, chart, armor } };
}
