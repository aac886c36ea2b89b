import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FS3_NOTICE } from '../../shared/app/notice';
import { useBrowserApp } from '../helpers/browser-app';
import { startHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const app = useBrowserApp();

describe('browser-mode app shell', () => {
  it('shows the About screen with version, host kind and the FS3 notice', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1200, height: 760 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    // The token is taken out of the address bar once read.
    await expect.poll(() => page.url()).not.toContain('token=');
    await page.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.getByTestId('about-version').textContent()).toBe(VERSION);
    await expect.poll(() => page.getByTestId('about-host').textContent()).toBe('Browser mode');
    await expect.poll(() => page.getByTestId('fs3-notice').textContent()).toBe(FS3_NOTICE);
    await expect.poll(() => page.getByText(app.host.dataDir).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('about'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands in the ready-to-play sample campaign and keeps a new campaign across a reload', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('4 PCs · 3 NPCs');
    await page.screenshot({ path: screenshotPath('home-sample'), fullPage: true });
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await page.getByLabel('Campaign name').fill('Dust and Iron');
    // Edition, setting (minimal), gear (built-in), review.
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Dust and Iron');
    await page.reload();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Dust and Iron');
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('0 PCs · 0 NPCs');
    await page.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.host.url);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect.poll(() => page.getByLabel('Dark').isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('settings-dark') });
    await page.getByLabel('Light').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.close();
  });

  it('explains what to do when opened without the access link', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.host.origin);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('needs the access link');
    await page.close();
  });

  it('stops cleanly on Ctrl+C', async () => {
    const other = await startHost();
    expect(await other.stop('SIGINT')).toBe(0);
    expect(other.output()).toContain('FS3 Console stopped.');
  });
});
