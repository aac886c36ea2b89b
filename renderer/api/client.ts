import { createContext, useContext } from 'react';
import { AppError } from '../../shared/ipc/result';
import type { EventKey, EventPayload, Input, Method, Output, Transport } from '../../shared/ipc/types';

/** The renderer's typed API: a failed envelope becomes a thrown AppError with the host's message. */
export type Client = {
  call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>>;
  on<E extends EventKey>(event: E, cb: (payload: EventPayload<E>) => void): () => void;
  hostKind: 'desktop' | 'browser';
};

export function createClient(transport: Transport, hostKind: Client['hostKind']): Client {
  return {
    hostKind,
    async call(method, input) {
      const result = await transport.call(method, input);
      if (!result.ok) throw new AppError(result.error.code, result.error.message);
      return result.value;
    },
    on: (event, cb) => transport.on(event, cb),
  };
}

export const ClientContext = createContext<Client | null>(null);

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient needs a <ClientContext.Provider>');
  return client;
}
