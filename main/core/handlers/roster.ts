import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

/** Read-only roster views of the open campaign (the gear catalog's vehicles). */
export function rosterHandlers(ctx: AppContext): Pick<Handlers, 'roster.vehicles'> {
  return {
    'roster.vehicles': () => ({ vehicles: ctx.campaigns.requireSession().repos.gear.getCatalog().vehicles }),
  };
}
