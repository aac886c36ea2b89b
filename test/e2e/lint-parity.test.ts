import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();

const app = useBrowserApp();

describe('one lint list in the browser', () => {
  it('shows the same tally on the Game config screen and in the Gear editors after importing the AresMUSH default config', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('link', { name: 'Game config' }).click();
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FILES.map((f) => join(FIXTURES, f)));
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^\d+ added/);
    // Importing AresMUSH files makes a new Third Edition campaign of the game (issue 15).
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 15_000 }).toMatch(/^Created the campaign .* from 17 files/);

    const tally = '0 errors · 6 warnings · 17 stored, not used in play';
    await expect.poll(() => page.getByTestId('lint-tally').textContent(), { timeout: 10_000 }).toBe(tally);
    const lint = page.getByRole('list', { name: 'Configuration problems' });
    await expect.poll(() => lint.locator('[data-severity="info"]').count()).toBe(17);
    await expect.poll(() => lint.getByRole('img', { name: 'Stored, not used in play' }).count()).toBe(17);
    await lint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('lint-config-screen') });
    await page.getByRole('heading', { name: 'Problems' }).locator('..').screenshot({ path: screenshotPath('lint-config-list') });

    await page.getByRole('link', { name: 'Gear editors' }).click();
    await expect.poll(() => page.getByTestId('problem-count').textContent()).toBe(`Problems: ${tally}`);
    const problems = page.getByRole('list', { name: 'Problems' });
    await expect.poll(() => problems.locator('li').count()).toBe(23);
    await page.screenshot({ path: screenshotPath('lint-gear-editors') });
    // A finding on an AresMUSH path jumps to the projected item: the Raider's "Nuke".
    await problems.getByRole('button', { name: /"Nuke"/ }).click();
    await expect.poll(() => page.locator(':focus').getAttribute('id')).toMatch(/vehicles/i);
    await page.screenshot({ path: screenshotPath('lint-gear-jump') });

    expect(errors).toEqual([]);
    await context.close();
  });
});
