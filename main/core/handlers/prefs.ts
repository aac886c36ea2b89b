import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

export function prefsHandlers(ctx: AppContext) {
  return {
    'prefs.get': () => ctx.prefs.get(),
    'prefs.set': (patch) => {
      const prefs = ctx.prefs.set(patch);
      ctx.emit('prefs.changed', prefs);
      return prefs;
    },
  } satisfies Pick<Handlers, 'prefs.get' | 'prefs.set'>;
}
