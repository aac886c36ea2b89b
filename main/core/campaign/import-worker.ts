/**
 * Entry of the campaign import's worker thread (issue 35 item 4): for each job it is sent, builds
 * the new campaign file (`import-build.ts`) and reports progress, then the result or the refusal,
 * to the main thread; then it waits for the next job (a warm worker starts an import at once).
 * Bundled as its own file beside the app's main bundle (`import-worker.js`, see `import-off-thread.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../shared/ipc/result';
import { campaignFailure } from '../db/errors';
import { buildImportFile, type ImportJob } from './import-build';

export type ImportWorkerMessage =
  | { kind: 'progress'; stage: string; done: number; total: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; code: string; message: string };

const post = (message: ImportWorkerMessage) => parentPort?.postMessage(message);

/** A refusal keeps its code; a SQLite failure says it in words (disk full, read-only); anything else is an internal error. */
function failure(error: unknown): ImportWorkerMessage {
  const known = error instanceof AppError ? error : campaignFailure(error);
  if (known) return { kind: 'failed', code: known.code, message: known.message };
  return { kind: 'failed', code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

parentPort?.on('message', (job: ImportJob) => {
  buildImportFile(job, (step) => post({ kind: 'progress', ...step })).then(
    (built) => post({ kind: 'done', name: built.name }),
    (error: unknown) => post(failure(error)),
  );
});
