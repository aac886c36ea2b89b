import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
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
