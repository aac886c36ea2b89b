import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { appHandlers } from './app';
import { campaignHandlers } from './campaign';
import { prefsHandlers } from './prefs';

/** All handlers; the `Handlers` annotation makes a missing contract method a compile error. */
export function createHandlers(ctx: AppContext): Handlers {
  return {
    ...appHandlers(ctx),
    ...prefsHandlers(ctx),
    ...campaignHandlers(ctx),
  };
}
