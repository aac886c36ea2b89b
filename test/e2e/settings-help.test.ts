/**
 * Issue 43 in Chromium (browser mode, 1366×768): a new storyteller's first-run tour over the
 * real app, skipped; Settings stored and applied after a reload; the manual searched; Help ▸
 * Report a problem showing the real host's log lines. Each step waits for the state it asserts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp({ firstRun: true });

describe('Settings, Help and the first-run tour', () => {
  it('a new storyteller sees the tour once; Settings persist; the manual and the problem report work', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    const tour = page.getByTestId('tour');
    await expect.poll(() => tour.getByRole('heading').textContent()).toBe('Welcome to FS3 Console');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => tour.getByRole('heading').textContent()).toBe('Combat');
    await page.screenshot({ path: screenshotPath('tour-first-run') });
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => tour.count()).toBe(0);
    await expect.poll(() => JSON.parse(readFileSync(join(app.host.dataDir, 'config.json'), 'utf8')).tourDone).toBe(true);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Interface size').selectOption('1.1');
    await page.getByLabel('Automatic backups kept').fill('15');
    await expect.poll(() => JSON.parse(readFileSync(join(app.host.dataDir, 'config.json'), 'utf8'))).toMatchObject({ uiScale: 1.1, backupRetention: { automatic: 15, manual: 20 } });
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.zoom)).toBe('1.1');
    await expect.poll(() => page.getByLabel('Automatic backups kept').inputValue()).toBe('15');
    await expect.poll(() => page.getByTestId('tour').count()).toBe(0);
    await page.getByLabel('Interface size').selectOption('1');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.zoom)).toBe('');
    await page.screenshot({ path: screenshotPath('settings'), fullPage: true });

    await page.getByRole('link', { name: 'Help' }).click();
    await page.getByLabel('Search the manual').fill('backup');
    await expect.poll(() => page.getByTestId('manual-hits').textContent()).toMatch(/^\d+ pages found$/);
    await page.getByRole('navigation', { name: 'Manual pages' }).getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => page.getByTestId('manual-page').getByRole('heading').textContent()).toBe('Settings');
    await page.screenshot({ path: screenshotPath('help-manual') });
    await page.getByRole('button', { name: 'Prepare the report' }).click();
    const report = page.getByTestId('problem-report');
    // The real host's log: its start line, with the data folder's path taken out.
    await expect.poll(() => report.inputValue()).toMatch(/^FS3 Console \S+ \(browser\)\nRuntime: Node /);
    const text = await report.inputValue();
    expect(text).toMatch(/info {2}Started: FS3 Console/);
    expect(text).not.toContain(app.host.dataDir);
    await report.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('help-report') });
    expect(errors).toEqual([]);
  });
});
