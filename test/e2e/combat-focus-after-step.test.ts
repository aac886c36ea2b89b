/**
 * Issue 37 item 11: after Start combat, Declare, Roll initiative and Resolve, focus dropped to the
 * page body and a screen-reader user heard nothing of the outcome; the log list could not be
 * scrolled by keyboard. Focus lands on the next sensible control, the outcome goes to a polite
 * live region, and the log list is a focusable, labelled scroll box.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { createRaiders } from '../helpers/big-fight';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText, openDeclareFor } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();

/** What has focus: 'body', or the text of the focused control. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body || !document.activeElement ? 'body' : (document.activeElement.textContent ?? '').trim()));

async function pressOn(page: Page, name: RegExp | string): Promise<void> {
  const button = banner(page).getByRole('button', { name });
  await button.focus();
  const before = await nextText(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => nextText(page)).not.toBe(before);
}

describe('issue 37 item 11: focus after a step, a polite live region, a keyboard-scrollable log', () => {
  it('Start combat, Declare, Roll initiative and Resolve leave focus on the next control, never on the page body', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const ids = await createRaiders(app.host, 2);
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Focus drill' });
    for (const [i, characterId] of ids.entries()) await rpc(app.host, 'combat.addCharacter', { combatId, characterId, team: i + 1, weapon: 'Pistol' });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await banner(page).getByRole('button', { name: 'Start combat' }).waitFor();

    await pressOn(page, 'Start combat');
    await expect.poll(() => focused(page)).not.toBe('body');
    await expect.poll(() => focused(page)).toMatch(/^(Declare for|Quick-declare)/);

    // Declare through the panel, by keyboard: focus goes on to the next one to declare.
    await openDeclareFor(page);
    const panel = page.getByTestId('declare-panel');
    const submit = panel.getByRole('button', { name: /^(Declare|Change declaration)$/ });
    if (await submit.isDisabled()) await panel.getByLabel('Action').selectOption('pass');
    await submit.focus();
    const before = await nextText(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => nextText(page)).not.toBe(before);
    await expect.poll(() => focused(page)).not.toBe('body');

    if ((await nextText(page))?.includes('waiting for')) await pressOn(page, 'Quick-declare NPCs');
    await expect.poll(() => focused(page)).not.toBe('body');
    await pressOn(page, 'Roll initiative');
    await expect.poll(() => focused(page)).not.toBe('body');
    await expect.poll(() => focused(page)).toMatch(/^Resolve /);

    // Resolve: the outcome is read out politely, and focus stays on a control.
    await pressOn(page, /^Resolve (?!all)/);
    await expect.poll(() => focused(page)).not.toBe('body');
    const live = page.getByTestId('last-step');
    await expect.poll(() => live.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => live.textContent()).toMatch(/\S/);

    // The log list: reachable by keyboard, named, and scrolled by the arrow keys.
    const list = page.getByTestId('combat-log');
    await expect.poll(() => list.getAttribute('tabindex')).toBe('0');
    await expect.poll(() => list.getAttribute('aria-label')).toBe('Combat log steps');
    await list.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('combat-log');
    expect(errors).toEqual([]);
    await page.close();
  });
});
