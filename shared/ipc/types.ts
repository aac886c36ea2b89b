import type { z } from 'zod';
import type { contract, events } from './contract';
import type { Result } from './result';

export type Method = keyof typeof contract;
export type EventKey = keyof typeof events;

/** What a caller sends (before defaults are applied). */
export type Input<M extends Method> = z.input<(typeof contract)[M]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInput<M extends Method> = z.output<(typeof contract)[M]['input']>;
export type Output<M extends Method> = z.output<(typeof contract)[M]['output']>;
export type EventPayload<E extends EventKey> = z.output<(typeof events)[E]>;

/** One handler per method; `createHandlers` fails to compile when one is missing. */
export type Handlers = {
  [M in Method]: (input: ParsedInput<M>) => Promise<Output<M>> | Output<M>;
};

/** The renderer's view of main, whatever carries the calls. */
export type Transport = {
  call<M extends Method>(method: M, input: Input<M>): Promise<Result<Output<M>>>;
  on<E extends EventKey>(event: E, cb: (payload: EventPayload<E>) => void): () => void;
};

/** Sends a push event to every connected window. */
export type Emit = <E extends EventKey>(event: E, payload: EventPayload<E>) => void;
