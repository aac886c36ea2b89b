import { Worker } from 'node:worker_threads';
import { MAX_JSON_DEPTH } from '../../shared/domain/json';
import { MAX_LARGE_INPUT_VALUES } from '../core/rpc/budgets';
import { LOWER_PRIORITY_SOURCE } from '../core/background-priority';

/**
 * Large request bodies are gathered, decoded and parsed in a worker thread (issue 35 items 4-5): a
 * 50 MB body took 0.7–1.2 s of the main thread in `toString` and `JSON.parse`, and even gathering a
 * 58 MB import's chunks into one buffer on main (`Buffer.concat`, then the GC of it) held every other
 * request 110–160 ms. So main forwards the body to the worker as it arrives, in batches of about
 * BATCH_BYTES, and never holds all of it. The worker also refuses what main must never receive:
 * nesting past MAX_JSON_DEPTH (the validators recurse) and more than MAX_LARGE_INPUT_VALUES values
 * (copying millions of small values back would stall main as long as parsing did). The text of a
 * `bytesFields` field (a dotted path: `setting.json`) comes back as its UTF-8 bytes, handed over without a copy. Plain CommonJS
 * given as text, so no bundler entry is needed (like `check-off-thread.ts`).
 */
const SOURCE = `${LOWER_PRIORITY_SOURCE}
const { parentPort } = require('node:worker_threads');
const bodies = new Map();
function refuse(id, reason) { parentPort.postMessage({ id, ok: false, reason }); }
function parse(id, bytes, bytesFields, maxDepth, maxValues) {
  let payload;
  try {
    payload = JSON.parse(bytes.toString('utf8'));
  } catch {
    return refuse(id, 'json');
  }
  const transfer = [];
  for (const path of bytesFields) {
    const keys = path.split('.');
    const last = keys.pop();
    let owner = payload;
    for (const key of keys) owner = owner && typeof owner === 'object' && !Array.isArray(owner) ? owner[key] : undefined;
    if (!owner || typeof owner !== 'object' || Array.isArray(owner) || typeof owner[last] !== 'string') continue;
    const encoded = new TextEncoder().encode(owner[last]);
    owner[last] = encoded;
    transfer.push(encoded.buffer);
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
}
parentPort.on('message', (m) => {
  if (m.kind === 'chunk') {
    const chunks = bodies.get(m.id) ?? [];
    chunks.push(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
    bodies.set(m.id, chunks);
  } else if (m.kind === 'abort') {
    bodies.delete(m.id);
  } else if (m.kind === 'end') {
    const chunks = bodies.get(m.id) ?? [];
    bodies.delete(m.id);
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    chunks.length = 0;
    parse(m.id, bytes, m.bytesFields, m.maxDepth, m.maxValues);
  }
});
`;

export type ParsedBody = { ok: true; payload: unknown } | { ok: false; reason: 'json' | 'depth' | 'values' };

/** Main gathers this much of a body before it posts it on: few messages, and each copy stays small. */
export const BATCH_BYTES = 1024 * 1024;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (result: ParsedBody) => void>();
/** Bodies being forwarded now; the worker is unref'd only when none is and no answer is awaited. */
let open = 0;

function settleRef(w: Worker): void {
  if (pending.size === 0 && open === 0) w.unref();
  else w.ref();
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true });
  w.unref();
  w.on('message', (message: ParsedBody & { id: number }) => {
    const answer = pending.get(message.id);
    pending.delete(message.id);
    settleRef(w);
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

/** A body on its way to the worker: `push` its chunks as they arrive, then `end` (the parse) or `abort`. */
export type BodyStream = {
  push(chunk: Buffer): void;
  end(): Promise<ParsedBody>;
  abort(): void;
};

/**
 * Starts forwarding a request body to the parsing worker. Chunks are batched to about BATCH_BYTES
 * and each batch's own buffer is transferred, so main copies at most one batch at a time.
 */
export function openBodyStream(bytesFields: readonly string[]): BodyStream {
  const w = theWorker();
  const id = nextId++;
  open++;
  settleRef(w);
  let batch: Buffer[] = [];
  let batched = 0;
  let closed = false;
  const flush = () => {
    if (batched === 0) return;
    // A fresh buffer of its own (over half Node's pool size, so never a pool slice): safe to transfer.
    const bytes = Buffer.allocUnsafeSlow(batched);
    let at = 0;
    for (const c of batch) at += c.copy(bytes, at);
    batch = [];
    batched = 0;
    w.postMessage({ kind: 'chunk', id, bytes }, [bytes.buffer]);
  };
  const close = () => {
    closed = true;
    open--;
    batch = [];
    batched = 0;
  };
  return {
    push(chunk) {
      if (closed) return;
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= BATCH_BYTES) flush();
    },
    end() {
      // A worker that died meanwhile (out of memory on a hostile body) took the chunks with it.
      if (closed || worker !== w) {
        if (!closed) close();
        return Promise.resolve({ ok: false, reason: 'json' });
      }
      flush();
      close();
      return new Promise((resolve) => {
        pending.set(id, resolve);
        settleRef(w);
        w.postMessage({ kind: 'end', id, bytesFields, maxDepth: MAX_JSON_DEPTH, maxValues: MAX_LARGE_INPUT_VALUES });
      });
    },
    abort() {
      if (closed) return;
      close();
      w.postMessage({ kind: 'abort', id });
      settleRef(w);
    },
  };
}
