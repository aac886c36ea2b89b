import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

/** The backups folder of the open campaign: its contents with sizes, and deleting one listed backup. */
export function backupHandlers(ctx: AppContext) {
  const m = ctx.campaigns;
  return {
    'campaign.backupFolder': () => m.backupFolder(),
    'campaign.deleteBackup': ({ backupPath }) => m.deleteBackup(backupPath),
  } satisfies Pick<Handlers, 'campaign.backupFolder' | 'campaign.deleteBackup'>;
}
