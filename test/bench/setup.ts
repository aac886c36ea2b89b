// Set-up the benches share (not a bench: run.mts loads only `*-bench.ts`).
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startHost, type RunningHost } from '../helpers/host-process';

/** The built host started with seeded combat dice (FS3_CONSOLE_COMBAT_SEED), this process's own setting put back after. */
export async function startSeededHost(seed: string): Promise<RunningHost> {
  const saved = process.env['FS3_CONSOLE_COMBAT_SEED'];
  process.env['FS3_CONSOLE_COMBAT_SEED'] = seed;
  try {
    return await startHost();
  } finally {
    if (saved === undefined) delete process.env['FS3_CONSOLE_COMBAT_SEED'];
    else process.env['FS3_CONSOLE_COMBAT_SEED'] = saved;
  }
}

/**
 * The host as it ships: the packaged desktop app checks no answer against the contract
 * (main/index.ts: only when not packaged), and the browser host skips it under NODE_ENV=production
 * (main/http/index.ts). Tests keep checking; the benches measure what the storyteller runs.
 */
export const SHIPPED = { NODE_ENV: 'production' };

/** The built host (as shipped) and a Chromium for `work`, both closed after it (the browser first). */
export async function withHostAndBrowser<T>(work: (host: RunningHost, browser: Browser) => Promise<T>): Promise<T> {
  const host = await startHost({ env: SHIPPED });
  const browser = await launchChromium();
  try {
    return await work(host, browser);
  } finally {
    await browser.close();
    await host.stop();
  }
}
