/**
 * Issue 41 on the GM screen in Chromium: NPC automation (a team set to automatic and one NPC to
 * suggest, in the NPC automation dialog), "Auto-declare NPCs" declaring for the automatic ones and
 * a suggestion accepted, the forecast's bars on the board (explained on focus) and the expected
 * number out per team, and the declare panel's "what if" moving the numbers as the draft changes,
 * before anything is declared. Screenshots at 1366×768.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { openHeaderMore, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('issue 41: NPC automation and the turn forecast on the GM screen', () => {
  it('modes, auto-declare, a suggestion accepted, forecast bars, and what-if changes the numbers', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Centurion', count: 3, defaultRating: 3 });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ridge' });
    for (const name of ['Kara', 'Helo']) {
      const pc = await rpc<{ id: string }>(app.host, 'character.create', { name, kind: 'pc' });
      await rpc(app.host, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });
    }
    for (const c of characters) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: 2, weapon: 'Pistol' });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const row = (name: string) => page.getByTestId(`combatant-${name}`);
    await row('Centurion 1').waitFor();

    // NPC automation: team 2 automatic, Centurion 3 on its own in suggest mode.
    await (await openHeaderMore(page)).getByTestId('npc-automation-open').click();
    const dialog = page.getByRole('dialog', { name: 'NPC automation' });
    await dialog.getByText('Shoots at the enemy fewest others are already shooting at').waitFor();
    const team2 = dialog.locator('table').first().locator('tbody tr').nth(1).getByRole('combobox').first();
    await team2.selectOption('automatic');
    await expect.poll(() => dialog.getByTestId('npc-auto-Centurion 1').getByRole('combobox').first().locator('option').first().textContent()).toBe('Team: Automatic');
    await dialog.getByRole('combobox', { name: 'Centurion 3 mode' }).selectOption('suggest');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Centurion 3 mode' }).inputValue()).toBe('suggest');
    await dialog.getByRole('combobox', { name: 'Centurion 1 behaviour' }).selectOption('spread');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Centurion 1 behaviour' }).inputValue()).toBe('spread');
    await page.screenshot({ path: screenshotPath('npc-automation-dialog-1366') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Auto-declare: the automatic NPCs declare, Centurion 3 gets a suggestion to accept.
    await page.getByTestId('auto-declare').click();
    for (const n of ['Centurion 1', 'Centurion 2']) await expect.poll(() => row(n).locator('.declared').textContent()).toMatch(/attack (Kara|Helo)/);
    await expect.poll(() => row('Centurion 3').locator('.declared').count()).toBe(0);
    await page.getByTestId('accept-suggestions').click();
    await expect.poll(() => row('Centurion 3').locator('.declared').textContent()).toMatch(/attack (Kara|Helo)/);

    // The forecast's bars: Kara or Helo is shot at, so their bars say so; a team expects some out.
    const hitOf = async (name: string) => Number((await row(name).locator('.row-forecast').getAttribute('data-p-hit')) ?? 'NaN');
    await expect.poll(async () => (await hitOf('Kara')) + (await hitOf('Helo'))).toBeGreaterThan(0.2);
    await page.getByTestId('team-forecast-1').waitFor();
    await expect.poll(() => page.getByTestId('forecast-note').textContent()).toMatch(/Exact odds|Played out 10,000 times/);
    // Explained on focus.
    await row('Kara').locator('.row-forecast').focus();
    await expect.poll(() => row('Kara').getByRole('tooltip').isVisible()).toBe(true);
    await expect.poll(() => row('Kara').getByRole('tooltip').textContent()).toMatch(/Hit and wounded at least once: \d+%.*Knockout risk/);
    await page.screenshot({ path: screenshotPath('npc-forecast-board-1366') });

    // What if: Kara's draft at Centurion 1, then at Centurion 2: Centurion 1's chance follows, nothing declared.
    await expect.poll(() => hitOf('Centurion 1')).toBe(0);
    await selectName(row('Kara').locator('.combatant-name'));
    const panel = page.getByTestId('declare-panel');
    await panel.getByTestId('what-if-toggle').check();
    await panel.getByRole('combobox', { name: /^Target/ }).selectOption({ label: 'Centurion 1' });
    await expect.poll(() => hitOf('Centurion 1')).toBeGreaterThan(0.01);
    await panel.getByTestId('what-if-Centurion 1').waitFor();
    const at1 = await hitOf('Centurion 1');
    await panel.getByRole('combobox', { name: /^Target/ }).selectOption({ label: 'Centurion 2' });
    await expect.poll(() => hitOf('Centurion 2')).toBeGreaterThan(0.01);
    await expect.poll(() => hitOf('Centurion 1')).toBe(0);
    expect(at1).toBeGreaterThan(0.01);
    // A stance changes the numbers too (a cautious shooter is harder to hit and hits less).
    const before = await hitOf('Centurion 2');
    await panel.getByRole('combobox', { name: 'Stance' }).selectOption({ index: 1 });
    await expect.poll(() => hitOf('Centurion 2')).not.toBe(before);
    await page.screenshot({ path: screenshotPath('npc-forecast-what-if-1366') });
    await expect.poll(() => row('Kara').locator('.declared').count()).toBe(0);
    // Off: back to what is declared.
    await panel.getByTestId('what-if-toggle').uncheck();
    await expect.poll(() => hitOf('Centurion 2')).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
