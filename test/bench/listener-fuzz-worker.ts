/**
 * The hostile side of the listener-fuzz bench, in a worker thread of its own (bundled by the bench):
 * sends hostile-http.ts's cases at the rate the bench asks until told to stop. 'count' answers the
 * requests sent so far (the bench reads the rate over its own window); 'stop' ends it with the tallies.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { driveHostile, emptyStats } from '../helpers/hostile-driver';
import type { HostileTarget } from '../helpers/hostile-http';

const { targets, rate, seed, lanes } = workerData as { targets: HostileTarget[]; rate: number | null; seed: number; lanes: number };
const stats = emptyStats();
let stopping = false;
parentPort!.on('message', (m) => {
  if (m === 'count') parentPort!.postMessage({ type: 'count', requests: stats.requests, at: performance.timeOrigin + performance.now() });
  if (m === 'stop') stopping = true;
});
await driveHostile({ targets, seed, lanes, stats, ...(rate ? { rate } : {}), stop: () => stopping, answerTimeoutMs: 5000 });
parentPort!.postMessage({ type: 'done', stats });
