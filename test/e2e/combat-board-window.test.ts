/**
 * Issue 38 item 4: at 200 combatants the board renders the rows in view, not all 200. Every row is
 * still reachable (arrow keys from the first to one far below, the wheel to the end of a team),
 * says where it sits in its team, can be dragged with the keyboard from far down, and axe finds
 * nothing serious on the windowed board.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeFindings, seriousOrCritical } from '../helpers/axe';
import { startBigFight } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

type View = { combatants: { id: string; name: string; team: number }[] };
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const li = document.activeElement?.closest('li.combatant');
    return li ? { id: li.getAttribute('data-id'), pos: li.getAttribute('aria-posinset'), size: li.getAttribute('aria-setsize'), cls: document.activeElement!.className } : null;
  });
const rowsInDom = (page: Page) => page.locator('#combat-board li.combatant').count();

describe('issue 38: the windowed board of a 200-combatant fight', () => {
  it('renders the rows in view; arrows, the wheel and a keyboard drag reach rows far below; axe passes', async () => {
    // axe's bundle is injected as an inline script, which the app's CSP forbids.
    const context = await app.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 200, 'Window brawl');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 200 declarations');
    const view = await rpc<View>(app.host, 'combat.get', { combatId });
    const team1 = view.combatants.filter((c) => c.team === 1);

    // A window of each team, not every row; each row says "n of 100".
    await expect.poll(() => rowsInDom(page), { timeout: 10_000 }).toBeLessThan(120);
    await expect.poll(() => rowsInDom(page)).toBeGreaterThan(10);
    await expect.poll(() => team(page, 1).locator('li.combatant').first().getAttribute('aria-setsize')).toBe('100');
    await expect.poll(() => team(page, 1).locator('li.combatant').first().getAttribute('aria-posinset')).toBe('1');

    // Alt+B, then the arrow key 60 times: focus walks row by row past the first window.
    await page.keyboard.press('Alt+KeyB');
    await expect.poll(() => focusedRow(page)).toMatchObject({ pos: '1', cls: 'combatant-name' });
    for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRow(page)).toMatchObject({ id: team1[60]!.id, pos: '61', size: '100', cls: 'combatant-name' });
    await page.screenshot({ path: screenshotPath('combat-board-window-row-61') });
    // Shift+ArrowUp from there extends the selection upward by row id, rendered or not.
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => focusedRow(page)).toMatchObject({ pos: '60' });

    // The wheel down to the end of the board: the team's last row comes into the DOM.
    const board = page.locator('#combat-board');
    const b = (await board.boundingBox())!;
    await page.mouse.move(b.x + b.width / 4, b.y + b.height / 2);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 600);
          return team(page, 1).locator('li.combatant[aria-posinset="100"]').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect.poll(() => team(page, 1).locator('li.combatant[aria-posinset="100"]').getAttribute('data-id')).toBe(team1[99]!.id);
    await expect.poll(() => rowsInDom(page)).toBeLessThan(120);

    // A keyboard drag from a row far down: it moves to team 2.
    const last = team(page, 1).locator('li.combatant[aria-posinset="100"] .grip');
    await last.focus();
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]').first();
    await expect.poll(() => live.textContent()).toContain('Picked up');
    let over = false;
    for (let i = 0; i < 8 && !over; i++) {
      const before = await live.textContent();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => live.textContent(), { timeout: 2_000 }).not.toBe(before).catch(() => undefined);
      over = (await live.textContent())?.includes('is over Team 2.') ?? false;
    }
    expect(over).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await rpc<View>(app.host, 'combat.get', { combatId })).combatants.find((c) => c.id === team1[99]!.id)?.team, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => team(page, 2).locator('li.combatant').first().getAttribute('aria-setsize')).toBe('101');

    // axe on the windowed board (spacers hidden, rows numbered).
    await board.evaluate((el) => (el.scrollTop = 0));
    const found = seriousOrCritical(await axeViolations(page));
    expect(found.length, describeFindings('windowed board', found)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
