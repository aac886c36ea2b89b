/**
 * Game configuration of the open campaign (issue 7): what it holds, the linter, the safe
 * AresMUSH import (plan → storyteller confirms → apply), AresMUSH export and JSON sharing of the
 * gear catalog and setting. Names in `config-names.ts`. Plans stay in main under their id; the
 * renderer never sends a configuration back to be stored.
 */
import { z } from 'zod';
import { ABILITY_CHOICES } from '../config/merge-abilities';
import { GEAR_LISTS, ITEM_CHOICES, ITEM_STATUSES } from '../config/merge-gear';
import { CONFIG_ITEM_COLLECTIONS } from '../config/merge-config';
import { PROBLEM_CODES, PROBLEM_SEVERITIES } from '../config/problems';
import { BackupInfoSchema } from './backup-schema';

/** Far above any game config (the AresMUSH default is 40 kB in 17 files). */
export const MAX_CONFIG_FILES = 200;
export const MAX_CONFIG_FILE_CHARS = 4 * 1024 * 1024;
export const MAX_CONFIG_TOTAL_CHARS = 16 * 1024 * 1024;
/** Base64 of a 16 MB zip. */
export const MAX_CONFIG_ZIP_BASE64 = Math.ceil((16 * 1024 * 1024) / 3) * 4;

const FileName = z
  .string()
  .trim()
  .min(1, 'A file needs a name')
  .max(255)
  .refine((n) => !/[/\\]/.test(n), 'A file name must not contain folders');

export const ConfigFileSchema = z.strictObject({
  name: FileName,
  text: z.string().max(MAX_CONFIG_FILE_CHARS, `A config file may hold at most ${MAX_CONFIG_FILE_CHARS} characters`),
});
export type ConfigFile = z.infer<typeof ConfigFileSchema>;

/** One .zip archive of config files, base64-encoded. */
export const ConfigZipSchema = z.strictObject({
  name: FileName,
  base64: z
    .string()
    .min(1, 'The archive is empty')
    .max(MAX_CONFIG_ZIP_BASE64, 'The archive is larger than 16 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The archive is not base64'),
});

/**
 * AresMUSH config files as the UI sends them: either the files themselves or one .zip of them,
 * within the import's limits. Shared by the Game config import and the new-campaign wizard.
 */
export const ConfigSourceShape = {
  files: z.array(ConfigFileSchema).min(1, 'Pick at least one file').max(MAX_CONFIG_FILES).optional(),
  zip: ConfigZipSchema.optional(),
};

type ConfigSourceValue = { files?: readonly ConfigFile[] | undefined; zip?: unknown };

/** Adds the checks of a {@link ConfigSourceShape} object: exactly one of files or zip, and the total size. */
export function withConfigSourceChecks<T extends z.ZodType<ConfigSourceValue>>(schema: T): T {
  return schema
    .refine((i) => (i.files === undefined) !== (i.zip === undefined), { error: 'Send either files or a zip archive', path: ['files'] })
    .refine((i) => (i.files ?? []).reduce((n, f) => n + f.text.length, 0) <= MAX_CONFIG_TOTAL_CHARS, {
      error: 'The files hold more than 16 MB of text together',
      path: ['files'],
    });
}

/** Either the files themselves or one .zip archive of them, base64-encoded. */
export const PlanImportInput = withConfigSourceChecks(z.strictObject(ConfigSourceShape));

export const ConfigProblemSchema = z.object({
  severity: z.enum(PROBLEM_SEVERITIES),
  code: z.enum(PROBLEM_CODES),
  message: z.string(),
  file: z.string().nullable(),
  path: z.array(z.union([z.string(), z.number()])),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
});
export type ConfigProblemView = z.infer<typeof ConfigProblemSchema>;

const Count = z.number().int().min(0);
export const ConfigCountsSchema = z.object({
  weapons: Count, weaponSpecials: Count, armor: Count, armorSpecials: Count, vehicles: Count, mounts: Count, npcTypes: Count,
  hitCharts: Count, hitChartAreas: Count, tenEntryAreas: Count, stances: Count, combatantTypes: Count, attributes: Count,
  actionSkills: Count, backgroundSkills: Count, languages: Count, advantages: Count,
});

export const ConfigSummarySchema = z.object({
  /** `aresmush`: imported from AresMUSH files; `built-in`: the campaign's own setting and gear. */
  source: z.enum(['aresmush', 'built-in']),
  counts: ConfigCountsSchema,
  /** The AresMUSH files an export writes. */
  files: z.array(z.string()),
});
export type ConfigSummaryView = z.infer<typeof ConfigSummarySchema>;

/** A value before or after a change, as JSON (null when absent). */
const JsonValueSchema: z.ZodType<unknown> = z.unknown();
export const FieldChangeSchema = z.object({ field: z.string(), before: JsonValueSchema, after: JsonValueSchema });
export type FieldChangeView = z.infer<typeof FieldChangeSchema>;

export const ConfigChangeSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** For a changed entity: the keys whose values differ. */
  fields: z.array(z.string()),
  /** For a changed entity: each differing key, before → after. */
  changes: z.array(FieldChangeSchema),
});
export const ConfigDiffSchema = z.object({
  added: z.array(ConfigChangeSchema),
  changed: z.array(ConfigChangeSchema),
  removed: z.array(ConfigChangeSchema),
});
export type ConfigDiffView = z.infer<typeof ConfigDiffSchema>;

/** One gear item of a merge: both versions compared, and what happens unless the storyteller chooses otherwise. */
export const MergeItemSchema = z.object({
  list: z.enum(GEAR_LISTS),
  name: z.string(),
  status: z.enum(ITEM_STATUSES),
  /** The campaign's version was made or edited by the storyteller (differs from the built-in item). */
  custom: z.boolean(),
  fields: z.array(FieldChangeSchema),
  choice: z.enum(ITEM_CHOICES),
});
export type MergeItemView = z.infer<typeof MergeItemSchema>;

const ConfigSectionSchema = z.enum(['fs3combat', 'fs3skills']);
const ConfigKeySchema = z.enum(CONFIG_ITEM_COLLECTIONS.map((c) => c.key) as [string, ...string[]]);
/** One item of a collection only the AresMUSH configuration carries (mount, NPC type, stance …), on a re-import. */
export const ConfigItemSchema = z.object({
  section: ConfigSectionSchema,
  key: z.string(),
  kind: z.string(),
  name: z.string(),
  status: z.enum(['added', 'changed', 'campaign-only']),
  fields: z.array(FieldChangeSchema),
  choice: z.enum(ITEM_CHOICES),
});
export type ConfigItemView = z.infer<typeof ConfigItemSchema>;

const AbilityKindSchema = z.enum(['attribute', 'action-skill']);
export const AbilityGapSchema = z.object({
  kind: AbilityKindSchema,
  name: z.string(),
  ratedBy: z.array(z.object({ id: z.string(), name: z.string(), rating: z.number() })),
  options: z.array(z.string()),
  /** The default: kept when someone rates it, dropped when nobody does. */
  choice: z.enum(['keep', 'drop']),
});
export type AbilityGapView = z.infer<typeof AbilityGapSchema>;
export const CharacterChangeSchema = z.object({ id: z.string(), name: z.string(), changes: z.array(z.string()) });
export type CharacterChangeView = z.infer<typeof CharacterChangeSchema>;

/** Merging into the open campaign: per-item gear choices, abilities to map or keep, characters touched, rules numbers changed. */
export const MergePlanSchema = z.object({
  items: z.array(MergeItemSchema),
  /** Mounts, NPC types, stances, specials … that differ from the campaign's stored configuration (a re-import). */
  configItems: z.array(ConfigItemSchema),
  gaps: z.array(AbilityGapSchema),
  addedAbilities: z.array(z.object({ kind: AbilityKindSchema, name: z.string() })),
  /** Every number of the ruleset the import would change (XP hoard …), before → after. */
  ruleset: z.array(FieldChangeSchema),
  /** Whether those numbers are taken unless the storyteller says otherwise: only when no character would be affected. */
  takeRuleset: z.boolean(),
  /** Every character whose sheet changes with the default choices. */
  characters: z.array(CharacterChangeSchema),
  /** Why the default choices cannot be applied as they are (an inconsistent catalog …); empty when they can. */
  problems: z.array(z.string()),
});
export type MergePlanView = z.infer<typeof MergePlanSchema>;

export const ImportPlanSchema = z.object({
  /** Null when an error refused the import (then nothing can be applied). */
  planId: z.string().nullable(),
  /** "3 added, 1 changed, 0 removed". */
  summary: z.string(),
  counts: ConfigCountsSchema,
  diff: ConfigDiffSchema,
  /** Errors first, each with its file and line/column or key path. */
  problems: z.array(ConfigProblemSchema),
  /** How values are adapted to the FS3.2 model the combat rules use (penetration 0 → 0.1 …); information only. */
  notes: z.array(ConfigProblemSchema),
  imported: z.array(z.string()),
  skipped: z.array(z.string()),
  /** What merging into the open campaign involves; null when the import was refused. */
  merge: MergePlanSchema.nullable(),
});
export type ImportPlanView = z.infer<typeof ImportPlanSchema>;

const PlanIdInput = z.strictObject({ planId: z.string().min(1, 'A plan id is needed').max(100) });
const ItemName = z.string().trim().min(1).max(200);
export const ApplyImportInput = z.strictObject({
  planId: z.string().min(1, 'A plan id is needed').max(100),
  /** Per-item choices; items not listed take the plan's default. */
  items: z.array(z.strictObject({ list: z.enum(GEAR_LISTS), name: ItemName, choice: z.enum(ITEM_CHOICES), newName: ItemName.optional() })).max(10_000).default([]),
  /** Per-item choices for mounts, NPC types, stances …; items not listed take the import's version. */
  configItems: z
    .array(z.strictObject({ section: ConfigSectionSchema, key: ConfigKeySchema, name: ItemName, choice: z.enum(ITEM_CHOICES), newName: ItemName.optional() }))
    .max(10_000)
    .default([]),
  /** Campaign abilities the import lacks: kept, mapped onto one of the import's (`to`), or dropped (only when nobody rates them). */
  abilities: z.array(z.strictObject({ kind: AbilityKindSchema, from: ItemName, choice: z.enum(ABILITY_CHOICES), to: ItemName.optional() })).max(1_000).default([]),
  /** Take the import's rules numbers (XP hoard …) instead of keeping the campaign's; default: the plan's `takeRuleset`. */
  takeRuleset: z.boolean().optional(),
});
export type ApplyImportRequest = z.input<typeof ApplyImportInput>;
const ExportFileSchema = z.object({ name: z.string(), text: z.string() });

export const configContract = {
  'config.summary': { input: z.strictObject({}), output: ConfigSummarySchema },
  'config.lint': { input: z.strictObject({}), output: z.object({ problems: z.array(ConfigProblemSchema) }) },
  'config.planImport': { input: PlanImportInput, output: ImportPlanSchema },
  /**
   * Merges a planned import into the open campaign: a `pre-import` backup first, then ONE
   * transaction; refused (nothing written) when the choices make an inconsistent campaign.
   */
  'config.applyImport': {
    input: ApplyImportInput,
    output: z.object({
      summary: ConfigSummarySchema, added: Count, changed: Count, removed: Count,
      /** Restoring it undoes the import (`campaign.restore`). */
      backup: BackupInfoSchema,
      characters: z.array(CharacterChangeSchema),
    }),
  },
  'config.cancelImport': { input: PlanIdInput, output: z.object({ cancelled: z.boolean() }) },
  'config.exportAres': { input: z.strictObject({}), output: z.object({ files: z.array(ExportFileSchema) }) },
  'config.exportJson': { input: z.strictObject({}), output: z.object({ fileName: z.string(), json: z.string() }) },
  'config.importJson': {
    input: z.strictObject({
      name: FileName,
      json: z.string().min(2, 'The file is empty').max(MAX_CONFIG_TOTAL_CHARS, 'The file is larger than 16 MB'),
    }),
    output: z.object({
      applied: z.boolean(), problems: z.array(ConfigProblemSchema), summary: ConfigSummarySchema,
      /** When applied: the backup taken first (restoring it undoes the import). */
      backup: BackupInfoSchema.optional(),
    }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

/** plan.ts IMPORT_STAGES plus storing; listed here so the contract does not pull the YAML importer in. */
export const CONFIG_PROGRESS_STAGES = ['load', 'read', 'validate', 'lint', 'compare', 'store'] as const;

export const configEvents = {
  /** A long import reports each step: reading file N of M, validating, linting, comparing, storing. */
  'config.progress': z.object({
    planId: z.string(),
    stage: z.enum(CONFIG_PROGRESS_STAGES),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    file: z.string().nullable(),
  }),
  /** The campaign's configuration was replaced (import applied, shared JSON read). */
  'config.changed': ConfigSummarySchema,
} as const satisfies Record<string, z.ZodType>;
