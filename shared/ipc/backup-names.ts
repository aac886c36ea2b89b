/** Zod-free names of the backup-folder methods (see `names.ts`). */
export const BACKUP_METHOD_NAMES = ['campaign.backupFolder', 'campaign.deleteBackup'] as const;
