import { afterEach } from 'vitest';
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import type { Result } from '../../shared/ipc/result';
import { makeTestContext, type TestContext } from './app-context';

export type HandlerRig<D> = {
  ctx: TestContext;
  /** The dispatcher both transports use: the envelope as a window would get it. */
  dispatch: (method: string, input?: unknown) => Promise<Result<unknown>>;
  /** Calls a method and returns its value, or throws its error (with `code`). */
  call: <T = D>(method: string, input?: unknown) => Promise<T>;
};

/**
 * The real handlers over a real context (temp data dir, seeded dice, fake clock), with output
 * checking on; every context made is closed after each test. `D` is the default type of `call`.
 */
export function useHandlerRig<D = unknown>(): (overrides?: Parameters<typeof makeTestContext>[0]) => HandlerRig<D> {
  const open: TestContext[] = [];
  afterEach(async () => {
    for (const ctx of open.splice(0)) await ctx.campaigns.close();
  });
  return (overrides) => {
    const ctx = makeTestContext(overrides);
    open.push(ctx);
    const run = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
    const dispatch = (method: string, input: unknown = {}) => run(method, input);
    const call = async <T = D>(method: string, input: unknown = {}): Promise<T> => {
      const r = (await dispatch(method, input)) as Result<T>;
      if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
      return r.value;
    };
    return { ctx, dispatch, call };
  };
}
