/**
 * The backups folder of the open campaign as the storyteller manages it: every backup with its
 * size, the total on disk, the counts kept of each kind, and deleting one. Spread into `contract`;
 * names in `backup-names.ts`. (Taking, listing and restoring stay in the base contract.)
 */
import { z } from 'zod';
import { BackupInfoSchema } from './backup-schema';

export const BackupFolderSchema = z.object({
  /** Where the backups are (beside the campaign file by default). */
  folder: z.string(),
  /** Newest first. */
  backups: z.array(BackupInfoSchema),
  /** Bytes of all listed backups together, side files included. */
  totalBytes: z.number().int(),
  /** How many of each kind are kept; older ones are deleted after each new backup. */
  limits: z.object({ automatic: z.number().int(), manual: z.number().int(), eachOther: z.number().int() }),
});
export type BackupFolderView = z.infer<typeof BackupFolderSchema>;

export const backupContract = {
  'campaign.backupFolder': { input: z.strictObject({}), output: BackupFolderSchema },
  /** Deletes one backup of the open campaign; the path must be one `campaign.backupFolder` lists. */
  'campaign.deleteBackup': {
    input: z.strictObject({ backupPath: z.string().trim().min(1, 'Name the backup to delete').max(4096) }),
    output: BackupFolderSchema,
  },
} as const;
