/**
 * Issue 38: a long fight opens on the end of its log; scrolling to the top of the log brings the
 * earlier steps in above, and a step taken meanwhile still lands at the end.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { startBigFight } from '../helpers/big-fight';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { LOG_FIRST_PAGE, LOG_HELD_MAX } from '../../renderer/features/combat/log-pages';

const app = useBrowserApp();
const STEPS = 260;

/** A page on the sample campaign beside a new two-combatant fight, and a step that sets a note on it. */
async function noteFight(name: string) {
  const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors = watchPageErrors(page);
  await page.goto(app.host.url);
  await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
  const combatId = await startBigFight(app.host, 2, name);
  const view = await rpc<{ combatants: { id: string }[] }>(app.host, 'combat.get', { combatId });
  const who = view.combatants[0]!.id;
  const note = (text: string) => rpc(app.host, 'combat.command', { combatId, command: { type: 'note.set', combatantId: who, note: text } });
  return { page, errors, combatId, note };
}

/** Each time the reader reaches the top, the page before comes in above (the place is kept, so scroll up again) until the log holds `total` steps. */
async function scrollBackTo(log: Locator, total: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await log.evaluate((el) => el.scrollTo({ top: 0 }));
        return log.locator('li.log-step').count();
      },
      { timeout: 15_000 },
    )
    .toBe(total);
}

describe('issue 38: the GM screen log in pages', () => {
  it('shows the last page of a long log, fetches earlier steps on scroll, and adds a new step at the end', async () => {
    const { page, errors, combatId, note } = await noteFight('Long watch');
    for (let i = 1; i <= STEPS; i++) await note(`Watch note ${i}.`);
    const total = (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId })).steps.length;
    expect(total).toBeGreaterThan(200);

    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const log = page.getByTestId('combat-log');
    await expect.poll(() => log.innerText()).toContain(`Watch note ${STEPS}.`);
    // The last steps are held (a first page smaller than a scroll-back page); the first ones are not, until asked for.
    expect(LOG_FIRST_PAGE).toBeLessThan(100);
    await expect.poll(() => log.locator('li.log-step').count()).toBe(LOG_FIRST_PAGE);
    await expect.poll(() => log.innerText()).not.toContain('Watch note 3.');
    const earlier = page.getByRole('button', { name: `Show earlier steps (${total - LOG_FIRST_PAGE} more)` });
    await expect.poll(() => earlier.count()).toBe(1);
    // The log follows its newest step.
    await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(4);

    await scrollBackTo(log, total);
    await expect.poll(() => log.innerText()).toContain('Watch note 3.');
    await expect.poll(() => earlier.count()).toBe(0);
    await page.screenshot({ path: screenshotPath('combat-log-pages') });

    // A step taken now is applied to the log held, at its end.
    await note('Dawn comes.');
    await expect.poll(() => log.locator('li.log-step').last().innerText()).toContain('Dawn comes.');
    await expect.poll(() => log.locator('li.log-step').count()).toBe(total + 1);
    expect(errors).toEqual([]);
  });

  it('lets go of the oldest steps while following a long evening, and gives them back on scrolling up', async () => {
    const { page, errors, combatId, note } = await noteFight('Evening watch');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const log = page.getByTestId('combat-log');
    await expect.poll(() => log.locator('li.log-step').count()).toBeGreaterThan(0);
    // Every step lands on the open screen (pushed), more than the screen holds.
    const STEPS_NOW = LOG_HELD_MAX + 20;
    for (let i = 1; i <= STEPS_NOW; i++) await note(`Evening note ${i}.`);
    await expect.poll(() => log.locator('li.log-step').last().innerText()).toContain(`Evening note ${STEPS_NOW}.`);
    const total = (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId })).steps.length;
    const held = await log.locator('li.log-step').count();
    expect(held).toBeGreaterThanOrEqual(LOG_FIRST_PAGE);
    expect(held).toBeLessThanOrEqual(LOG_HELD_MAX);
    await expect.poll(() => log.innerText()).not.toContain('Evening note 1.');
    // The steps let go are offered again, and come back above as the reader scrolls up.
    await expect.poll(() => page.getByRole('button', { name: `Show earlier steps (${total - held} more)` }).count()).toBe(1);
    await scrollBackTo(log, total);
    await expect.poll(() => log.innerText()).toContain('Evening note 1.');
    // Once the reader has brought them back, nothing is let go under them.
    await note('Late note.');
    await expect.poll(() => log.locator('li.log-step').count()).toBe(total + 1);
    expect(errors).toEqual([]);
  });
});
