/**
 * Entry of the turn forecast's worker thread. A forecast of a big fight is real work: at 200
 * combatants the quick (table) forecast took 50–180 ms, and 1.5–2.1 s in later turns, all of it on
 * main, so a step clicked meanwhile (and every player's push) waited for it. Here it runs beside
 * main, at a lower priority (background-priority.ts), by the same code (forecast-runner.ts: quick
 * forecasts at once, full simulations in slices, a newer question about a fight stopping an older
 * simulation). Bundled as its own file beside the app's main bundle (`forecast-worker.js`, see
 * forecast-off-thread.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { CombatContext } from '../../../shared/core/combat/context';
import type { ForecastAnswer } from '../../../shared/core/combat/forecast-schema';
import type { CombatRules } from '../../../shared/core/combat/procedures';
import { lowerThisThreadPriority } from '../background-priority';
import { ForecastRunner } from './forecast-runner';
import { recordedRules, type CombatSystemRecord } from './recorded-rules';

/**
 * A question about one fight's context. `record` comes with a fight's first question and whenever
 * its system changed (an adopt); otherwise the worker uses the rules it resolved last for it.
 */
export type ForecastJob =
  | { kind: 'ask'; id: number; combatId: string; record?: CombatSystemRecord; ctx: CombatContext; quickOnly?: boolean }
  | { kind: 'forget'; combatId: string };

export type ForecastReply = { id: number; ok: true; answer: ForecastAnswer } | { id: number; ok: false; code: string | null; message: string };

lowerThisThreadPriority(); // steps and pushes on main go first

const runner = new ForecastRunner();
const rules = new Map<string, CombatRules>();
const post = (reply: ForecastReply) => parentPort?.postMessage(reply);

async function answer(job: Extract<ForecastJob, { kind: 'ask' }>): Promise<ForecastReply> {
  try {
    if (job.record) {
      rules.set(job.combatId, recordedRules(job.record));
      // Tables kept for the old rules would answer for the new ones.
      runner.forget(job.combatId);
    }
    const own = rules.get(job.combatId);
    if (!own) return { id: job.id, ok: false, code: null, message: `No system is known for combat ${job.combatId}` };
    // The players' view asks for the quick forecast alone (exact or by tables; null: only a full turn could tell).
    if (job.quickOnly) return { id: job.id, ok: true, answer: { forecast: runner.quickNow(job.combatId, own, job.ctx), superseded: false, reason: null } };
    return { id: job.id, ok: true, answer: await runner.run(job.combatId, own, job.ctx) };
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
    return { id: job.id, ok: false, code, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ForecastJob) => {
  if (job.kind === 'forget') {
    rules.delete(job.combatId);
    runner.forget(job.combatId);
    return;
  }
  void answer(job).then(post);
});
