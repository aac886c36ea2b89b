import type { Handlers } from '../../../shared/ipc/types';
import { AppError } from '../../../shared/ipc/result';
import type { AppContext } from '../context';
import { describeRequest } from '../../player/rolls';
import type { PlayersPlayMethod } from './players-play';

type PlayersHandlers = Pick<Handlers, Exclude<`players.${string}` & keyof Handlers, 'players.privacy' | 'players.setPrivacy' | PlayersPlayMethod>>;

/**
 * Issue 21: the player screen, LAN sharing and player rolls (main/player). Every change of the
 * status is pushed as `players.changed` by the hub itself.
 */
export function playersHandlers(ctx: AppContext): PlayersHandlers {
  const { hub, listeners } = ctx.players;
  return {
    'players.status': () => hub.status(),
    'players.interfaces': () => ({ interfaces: ctx.players.addresses() }),
    'players.openScreen': async () => {
      const url = await listeners.openScreen();
      // The desktop app opens its own window; the browser-mode page opens the link in a new tab.
      const opened = ctx.players.openWindow ? ctx.players.openWindow(url) : false;
      return { url, opened };
    },
    'players.share': async ({ address, port }) => {
      await listeners.share(address, port);
      return hub.status();
    },
    'players.stopSharing': async () => {
      await listeners.stopSharing();
      return hub.status();
    },
    'players.newLink': () => {
      listeners.newLink();
      return hub.status();
    },
    'players.disconnect': ({ deviceId }) => {
      listeners.disconnect(deviceId);
      return hub.status();
    },
    'players.requestRoll': ({ characterId, ability, modifier, to }) => {
      const pending = describeRequest({ session: () => ctx.campaigns.requireSession(), rng: ctx.rng, now: ctx.now }, { characterId, ability, modifier, to });
      return { request: hub.request(pending) };
    },
    'players.cancelRoll': ({ requestId }) => {
      if (!hub.cancel(requestId)) throw new AppError('players/no-request', 'That roll request is no longer open (rolled or cancelled).');
      return hub.status();
    },
    'players.preview': () => hub.preview(),
    'players.setTimer': ({ seconds, leftMs, show }) => ({ timer: hub.setTimer(show ? seconds : null, leftMs) }),
  };
}
