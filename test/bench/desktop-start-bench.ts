import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rememberTempDir } from '../helpers/temp-registry';
import { startStandinMain } from '../helpers/standin-main';
import type { Bench } from './types';

/**
 * Issue 23: the main process's own start-up, from the process starting (Node's time origin) to
 * the window's `ready-to-show`, for the BUILT main (`npm run build` first) under the recording
 * electron stand-in: loading the bundle, the preferences, opening the sample campaign, the IPC
 * handler and the window. Electron's own boot and Chromium's paint are not in it (no binary here).
 */
async function timeToReady(userData: string): Promise<number> {
  const main = startStandinMain({ userData });
  try {
    return (await main.waitFor('ready-to-show', undefined, 30_000)).at;
  } finally {
    await main.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const benches: Bench[] = [
  {
    name: 'Desktop main start-up to ready-to-show (stand-in)',
    target: '< 300 ms with the sample',
    async run() {
      const userData = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-bench-start-')));
      // The first launch also creates the sample campaign; later ones reopen it (the usual case).
      const first = await timeToReady(userData);
      const again: number[] = [];
      for (let i = 0; i < 7; i++) again.push(await timeToReady(userData));
      return `median ${median(again).toFixed(0)} ms (max ${Math.max(...again).toFixed(0)}), first launch ${first.toFixed(0)} ms`;
    },
  },
];
