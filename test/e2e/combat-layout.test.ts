import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBigFight } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** The element's box in the viewport (getBoundingClientRect). */
const box = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { text: el?.textContent?.trim() ?? '', id: el?.id ?? '', cls: el?.className ?? '', row: el?.closest('li.combatant')?.getAttribute('data-testid') ?? null };
  });

type View = { combatants: { id: string; name: string; vehicleId: string | null }[]; vehicles: { id: string; name: string; pilotId: string | null }[] };

// Issue 18, "Big-fight layout": at 1366×768 the declare panel and the log stay in view with 200
// combatants; a skip link and shortcuts jump to the board, the log and the next one to declare;
// Escape closes the panel, the rename form and the status card; a drag scrolls the board.
describe('issue 18: the GM screen of a 200-combatant fight', () => {
  it('keeps the declare panel and the log in the 1366×768 window, and jumps with the skip link and Alt+B / Alt+L / Alt+N / ?', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 200, 'Layout brawl');
    await rpc(app.host, 'combat.addVehicle', { combatId, vehicle: 'APC', name: null });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 200 declarations');

    // The first Tab stop of the page is the skip link; it moves focus to the board's first combatant.
    // (Reloaded: navigating moves focus to the screen's h1, and Tab would go on from there; a first load does not.)
    await page.reload();
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 200 declarations');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to the board');
    await page.screenshot({ path: screenshotPath('combat-layout-skip-link-1366') });
    await page.keyboard.press('Enter');
    expect((await focused(page)).cls).toBe('combatant-name');
    expect((await focused(page)).row).toMatch(/^combatant-Raider 1 \d+$/);

    // Alt+N opens the next combatant still to declare, focus in the panel's first field.
    await page.keyboard.press('Alt+KeyN');
    const panel = page.getByTestId('declare-panel');
    await panel.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="declare-panel"]') !== null)).toBe(true);

    // Both in the window, each scrolling in its own box; the page itself does not scroll.
    const log = page.locator('#combat-log-box');
    for (const el of [panel, log]) {
      const r = await box(el);
      expect(r.top).toBeGreaterThanOrEqual(0);
      expect(r.bottom).toBeLessThanOrEqual(768);
      expect(r.height).toBeGreaterThan(140);
    }
    await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
    await expect.poll(() => page.locator('#combat-board').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.screenshot({ path: screenshotPath('combat-layout-200-1366') });

    // Alt+L: the log; Alt+B: the board; never while typing in a field.
    await page.keyboard.press('Alt+KeyL');
    expect((await focused(page)).id).toBe('combat-log-box');
    await page.keyboard.press('Alt+KeyB');
    expect((await focused(page)).cls).toBe('combatant-name');
    await page.getByRole('searchbox', { name: 'Search the roster' }).focus();
    await page.keyboard.press('Alt+KeyL');
    expect((await focused(page)).id).not.toBe('combat-log-box');

    // "?" lists the keys; Escape closes the list and focus goes back to its button.
    await page.locator('#combat-board .combatant-name').first().focus();
    await page.keyboard.press('Shift+Slash');
    const help = page.getByTestId('shortcuts-help');
    await help.waitFor();
    await expect.poll(() => help.innerText()).toMatch(/Alt\+B[\s\S]*Alt\+L[\s\S]*Alt\+N/);
    await page.screenshot({ path: screenshotPath('combat-layout-shortcuts-1366') });
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    expect((await focused(page)).text).toBe('? Shortcuts');
    await expect.poll(() => page.getByRole('button', { name: '? Shortcuts' }).getAttribute('aria-keyshortcuts')).toBe('Shift+?');

    const big = await app.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await big.goto(app.host.url);
    await big.getByTestId('campaign-name').waitFor();
    await big.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await big.getByTestId('next-banner').waitFor();
    // With nobody chosen, the declare panel is a line of help: the log below it gets the column's
    // height (it had a quarter of it, one line under its buttons).
    const logHeight = () => big.getByTestId('combat-log').evaluate((el) => el.clientHeight);
    await expect.poll(logHeight).toBeGreaterThan(200);
    await big.getByRole('button', { name: /^Declare for / }).click();
    await big.getByTestId('declare-panel').waitFor();
    for (const el of [big.getByTestId('declare-panel'), big.locator('#combat-log-box')]) expect((await box(el)).bottom).toBeLessThanOrEqual(1080);
    await big.screenshot({ path: screenshotPath('combat-layout-200-1920') });
    await big.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Escape closes the declare panel, the team rename form and the status card, focus back on the name or button', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 6, 'Escape drill');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 6 declarations');
    const row = team(page, 1).locator('li.combatant').first();
    const name = row.locator('.combatant-name');
    const who = (await row.getAttribute('data-testid'))!;

    // Declare panel: Escape from a field inside; focus on the combatant's name.
    await name.click();
    const panel = page.getByTestId('declare-panel');
    await panel.getByLabel('Stance').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).row).toBe(who);
    expect((await focused(page)).cls).toBe('combatant-name');

    // Team rename form: Escape cancels; focus back on Rename.
    await team(page, 1).getByRole('button', { name: 'Rename Team 1' }).click();
    await page.getByLabel('New name for Team 1').fill('Reds');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByLabel('New name for Team 1').count()).toBe(0);
    await expect.poll(() => team(page, 1).locator('h3').innerText()).toMatch(/^Team 1/);
    await expect.poll(async () => (await focused(page)).text).toBe('Rename');

    // Status card on keyboard focus: Escape hides it and focus goes to the name button.
    const tip = row.locator('.tip');
    await row.locator('.status').focus();
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect((await focused(page)).cls).toBe('combatant-name');
    // On hover: Escape hides it too (WCAG 1.4.13), moving the pointer shows it again.
    await page.keyboard.press('Tab');
    const other = team(page, 2).locator('li.combatant').first();
    await other.locator('.status').hover();
    await expect.poll(() => other.locator('.tip').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => other.locator('.tip').isVisible()).toBe(false);
    await page.mouse.move(5, 5);
    await other.locator('.status').hover();
    await expect.poll(() => other.locator('.tip').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a drag toward the bottom of the board scrolls it to an off-screen vehicle seat, and the drop boards the vehicle', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const scout = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Scout Vale', kind: 'pc' });
    const combatId = await startBigFight(app.host, 200, 'Drag brawl');
    await rpc(app.host, 'combat.addVehicle', { combatId, vehicle: 'APC', name: 'Rhino' });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 200 declarations');

    const boardEl = page.locator('#combat-board');
    const seat = page.getByLabel('Rhino: pilot seat');
    const boardBox = (await boardEl.boundingBox())!;
    expect((await seat.boundingBox())!.y).toBeGreaterThan(boardBox.y + boardBox.height);
    const card = page.getByTestId('roster-Scout Vale');
    const a = (await card.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
    // Over team 1, near the board's bottom edge: the board scrolls by itself while the pointer rests there.
    const t1 = (await team(page, 1).boundingBox())!;
    const x = t1.x + t1.width / 2;
    const y = boardBox.y + boardBox.height - 12;
    await page.mouse.move(x, y, { steps: 10 });
    // The pointer rests there, nudged a pixel left and right in turn so the drag keeps getting moves.
    let nudge = 1;
    await expect
      .poll(
        async () => {
          nudge = -nudge;
          await page.mouse.move(x + nudge, y);
          const s = (await seat.boundingBox())!;
          return s.y + s.height <= boardBox.y + boardBox.height;
        },
        { timeout: 40_000, interval: 100 },
      )
      .toBe(true);
    await expect.poll(() => boardEl.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
    const s = (await seat.boundingBox())!;
    await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2, { steps: 8 });
    await page.screenshot({ path: screenshotPath('combat-layout-drag-seat-1366') });
    await page.mouse.up();
    await expect.poll(async () => (await seat.innerText()).includes('Scout Vale'), { timeout: 10_000 }).toBe(true);
    const view = await rpc<View>(app.host, 'combat.get', { combatId });
    const fighter = view.combatants.find((c) => c.name === 'Scout Vale')!;
    expect(view.vehicles.find((v) => v.name === 'Rhino')!.pilotId).toBe(fighter.id);
    expect(scout.id).toBeTruthy();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
