/**
 * Issue 35 item 8: the open campaign's file deleted or replaced under the app, and recent
 * campaigns missing at start-up. Spread into `contract`; names in `campaign-file-names.ts`.
 */
import { z } from 'zod';
import { BackupInfoSchema } from './backup-schema';
import { CampaignSummarySchema } from './campaign-schemas';

const Path = z.string().trim().min(1, 'A file path is needed').max(4096);

/** Where a campaign's backups are, and which of them survive (newest first). */
const SurvivingBackups = {
  backupsFolder: z.string(),
  /** False when the backups folder is gone too (the whole data folder was deleted). */
  backupsFolderExists: z.boolean(),
  backups: z.array(BackupInfoSchema),
};

/** The open campaign's file is no longer on disk as the app opened it. */
export const CampaignGoneSchema = z.object({
  path: z.string(),
  name: z.string(),
  /** `deleted`: nothing is at the path any more (or its folder is gone); `replaced`: another file is there now. */
  reason: z.enum(['deleted', 'replaced']),
  detectedAt: z.string(),
  /** Where "Save it again" writes the campaign the app still holds. */
  saveAgainPath: z.string(),
  ...SurvivingBackups,
});
export type CampaignGone = z.infer<typeof CampaignGoneSchema>;

/** A recent campaign whose file was not found at start-up (or since). */
export const MissingCampaignSchema = z.object({
  path: z.string(),
  name: z.string(),
  openedAt: z.string(),
  ...SurvivingBackups,
});
export type MissingCampaign = z.infer<typeof MissingCampaignSchema>;

export const campaignFileContract = {
  /** Why the open campaign's file is gone, or null while it is where it was. */
  'campaign.gone': { input: z.strictObject({}), output: CampaignGoneSchema.nullable() },
  /** Writes the campaign the app still holds to `saveAgainPath` and opens it there. */
  'campaign.saveAgain': { input: z.strictObject({}), output: CampaignSummarySchema },
  /** Recent campaigns whose files are missing, each with the backups that survive. */
  'campaign.missing': { input: z.strictObject({}), output: z.array(MissingCampaignSchema) },
  /** Puts a surviving backup of a missing campaign back at the campaign's path, then opens it. */
  'campaign.restoreMissing': { input: z.strictObject({ path: Path, backupPath: Path }), output: CampaignSummarySchema },
  /** Takes a missing campaign off the recent list (its backups stay where they are). */
  'campaign.forgetMissing': { input: z.strictObject({ path: Path }), output: z.array(MissingCampaignSchema) },
} as const;

export const campaignFileEvents = {
  'campaign.gone': CampaignGoneSchema,
} as const;
