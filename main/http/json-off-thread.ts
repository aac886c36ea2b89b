import { Worker } from 'node:worker_threads';
import { MAX_JSON_DEPTH } from '../../shared/domain/json';
import { MAX_LARGE_INPUT_VALUES } from '../core/rpc/budgets';

/**
 * Large request bodies are decoded and parsed in a worker thread (issue 35 item 5): a 50 MB body
 * took 0.7–1.2 s of the main thread in `toString` and `JSON.parse`, during which no other request,
 * a player's included, was answered. The worker also refuses what main must never receive: nesting
 * past MAX_JSON_DEPTH (the validators recurse) and more than MAX_LARGE_INPUT_VALUES values (copying
 * millions of small values back would stall main as long as parsing did). The text of a `bytesFields`
 * field comes back as its UTF-8 bytes, handed over without a copy. Plain CommonJS given as text, so no
 * bundler entry is needed (like `check-off-thread.ts`).
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
function refuse(id, reason) { parentPort.postMessage({ id, ok: false, reason }); }
parentPort.on('message', ({ id, bytes, bytesFields, maxDepth, maxValues }) => {
  let payload;
  try {
    payload = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    return refuse(id, 'json');
  }
  const transfer = [];
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const field of bytesFields) {
      if (typeof payload[field] !== 'string') continue;
      const encoded = new TextEncoder().encode(payload[field]);
      payload[field] = encoded;
      transfer.push(encoded.buffer);
    }
  }
  let values = 0;
  const stack = [[payload, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (++values > maxValues) return refuse(id, 'values');
    if (typeof v !== 'object' || v === null || ArrayBuffer.isView(v)) continue;
    if (d + 1 > maxDepth) return refuse(id, 'depth');
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  parentPort.postMessage({ id, ok: true, payload }, transfer);
});
`;

export type ParsedBody = { ok: true; payload: unknown } | { ok: false; reason: 'json' | 'depth' | 'values' };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (result: ParsedBody) => void>();

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true });
  w.unref();
  w.on('message', (message: ParsedBody & { id: number }) => {
    const answer = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) w.unref();
    answer?.(message.ok ? { ok: true, payload: message.payload } : { ok: false, reason: message.reason });
  });
  // A crash (out of memory on a hostile body) fails what was waiting; the next body gets a new worker.
  const fail = () => {
    if (worker === w) worker = null;
    for (const answer of pending.values()) answer({ ok: false, reason: 'json' });
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', fail);
  worker = w;
  return w;
}

/** Parses a request body off the main thread; `bytes` is handed over (do not use it afterwards). */
export function parseBodyOffThread(bytes: Uint8Array, bytesFields: readonly string[]): Promise<ParsedBody> {
  const w = theWorker();
  const id = nextId++;
  w.ref();
  return new Promise((resolve) => {
    pending.set(id, resolve);
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    w.postMessage({ id, bytes, bytesFields, maxDepth: MAX_JSON_DEPTH, maxValues: MAX_LARGE_INPUT_VALUES }, whole ? [bytes.buffer as ArrayBuffer] : []);
  });
}
