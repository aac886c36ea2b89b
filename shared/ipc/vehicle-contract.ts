/**
 * The campaign's own vehicles (issue 39 item 5): kept between fights with their damage, shown in
 * the roster and on a vehicle sheet, repaired on the calendar by a mechanic. Spread into
 * `contract` and `events`; names in `vehicle-names.ts`.
 */
import { z } from 'zod';
import { VehicleCrewSchema, VehicleNameSchema, VehicleTypeNameSchema } from '../domain/campaign-vehicle';
import { ShownVehicleSchema } from '../domain/gear';
import { EntityIdSchema } from '../domain/ids';
import { WoundSchema } from '../core/mechanics/wounds';

/** One wound of a vehicle as the sheet shows it. */
export const VehicleWoundViewSchema = WoundSchema.extend({
  /** The edition's word for its level ("Serious", "Impaired"). */
  label: z.string(),
  /** Healing points the level needs in all (a fifth of a person's, seed 001) and those gathered. */
  pointsNeeded: z.number(),
});

const Seated = z.object({ id: EntityIdSchema, name: z.string() });

export const CampaignVehicleViewSchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  vehicleType: z.string(),
  /** The vehicle type's numbers as its fights use them (toughness, armor, dodge, chart); null when the type is gone from the catalog. */
  definition: ShownVehicleSchema.nullable(),
  mechanicId: EntityIdSchema.nullable(),
  mechanicName: z.string().nullable(),
  wounds: z.array(VehicleWoundViewSchema),
  /** The whole-dice penalty its damage puts on everyone aboard (the total wound modifier). */
  woundModifier: z.number(),
  /** The unfinished fight it is in (its damage there is written back with every step), or null. */
  fight: z.string().nullable(),
  /** Issue 39: its crew between fights, by name (a fight that adds it seats those of them who are in it). */
  crew: z.object({ pilot: Seated.nullable(), passengers: z.array(Seated) }),
});
export type CampaignVehicleView = z.infer<typeof CampaignVehicleViewSchema>;

export const VehicleListSchema = z.object({
  vehicles: z.array(CampaignVehicleViewSchema),
  /** The vehicle types a new vehicle may be (the campaign's catalog, or a Third Edition game's vehicles file). */
  types: z.array(z.string()),
  repair: z.object({
    /** The setting's repair ability, the skill a mechanic rolls. */
    ability: z.string(),
    /** The edition's rule with the seed's sentence, or null when it repairs nothing. */
    rule: z.string().nullable(),
    /** Why the edition repairs nothing, or null. */
    none: z.string().nullable(),
  }),
  /** Characters who may repair (they have the repair ability), with their rating and how many vehicles they may keep. */
  mechanics: z.array(z.object({ id: EntityIdSchema, name: z.string(), rating: z.number(), limit: z.number().int() })),
});
export type VehicleList = z.infer<typeof VehicleListSchema>;

export const vehicleContract = {
  'vehicles.list': { input: z.strictObject({}), output: VehicleListSchema },
  /** A new campaign vehicle, undamaged; refused with the field named for a name too long or taken, or an unknown type. */
  'vehicles.create': { input: z.strictObject({ name: VehicleNameSchema, vehicleType: VehicleTypeNameSchema }), output: z.object({ id: EntityIdSchema }) },
  /** Renames a vehicle or sets its mechanic (null: nobody repairs it). */
  'vehicles.update': {
    input: z.strictObject({ id: EntityIdSchema, name: VehicleNameSchema.optional(), mechanicId: EntityIdSchema.nullable().optional() }),
    output: z.object({ ok: z.literal(true) }),
  },
  /**
   * Issue 39: the vehicle's crew, replaced whole (a campaign-log step the calendar's undo takes back);
   * refused with the field named for a character not in the campaign or seated elsewhere.
   */
  'vehicles.setCrew': { input: z.strictObject({ id: EntityIdSchema, crew: VehicleCrewSchema }), output: z.object({ ok: z.literal(true) }) },
  'vehicles.remove': { input: z.strictObject({ id: EntityIdSchema }), output: z.object({ removed: z.boolean() }) },
  /** Takes one wound off by hand (a campaign-log step, undone from the calendar like any other). */
  'vehicles.removeWound': { input: z.strictObject({ id: EntityIdSchema, index: z.number().int().min(0).max(99) }), output: z.object({ ok: z.literal(true) }) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const vehicleEvents = {
  /** A campaign vehicle was added, changed, repaired or removed (outside a fight's steps). */
  'vehicles.changed': z.object({}),
} as const satisfies Record<string, z.ZodType>;
