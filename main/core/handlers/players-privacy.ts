import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

type PrivacyHandlers = Pick<Handlers, 'players.privacy' | 'players.setPrivacy'>;

/**
 * Issue 21: the campaign's player-view privacy settings (migration 0011). A stored value that is
 * broken reads as the defaults and is reported in the log, never a failed request: the screen
 * that shows them is where the storyteller fixes them (saving writes a good value over it).
 */
export function playersPrivacyHandlers(ctx: AppContext): PrivacyHandlers {
  const session = () => ctx.campaigns.requireSession();
  return {
    'players.privacy': () => session().repos.playerPrivacy.inEffect((problem) => ctx.log.warn(problem)),
    'players.setPrivacy': (privacy) => {
      const saved = session().transact((repos) => repos.playerPrivacy.write(privacy, ctx.now().toISOString()));
      // The players' screens show the new settings at once.
      ctx.players.hub.refresh();
      return saved;
    },
  };
}
