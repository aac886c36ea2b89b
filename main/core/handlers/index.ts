import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { appHandlers } from './app';
import { awardsHandlers } from './awards';
import { backupHandlers } from './backup';
import { calendarHandlers } from './calendar';
import { campaignHandlers } from './campaign';
import { campaignFileHandlers } from './campaign-file';
import { characterHandlers } from './character';
import { combatHandlers } from './combat';
import { configHandlers } from './config';
import { encounterHandlers } from '../encounters/handlers';
import { gearHandlers } from './gear';
import { playersHandlers } from './players';
import { playersPlayHandlers } from './players-play';
import { playersPrivacyHandlers } from './players-privacy';
import { prefsHandlers } from './prefs';
import { rollHandlers } from './roll';
import { rosterHandlers } from './roster';
import { supportHandlers } from './support';
import { systemHandlers } from './system';
import { transferHandlers } from '../transfer/handlers';
import { vehicleHandlers } from './vehicles';

/**
 * All handlers; the `Handlers` annotation makes a missing contract method a compile error. Each
 * one is acknowledged only while the campaign's file is still there (see {@link guardAcks}).
 */
export function createHandlers(ctx: AppContext): Handlers {
  return guardAcks(ctx, {
    ...appHandlers(ctx),
    ...supportHandlers(ctx),
    ...prefsHandlers(ctx),
    ...campaignHandlers(ctx),
    ...combatHandlers({ host: () => ctx.combat(), shown: ctx.players.hub }),
    ...characterHandlers(ctx),
    ...configHandlers(ctx),
    ...gearHandlers(ctx),
    ...rollHandlers(ctx),
    ...rosterHandlers(ctx),
    ...systemHandlers(ctx),
    ...awardsHandlers(ctx),
    ...calendarHandlers(ctx),
    ...backupHandlers(ctx),
    ...encounterHandlers(ctx),
    ...playersHandlers(ctx),
    ...playersPrivacyHandlers(ctx),
    ...playersPlayHandlers(ctx),
    ...campaignFileHandlers(ctx),
    ...transferHandlers(ctx),
    ...vehicleHandlers(ctx),
  });
}

/**
 * Issue 35 item 8: a write that landed after the campaign's file was deleted or replaced went
 * into a file no one will see again, yet was acknowledged. Whatever path a handler writes by
 * (most go through `transact`, which refuses first), its answer becomes `campaign/gone` when the
 * file is gone and the connection's change count moved during the request.
 */
function guardAcks(ctx: AppContext, handlers: Handlers): Handlers {
  const guarded: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [method, handler] of Object.entries(handlers) as [string, (input: unknown) => unknown][]) {
    guarded[method] = async (input) => {
      const mark = ctx.campaigns.ackMark();
      const value = await handler(input);
      ctx.campaigns.confirmAck(mark);
      return value;
    };
  }
  return guarded as unknown as Handlers;
}
