import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { campaignSystem } from '../system/campaign-system';

/** Read-only roster views of the open campaign (the gear catalog's vehicles, with the numbers its edition's fights use). */
export function rosterHandlers(ctx: AppContext): Pick<Handlers, 'roster.vehicles'> {
  return {
    'roster.vehicles': () => {
      const { repos } = ctx.campaigns.requireSession();
      const vehicles = repos.gear.getCatalog().vehicles;
      const system = campaignSystem(repos);
      const shown = system.edition.shownVehicle;
      return { vehicles: shown ? vehicles.map((v) => shown(system, v)) : vehicles };
    },
  };
}
