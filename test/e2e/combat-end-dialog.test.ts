/**
 * Issue 37 item 10: End combat used the browser's own confirm(); Escape from the board did not
 * close the declare panel although "? Shortcuts" says it does. End combat asks in an in-app
 * dialog (focus kept inside, Escape closes, focus back on the button); Escape on the board closes
 * the panel.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { startBigFight } from '../helpers/big-fight';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText, selectName, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();


describe('issue 37 item 10: an in-app End combat dialog; Escape on the board closes the panel', () => {
  it('Escape from the board closes the declare panel; End combat asks in a focus-trapped dialog', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const browserDialogs: string[] = [];
    page.on('dialog', (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 4, 'End drill');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for');

    // The panel opens from a name on the board; Escape there (focus still on the board) closes it.
    await selectName(team(page, 1).locator('.combatant-name').first());
    const panel = page.getByTestId('declare-panel');
    await panel.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#combat-board') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // End combat: an in-app dialog, Cancel focused, Tab stays inside, Escape closes it, focus back on the button.
    const end = banner(page).getByRole('button', { name: 'End combat' });
    await end.click();
    const dialog = page.getByRole('dialog', { name: 'End the combat?' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('End combat');
    const { combats } = await rpc<{ combats: { id: string; status: string }[] }>(app.host, 'combat.list', {});
    expect(combats.find((c) => c.id === combatId)!.status).toBe('active');

    // Confirmed: the fight ends.
    await end.click();
    await dialog.getByRole('button', { name: 'End combat' }).click();
    await expect.poll(async () => (await rpc<{ combats: { id: string; status: string }[] }>(app.host, 'combat.list', {})).combats.find((c) => c.id === combatId)!.status).toBe('ended');
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
