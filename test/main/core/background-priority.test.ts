import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, LOWER_PRIORITY_SOURCE } from '../../../main/core/background-priority';

/** The nice value of the calling thread (field 19 of /proc/thread-self/stat). */
const NICE_OF_THREAD = `
const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8');
const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
require('node:worker_threads').parentPort.postMessage(nice);
`;

function niceInWorker(source: string, workerData?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const w = new Worker(source, { eval: true, workerData });
    w.once('message', (n: number) => {
      void w.terminate();
      resolve(n);
    });
    w.once('error', reject);
  });
}

const ownNice = () => {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe.runIf(process.platform === 'linux')('background workers yield the CPU to the thread that answers requests (issue 35)', () => {
  it('a worker given as source lowers only its own thread', async () => {
    const before = ownNice();
    // Lowered, never raised: a test run already below it (a niced CI) keeps its own.
    expect(await niceInWorker(LOWER_PRIORITY_SOURCE + NICE_OF_THREAD)).toBe(Math.max(before, BACKGROUND_NICE));
    expect(ownNice()).toBe(before);
    // Without it a worker keeps the process's priority.
    expect(await niceInWorker(NICE_OF_THREAD)).toBe(before);
  });

  it('the import worker entry lowers its thread too', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
    const module = fileURLToPath(new URL('../../../main/core/background-priority.ts', import.meta.url));
    const boot = `const { workerData } = require('node:worker_threads'); require(workerData.tsx).register(); require(workerData.module).lowerThisThreadPriority();${NICE_OF_THREAD}`;
    expect(await niceInWorker(boot, { tsx, module })).toBe(Math.max(ownNice(), BACKGROUND_NICE));
  });
});
