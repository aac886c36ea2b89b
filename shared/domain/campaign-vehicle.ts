import { z } from 'zod';
import { WoundSchema as RulesWoundSchema } from '../core/mechanics/wounds';
import { EntityIdSchema } from './ids';
import { IsoTimestampSchema } from './timestamps';

/** The longest name a campaign vehicle may have (the roster and the GM screen's board show it whole). */
export const VEHICLE_NAME_MAX = 60;

/** A vehicle's name as the storyteller types it ("Red One"). */
export const VehicleNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the vehicle a name')
  .max(VEHICLE_NAME_MAX, `A vehicle's name is at most ${VEHICLE_NAME_MAX} characters`);

/** A vehicle type's name (the gear catalog's vehicle, or the game's vehicles file in a Third Edition game). */
export const VehicleTypeNameSchema = z.string().trim().min(1, 'Choose a vehicle type').max(100, 'A vehicle type is at most 100 characters');

/**
 * A vehicle the campaign keeps between fights (issue 39 item 5): its type, its name, the damage
 * it carries and the mechanic who repairs it. Seed 001 "Vehicle Healing": "Vehicles don't heal by
 * themselves; they only get better if someone is fixing them", so its damage stays until a repair
 * takes it away. The wounds are the rules engine's (healing points gathered, `vehicle` true), the
 * same shape a fight holds them in, so a fight starts from them and hands them back unchanged.
 */
export const CampaignVehicleSchema = z.object({
  id: EntityIdSchema,
  name: VehicleNameSchema,
  vehicleType: VehicleTypeNameSchema,
  /** The character who repairs it between fights (the setting's repair ability); null: nobody. */
  mechanicId: EntityIdSchema.nullable(),
  wounds: z.array(RulesWoundSchema).max(100),
  createdAt: IsoTimestampSchema,
});
export type CampaignVehicle = z.infer<typeof CampaignVehicleSchema>;

/** The most passengers a campaign vehicle keeps in its crew (a budget: the sheet and a fight's join list them all). */
export const MAX_CREW_PASSENGERS = 20;

/**
 * A campaign vehicle's crew (issue 39): who sits at its controls and who rides along, campaign
 * characters by id, in the seats a fight has (one pilot, passengers in order). A character holds one
 * seat across all the campaign's vehicles. A fight that adds the vehicle seats those of them who are in it.
 */
export const VehicleCrewSchema = z.strictObject({
  pilotId: EntityIdSchema.nullable(),
  passengerIds: z.array(EntityIdSchema).max(MAX_CREW_PASSENGERS, `A vehicle keeps at most ${MAX_CREW_PASSENGERS} passengers`),
});
export type VehicleCrew = z.infer<typeof VehicleCrewSchema>;

export const NO_CREW: VehicleCrew = { pilotId: null, passengerIds: [] };
