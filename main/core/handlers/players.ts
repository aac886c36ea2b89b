import type { Handlers } from '../../../shared/ipc/types';
import { AppError } from '../../../shared/ipc/result';
import type { AppContext } from '../context';

type PlayersHandlers = Pick<Handlers, Exclude<`players.${string}` & keyof Handlers, 'players.privacy' | 'players.setPrivacy'>>;

const notYet = (): never => {
  throw new AppError('players/unavailable', 'The player view is not available yet.');
};

/** Issue 21: the player screen, LAN sharing and player rolls (main/player). */
export function playersHandlers(_ctx: AppContext): PlayersHandlers {
  return {
    'players.status': notYet,
    'players.interfaces': notYet,
    'players.openScreen': notYet,
    'players.share': notYet,
    'players.stopSharing': notYet,
    'players.newLink': notYet,
    'players.disconnect': notYet,
    'players.requestRoll': notYet,
    'players.cancelRoll': notYet,
    'players.preview': notYet,
  };
}
