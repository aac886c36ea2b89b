/**
 * Issue 38 item 1: a "resolve all" of 120 actions reaches the GM screen folded (each action's line,
 * no dice); the storyteller opens its dice with one button, and the step then reads as any other.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { startBigFight } from '../helpers/big-fight';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('issue 38: a folded step on the GM screen', () => {
  it('shows a large step\'s lines at once and its dice when asked', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    const combatId = await startBigFight(app.host, 120, 'Big volley');
    for (const type of ['action.quickDeclare', 'initiative.roll']) await rpc(app.host, 'combat.command', { combatId, command: { type } });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const log = page.getByTestId('combat-log');
    await expect.poll(() => log.innerText()).toContain('Initiative for turn 1');

    await rpc(app.host, 'combat.command', { combatId, command: { type: 'action.resolveAll' } });
    const last = log.locator('li.log-step').last();
    const unfold = last.getByRole('button', { name: /^Show the dice of step \d+$/ });
    await expect.poll(() => unfold.count()).toBe(1);
    await expect.poll(() => last.locator('details.log-line').count()).toBe(0);
    await expect.poll(() => last.locator('p.log-line').count()).toBeGreaterThan(100);

    await unfold.click();
    await expect.poll(() => last.locator('details.log-line').count()).toBeGreaterThan(100);
    await expect.poll(() => unfold.count()).toBe(0);
    // A line's dice open as on any step.
    await last.locator('details.log-line summary').first().click();
    await expect.poll(() => last.locator('details.log-line[open] li').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('combat-folded-step') });
    expect(errors).toEqual([]);
  });
});
