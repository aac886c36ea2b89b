/**
 * The GM screen's header at 1366×768 and 1920×1080: the fight's title, its state ("Declaring ·
 * turn 1 · 7 combatants") and the turn clock show whole (not clipped by the buttons beside them);
 * the rarely used buttons sit in a "More ▾" menu that opens and closes from the keyboard.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { startBigFight } from '../helpers/big-fight';
import { nextText } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** Whether the element shows whole: none of its text cut off, and its box inside the header's. */
async function showsWhole(el: Locator, head: Locator): Promise<{ whole: boolean; why: string }> {
  return el.evaluate((node, headNode) => {
    const r = node.getBoundingClientRect();
    const h = (headNode as Element).getBoundingClientRect();
    // Every ancestor up to the header that clips (overflow not visible) must hold the box whole.
    for (let a: Element | null = node; a && a !== headNode; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (a.scrollWidth > a.clientWidth + 1 && s.overflowX !== 'visible') return { whole: false, why: `${a.tagName}.${a.className} scrollWidth ${a.scrollWidth} > clientWidth ${a.clientWidth}` };
      if (a !== node && s.overflowX !== 'visible') {
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1) return { whole: false, why: `outside ${a.tagName}.${a.className}: ${r.left}-${r.right} vs ${b.left}-${b.right}` };
      }
    }
    if (r.width === 0 || r.left < h.left - 1 || r.right > h.right + 1) return { whole: false, why: `outside the header: ${r.left}-${r.right} vs ${h.left}-${h.right}` };
    return { whole: true, why: '' };
  }, await head.elementHandle());
}

async function openFight(page: Page, combatId: string) {
  await page.goto(app.host.url);
  await page.getByTestId('campaign-name').waitFor();
  await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
  await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for');
}

describe('the GM screen header', () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    it(`at ${size.width}×${size.height}: title, state and turn clock whole`, async () => {
      const combatId = await startBigFight(app.host, 6, `Ambush at the ridge ${size.width}`);
      const page = await app.browser.newPage({ viewport: size });
      const errors = watchPageErrors(page);
      await openFight(page, combatId);
      const head = page.locator('header.tracker-head');
      const clock = page.getByTestId('turn-clock').locator('.turn-clock').first();
      await expect.poll(() => clock.textContent()).toMatch(/\d:\d\d\s*this turn/);
      await page.screenshot({ path: screenshotPath(`combat-header-${size.width}`), clip: { x: 0, y: 0, width: size.width, height: 120 } });
      const title = page.locator('#tracker-title');
      await expect.poll(() => title.textContent()).toBe(`Ambush at the ridge ${size.width}`);
      for (const el of [title, page.getByTestId('combat-state'), clock]) {
        await expect.poll(() => showsWhole(el, head)).toEqual({ whole: true, why: '' });
      }
      // The buttons stay on the title's line (the header is one row high: no wrapped second row).
      await expect.poll(() => head.evaluate((h) => {
        const titleBottom = h.children[0]!.getBoundingClientRect().bottom;
        return [...h.children].filter((c) => c.getBoundingClientRect().top >= titleBottom).map((c) => c.textContent);
      })).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('"More ▾" opens and closes from the keyboard, its dialogs come back to it, and a press outside closes it', async () => {
    const combatId = await startBigFight(app.host, 4, 'More drill');
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await openFight(page, combatId);
    const more = page.getByRole('button', { name: 'More', exact: true });
    const names = page.getByRole('button', { name: 'Names for players' });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => names.isVisible()).toBe(false);

    // Enter opens it; Tab reaches its buttons; Escape closes it, focus back on More.
    await more.focus();
    await page.keyboard.press('Enter');
    await names.waitFor();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    const group = page.getByRole('group', { name: 'More for this fight' });
    await expect.poll(() => group.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['NPC automation', 'Reveal all hidden (4)', 'Names for players', 'Players']));
    await page.screenshot({ path: screenshotPath('combat-header-more-1366'), clip: { x: 0, y: 0, width: 1366, height: 260 } });
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText()).toBe('NPC automation');
    await page.keyboard.press('Escape');
    await expect.poll(() => names.isVisible()).toBe(false);
    await expect.poll(() => focusedText()).toBe('More ▾');

    // A dialog opened from it: Escape closes the dialog only, focus back on its button, then the menu.
    await page.keyboard.press('Enter');
    await names.click();
    const dialog = page.getByRole('dialog', { name: 'Names the players see' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(focusedText).toBe('Names for players');
    await page.keyboard.press('Escape');
    await expect.poll(focusedText).toBe('More ▾');

    // A plain action closes it once pressed; a press outside closes it too.
    await more.click();
    await page.getByRole('button', { name: 'Reveal all hidden (4)' }).click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await expect.poll(() => group.isVisible()).toBe(true);
    await expect.poll(() => group.getByRole('button', { name: /Reveal all hidden/ }).count()).toBe(0);
    await page.mouse.click(700, 400);
    await expect.poll(() => group.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
