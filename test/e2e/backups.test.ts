/**
 * Issue 17 item 6 in Chromium: the backups panel shows each backup's size and the total, deletes
 * one after an in-place confirmation (the file is gone from disk, the list and total refresh), and
 * stale write litter in the campaigns folder is gone once the app has started.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchPageErrors } from '../helpers/browser';
import { startHost, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { formatSize } from '../../renderer/features/home/BackupRow';

let host: RunningHost;
let browser: Browser;
let dataDir: string;
const campaigns = () => join(dataDir, 'campaigns');

function litter(name: string, ageMs: number): string {
  const path = join(campaigns(), name);
  writeFileSync(path, Buffer.alloc(2048, 1));
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return path;
}

let stale: string;
let fresh: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fs3-e2e-backups-'));
  mkdirSync(campaigns(), { recursive: true });
  stale = litter('Ghost.fs3campaign.creating', 60 * 60 * 1000);
  fresh = litter('Busy.fs3campaign.partial', 30 * 1000);
  host = await startHost({ dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function backupFiles(): string[] {
  const dir = readdirSync(campaigns()).find((n) => n.endsWith('.backups'));
  return dir ? readdirSync(join(campaigns(), dir)).map((n) => join(campaigns(), dir, n)) : [];
}

describe('backups panel', () => {
  it('removed stale litter at start, shows sizes and the total, and deletes a backup after confirming', async () => {
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);

    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(host.url);
    const rows = page.getByTestId('backup-row');
    const manualRows = rows.and(page.locator('[data-kind="manual"]'));
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Back up now' }).click();
      await expect.poll(() => manualRows.count()).toBe(i + 1);
    }
    const summary = page.getByTestId('backups-summary');
    const total = () => backupFiles().reduce((sum, f) => sum + statSync(f).size, 0);
    await expect.poll(() => summary.textContent()).toContain(`${backupFiles().length} backups, ${formatSize(total())} in total, in `);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('backups-panel') });

    const before = backupFiles();
    const first = manualRows.first();
    const taken = (await first.locator('time').textContent())!;
    await first.getByRole('button', { name: `Delete the backup of ${taken}` }).click();
    const confirm = first.getByRole('group', { name: `Confirm deleting the backup of ${taken}` });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep');
    await page.screenshot({ path: screenshotPath('backups-delete-confirm') });
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();

    await expect.poll(() => page.getByTestId('backups-status').textContent()).toMatch(new RegExp(`^Deleted the backup of .*; \\d+ (kB|MB) freed\\.$`));
    await expect.poll(() => manualRows.count()).toBe(1);
    expect(backupFiles()).toHaveLength(before.length - 1);
    await expect.poll(() => summary.textContent()).toContain(`${before.length - 1} backup${before.length === 2 ? '' : 's'}, ${formatSize(total())} in total`);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
