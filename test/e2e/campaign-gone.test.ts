/**
 * Issue 35 item 8 in Chromium: the campaigns folder deleted under the open campaign. The notice
 * appears on the screen in use without any action (the push event), changes are refused; after a
 * restart Home reports the missing campaign and nothing is created in its place.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchPageErrors } from '../helpers/browser';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

let host: RunningHost | undefined;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fs3-e2e-gone-'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the campaign is gone', () => {
  it('says so the moment the folder is deleted, and after a restart reports the missing campaign instead of a new sample', async () => {
    host = await startHost({ dataDir });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe('Sample: Ragnar Anchorage');
    const campaigns = join(dataDir, 'campaigns');
    const samplePath = join(campaigns, readdirSync(campaigns).find((n) => n.endsWith('.fs3campaign'))!);
    await page.goto(`${host.url}#/characters`);
    // The notice comes by one push on the page's event stream, which replays nothing: a CI run
    // deleted the folder before the stream was connected and no notice came. The stream is shown
    // live first: a character made from outside reaches the list by its push.
    const characters = page.getByTestId('characters-table');
    await characters.getByRole('link').first().waitFor();
    await rpc(host, 'character.create', { name: 'Stream Check', kind: 'pc' });
    await characters.getByRole('link', { name: /^Stream Check/ }).waitFor();

    rmSync(campaigns, { recursive: true, force: true });
    const notice = page.getByTestId('campaign-gone');
    await notice.waitFor({ timeout: 10_000 });
    await expect.poll(() => notice.textContent()).toMatch(/was deleted \(or its folder was\) while it was open/);
    await expect.poll(() => notice.textContent()).toMatch(/backups folder .* is gone too/);
    await expect.poll(() => notice.getByRole('button', { name: 'Save it again where it was' }).isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('campaign-gone-notice') });
    await page.close();

    await host.stop();
    host = await startHost({ dataDir });
    const again = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errorsAgain = watchPageErrors(again);
    await again.goto(host.url);
    const missing = again.getByTestId('missing-campaigns');
    await missing.waitFor({ timeout: 10_000 });
    await expect.poll(() => missing.textContent()).toMatch(/“Sample: Ragnar Anchorage” was not found.*nothing was created in its place/);
    await expect.poll(() => missing.textContent()).toMatch(/is gone too: there is no backup to restore/);
    // Waited for, not read once: the missing-campaign notice can paint a moment before this line (a CI run).
    await expect.poll(() => again.getByText('No campaign is open.').isVisible()).toBe(true);
    expect(existsSync(samplePath)).toBe(false);
    await again.screenshot({ path: screenshotPath('campaign-missing-at-start') });
    expect([...errors, ...errorsAgain]).toEqual([]);
    await again.close();
  }, 90_000);
});
