import { z } from 'zod';
import { ConfigSourceShape, withConfigSourceChecks } from './config-contract';
import { PathHandleSchema } from './file-contract';

export const CAMPAIGN_TEMPLATES = ['blank', 'sample'] as const;

const FilePath = z
  .string()
  .trim()
  .min(1, 'A file path is needed')
  .max(4096)
  // No file system takes a NUL in a name; Node throws on it deep inside fs (a 500 before).
  .refine((p) => !p.includes('\u0000'), 'A file path cannot contain a NUL character');

/** What the UI shows of the open campaign. */
export const CampaignSummarySchema = z.object({
  path: z.string(),
  name: z.string(),
  description: z.string(),
  inGameDate: z.string(),
  settingName: z.string(),
  pcCount: z.number().int(),
  npcCount: z.number().int(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

export { BackupInfoSchema, type BackupInfoView } from './backup-schema';

/** A campaign export as text; also the most a campaign-JSON starting setting may be. */
export const MAX_CAMPAIGN_JSON_CHARS = 64 * 1024 * 1024;
/** The same limit on an export sent as bytes. */
export const MAX_CAMPAIGN_JSON_BYTES = 64 * 1024 * 1024;

/** The stages of a campaign import, as `campaign.importProgress` reports them (main's import-build.ts). */
export const CAMPAIGN_IMPORT_STAGES = ['read', 'check', 'write', 'rebuild'] as const;
export const ImportIdInput = z.strictObject({ importId: z.string().min(1).max(100) });
/** A running import's progress: its id (for `campaign.cancelImport`), stage and `done` of `total` in it. */
export const ImportProgressSchema = z.object({
  importId: z.string(),
  stage: z.enum(CAMPAIGN_IMPORT_STAGES),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** Where a new campaign's setting comes from (the wizard's step 3). */
export const SettingSourceSchema = z.discriminatedUnion('kind', [
  /** One of the edition's `templates`, by id. */
  z.strictObject({ kind: z.literal('template'), id: z.string().trim().min(1, 'Choose a starting setting').max(100) }),
  /** AresMUSH game config files (or one .zip of them), as the Game config import takes them. */
  withConfigSourceChecks(z.strictObject({ kind: z.literal('aresmush'), ...ConfigSourceShape })),
  /** Another campaign's JSON export: its setting, gear and system choice. `name` is the file's, for messages. */
  z.strictObject({
    kind: z.literal('campaign-json'),
    name: z.string().trim().min(1).max(255).optional(),
    json: z.string().min(2, 'The campaign file is empty').max(MAX_CAMPAIGN_JSON_CHARS, 'The campaign file is larger than 64 MB'),
  }),
]);
export type SettingSource = z.infer<typeof SettingSourceSchema>;

/** `builtin`: the edition's catalog; `from-source`: the gear of the AresMUSH files or campaign export. */
export const GEAR_CHOICES = ['builtin', 'empty', 'from-source'] as const;
export type GearChoice = (typeof GEAR_CHOICES)[number];

/**
 * A new campaign: a name, the edition (default: the default edition), a starting setting and
 * its starting gear. `template` is the older form: `blank` is the edition's minimal setting with
 * its built-in gear, `sample` the edition's ready-to-play sample campaign.
 */
export const CreateCampaignInput = z
  .strictObject({
    name: z.string().trim().min(1, 'A campaign needs a name').max(200),
    description: z.string().max(10_000).optional(),
    /** Where to write the file; default: the campaigns folder under the data directory. */
    path: FilePath.optional(),
    /** Or where the storyteller chose in the app's Save dialog (`campaign.chooseSaveFile`). */
    handle: PathHandleSchema.optional(),
    edition: z.string().trim().min(1).max(50).optional(),
    setting: SettingSourceSchema.optional(),
    gear: z.enum(GEAR_CHOICES).optional(),
    template: z.enum(CAMPAIGN_TEMPLATES).optional(),
  })
  .refine((i) => (i.setting === undefined) !== (i.template === undefined), {
    error: 'Give either a starting setting or a template (blank or sample)',
    path: ['setting'],
  })
  .refine((i) => !(i.template === 'sample' && i.gear !== undefined), { error: 'The sample campaign brings its own gear', path: ['gear'] })
  .refine((i) => !(i.path !== undefined && i.handle !== undefined), { error: 'Give a path or a handle, not both', path: ['handle'] });
export type CreateCampaignRequest = z.infer<typeof CreateCampaignInput>;

/** A file named by a path or by a handle from the app's dialog (the desktop app takes only those): one of the two. */
const oneFile = <T extends { path?: unknown; handle?: unknown }>(i: T) => (i.path === undefined) !== (i.handle === undefined);
const ONE_FILE = { error: 'Give either a path or a handle from the app\'s dialog', path: ['path'] };
/** At most one of the two (none: main's default place). */
const atMostOneFile = <T extends { path?: unknown; handle?: unknown }>(i: T) => i.path === undefined || i.handle === undefined;
const AT_MOST_ONE_FILE = { error: 'Give a path or a handle, not both', path: ['handle'] };

export const OpenCampaignInput = z.strictObject({ path: FilePath.optional(), handle: PathHandleSchema.optional() }).refine(oneFile, ONE_FILE);
/** `overwrite`: replace an existing file (after the storyteller confirmed; the old one is kept as a copy). */
export const SaveCampaignAsInput = z
  .strictObject({ path: FilePath.optional(), handle: PathHandleSchema.optional(), overwrite: z.boolean().default(false) })
  .refine(oneFile, ONE_FILE);
export const RestoreBackupInput = z.strictObject({ backupPath: FilePath });
/** `path`/`handle`: where to write the new campaign; default: a free name in the campaigns folder. */
export const RestoreBackupAsNewInput = z
  .strictObject({ backupPath: FilePath, path: FilePath.optional(), handle: PathHandleSchema.optional() })
  .refine(atMostOneFile, AT_MOST_ONE_FILE);
/**
 * The export's UTF-8 bytes: how the desktop window sends it (no 50 MB string to clone on main's
 * thread), and how the browser-mode host hands a large body's text on (parsed off the main thread).
 */
export const CampaignJsonBytes = z
  .instanceof(Uint8Array)
  .refine((b) => b.byteLength >= 2, 'The campaign file is empty')
  .refine((b) => b.byteLength <= MAX_CAMPAIGN_JSON_BYTES, 'The campaign file is larger than 64 MB');

export const ImportCampaignInput = z
  .strictObject({
    /** The portable export as text, as read from the file the user picked, or its UTF-8 bytes. */
    json: z.union([z.string().min(2).max(MAX_CAMPAIGN_JSON_CHARS), CampaignJsonBytes]),
    path: FilePath.optional(),
    handle: PathHandleSchema.optional(),
  })
  .refine(atMostOneFile, AT_MOST_ONE_FILE);
export const ExportCampaignOutput = z.object({
  fileName: z.string(),
  json: z.string(),
  /** Issue 35: what a damaged campaign's export left out (each damaged row, and what went with it); absent when nothing. */
  damaged: z.array(z.string()).optional(),
});
