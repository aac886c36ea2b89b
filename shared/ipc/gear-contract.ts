/**
 * Gear and hit-chart editing of the open campaign (issue 9). Names in `gear-names.ts`. Every edit
 * is one transaction, recorded on an undo stack kept in the campaign, and answered with the whole
 * editor state: the catalog, the linter's findings on it and what undo/redo would do.
 */
import { z } from 'zod';
import { ArmorSchema, GearCatalogSchema, HitChartSchema, VehicleSchema, WeaponSchema } from '../domain/gear';
import { PROBLEM_SEVERITIES } from '../config/problems';
import { GEAR_LISTS } from '../editors/catalog-ops';

const Name = z.string().trim().min(1, { error: 'A name must not be empty' }).max(200);
export const GearListSchema = z.enum(GEAR_LISTS, { error: `list must be one of ${GEAR_LISTS.join(', ')}` });

/** A linter finding, as shared/config/problems.ts defines it. */
export const GearProblemSchema = z.object({
  severity: z.enum(PROBLEM_SEVERITIES),
  code: z.string(),
  message: z.string(),
  file: z.string().nullable(),
  path: z.array(z.union([z.string(), z.number()])),
  line: z.number().nullable(),
  column: z.number().nullable(),
});

export const GearReferenceSchema = z.object({ list: GearListSchema, name: z.string(), field: z.string() });

export const GearStateSchema = z.object({
  catalog: GearCatalogSchema,
  /**
   * The campaign's lint, exactly as `config.lint` gives it: AresMUSH paths ('fs3combat', …) for a
   * campaign that imported a configuration, 'gear'/'setting' paths for one that never did.
   */
  problems: z.array(GearProblemSchema),
  history: z.object({
    canUndo: z.boolean(),
    canRedo: z.boolean(),
    undoLabel: z.string().nullable(),
    redoLabel: z.string().nullable(),
  }),
  /** Attribute and action-skill names of the setting (the skill pickers offer them). */
  abilities: z.array(z.string()),
  /** What the last change did, for a status line ("Renamed; vehicle Viper followed"). */
  note: z.string().nullable(),
  /**
   * Which run of main built this state (`main`) and its number there, increasing with every state
   * built: a window shows the newest it has seen and drops an older copy that arrives late (an
   * answer and its push travel apart). A new run of main starts a new count.
   */
  revision: z.strictObject({ main: z.string().max(64), n: z.number().int().nonnegative() }),
});
export type GearState = z.infer<typeof GearStateSchema>;

const previousName = Name.nullable().default(null);
export const SaveGearInput = z.discriminatedUnion('list', [
  z.strictObject({ list: z.literal('weapons'), item: WeaponSchema, previousName }),
  z.strictObject({ list: z.literal('armor'), item: ArmorSchema, previousName }),
  z.strictObject({ list: z.literal('vehicles'), item: VehicleSchema, previousName }),
  z.strictObject({ list: z.literal('hitCharts'), item: HitChartSchema, previousName }),
]);

const ItemRef = z.strictObject({ list: GearListSchema, name: Name });

export const gearContract = {
  'gear.state': { input: z.strictObject({}), output: GearStateSchema },
  /** Adds or replaces one item; `previousName` renames it and every reference follows. */
  'gear.save': { input: SaveGearInput, output: GearStateSchema },
  /** Where an item is used; `blocking` when it cannot be deleted at all. */
  'gear.references': {
    input: ItemRef,
    output: z.object({ references: z.array(GearReferenceSchema), blocking: z.boolean() }),
  },
  /** Refused with 'gear/in-use' when referenced and not confirmed; a chart a vehicle uses is never deleted. */
  'gear.delete': { input: ItemRef.extend({ confirm: z.boolean().default(false) }), output: GearStateSchema },
  'gear.duplicate': { input: ItemRef, output: GearStateSchema.extend({ name: z.string() }) },
  /** Renames or removes a location of a chart, with crew locations and armor following. */
  'gear.chartLocation': {
    input: z.discriminatedUnion('op', [
      z.strictObject({ op: z.literal('rename'), chart: Name, location: Name, to: Name }),
      z.strictObject({ op: z.literal('remove'), chart: Name, location: Name }),
    ]),
    output: GearStateSchema,
  },
  /** Adds the Storyteller's Guide gear the catalog does not have yet (by name). */
  'gear.addBuiltin': { input: z.strictObject({}), output: GearStateSchema },
  'gear.undo': { input: z.strictObject({}), output: GearStateSchema },
  'gear.redo': { input: z.strictObject({}), output: GearStateSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const gearEvents = {
  /** After every gear edit, undo or redo: the new editor state. */
  'gear.changed': GearStateSchema,
} as const satisfies Record<string, z.ZodType>;
