// Global setup of the e2e project: one Chromium for the whole run, which each test file connects
// to (launchChromium in browser.ts). Its address reaches the test workers through the environment,
// which they inherit when they start after this setup.
import { launchChromiumServer, SHARED_CHROMIUM } from './browser';

export async function setup(): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  process.env[SHARED_CHROMIUM] = server.wsEndpoint();
  return async () => {
    delete process.env[SHARED_CHROMIUM];
    await server.close();
  };
}
