/**
 * Issue 38: the page's side of the PDF export. The sheets are typeset in a worker (pdf-worker.ts),
 * so react-pdf, its layout engine and the parsed fonts never sit on the page's heap (they were
 * 11.7 of the GM screen's 22.5 MB at 200 combatants) and a long export never blocks the page.
 *
 * Where no worker can start (no Worker, or its script refused to load), the page typesets itself
 * as before: the export's chunk is loaded into the page.
 */
import { systemOfState } from '../api/system-of-state';
import type { PdfAnswer, PdfAsk, SheetsRequest } from './pdf-protocol';

export type { SheetsRequest } from './pdf-protocol';

/** The worker could not start or died: the caller falls back to the page. */
class WorkerGone extends Error {}

type Ok = Extract<PdfAnswer, { ok: true }>;
type Pending = { resolve: (answer: Ok) => void; reject: (error: Error) => void };
type Ask = PdfAsk extends infer A ? (A extends PdfAsk ? Omit<A, 'id'> : never) : never;

let worker: Worker | null = null;
let gone = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function lose(reason: string): void {
  gone = true;
  worker?.terminate();
  worker = null;
  for (const p of pending.values()) p.reject(new WorkerGone(reason));
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker || gone) return worker;
  if (typeof Worker === 'undefined') {
    gone = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { type: 'module', name: 'pdf-maker' });
  } catch {
    gone = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<PdfAnswer>) => {
    const answer = e.data;
    const p = pending.get(answer.id);
    if (!p) return;
    pending.delete(answer.id);
    if (answer.ok) p.resolve(answer);
    else p.reject(new Error(answer.message));
  };
  // An error nobody caught in the worker: its script did not load (CSP, a missing file) or it broke.
  worker.onerror = (e) => {
    e.preventDefault();
    lose(e.message || 'The PDF maker stopped');
  };
  worker.onmessageerror = () => lose('The PDF maker could not read a message');
  return worker;
}

function ask(w: Worker, message: Ask): Promise<Ok> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ ...message, id } as PdfAsk);
  });
}

/** `work` in the worker; `local` in the page when there is none (or it went away meanwhile). */
async function inWorker<T>(work: (w: Worker) => Promise<T>, local: () => Promise<T>): Promise<T> {
  const w = startWorker();
  if (w) {
    try {
      return await work(w);
    } catch (error) {
      if (!(error instanceof WorkerGone)) throw error;
    }
  }
  return local();
}

const loadLocal = () => import('./browser-export');

/** One PDF of the sheets. */
export function makeSheetsPdf(request: SheetsRequest): Promise<Blob> {
  return inWorker(
    async (w) => (await ask(w, { kind: 'render', request })).blob!,
    async () => {
      const { renderSheetsPdf } = await loadLocal();
      return renderSheetsPdf(request.sheets, { system: systemOfState(request.systemState), campaignName: request.campaignName, paper: request.paper });
    },
  );
}

/**
 * The background warm-up's pieces (warm-up.ts), run where the export will run. Loading starts the
 * worker (its script and react-pdf are fetched and evaluated there) and asks how many pieces it has.
 */
export function loadWarmUpSteps(): Promise<{ warmUpSteps: readonly (() => Promise<unknown>)[] }> {
  return inWorker<{ warmUpSteps: readonly (() => Promise<unknown>)[] }>(
    async (w) => {
      const { steps = 0 } = await ask(w, { kind: 'warm-steps' });
      const warmUpSteps = Array.from({ length: steps }, (_, step) => () => inWorker((v) => ask(v, { kind: 'warm', step }), async () => undefined));
      return { warmUpSteps };
    },
    loadLocal,
  );
}
