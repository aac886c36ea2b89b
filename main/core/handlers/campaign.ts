import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import { fileNameFor } from '../campaign/campaign-paths';
import { backupToRead, pathToOpen, pathToSave, type GrantSources } from '../campaign/path-grants';
import type { AppContext } from '../context';
import type { FileDialogs } from '../dialogs';

function dialogsOf(ctx: AppContext): FileDialogs {
  if (!ctx.dialogs) {
    throw new AppError('app/desktop-only', 'File dialogs exist only in the desktop app. In browser mode, import a campaign export (.json) instead.');
  }
  return ctx.dialogs;
}

/** What the path checks read, at call time (the recent list and the backups change as the app runs). */
export function grantSources(ctx: AppContext): GrantSources {
  return {
    policy: ctx.pathPolicy,
    grants: ctx.grants,
    recentPaths: () => ctx.prefs.get().recentCampaigns.map((r) => r.path),
    currentPath: () => ctx.campaigns.current()?.path ?? null,
    backupPaths: () => ctx.campaigns.backups().map((b) => b.path),
  };
}

export function campaignHandlers(ctx: AppContext) {
  const m = ctx.campaigns;
  // Every path from the page goes through these before main touches the file (issue 17 item 11).
  const s = grantSources(ctx);
  return {
    'campaign.current': () => m.current(),
    'campaign.create': ({ handle, ...input }) => m.create({ ...input, path: pathToSave(s, { path: input.path, handle }) }),
    'campaign.open': (ref) => m.open(pathToOpen(s, ref)),
    'campaign.saveAs': ({ overwrite, ...ref }) => {
      const path = pathToSave(s, ref);
      if (path === undefined) throw new AppError('bad-request', 'Name where to save: a path or a handle from the app\'s dialog');
      return m.saveAs(path, overwrite);
    },
    'campaign.openDialog': async () => {
      const path = await dialogsOf(ctx).chooseCampaignToOpen();
      if (path === null) return null;
      ctx.grants.grant(path, 'open');
      return m.open(path);
    },
    'campaign.saveAsDialog': async () => {
      const current = m.requireSession();
      const path = await dialogsOf(ctx).chooseCampaignSavePath(fileNameFor(current.info.name));
      if (path === null) return null;
      ctx.grants.grant(path, 'save');
      // The native dialog asked before picking an existing file (showOverwriteConfirmation).
      return m.saveAs(path, true);
    },
    'campaign.chooseFile': async () => {
      const path = await dialogsOf(ctx).chooseCampaignToOpen();
      return path === null ? null : ctx.grants.grant(path, 'open');
    },
    'campaign.chooseSaveFile': async ({ suggestedName }) => {
      const name = suggestedName ?? fileNameFor(m.current()?.name ?? 'Campaign');
      const path = await dialogsOf(ctx).chooseCampaignSavePath(name);
      return path === null ? null : ctx.grants.grant(path, 'save');
    },
    'campaign.backup': () => m.backup(),
    'campaign.listBackups': () => m.backups(),
    'campaign.restore': ({ backupPath }) => m.restore(backupToRead(s, backupPath)),
    'campaign.restoreAsNew': ({ backupPath, path, handle }) => m.restoreAsNew(backupToRead(s, backupPath), pathToSave(s, { path, handle })),
    'campaign.exportJson': () => m.exportJson(),
    'campaign.importJson': ({ json, path, handle }) => m.importJson({ json, path: pathToSave(s, { path, handle }) }),
    'campaign.cancelImport': ({ importId }) => m.cancelImport(importId),
    'campaign.prepareImport': () => m.prepareImport(),
  } satisfies Pick<
    Handlers,
    | 'campaign.current'
    | 'campaign.create'
    | 'campaign.open'
    | 'campaign.saveAs'
    | 'campaign.openDialog'
    | 'campaign.saveAsDialog'
    | 'campaign.chooseFile'
    | 'campaign.chooseSaveFile'
    | 'campaign.backup'
    | 'campaign.listBackups'
    | 'campaign.restore'
    | 'campaign.restoreAsNew'
    | 'campaign.exportJson'
    | 'campaign.importJson'
    | 'campaign.cancelImport'
    | 'campaign.prepareImport'
  >;
}
