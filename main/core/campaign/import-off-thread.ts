import type { Worker } from 'node:worker_threads';
import { spawnEntryWorker } from '../entry-worker';
import { AppError, type ErrorCode } from '../../../shared/ipc/result';
import { removePartial, type ExportSetting, type ImportBuilt, type ImportJob, type ImportStep } from './import-build';
import type { ImportWorkerJob, ImportWorkerMessage } from './import-worker';

/** A running import: its outcome, and Stop. */
export type ImportRun = { done: Promise<ImportBuilt>; cancel(): void };

export const IMPORT_CANCELLED_MESSAGE = 'The import was stopped; no campaign file was written and the open campaign is as it was.';

/** Below this the bytes are copied to the worker; above, their buffer is handed over (no copy on the main thread). */
const TRANSFER_BYTES = 64 * 1024;
/** A finished worker waits this long for the next import before it ends (it never keeps the app running). */
const IDLE_MS = 30_000;

/** A new worker (entry-worker.ts). */
function spawnWorker(): Worker {
  const worker = spawnEntryWorker(import.meta.url, 'import-worker', 'import');
  // Once per worker, for its whole life: a waiting worker that exits is no longer waiting. (Added
  // at each return to waiting, a worker serving many imports gathered one per import; Node warned at 11.)
  worker.once('exit', () => {
    if (idle?.worker === worker) idle = null;
  });
  return worker;
}

let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null;
type Listener = (value: never) => void;
const listeners = new WeakMap<Worker, Record<'message' | 'error' | 'exit', Listener[]>>();

/** Adds a listener this module will remove when the worker goes back to wait. */
function listen(worker: Worker, event: 'message' | 'error' | 'exit', listener: Listener): void {
  const own = listeners.get(worker) ?? { message: [], error: [], exit: [] };
  own[event].push(listener);
  listeners.set(worker, own);
  worker.on(event, listener as (value: unknown) => void);
}

function takeWorker(): Worker {
  if (!idle) return spawnWorker();
  const { worker, timer } = idle;
  idle = null;
  clearTimeout(timer);
  worker.ref();
  return worker;
}

/** Keeps one finished worker warm for the next import; any other is ended. */
function giveBack(worker: Worker): void {
  // Only this module's listeners: removeAllListeners would also drop the Worker's own hooks that start its message port.
  for (const event of ['message', 'error', 'exit'] as const) for (const l of listeners.get(worker)?.[event] ?? []) worker.off(event, l as (value: unknown) => void);
  listeners.delete(worker);
  if (idle) {
    void worker.terminate();
    return;
  }
  park(worker);
}

/** The worker waits (unreferenced) for the next import, up to IDLE_MS. */
function park(worker: Worker): void {
  worker.unref();
  const timer = setTimeout(() => {
    if (idle?.worker !== worker) return;
    idle = null;
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle = { worker, timer };
}

/** The worker waiting for the next import, if any (tests). */
export function waitingImportWorker(): Worker | null {
  return idle?.worker ?? null;
}

/**
 * Issue 38: starts a worker while the storyteller picks the file to import (the renderer asks when
 * the file picker opens), so its modules are loaded when the import comes (~0.3 s of a first
 * import). Nothing happens when a worker already waits; it ends after IDLE_MS if no import comes.
 */
export function prepareImportWorker(): { prepared: boolean } {
  if (idle) return { prepared: false };
  let worker: Worker;
  try {
    worker = spawnWorker();
  } catch {
    // A missing worker file is reported by the import itself, with the file it looked for.
    return { prepared: false };
  }
  // A worker that fails to start while it waits only exits (park forgets it); the import that
  // takes a worker listens for its own errors.
  worker.on('error', () => undefined);
  park(worker);
  return { prepared: true };
}

/**
 * Runs one job in the import worker: `answer` picks its result from the worker's final message. A
 * build job's temporary file (`partial`) is removed after a refusal or once a stopped worker has exited.
 */
function runInWorker<T>(
  job: ImportWorkerJob, partial: string | null, onProgress: (step: ImportStep) => void,
  answer: (message: Extract<ImportWorkerMessage, { kind: 'done' | 'setting' }>) => T,
): { done: Promise<T>; cancel(): void } {
  const worker = takeWorker();
  const cleanUp = () => {
    if (partial !== null) removePartial(partial);
  };
  let settled = false;
  let stopped = false;
  const done = new Promise<T>((resolve, reject) => {
    const settle = (outcome: { ok: true; value: T } | { ok: false; error: Error }) => {
      if (settled) return;
      settled = true;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    };
    listen(worker, 'message', (message: ImportWorkerMessage) => {
      if (message.kind === 'progress') {
        if (!stopped) onProgress(message as ImportStep);
        return;
      }
      // The worker has closed its connection before it answers.
      if (stopped) return;
      giveBack(worker);
      if (message.kind !== 'failed') settle({ ok: true, value: answer(message) });
      else {
        cleanUp();
        settle({ ok: false, error: message.code === 'internal' ? new Error(`The import failed: ${message.message}`) : new AppError(message.code as ErrorCode, message.message) });
      }
    });
    listen(worker, 'error', (error: Error) => settle({ ok: false, error: new Error(`The import stopped unexpectedly: ${error.message}`) }));
    listen(worker, 'exit', () => {
      try {
        cleanUp();
      } catch {
        // Left for the stale-litter sweep at the next start (`*.creating`).
      }
      settle(stopped ? { ok: false, error: new AppError('campaign/import-cancelled', IMPORT_CANCELLED_MESSAGE) } : { ok: false, error: new Error('The import stopped unexpectedly: its worker ended') });
    });
  });
  const bytes = job.bytes;
  // Handed over, not copied: a whole buffer of its own (the desktop window's bytes, the body worker's).
  const transfer = bytes && bytes.byteLength >= TRANSFER_BYTES && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  worker.postMessage(job, transfer ? [bytes.buffer as ArrayBuffer] : []);
  return {
    done,
    cancel: () => {
      if (settled) return;
      stopped = true;
      void worker.terminate();
    },
  };
}

/**
 * Runs an import in a worker thread (issue 35 item 4): the parse, the checks, the writes and the
 * snapshot rebuild all happen there, on the worker's own connection to the new file, so no request
 * waits behind them. `cancel` ends the worker wherever it is; its temporary file and side files are
 * removed once it has exited (its connection is closed by then), as after a refusal.
 */
export function runImportOffThread(job: ImportJob, onProgress: (step: ImportStep) => void): ImportRun {
  return runInWorker({ task: 'build', ...job }, job.partial, onProgress, (message) => ({ name: message.kind === 'done' ? message.name : '' }));
}

/**
 * A new campaign's starting setting read from another campaign's export (up to 64 MB) in the same
 * worker: the parse and the whole export's checks stay off the request path too.
 */
export function readExportSettingOffThread(source: { text: string } | { bytes: Uint8Array }): Promise<ExportSetting> {
  const run = runInWorker({ task: 'setting', ...source }, null, () => undefined, (message) => {
    if (message.kind !== 'setting') throw new Error('The import worker answered a setting read with a built file');
    return message.setting;
  });
  return run.done;
}
