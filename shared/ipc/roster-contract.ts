/**
 * The campaign roster beyond characters (issue 8, campaign home): read-only views the home
 * screen and the combat tracker list. Characters themselves are in `character-contract.ts`.
 * Names in `roster-names.ts`.
 */
import { z } from 'zod';
import { ShownVehicleSchema } from '../domain/gear';

export const rosterContract = {
  /** The vehicle types of the open campaign's gear catalog, in catalog order, with the numbers its edition's fights use. */
  'roster.vehicles': { input: z.strictObject({}), output: z.object({ vehicles: z.array(ShownVehicleSchema) }) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const rosterEvents = {} as const satisfies Record<string, z.ZodType>;
