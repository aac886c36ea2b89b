/**
 * Issue 16 in Chromium: luck spent in a fight on the GM screen leaves the character's sheet (open
 * in another window) at once, with the ledger entry naming the combat and the turn, before End
 * combat; undo gives it back. A wound the storyteller adds mid-fight shows on the sheet too.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { banner, declareAll, nextText, selectName, team } from '../helpers/gm-screen';
import { startLuckFight } from '../helpers/luck-fight';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const ENTRY = "Luck in combat 'Luck test', turn 1: attack bonus";

describe('combat luck reaches the sheet (issue 16)', () => {
  it('spends Dane\'s luck on an attack: his open sheet shows the balance and the ledger entry before End combat; undo restores it', async () => {
    // Dane's sheet in a second window, open for the whole fight.
    const { gm, sheet, balance, start, errors, sheetErrors } = await startLuckFight(app, 'Luck test');
    await expect.poll(() => sheet.getByText('Unhurt.').count()).toBe(1);

    // Dane declares his attack with luck on it (the declare panel's Luck list).
    await declareAll(gm, 1, async (panel) => {
      await panel.getByLabel(/^Luck/).selectOption('attack:bonus');
    });
    await banner(gm).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(gm)).toMatch(/acts next/);
    await banner(gm).getByRole('button', { name: 'Resolve all remaining' }).click();
    await expect.poll(() => nextText(gm)).toMatch(/Roll for knockouts|is over/);

    // The sheet updates by itself: one point less, the ledger names the combat and the turn.
    await expect.poll(() => balance.textContent()).toBe(String(start - 1));
    await expect.poll(() => sheet.getByRole('table', { name: 'Ledger' }).innerText()).toContain(ENTRY);
    await sheet.screenshot({ path: screenshotPath('combat-luck-sheet'), fullPage: true });

    // The fight's wounds so far (the centurion may have hit Dane) are on the sheet already.
    const sheetWounds = () => sheet.locator('ul.wounds > li').count();
    const woundsAfterResolve = await sheetWounds();
    // A storyteller's wound mid-fight shows on the sheet before End combat.
    await selectName(team(gm, 1).locator('button.combatant-name').first());
    const panel = gm.getByTestId('declare-panel');
    await panel.getByText('Gear, stance and overrides').click();
    await panel.getByLabel('Wound severity').selectOption('serious');
    await panel.getByRole('button', { name: 'Add wound' }).click();
    await expect.poll(sheetWounds).toBe(woundsAfterResolve + 1);
    await expect.poll(() => sheet.locator('ul.wounds').innerText()).toContain('Serious wound');
    await gm.screenshot({ path: screenshotPath('combat-luck-gm'), fullPage: true });

    // Undo the wound, then the resolution: the wound goes, the point comes back, the entry goes.
    await gm.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(sheetWounds).toBe(woundsAfterResolve);
    await gm.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(() => balance.textContent()).toBe(String(start));
    await expect.poll(() => sheet.getByText('Unhurt.').count()).toBe(1);
    await expect.poll(async () => (await sheet.getByRole('table', { name: 'Ledger' }).count()) === 0 || !(await sheet.getByRole('table', { name: 'Ledger' }).innerText()).includes(ENTRY)).toBe(true);

    expect(errors).toEqual([]);
    expect(sheetErrors).toEqual([]);
  });
});
