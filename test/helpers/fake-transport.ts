import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import type { Result } from '../../shared/ipc/result';
import type { EventKey, EventPayload, Transport } from '../../shared/ipc/types';
import { makeTestContext, type TestContext } from './app-context';

/**
 * A transport wired straight to the real handlers and dispatcher (no Electron, no HTTP), so
 * component tests exercise the same validation and envelopes the app uses.
 */
export function createInProcessTransport(overrides: Partial<TestContext> = {}): Transport & { ctx: TestContext } {
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const ctx = makeTestContext({
    ...overrides,
    emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => listeners.get(event)?.forEach((cb) => cb(payload)),
  });
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  return {
    ctx,
    call: async (method, input) => (await dispatch(method, input)) as Result<never>,
    on: (event, cb) => {
      const set = listeners.get(event) ?? new Set();
      set.add(cb as (p: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(cb as (p: unknown) => void);
    },
  };
}
