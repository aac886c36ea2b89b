import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** Width of an element's border box, in CSS pixels. */
const width = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().width);

// Issue 18, defect 1: every stylesheet is in one bundle, so the GM screen's `.roster` rule
// (grid area, sticky, max-height) and its roster-* classes used to reach Home's roster panel and
// squash the Quick NPCs form beside it. Each screen's rules are now scoped to that screen.
describe('issue 18 defect 1: Home keeps its own layout', () => {
  for (const [w, h] of [
    [1024, 768],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    it(`at ${w}px the Quick NPCs form has usable inputs and shows its success message`, async () => {
      const page = await app.browser.newPage({ viewport: { width: w, height: h } });
      const errors = watchPageErrors(page);
      await page.goto(app.host.url);
      await expect.poll(() => page.getByTestId('pcs-count').textContent()).toBe('4');

      const form = await width(page, 'form.quick-npc');
      expect(form).toBeGreaterThanOrEqual(280);
      for (const id of ['npc-name', 'npc-count', 'npc-concept', 'npc-ratings', 'npc-defaultRating']) {
        await expect.poll(() => width(page, `#${id}`), { message: id }).toBeGreaterThanOrEqual(60);
      }
      // The roster panel beside it is Home's own: not sticky, not height-capped like the GM screen's.
      const roster = await page.locator('.home-roster').evaluate((el) => {
        const s = getComputedStyle(el);
        return { position: s.position, maxHeight: s.maxHeight, gridArea: s.gridArea };
      });
      expect(roster.position).toBe('static');
      expect(roster.maxHeight).toBe('none');
      // Home's roster-* classes are its own: the GM screen's (gapped card list, one-line names) stay there.
      const list = await page.locator('.home-roster .roster-list').first().evaluate((el) => getComputedStyle(el).rowGap);
      expect(list).toBe('normal');
      const name = await page.locator('.home-roster .roster-name').first().evaluate((el) => getComputedStyle(el).whiteSpace);
      expect(name).toBe('normal');

      await page.getByLabel('NPC name').fill(`Scout ${w}`);
      await page.getByRole('button', { name: 'Add NPC' }).click();
      const done = page.locator('form.quick-npc p[role="status"]');
      await expect.poll(() => done.textContent()).toBe(`Added Scout ${w}.`);
      await done.scrollIntoViewIfNeeded();
      const box = (await done.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.height).toBeGreaterThan(10);
      await expect.poll(() => done.isVisible()).toBe(true);
      // No page-level horizontal scroll on Home either.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`home-layout-${w}`), fullPage: false });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('an empty Quick NPCs status line leaves no gap under the buttons, and is still there for a screen reader', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('pcs-count').textContent()).toBe('4');
    const status = page.locator('form.quick-npc p[role="status"]');
    await expect.poll(() => status.count()).toBe(1);
    await expect.poll(() => status.textContent()).toBe('');
    // The form's content ends at its buttons' row: no gap (the flex column's 10 px) for an empty line.
    const gap = () => page.locator('form.quick-npc').evaluate((form) => {
      const s = getComputedStyle(form);
      const rows = [...form.querySelectorAll(':scope > .row')];
      const inner = form.getBoundingClientRect().bottom - parseFloat(s.paddingBottom) - parseFloat(s.borderBottomWidth);
      return inner - rows[rows.length - 1]!.getBoundingClientRect().bottom;
    });
    await expect.poll(() => gap()).toBeCloseTo(0, 0);
    await page.getByLabel('NPC name').fill('Scout gap');
    await page.getByRole('button', { name: 'Add NPC' }).click();
    await expect.poll(() => status.textContent()).toBe('Added Scout gap.');
    // Filled, it takes its line under the buttons again.
    await expect.poll(gap).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the Characters list table is not made sticky by the GM screen roster, which keeps its own layout', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url.replace(/#.*$/, '')}#/characters`);
    const table = page.locator('table.roster');
    await expect.poll(() => table.count()).toBe(1);
    const style = await table.evaluate((el) => {
      const s = getComputedStyle(el);
      return { position: s.position, overflow: s.overflowY, padding: s.paddingTop };
    });
    expect(style).toEqual({ position: 'static', overflow: 'visible', padding: '0px' });

    // The GM screen keeps its sticky roster (the scope did not drop its rules).
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByLabel('Combat name').fill('Scoped styles');
    await page.getByRole('button', { name: 'Create combat' }).click();
    const gmRoster = page.locator('aside.roster');
    await expect.poll(() => gmRoster.count()).toBe(1);
    // (From 1251 px the GM screen fits the window and its roster scrolls in its own box: issue 18's big-fight layout.)
    await expect.poll(() => gmRoster.evaluate((el) => ({ area: getComputedStyle(el).gridRowStart, overflow: getComputedStyle(el).overflowY }))).toEqual({ area: 'roster', overflow: 'auto' });
    await expect.poll(() => page.locator('.combat-tracker .roster-list').first().evaluate((el) => getComputedStyle(el).rowGap)).toBe('4px');
    expect(errors).toEqual([]);
    await page.close();
  });
});
