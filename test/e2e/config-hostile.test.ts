// Issue 17 item 3 in the browser: a hostile config file is refused, located, while the window
// stays usable, and an import still being read can be stopped.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';
import { mergeBomb, plainYaml } from '../helpers/hostile-yaml';

const app = useBrowserApp();
const yml = (name: string, text: string) => ({ name, mimeType: 'application/x-yaml', buffer: Buffer.from(text) });

describe('hostile config files in the browser', () => {
  it('refuses a merge-key bomb with its file, line and column, and stops a long read on request', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByRole('link', { name: 'Game config' }).click();
    await expect.poll(() => page.getByTestId('config-source').textContent()).toContain('own FS3.2 setting');
    const picker = page.getByLabel('AresMUSH config files (.yml or .zip)');

    await picker.setInputFiles([yml('fs3combat_merge.yml', mergeBomb())]);
    await expect.poll(() => page.getByText('The import was refused; nothing was written.').count(), { timeout: 20_000 }).toBe(1);
    const refused = page.getByRole('list', { name: 'Import errors' });
    await expect.poll(() => refused.getByText(/^fs3combat_merge\.yml:\d+:\d+$/).count()).toBe(1);
    await expect.poll(() => refused.getByText(/Too many alias expansions: expanding the alias \*b/).count()).toBe(1);
    await refused.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('config-hostile-refused') });

    const many = Array.from({ length: 40 }, (_, i) => yml(`fs3combat_w${i}.yml`, plainYaml(30_000).replace(/Weapon/g, `W${i}x`)));
    await picker.setInputFiles(many);
    const stop = page.getByRole('button', { name: 'Stop reading' });
    await stop.waitFor({ timeout: 20_000 });
    await stop.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('config-hostile-reading') });
    await stop.click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 20_000 }).toBe('The import was cancelled; nothing was changed.');
    await expect.poll(() => page.getByRole('button', { name: 'Create new campaign' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
