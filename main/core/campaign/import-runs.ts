import { randomUUID } from 'node:crypto';
import type { Emit } from '../../../shared/ipc/types';
import type { CampaignSession } from './campaign-session';
import { importCampaignFile, type ImportSource, type ImportTarget } from './import-campaign';
import type { ImportRun } from './import-off-thread';
import type { CampaignOptions } from './options';

/** An import's progress reaches the windows at most this often (a new stage is always told). */
const PROGRESS_EVERY_MS = 100;

/**
 * The imports running now, by the id their progress events carry (issue 35 item 4): each is
 * built in a worker thread while every other request goes on, its progress pushed as
 * `campaign.importProgress` (at most every PROGRESS_EVERY_MS, and at each new stage), and
 * `campaign.cancelImport` stops one.
 */
export class ImportRuns {
  private readonly runs = new Map<string, ImportRun>();

  constructor(private readonly emit: Emit) {}

  /** Imports into a new file, then hands the opened file to `opened`; the run is listed until that ends too. */
  async run<T>(target: ImportTarget, source: ImportSource, options: CampaignOptions, opened: (session: CampaignSession) => Promise<T>): Promise<T> {
    const importId = randomUUID();
    let last = { stage: '', at: -Infinity };
    try {
      const session = await importCampaignFile(target, source, options, {
        onStart: (run) => this.runs.set(importId, run),
        onProgress: (step) => {
          const at = performance.now();
          if (step.stage === last.stage && at - last.at < PROGRESS_EVERY_MS) return;
          last = { stage: step.stage, at };
          this.emit('campaign.importProgress', { importId, ...step });
        },
      });
      return await opened(session);
    } finally {
      this.runs.delete(importId);
    }
  }

  /** Stops a running import; false when none runs under that id (it ended already). */
  cancel(importId: string): { cancelled: boolean } {
    const run = this.runs.get(importId);
    run?.cancel();
    return { cancelled: run !== undefined };
  }

  /** Stops every running import (the app is closing). */
  cancelAll(): void {
    for (const run of this.runs.values()) run.cancel();
  }
}
