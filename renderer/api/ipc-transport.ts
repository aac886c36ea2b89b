import type { Result } from '../../shared/ipc/result';
import type { EventKey, EventPayload, Transport } from '../../shared/ipc/types';
import type { GmBridge } from '../env';

/** Desktop: calls travel through the preload bridge to main's one invoke channel. */
export function createIpcTransport(bridge: GmBridge): Transport {
  return {
    call: async (method, input) => (await bridge.call(method, input)) as Result<never>,
    on: <E extends EventKey>(event: E, cb: (payload: EventPayload<E>) => void) =>
      bridge.on(event, (payload) => cb(payload as EventPayload<E>)),
  };
}
