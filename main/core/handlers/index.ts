import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { appHandlers } from './app';
import { awardsHandlers } from './awards';
import { backupHandlers } from './backup';
import { calendarHandlers } from './calendar';
import { campaignHandlers } from './campaign';
import { characterHandlers } from './character';
import { combatHandlers } from './combat';
import { configHandlers } from './config';
import { encounterHandlers } from '../encounters/handlers';
import { gearHandlers } from './gear';
import { playersHandlers } from './players';
import { playersPrivacyHandlers } from './players-privacy';
import { prefsHandlers } from './prefs';
import { rollHandlers } from './roll';
import { rosterHandlers } from './roster';
import { systemHandlers } from './system';

/** All handlers; the `Handlers` annotation makes a missing contract method a compile error. */
export function createHandlers(ctx: AppContext): Handlers {
  return {
    ...appHandlers(ctx),
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
  };
}
