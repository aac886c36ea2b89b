import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

export function campaignHandlers(ctx: AppContext) {
  const m = ctx.campaigns;
  return {
    'campaign.current': () => m.current(),
    'campaign.create': (input) => m.create(input),
    'campaign.open': ({ path }) => m.open(path),
    'campaign.saveAs': ({ path }) => m.saveAs(path),
    'campaign.backup': () => m.backup(),
    'campaign.listBackups': () => m.backups(),
    'campaign.restore': ({ backupPath }) => m.restore(backupPath),
    'campaign.exportJson': () => m.exportJson(),
    'campaign.importJson': (input) => m.importJson(input),
  } satisfies Pick<
    Handlers,
    | 'campaign.current'
    | 'campaign.create'
    | 'campaign.open'
    | 'campaign.saveAs'
    | 'campaign.backup'
    | 'campaign.listBackups'
    | 'campaign.restore'
    | 'campaign.exportJson'
    | 'campaign.importJson'
  >;
}
