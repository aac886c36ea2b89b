/**
 * Reusable NPC templates and prepared encounters (issue 18), spread into `contract` and `events`;
 * names in `encounter-names.ts`. Bodies are validated here at the edge (sizes, teams, seats);
 * main checks names against the campaign (unique template and encounter names, gear, stances).
 */
import { z } from 'zod';
import { CombatViewSchema } from '../core/combat/view';
import { NpcLevelSchema, StanceIdSchema } from '../core/combat/commands';
import { EntityIdSchema } from '../domain/ids';
import {
  EncounterBodySchema,
  EncounterSchema,
  EncounterSummarySchema,
  MAX_GROUP_COUNT,
  MAX_TEMPLATE_RATING,
  NpcTemplateBodySchema,
  NpcTemplateSchema,
  TemplateRatingSchema,
} from '../encounters/schemas';

const IdInput = z.strictObject({ id: EntityIdSchema });
const Choice = z.object({ id: z.string(), label: z.string() });

/** What the template and encounter editors offer: the campaign's gear names and the edition's lists. */
export const EncounterOptionsSchema = z.object({
  weapons: z.array(z.string()),
  armor: z.array(z.string()),
  charts: z.array(z.string()),
  vehicles: z.array(z.string()),
  stances: z.array(Choice),
  /** The edition's NPC levels and the default one; absent: the edition has none. */
  npcLevels: z.object({ choices: z.array(Choice), default: z.string() }).optional(),
  /** What an NPC gets when its template names no gear. */
  defaultWeapon: z.string().nullable(),
  defaultArmor: z.string().nullable(),
});
export type EncounterOptions = z.infer<typeof EncounterOptionsSchema>;

/** Quick NPCs straight into a team of a running fight, from a template or from ratings. */
export const AddNpcsInputSchema = z.strictObject({
  combatId: EntityIdSchema,
  baseName: z.string().trim().min(1, 'The NPCs need a name').max(120),
  count: z.number().int().min(1).max(MAX_GROUP_COUNT),
  team: z.number().int().min(1).max(99),
  /** The template to copy; its ratings, gear, stance and level are used as stored. */
  templateId: EntityIdSchema.nullable().default(null),
  /** Without a template: the NPCs' ratings (as Quick NPCs take them). */
  concept: z.string().trim().max(2000).default(''),
  ratings: z.array(TemplateRatingSchema).max(100).default([]),
  defaultRating: z.number().int().min(0).max(MAX_TEMPLATE_RATING).nullable().default(null),
  /** Overrides (null: the template's, else the catalog's default). */
  weapon: z.string().trim().min(1).max(120).nullable().default(null),
  armor: z.string().trim().min(1).max(120).nullable().default(null),
  stance: StanceIdSchema.nullable().default(null),
  level: NpcLevelSchema.nullable().default(null),
});

export const StartedEncounterSchema = z.object({
  combatId: EntityIdSchema,
  view: CombatViewSchema,
  /** What could not be brought in, each naming what and why ("template 'Centurion' no longer exists: 4 NPCs skipped"). */
  warnings: z.array(z.string()),
});

export const encounterContract = {
  'encounter.options': { input: z.strictObject({}), output: EncounterOptionsSchema },
  'npcTemplate.list': { input: z.strictObject({}), output: z.object({ templates: z.array(NpcTemplateSchema) }) },
  /** Creates (no id) or replaces a template; names are unique in the campaign (case-insensitive). */
  'npcTemplate.save': {
    input: z.strictObject({ id: EntityIdSchema.nullable().default(null), template: NpcTemplateBodySchema }),
    output: NpcTemplateSchema,
  },
  'npcTemplate.delete': { input: IdInput, output: z.object({ deleted: z.boolean() }) },
  'encounter.list': { input: z.strictObject({}), output: z.object({ encounters: z.array(EncounterSummarySchema) }) },
  'encounter.get': { input: IdInput, output: EncounterSchema },
  /** Creates (no id) or replaces an encounter; names are unique in the campaign (case-insensitive). */
  'encounter.save': {
    input: z.strictObject({ id: EntityIdSchema.nullable().default(null), encounter: EncounterBodySchema }),
    output: EncounterSchema,
  },
  /** A copy under a free name ("Ambush (copy)"). */
  'encounter.duplicate': { input: IdInput, output: EncounterSchema },
  'encounter.delete': { input: IdInput, output: z.object({ deleted: z.boolean() }) },
  /** A new combat set up as prepared (the encounter stays as it is: starting twice gives two fights). */
  'encounter.start': { input: IdInput, output: StartedEncounterSchema },
  /** Makes the NPC characters and adds them to a team of the fight in one step. */
  'encounter.addNpcs': {
    input: AddNpcsInputSchema,
    output: z.object({ view: CombatViewSchema, names: z.array(z.string()) }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const encounterEvents = {
  /** Templates or encounters changed (another window refetches its lists). */
  'encounter.changed': z.object({ what: z.enum(['template', 'encounter']) }),
} as const satisfies Record<string, z.ZodType>;
