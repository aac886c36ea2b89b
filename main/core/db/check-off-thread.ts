import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LOWER_PRIORITY_SOURCE } from '../background-priority';

/**
 * SQLite's integrity checks read the whole file: about 0.6 s for a 95 MB campaign, during which
 * a check on the main thread would freeze every window and request (issue 17). They run in a
 * worker thread instead, on their own read-only connection, with a time budget after which the
 * worker is stopped. The worker is plain CommonJS given as text, so no bundler entry is needed;
 * it loads the same better-sqlite3 main uses, by its resolved path.
 */
const SOURCE = `${LOWER_PRIORITY_SOURCE}
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
let db;
let outcome;
try {
  db = new Database(workerData.path, { readonly: true, fileMustExist: true, timeout: 0 });
  outcome = { result: String(db.pragma(workerData.pragma, { simple: true })) };
} catch (error) {
  outcome = { error: { code: error && error.code, message: String(error && error.message) } };
} finally {
  if (db) db.close();
}
parentPort.postMessage(outcome);
`;

export type CheckOutcome = { result: string } | { error: { code?: string; message: string } } | { timedOut: true };

/** Generous: a healthy 1 GB campaign checks in well under this on a slow laptop. */
const DEFAULT_BUDGET_MS = 120_000;

function sqliteModulePath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('better-sqlite3');
  } catch {
    return null;
  }
}

/** Runs `PRAGMA quick_check(1)` or `integrity_check(1)` on `path` off the main thread. */
export function checkOffThread(path: string, full: boolean, budgetMs = DEFAULT_BUDGET_MS): Promise<CheckOutcome> | null {
  const module = sqliteModulePath();
  if (!module) return null;
  return new Promise((resolve) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { module, path, pragma: full ? 'integrity_check(1)' : 'quick_check(1)' } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ timedOut: true });
    }, budgetMs);
    // Answered only once the worker has exited: its connection (and the shared lock it holds on
    // the file) is gone by then, so the caller can take the file's exclusive lock next.
    let outcome: CheckOutcome = { error: { message: 'The check ended without an answer' } };
    worker.once('message', (message: CheckOutcome) => (outcome = message));
    worker.once('error', (error: Error) => (outcome = { error: { message: error.message } }));
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(outcome);
    });
  });
}
