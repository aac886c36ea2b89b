/**
 * Issue 43 item 7 in Chromium against the built app: a characters CSV with bad rows is previewed
 * with its located errors and cannot be imported; the fixed file is previewed clean, imported
 * with "Import 2 characters", and the roster shows them; the same file again asks about the
 * names it shares with the roster and keeps the roster's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const PARTY = readFileSync(join(process.cwd(), 'test/fixtures/transfer/party-with-bad-rows.csv'));
const FIXED = Buffer.from(PARTY.toString('utf8').split(/\r?\n/).filter((l) => !/Cylon|,13,/.test(l)).join('\r\n'));

describe('characters CSV import', () => {
  it('previews located errors, refuses to import them, then imports the fixed file', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await page.getByRole('link', { name: 'Characters' }).click();
    const picker = page.locator('input[type=file][aria-label="Import CSV…"]');

    await picker.setInputFiles({ name: 'party.csv', mimeType: 'text/csv', buffer: PARTY });
    const preview = page.getByTestId('transfer-preview');
    await expect.poll(() => page.getByTestId('transfer-errors').locator('li').allTextContents()).toEqual([
      "row 3, column 'Firearms': 13 is above the highest rating, 12",
      "row 5, column 'Kind': 'Cylon' is neither PC nor NPC",
    ]);
    await expect.poll(() => preview.getByRole('heading', { level: 2 }).textContent()).toBe('Preview of party.csv');
    await expect.poll(() => page.getByTestId('transfer-preview-table').locator('tbody tr').count()).toBe(4);
    await expect.poll(() => page.getByTestId('transfer-preview-table').locator('tbody tr.has-error').count()).toBe(2);
    await expect.poll(() => preview.getByRole('button', { name: 'Import 2 characters' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('transfer-csv-errors-1366') });
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => preview.count()).toBe(0);
    await expect.poll(() => page.getByRole('table').getByRole('link', { name: 'Kara Thrace' }).count()).toBe(0);

    await picker.setInputFiles({ name: 'party-fixed.csv', mimeType: 'text/csv', buffer: FIXED });
    const importButton = preview.getByRole('button', { name: 'Import 2 characters' });
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId('transfer-errors').count()).toBe(0);
    await importButton.click();
    await expect.poll(() => page.getByTestId('transfer-status').textContent()).toBe('Imported 2 characters.');
    await page.getByTestId('characters-table').getByRole('link', { name: 'Kara Thrace' }).waitFor();
    await page.getByTestId('characters-table').getByRole('link', { name: 'Karl Agathon' }).waitFor();

    // The same file again: the names are taken, and nothing is replaced.
    await picker.setInputFiles({ name: 'party-fixed.csv', mimeType: 'text/csv', buffer: FIXED });
    await expect.poll(() => preview.getByRole('group').locator('legend').textContent()).toBe('Already in this campaign: Kara Thrace, Karl Agathon');
    await preview.getByRole('radio', { name: 'Keep the campaign’s own and skip these' }).check();
    await preview.getByRole('button', { name: 'Import 2 characters' }).click();
    await expect.poll(() => page.getByTestId('transfer-status').textContent()).toMatch(/^Nothing new was imported/);
    await expect.poll(() => page.getByTestId('characters-table').getByRole('link', { name: /^Kara Thrace/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
