/**
 * Issue 18 defect 8: "Download each file" started 17 downloads at once and Chromium kept 12. The
 * zip comes first; single files download one per click (every one arrives), or go into a folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();

const app = useBrowserApp();

describe('AresMUSH files one at a time', () => {
  it('offers the zip first, then every single file on its own click, all 17 arriving; or all into a picked folder', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    // A stand-in for the folder picker (headless Chromium cannot show one): keeps what is written.
    await context.addInitScript(() => {
      const saved: Record<string, string> = {};
      Object.assign(window, {
        __saved: saved,
        showDirectoryPicker: () =>
          Promise.resolve({
            name: 'ares-config',
            getFileHandle: (name: string) =>
              Promise.resolve({
                createWritable: () => {
                  let text = '';
                  return Promise.resolve({ write: (t: string) => Promise.resolve(void (text += t)), close: () => Promise.resolve(void (saved[name] = text)) });
                },
              }),
          }),
      });
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url}#/config`);
    await expect.poll(() => page.getByTestId('config-source').count()).toBe(1);
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(
      FILES.map((name) => ({ name, mimeType: 'application/x-yaml', buffer: readFileSync(join(FIXTURES, name)) })),
    );
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^\d+ added, \d+ changed, \d+ removed$/);
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 15_000 }).toMatch(/^Created the campaign .* from 17 files/);

    const share = page.getByRole('region', { name: 'Export and share' });
    await expect.poll(async () => (await share.getByRole('button').allTextContents()).slice(0, 3).map((b) => b.trim())).toEqual(['Download AresMUSH files (.zip)', 'Save the files into a folder…', 'Single files…']);
    await expect.poll(() => share.getByRole('button', { name: 'Download AresMUSH files (.zip)' }).getAttribute('class')).toContain('primary');

    await share.getByRole('button', { name: 'Single files…' }).click();
    const list = share.getByRole('list', { name: 'AresMUSH files one at a time' });
    await expect.poll(() => list.getByRole('button').count()).toBe(FILES.length);
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('config-single-files') });
    const got: string[] = [];
    // Clicked at a person's pace: Chromium also drops downloads started faster than about ten a
    // second, clicks or not (the folder pick is the way to take them all at once).
    for (const name of FILES) {
      const download = page.waitForEvent('download', { timeout: 5000 });
      await list.getByRole('button', { name, exact: true }).click();
      await page.waitForTimeout(400);
      got.push(await download.then((d) => d.suggestedFilename(), () => `no download for ${name}`));
    }
    expect(got).toEqual(FILES);

    await share.getByRole('button', { name: 'Save the files into a folder…' }).click();
    await expect.poll(() => page.getByTestId('share-status').textContent()).toBe(`Saved ${FILES.length} files into the folder ares-config.`);
    const saved = await page.evaluate(() => (window as unknown as { __saved: Record<string, string> }).__saved);
    expect(Object.keys(saved).sort()).toEqual(FILES);
    expect(saved['fs3combat_damage.yml']).toContain('damage_table');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
