import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { campaignSystem } from '../system/campaign-system';
import { setVehicleCrew } from '../vehicles/crew-ops';
import { removeVehicleWound } from '../vehicles/vehicle-damage';
import { hostFights, vehicleFights } from '../vehicles/vehicle-fights';
import { createVehicle, requireVehicle, updateVehicle, vehicleList } from '../vehicles/vehicle-ops';

type VehicleHandlers = Pick<Handlers, `vehicles.${string}` & keyof Handlers>;

/** The campaign's own vehicles (issue 39 item 5); every change is pushed as `vehicles.changed`. */
export function vehicleHandlers(ctx: AppContext): VehicleHandlers {
  const session = () => ctx.campaigns.requireSession();
  const changed = () => ctx.emit('vehicles.changed', {});
  // Asked before the transaction: opening a fight may rebuild its snapshot.
  const heldNow = () => vehicleFights(session().repos, hostFights(ctx.combat()));
  return {
    'vehicles.list': () => {
      const held = heldNow();
      return session().transact((repos) => vehicleList(repos, campaignSystem(repos), held));
    },
    'vehicles.create': (input) => {
      const v = session().transact((repos) => createVehicle(repos, campaignSystem(repos), input, { id: randomUUID(), now: ctx.now() }));
      changed();
      return { id: v.id };
    },
    'vehicles.update': (input) => {
      session().transact((repos) => updateVehicle(repos, campaignSystem(repos), input));
      changed();
      return { ok: true as const };
    },
    'vehicles.setCrew': (input) => {
      session().transact((repos) => setVehicleCrew(repos, input, ctx.now()));
      changed();
      ctx.emit('calendar.changed', {});
      return { ok: true as const };
    },
    'vehicles.remove': ({ id }) => {
      const held = heldNow();
      const removed = session().transact((repos) => {
        const v = requireVehicle(repos, id);
        // The fight would write its damage back to a vehicle that is gone: refused here, not only on the screen.
        const fight = held.get(v.id);
        if (fight) throw new AppError('vehicle/in-fight', `${v.name} is in the unfinished fight "${fight.name}": take it out of that fight, or end the fight, before deleting it.`);
        return repos.vehicles.remove(id);
      });
      changed();
      return { removed };
    },
    'vehicles.removeWound': (input) => {
      const held = heldNow();
      session().transact((repos) => removeVehicleWound(repos, campaignSystem(repos), input, held, ctx.now()));
      changed();
      ctx.emit('calendar.changed', {});
      return { ok: true as const };
    },
  };
}
