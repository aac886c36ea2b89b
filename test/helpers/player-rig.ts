import type { Result } from '../../shared/ipc/result';
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import type { PlayersSetup } from '../../main/player';
import { makeTestContext, type TestContext } from './app-context';
import { openPlayer, socketUrl, type PlayerClient } from './player-client';

/**
 * The storyteller's real handlers on test contexts, with player devices on their listeners.
 * `start` gives a context with `call` (a handler method, its error thrown with its code) and
 * `player(url)` (a device connected and greeted); `open` also opens the player screen with one
 * device on it. `close()` (in afterEach) ends every device and context made.
 */
export function playerRigs() {
  const contexts: TestContext[] = [];
  const clients: PlayerClient[] = [];
  const start = async (setup: PlayersSetup = {}) => {
    const ctx = makeTestContext({}, setup);
    contexts.push(ctx);
    await ctx.campaigns.openAtStartup();
    const run = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
    const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
      const r = (await run(method, input)) as Result<T>;
      if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
      return r.value;
    };
    const player = async (url: string) => {
      const p = await openPlayer(url);
      clients.push(p);
      await p.next('hello');
      return p;
    };
    return { ctx, call, player };
  };
  return {
    start,
    async open() {
      const { ctx, call, player } = await start();
      const { url } = await call<{ url: string }>('players.openScreen');
      const device = await player(socketUrl(url));
      return { ctx, call, device };
    },
    async close() {
      for (const c of clients.splice(0)) c.ws.terminate();
      for (const ctx of contexts.splice(0)) {
        await ctx.players.listeners.closeAll();
        await ctx.campaigns.close();
      }
    },
  };
}
