import type { Handlers } from '../../../shared/ipc/types';
import { AppError } from '../../../shared/ipc/result';
import type { AppContext } from '../context';

type PrivacyHandlers = Pick<Handlers, 'players.privacy' | 'players.setPrivacy'>;

const notYet = (): never => {
  throw new AppError('players/unavailable', 'The player view is not available yet.');
};

/** Issue 21: the campaign's player-view privacy settings. */
export function playersPrivacyHandlers(_ctx: AppContext): PrivacyHandlers {
  return { 'players.privacy': notYet, 'players.setPrivacy': notYet };
}
