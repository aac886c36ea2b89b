/**
 * The turn forecast's worker thread, seen from main (forecast-worker.ts does the work). One worker
 * serves every combat host in the process: each host asks under its own key space, so two hosts
 * (tests, a campaign switch) with the same combat ids never share rules or tables. The worker is
 * started on the first question, holds the process only while a question is open, and ends after
 * IDLE_MS without one. A worker that cannot be started leaves the forecast on main, as before.
 */
import type { Worker } from 'node:worker_threads';
import { spawnEntryWorker } from '../entry-worker';
import type { CombatContext } from '../../../shared/core/combat/context';
import type { ForecastAnswer } from '../../../shared/core/combat/forecast-schema';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import { AppError, type ErrorCode } from '../../../shared/ipc/result';
import type { ForecastJob, ForecastReply } from './forecast-worker';
import type { CombatSystemRecord } from './recorded-rules';

/** A worker with no question for this long ends (a fight paused over dinner costs no memory). */
const IDLE_MS = 5 * 60_000;

/** A new worker (entry-worker.ts). */
function spawnWorker(): Worker {
  return spawnEntryWorker(import.meta.url, 'forecast-worker', 'forecast');
}

type Pending = { resolve: (answer: ForecastAnswer) => void; reject: (error: Error) => void };

/** The process's one forecast worker and its open questions. */
const shared = {
  worker: null as Worker | null,
  /** Set once a worker could not be started: the forecast stays on main from then on. */
  unavailable: false,
  nextId: 0,
  pending: new Map<number, Pending>(),
  /** The record each key's rules were last resolved from in the worker (sent again only when it changes). */
  records: new Map<string, CombatSystemRecord>(),
  idle: null as NodeJS.Timeout | null,
};

function failAll(message: string): void {
  const open = [...shared.pending.values()];
  shared.pending.clear();
  shared.records.clear();
  shared.worker = null;
  for (const p of open) p.reject(new Error(message));
}

function settle(reply: ForecastReply): void {
  const p = shared.pending.get(reply.id);
  if (!p) return;
  shared.pending.delete(reply.id);
  if (reply.ok) p.resolve(reply.answer);
  else p.reject(reply.code ? new AppError(reply.code as ErrorCode, reply.message) : new Error(`The forecast failed: ${reply.message}`));
  if (shared.pending.size === 0) rest();
}

/** No question open: the worker no longer holds the process, and ends if none comes. */
function rest(): void {
  const worker = shared.worker;
  if (!worker) return;
  worker.unref();
  shared.idle = setTimeout(() => {
    if (shared.worker !== worker || shared.pending.size > 0) return;
    shared.worker = null;
    shared.records.clear();
    void worker.terminate();
  }, IDLE_MS);
  shared.idle.unref();
}

/** The running worker, started if need be; null when none can run here. */
function workerNow(): Worker | null {
  if (shared.worker) return shared.worker;
  if (shared.unavailable) return null;
  try {
    const worker = spawnWorker();
    worker.on('message', settle);
    worker.on('error', (error: Error) => {
      if (shared.worker === worker) failAll(`The forecast stopped unexpectedly: ${error.message}`);
    });
    worker.on('exit', () => {
      if (shared.worker === worker) failAll('The forecast stopped unexpectedly: its worker ended');
    });
    shared.worker = worker;
    return worker;
  } catch {
    shared.unavailable = true;
    return null;
  }
}

let hosts = 0;

/** One combat host's questions to the forecast worker. */
export class ForecastThread {
  private readonly space = `h${++hosts}`;

  /** Whether a worker runs (or can be started) here. */
  available(): boolean {
    return workerNow() !== null;
  }

  /** The forecast of `ctx` under the rules of `record`, worked out in the worker. */
  run(combatId: string, record: CombatSystemRecord, ctx: CombatContext): Promise<ForecastAnswer> {
    return this.ask(combatId, record, ctx, false);
  }

  /** The quick forecast alone (exact or by tables; null: only a full simulation could tell). */
  async quick(combatId: string, record: CombatSystemRecord, ctx: CombatContext): Promise<TurnForecast | null> {
    return (await this.ask(combatId, record, ctx, true)).forecast;
  }

  private ask(combatId: string, record: CombatSystemRecord, ctx: CombatContext, quickOnly: boolean): Promise<ForecastAnswer> {
    const worker = workerNow();
    if (!worker) return Promise.reject(new Error('The forecast worker is not running'));
    const key = `${this.space}:${combatId}`;
    const id = ++shared.nextId;
    const job: ForecastJob = { kind: 'ask', id, combatId: key, ctx, ...(quickOnly ? { quickOnly } : {}), ...(shared.records.get(key) === record ? {} : { record }) };
    return new Promise<ForecastAnswer>((resolve, reject) => {
      try {
        worker.postMessage(job);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      shared.records.set(key, record);
      shared.pending.set(id, { resolve, reject });
      if (shared.idle) clearTimeout(shared.idle);
      shared.idle = null;
      worker.ref();
    });
  }

  /** Forgets a fight (closed, deleted): its rules and tables leave the worker, a simulation of it stops. */
  forget(combatId: string): void {
    const key = `${this.space}:${combatId}`;
    if (!shared.records.delete(key)) return;
    const job: ForecastJob = { kind: 'forget', combatId: key };
    shared.worker?.postMessage(job);
  }
}
