/**
 * Issue 18, accessibility by keyboard: the first Tab reaches "Skip to content", which lands on the
 * screen's heading; navigating to another screen moves focus to its h1 (not the page body); tabs
 * inside the gear editors keep focus on the tab; the gear editor's delete confirmation takes focus
 * and Escape closes it, handing focus back to Delete.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** What has focus: tag, and the text a person would see or hear there. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const input = el.querySelector('input');
    return `${el.tagName.toLowerCase()}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || input?.value || ''}`;
  });

describe('issue 18 keyboard focus', () => {
  it('skip link first, focus on the new screen\'s heading after navigating, tabs keep their focus', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(8000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    // A fresh page: nothing moved focus.
    await expect.poll(() => focused(page)).toBe('body');

    // The first Tab reaches the skip link, shown on screen while focused.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('a: Skip to content');
    const box = (await page.getByRole('link', { name: 'Skip to content' }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('a11y-skip-link') });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^h1: /);
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe('#main');
    // The next Tab goes on from the heading into the screen, not back to the sidebar.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

    // The focus ring on the dark sidebar reads at 3:1 or more in the light theme (it was 2.73:1).
    await rpc(app.host, 'prefs.set', { theme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.closest('nav.nav') !== null)); i++) await page.keyboard.press('Shift+Tab');
    const ring = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const rgb = (c: string) => c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const outline = getComputedStyle(link).outlineColor;
      const bg = getComputedStyle(link.closest('nav')!).backgroundColor;
      const [a, b] = [lum(outline), lum(bg)].sort((x, y) => y - x);
      return { style: getComputedStyle(link).outlineStyle, ratio: (a! + 0.05) / (b! + 0.05) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.ratio).toBeGreaterThanOrEqual(3);

    // The sidebar by mouse and by keyboard: focus lands on each screen's h1.
    await page.getByRole('link', { name: 'Characters' }).click();
    await expect.poll(() => focused(page)).toBe('h1: Characters');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Game config' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1: Game config');

    // A sheet is a screen of its own: its h1 holds the character's name.
    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    const sheetHeading = page.getByRole('heading', { level: 1, name: 'Cpl. Dane Ruiz', exact: true });
    await expect.poll(() => sheetHeading.evaluate((h) => h === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // Gear editor tabs are one screen: focus stays on the tab used.
    await page.getByRole('link', { name: 'Gear editors' }).click();
    await expect.poll(() => focused(page)).toBe('h1: Gear editors');
    const tabs = page.getByRole('navigation', { name: 'Editors' });
    await tabs.getByRole('link', { name: 'Armor', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/editors/armor');
    await page.waitForTimeout(300);
    await expect.poll(() => focused(page)).toBe('a: Armor');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the gear editor\'s delete confirmation takes focus, and Escape keeps the item and returns to Delete', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(8000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { catalog } = await rpc<{ catalog: { vehicles: { name: string; armor: string | null }[]; armor: { name: string }[] } }>(app.host, 'gear.state', {});
    const worn = catalog.vehicles.find((v) => v.armor !== null)!.armor!;
    await page.evaluate((name) => (window.location.hash = `#/editors/armor/${encodeURIComponent(name)}`), worn);
    await page.getByRole('heading', { level: 2, name: worn }).waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${worn}?` });
    await dialog.waitFor();
    // Focus is inside the question, on the answer that loses nothing; the question is its description.
    await expect.poll(() => focused(page)).toBe('button: Keep it');
    await expect.poll(() => dialog.getAttribute('aria-describedby')).toBeTruthy();
    await page.screenshot({ path: screenshotPath('a11y-delete-confirm') });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('button: Delete');
    const after = await rpc<{ catalog: { armor: { name: string }[] } }>(app.host, 'gear.state', {});
    expect(after.catalog.armor.map((a) => a.name)).toContain(worn);

    // Tab order from the dialog: Delete and clear references is reachable and does delete.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('button: Delete and clear references');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rpc<{ catalog: { armor: { name: string }[] } }>(app.host, 'gear.state', {})).catalog.armor.map((a) => a.name)).not.toContain(worn);
    expect(errors).toEqual([]);
    await page.close();
  });
});
