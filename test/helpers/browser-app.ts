import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startHost, type RunningHost } from './host-process';

export type BrowserApp = { host: RunningHost; browser: Browser };

/**
 * One browser-mode host (a fresh data directory) and one Chromium for the test file: started
 * before its tests, stopped after. Fields are set in `beforeAll`, so read them inside tests.
 */
/** `firstRun`: a new storyteller's data folder (the first-run tour shows). */
export function useBrowserApp(options: { firstRun?: boolean } = {}): BrowserApp {
  const app = {} as BrowserApp;
  beforeAll(async () => {
    app.host = await startHost({ firstRun: options.firstRun });
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.host?.stop();
  });
  return app;
}
