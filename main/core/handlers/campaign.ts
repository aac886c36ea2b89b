import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import { fileNameFor } from '../campaign/campaign-manager';
import type { AppContext } from '../context';
import type { FileDialogs } from '../dialogs';

function dialogsOf(ctx: AppContext): FileDialogs {
  if (!ctx.dialogs) {
    throw new AppError('app/desktop-only', 'File dialogs exist only in the desktop app. In browser mode, import a campaign export (.json) instead.');
  }
  return ctx.dialogs;
}

export function campaignHandlers(ctx: AppContext) {
  const m = ctx.campaigns;
  return {
    'campaign.current': () => m.current(),
    'campaign.create': (input) => m.create(input),
    'campaign.open': ({ path }) => m.open(path),
    'campaign.saveAs': ({ path, overwrite }) => m.saveAs(path, overwrite),
    'campaign.openDialog': async () => {
      const path = await dialogsOf(ctx).chooseCampaignToOpen();
      return path === null ? null : m.open(path);
    },
    'campaign.saveAsDialog': async () => {
      const current = m.requireSession();
      const path = await dialogsOf(ctx).chooseCampaignSavePath(fileNameFor(current.info.name));
      // The native dialog asked before picking an existing file (showOverwriteConfirmation).
      return path === null ? null : m.saveAs(path, true);
    },
    'campaign.backup': () => m.backup(),
    'campaign.listBackups': () => m.backups(),
    'campaign.restore': ({ backupPath }) => m.restore(backupPath),
    'campaign.restoreAsNew': ({ backupPath, path }) => m.restoreAsNew(backupPath, path),
    'campaign.exportJson': () => m.exportJson(),
    'campaign.importJson': (input) => m.importJson(input),
  } satisfies Pick<
    Handlers,
    | 'campaign.current'
    | 'campaign.create'
    | 'campaign.open'
    | 'campaign.saveAs'
    | 'campaign.openDialog'
    | 'campaign.saveAsDialog'
    | 'campaign.backup'
    | 'campaign.listBackups'
    | 'campaign.restore'
    | 'campaign.restoreAsNew'
    | 'campaign.exportJson'
    | 'campaign.importJson'
  >;
}
