/** A campaign backup as the UI lists it (its own file: both the campaign and the config contracts use it). */
import { z } from 'zod';

export const BackupInfoSchema = z.object({
  path: z.string(),
  fileName: z.string(),
  /** `pre-import`: taken just before an AresMUSH import was applied; restoring it undoes the import. */
  kind: z.enum(['open', 'periodic', 'manual', 'pre-migration', 'pre-restore', 'pre-import']),
  migratingTo: z.number().int().nullable(),
  takenAt: z.string(),
  sizeBytes: z.number().int(),
});
export type BackupInfoView = z.infer<typeof BackupInfoSchema>;
