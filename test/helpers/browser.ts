import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type Download, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e run's browser: Debian's chromium-headless-shell when installed (Chromium's own headless
 * build, the one Playwright uses for headless runs: same Blink, no desktop browser around it; a
 * quarter less time per e2e run here), else {@link CHROMIUM_PATH}. Benches keep the full Chromium,
 * as a storyteller's window runs it. CHROMIUM_PATH, when set, is used for both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags that keep Debian's Chromium quiet and offline in CI (see the toolchain reference). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Shared memory in /tmp, not /dev/shm: a container's small /dev/shm stalls the compositor
  // (stop 49's CI: a screenshot and a double-click each waited 30 s for a frame that never came).
  '--disable-dev-shm-usage',
];

/** Set by the e2e run's global setup (chromium-server.ts): the one Chromium its test files share. */
export const SHARED_CHROMIUM = 'FS3_SHARED_CHROMIUM_WS';

function checkChromium(path: string): void {
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
  }
}

/**
 * A Chromium for a test file or bench. In the e2e run, a connection to the run's shared Chromium:
 * starting one per file cost 1.6 s of a busy 2-core machine, 95 times per run. Each file still
 * gets its own contexts (no cookies, storage or pages shared), and closing the connection closes
 * them. Elsewhere (benches, scripts), a Chromium of its own.
 */
export async function launchChromium(): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM];
  if (shared) return withScreenshotsAsAsked(await chromium.connect(shared));
  return launchOwnChromium();
}

/**
 * Whether the e2e files write their screenshots (test-results/screenshots/, for a person to look
 * at): yes, except in CI (`.ci/run` sets CI=true), where nobody sees them and their 219 captures
 * were a fifth of the e2e files' CPU (measured: 10 captures, 18.6 of 112 CPU-seconds). No test
 * reads one back. FS3_SCREENSHOTS=1 keeps them in CI too.
 */
const SCREENSHOTS = process.env.FS3_SCREENSHOTS === '1' || process.env.CI !== 'true';
let screenshotsOff = false;

/** The browser as the run asks: without screenshots, a page's and a locator's `screenshot` write nothing and return no bytes. */
function withScreenshotsAsAsked(browser: Browser): Browser {
  if (SCREENSHOTS) return browser;
  // Once per process, on the first page: Playwright's Page and Locator classes are not exported.
  const off = (page: Page): Page => {
    if (!screenshotsOff) {
      const skip = async () => Buffer.alloc(0);
      Object.getPrototypeOf(page).screenshot = skip;
      Object.getPrototypeOf(page.locator('body')).screenshot = skip;
      screenshotsOff = true;
    }
    return page;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => off(await newPage(options));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => off(await contextPage());
    return context;
  };
  return browser;
}

/** A Chromium of the caller's own, whatever runs it. */
async function launchOwnChromium(): Promise<Browser> {
  checkChromium(CHROMIUM_PATH);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

/** The shared Chromium of an e2e run (see chromium-server.ts). */
export async function launchChromiumServer(): Promise<BrowserServer> {
  checkChromium(TEST_CHROMIUM_PATH);
  return chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: FLAGS, headless: true });
}

/** Collects the page's uncaught errors and console errors (CSP violations and failed loads show there); a test expects none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** A blank AresMUSH Third Edition campaign made through the New campaign wizard's defaults; waits until it is open. */
export async function createAres3eCampaign(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await page.getByRole('button', { name: 'New campaign…' }).click();
  await page.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /AresMUSH Third Edition/ }).check();
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByTestId('campaign-name').filter({ hasText: name }).waitFor();
}

/** A download's bytes as text. (`download.path()` is refused over the shared browser's connection: the file is on its side.) */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
