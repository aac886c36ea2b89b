/**
 * Issue 23, browser mode: the desktop menu's View keys work in the page too (Ctrl+1…5, never
 * while typing), and the sidebar's links still reach the same screens.
 */
import { describe, expect, it } from 'vitest';
import { watchPageErrors } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('View shortcuts in browser mode', () => {
  it('Ctrl+2 goes to Combat, Ctrl+1 back Home; typing in a field keeps the screen; the sidebar still navigates', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    const current = () => page.locator('nav[aria-label="Main"] [aria-current="page"]').textContent();

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+2');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#\/combat/);
    await expect.poll(current).toBe('Combat');
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Combat/);
    await page.screenshot({ path: screenshotPath('view-shortcut-combat') });

    await page.keyboard.press('Control+3');
    await expect.poll(current).toBe('Characters');
    await page.keyboard.press('Control+1');
    await expect.poll(current).toBe('Home');

    // In a text field Ctrl+digit is the field's: the screen stays.
    const field = page.getByRole('textbox').first();
    await field.focus();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+5');
    await page.waitForTimeout(200);
    await expect.poll(() => current()).toBe('Home');

    // The sidebar's links reach the same screens (and show their keys).
    await expect.poll(() => page.getByRole('link', { name: 'Game config' }).getAttribute('aria-keyshortcuts')).toBe('Control+5');
    await page.getByRole('link', { name: 'Gear editors' }).click();
    await expect.poll(current).toBe('Gear editors');
    await page.getByRole('link', { name: 'Game config' }).click();
    await expect.poll(current).toBe('Game config');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect.poll(current).toBe('Home');
    expect(errors).toEqual([]);
    await page.close();
  });
});
