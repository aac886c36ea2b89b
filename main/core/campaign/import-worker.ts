/**
 * Entry of the campaign import's worker thread (issue 35 item 4): for each job it is sent, builds
 * the new campaign file (`import-build.ts`) and reports progress, then the result or the refusal,
 * to the main thread (or, for a new campaign started from an export, reads its setting); then it waits for the next job (a warm worker starts an import at once).
 * Bundled as its own file beside the app's main bundle (`import-worker.js`, see `import-off-thread.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../shared/ipc/result';
import { lowerThisThreadPriority } from '../background-priority';
import { campaignFailure } from '../db/errors';
import { buildImportFile, readExportSetting, type ExportSetting, type ImportJob } from './import-build';

/** A job: build a campaign file from an export, or only read a new campaign's starting setting from one. */
export type ImportWorkerJob = ({ task: 'build' } & ImportJob) | ({ task: 'setting' } & Pick<ImportJob, 'text' | 'bytes'>);

export type ImportWorkerMessage =
  | { kind: 'progress'; stage: string; done: number; total: number }
  | { kind: 'done'; name: string }
  | { kind: 'setting'; setting: ExportSetting }
  | { kind: 'failed'; code: string; message: string };

lowerThisThreadPriority(); // requests answered on main go first (background-priority.ts)

const post = (message: ImportWorkerMessage) => parentPort?.postMessage(message);

/** A refusal keeps its code; a SQLite failure says it in words (disk full, read-only); anything else is an internal error. */
function failure(error: unknown): ImportWorkerMessage {
  const known = error instanceof AppError ? error : campaignFailure(error);
  if (known) return { kind: 'failed', code: known.code, message: known.message };
  return { kind: 'failed', code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

parentPort?.on('message', (job: ImportWorkerJob) => {
  if (job.task === 'setting') {
    try {
      post({ kind: 'setting', setting: readExportSetting(job) });
    } catch (error) {
      post(failure(error));
    }
    return;
  }
  buildImportFile(job, (step) => post({ kind: 'progress', ...step })).then(
    (built) => post({ kind: 'done', name: built.name }),
    (error: unknown) => post(failure(error)),
  );
});
