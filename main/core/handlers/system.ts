import type { SystemState } from '../../../shared/ipc/system-contract';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import type { Repos } from '../db/repos';

/** The system state as the contract carries it. */
export function systemState(repos: Repos): SystemState {
  const { setting, system, revision } = repos.campaign.get();
  return { choice: system, setting, revision };
}

/** The open campaign's game system (edition, house rules, setting). */
export function systemHandlers(ctx: AppContext): Pick<Handlers, 'system.get'> {
  return {
    'system.get': () => systemState(ctx.campaigns.requireSession().repos),
  };
}
