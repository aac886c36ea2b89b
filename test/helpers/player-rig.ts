import type { Result } from '../../shared/ipc/result';
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { makeTestContext, type TestContext } from './app-context';
import { openPlayer, socketUrl, type PlayerClient } from './player-client';

/**
 * The storyteller's real handlers on a test context, with one player device connected to the
 * player screen's listener (greeted). `close()` (in afterEach) ends every device and context made.
 */
export function playerRigs() {
  const contexts: TestContext[] = [];
  const clients: PlayerClient[] = [];
  return {
    async open() {
      const ctx = makeTestContext();
      contexts.push(ctx);
      await ctx.campaigns.openAtStartup();
      const run = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
      const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
        const r = (await run(method, input)) as Result<T>;
        if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
        return r.value;
      };
      const { url } = await call<{ url: string }>('players.openScreen');
      const device = await openPlayer(socketUrl(url));
      clients.push(device);
      await device.next('hello');
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
