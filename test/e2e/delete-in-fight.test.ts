/**
 * Issue 37 item 3: deleting a character who is in a running fight gave the plain "Delete for
 * good?" with no word of the fight and no undo. The in-app dialog names the fight and offers to
 * remove them from it instead: one combat step, which the GM screen's Undo takes back. And the
 * remaining browser confirm()s (delete a combat, an encounter, a template) are in-app dialogs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

type Summary = { id: string; name: string; kind: string };
type View = { combatants: { id: string; name: string; characterId: string | null }[]; history: { canUndo: boolean } };

/** A browser dialog (confirm, alert, prompt) fails the test: every confirmation is the app's own. */
function noBrowserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe('issue 37 item 3: deleting someone who is in a fight', () => {
  it('names the fight and removes them from it as an undoable step instead of deleting them', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const browserDialogs = noBrowserDialogs(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: Summary[] }>(app.host, 'character.list', {});
    const dane = characters.find((c) => c.name === 'Cpl. Dane Ruiz')!;
    const foe = characters.find((c) => c.kind === 'npc')!;
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Hangar brawl' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: dane.id, team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: foe.id, team: 2, weapon: 'Pistol' });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });

    // Escape closes the dialog; focus goes back to the row's Delete button.
    const deleteButton = page.getByRole('button', { name: 'Delete Cpl. Dane Ruiz' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cpl. Dane Ruiz is in the fight “Hangar brawl”' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('in-fight-places').innerText()).toContain('As Cpl. Dane Ruiz in Hangar brawl');
    await page.screenshot({ path: screenshotPath('delete-in-fight-dialog-1366') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedLabel(page)).toBe('Delete Cpl. Dane Ruiz');

    // Remove from the fight: they stay in the campaign, leave the fight, and Undo brings them back.
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Remove from the fight' }).click();
    await expect.poll(() => page.getByText('Removed Cpl. Dane Ruiz from the fight “Hangar brawl”', { exact: false }).count()).toBe(1);
    const inFight = async () => (await rpc<View>(app.host, 'combat.get', { combatId })).combatants.some((c) => c.characterId === dane.id);
    await expect.poll(() => inFight()).toBe(false);
    expect((await rpc<{ characters: Summary[] }>(app.host, 'character.list', {})).characters.some((c) => c.id === dane.id)).toBe(true);
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(inFight).toBe(true);
    await page.getByTestId('combatant-Cpl. Dane Ruiz').first().waitFor();

    // Delete for good is still offered, and does what it says.
    await page.evaluate(() => (window.location.hash = '#/'));
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Delete Cpl. Dane Ruiz' }).count()).toBe(0);
    expect((await rpc<{ characters: Summary[] }>(app.host, 'character.list', {})).characters.some((c) => c.id === dane.id)).toBe(false);
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('asks in the app, not the browser, before deleting a combat, an encounter or a template', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const browserDialogs = noBrowserDialogs(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await rpc(app.host, 'combat.create', { name: 'Doomed drill' });
    await rpc(app.host, 'npcTemplate.save', { template: { name: 'Doomed grunt', defaultRating: 3 } });

    await page.evaluate(() => (window.location.hash = '#/combat'));
    const del = page.getByRole('button', { name: 'Delete combat Doomed drill' });
    await del.click();
    const dialog = page.getByRole('dialog', { name: 'Delete the combat “Doomed drill”?' });
    await dialog.waitFor();
    // Cancel has focus first; Escape keeps the combat and gives focus back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedLabel(page)).toBe('Delete combat Doomed drill');
    await del.click();
    await dialog.getByRole('button', { name: 'Delete combat' }).click();
    await expect.poll(() => del.count()).toBe(0);

    await page.evaluate(() => (window.location.hash = '#/encounters'));
    const template = page.getByRole('button', { name: 'Delete Doomed grunt', exact: true });
    await template.waitFor();
    await template.click();
    const asked = page.getByRole('dialog', { name: 'Delete the template “Doomed grunt”?' });
    await asked.waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    await expect.poll(() => template.count()).toBe(1);
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
