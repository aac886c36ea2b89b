import { z } from 'zod';

export const CAMPAIGN_TEMPLATES = ['blank', 'sample'] as const;

const FilePath = z.string().trim().min(1, 'A file path is needed').max(4096);

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

export const BackupInfoSchema = z.object({
  path: z.string(),
  fileName: z.string(),
  kind: z.enum(['open', 'periodic', 'manual', 'pre-migration', 'pre-restore']),
  migratingTo: z.number().int().nullable(),
  takenAt: z.string(),
  sizeBytes: z.number().int(),
});

export const CreateCampaignInput = z.strictObject({
  name: z.string().trim().min(1, 'A campaign needs a name').max(200),
  template: z.enum(CAMPAIGN_TEMPLATES),
  /** Where to write the file; default: the campaigns folder under the data directory. */
  path: FilePath.optional(),
});

export const OpenCampaignInput = z.strictObject({ path: FilePath });
export const SaveCampaignAsInput = z.strictObject({ path: FilePath });
export const RestoreBackupInput = z.strictObject({ backupPath: FilePath });
export const ImportCampaignInput = z.strictObject({
  /** The portable export as text, as read from the file the user picked. */
  json: z.string().min(2).max(64 * 1024 * 1024),
  path: FilePath.optional(),
});
export const ExportCampaignOutput = z.object({ fileName: z.string(), json: z.string() });
