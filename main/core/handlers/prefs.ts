import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import { findEdition } from '../../../shared/systems';
import { checkRecentPaths } from '../campaign/path-grants';
import type { AppContext } from '../context';

export function prefsHandlers(ctx: AppContext) {
  return {
    'prefs.get': () => ctx.prefs.get(),
    'prefs.set': (patch) => {
      // The recent list grants its paths to campaign.open, so the page may not add to it (desktop app).
      if (patch.recentCampaigns) {
        const before = ctx.prefs.get().recentCampaigns.map((r) => r.path);
        checkRecentPaths(ctx.pathPolicy, before, patch.recentCampaigns.map((r) => r.path));
      }
      if (patch.defaultEdition !== undefined && !findEdition(patch.defaultEdition)) {
        throw new AppError('bad-request', `defaultEdition: no game system "${patch.defaultEdition}"`);
      }
      const prefs = ctx.prefs.set(patch);
      ctx.emit('prefs.changed', prefs);
      return prefs;
    },
  } satisfies Pick<Handlers, 'prefs.get' | 'prefs.set'>;
}
