/**
 * The browser page's push stream replays nothing (found while making the e2e suite wait for what it
 * reads): a campaign folder deleted before the page's stream connected was pushed to nobody, so the
 * page never said the campaign was gone and every change was refused unexplained. Here the stream is
 * held back while the folder goes; once it connects, the notice must show without any action.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchPageErrors } from '../helpers/browser';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';

let host: RunningHost | undefined;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fs3-e2e-gone-early-'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the campaign is gone before the page is listening', () => {
  it('says so once the push stream connects', async () => {
    host = await startHost({ dataDir });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let streamAsked = false;
    await page.route(/\/events\?/, async (route) => {
      streamAsked = true;
      await held;
      await route.continue();
    });
    await page.goto(host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe('Sample: Ragnar Anchorage');
    await expect.poll(() => streamAsked).toBe(true);
    // The page has read that the campaign is fine; the host now finds its folder gone and pushes to no stream.
    await expect.poll(async () => rpc<unknown>(host!, 'campaign.gone', {})).toBeNull();
    rmSync(join(dataDir, 'campaigns'), { recursive: true, force: true });
    await expect.poll(async () => rpc<unknown>(host!, 'campaign.gone', {}), { timeout: 10_000 }).not.toBeNull();
    await expect.poll(() => page.getByTestId('campaign-gone').count()).toBe(0);

    release();
    const notice = page.getByTestId('campaign-gone');
    await notice.waitFor({ timeout: 10_000 });
    await expect.poll(() => notice.textContent()).toMatch(/was deleted \(or its folder was\) while it was open/);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
