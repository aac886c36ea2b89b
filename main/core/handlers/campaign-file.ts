import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

/**
 * Issue 35 item 8: the open campaign's file gone under the app ("Save it again"), and recent
 * campaigns missing at start-up (restore a surviving backup, or take them off the list). Paths
 * here are checked by main itself: only a missing recent campaign and one of its listed backups.
 */
export function campaignFileHandlers(ctx: AppContext) {
  const m = ctx.campaigns;
  return {
    'campaign.gone': () => m.gone(),
    'campaign.saveAgain': () => m.saveAgain(),
    'campaign.missing': () => m.missing(),
    'campaign.restoreMissing': ({ path, backupPath }) => m.restoreMissing(path, backupPath),
    'campaign.forgetMissing': ({ path }) => m.forgetMissing(path),
  } satisfies Pick<Handlers, 'campaign.gone' | 'campaign.saveAgain' | 'campaign.missing' | 'campaign.restoreMissing' | 'campaign.forgetMissing'>;
}
