import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();

async function openPage(viewport: { width: number; height: number }) {
  const page = await app.browser.newPage({ viewport });
  const errors = watchPageErrors(page);
  await page.goto(app.host.url);
  await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();
  return { page, errors };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New campaign' });
const stepTitle = (page: Page) => dialog(page).getByRole('heading', { level: 3 }).textContent();
const next = (page: Page) => dialog(page).getByRole('button', { name: 'Next' }).click();

describe('new campaign wizard', () => {
  it('makes a campaign from the minimal template by keyboard, a screenshot of every step', async () => {
    const { page, errors } = await openPage({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wizard-name');
    // An empty name is refused by name, in place.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByText('Campaign name: give the campaign a name.').count()).toBe(1);
    await page.keyboard.type('Dust and Iron');
    await page.screenshot({ path: screenshotPath('wizard-1-name-1366') });
    await page.keyboard.press('Enter');
    await expect.poll(() => stepTitle(page)).toBe('Step 2 of 5: Edition');
    await page.screenshot({ path: screenshotPath('wizard-2-edition-1366') });
    await page.keyboard.press('Enter');
    await expect.poll(() => stepTitle(page)).toBe('Step 3 of 5: Starting setting');
    await page.screenshot({ path: screenshotPath('wizard-3-setting-1366') });
    await page.keyboard.press('Enter');
    await expect.poll(() => stepTitle(page)).toBe('Step 4 of 5: Starting gear');
    await page.screenshot({ path: screenshotPath('wizard-4-gear-1366') });
    await page.keyboard.press('Enter');
    await expect.poll(() => stepTitle(page)).toBe('Step 5 of 5: Review');
    await page.screenshot({ path: screenshotPath('wizard-5-review-1366') });
    await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Dust and Iron');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('0 PCs · 0 NPCs');

    // Escape closes without creating anything.
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await page.keyboard.type('Never made');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Dust and Iron');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes a campaign from the AresMUSH fixture files, at 1920×1080', async () => {
    const { page, errors } = await openPage({ width: 1920, height: 1080 });
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await page.getByLabel('Campaign name').fill('Ares default game');
    await page.getByLabel('Description (optional)').fill('Started from the AresMUSH default configuration.');
    await next(page);
    await next(page);
    await dialog(page).getByRole('radio', { name: 'AresMUSH game config files' }).check();
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FILES.map((f) => join(FIXTURES, f)));
    await expect.poll(() => dialog(page).getByText(/^Picked: /).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('wizard-3-aresmush-1920') });
    await next(page);
    await expect.poll(() => dialog(page).getByRole('radio', { name: 'Gear from the AresMUSH files' }).isChecked()).toBe(true);
    await next(page);
    await page.screenshot({ path: screenshotPath('wizard-5-review-1920') });
    await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
    // Reading 17 files into a Third Edition campaign takes a moment on a busy machine.
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 15_000 }).toBe('Ares default game');
    await page.getByRole('link', { name: 'Game config' }).click();
    await expect.poll(() => page.getByText('AresMUSH', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.screenshot({ path: screenshotPath('wizard-after-aresmush-1920'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
