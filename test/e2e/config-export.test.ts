import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../main/core/config/zip-reader';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();

/** The default files as a Windows storyteller keeps them: a byte-order mark, a comment on top, CRLF. */
const windowsText = (name: string) => `\uFEFF# ${name}: our game's copy\n${readFileSync(join(FIXTURES, name), 'utf8')}`.replace(/\n/g, '\r\n');

const app = useBrowserApp();

describe('lossless AresMUSH export in the browser', () => {
  it('imports hand-kept files (BOM, comments, CRLF) through the UI and downloads a zip (fflate) holding them byte for byte, which imports back as no change', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url}#/config`);
    await expect.poll(() => page.getByTestId('config-source').count()).toBe(1);
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(
      FILES.map((name) => ({ name, mimeType: 'application/x-yaml', buffer: Buffer.from(windowsText(name), 'utf8') })),
    );
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^\d+ added, \d+ changed, \d+ removed$/);
    // Importing AresMUSH files makes a new Third Edition campaign of the game (issue 15).
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 15_000 }).toMatch(/^Created the campaign .* from 17 files/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download AresMUSH files (.zip)' }).click();
    const zipped = await download;
    const saved = join(app.host.dataDir, zipped.suggestedFilename());
    await zipped.saveAs(saved);
    const entries = readZip(readFileSync(saved));
    expect(entries.map((e) => e.name)).toEqual(FILES);
    for (const e of entries) expect(e.data.equals(Buffer.from(windowsText(e.name), 'utf8')), e.name).toBe(true);

    // The zip itself imports back (main reads it with fflate) as no change at all.
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(saved);
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('0 added, 0 changed, 0 removed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
