import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../main/core/config/zip-reader';
import { psychTags } from '../../shared/config/yaml-source';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();
const load = (text: string): unknown => parse(text, { version: '1.1', customTags: psychTags, mapAsMap: true, uniqueKeys: false });

const app = useBrowserApp();

describe('game config in the browser', () => {
  it('imports the AresMUSH default config through the UI as a new campaign, shows the plan, lints and exports the same files', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('link', { name: 'Game config' }).click();
    await expect.poll(() => page.getByTestId('config-source').textContent()).toContain('own FS3.2 setting');

    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FILES.map((f) => join(FIXTURES, f)));
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^\d+ added, \d+ changed, \d+ removed$/);
    // Merging shows the diff against the open campaign, each change before → after.
    await page.getByRole('button', { name: 'Merge into Sample: Ragnar Anchorage instead…' }).click();
    await page.getByText(/^Every AresMUSH value that changes/).click();
    const added = page.getByRole('region', { name: /Added/ });
    await added.getByText(/^\d+ weapons$/).click();
    await expect.poll(() => added.getByText('Rifle', { exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('config-import-diff'), fullPage: true });
    await page.getByText(/values adapted to the FS3\.2 rules/).click();
    await expect.poll(() => page.getByRole('list', { name: 'Values adapted to FS3.2' }).getByText(/"Club" has penetration 0/).count()).toBe(1);
    await page.getByTestId('import-plan').screenshot({ path: screenshotPath('config-import-notes') });

    // The default: a new campaign from the files (the sample is left as it was).
    await page.getByLabel('Campaign name').fill('Default game');
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent()).toMatch(/^Created the campaign Default game from 17 files/);
    await expect.poll(() => page.getByTestId('count-weapons').textContent()).toBe('23');
    await expect.poll(() => page.getByTestId('count-vehicles').textContent()).toBe('8');
    await expect.poll(() => page.getByTestId('config-source').textContent()).toBe('Imported from AresMUSH (17 files).');
    const lint = page.getByRole('list', { name: 'Configuration problems' });
    await expect.poll(() => lint.getByText(/"Nuke"/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => lint.locator('.lint-message', { hasText: 'Ammo' }).count()).toBeGreaterThan(0);
    await expect.poll(() => lint.locator('.lint-place', { hasText: /^fs3combat_vehicles\.yml:\d+:\d+$/ }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('config-applied'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download AresMUSH files (.zip)' }).click();
    const zipped = await download;
    const saved = join(app.host.dataDir, zipped.suggestedFilename());
    await zipped.saveAs(saved);
    const entries = readZip(readFileSync(saved));
    expect(entries.map((e) => e.name)).toEqual(FILES);
    for (const e of entries) expect(load(e.data.toString('utf8')), e.name).toEqual(load(readFileSync(join(FIXTURES, e.name), 'utf8')));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a refused file with its line and column', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1200, height: 700 } });
    await page.goto(`${app.host.url}#/config`);
    await expect.poll(() => page.getByTestId('config-source').count()).toBe(1);
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles({
      name: 'fs3combat_weapons.yml',
      mimeType: 'application/x-yaml',
      buffer: Buffer.from('fs3combat:\n  weapons:\n    Rifle:\n      ammo: [1, 2\n'),
    });
    const errors = page.getByRole('list', { name: 'Import errors' });
    await expect.poll(() => errors.locator('.lint-place').first().textContent()).toMatch(/^fs3combat_weapons\.yml:\d+:\d+$/);
    await page.screenshot({ path: screenshotPath('config-refused'), fullPage: true });
    await page.close();
  });

  it('reads well in the dark theme', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(app.host.url);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.getByRole('link', { name: 'Game config' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Configuration problems' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('config-dark'), fullPage: true });
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Light').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.close();
  });
});
