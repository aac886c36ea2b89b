/**
 * In Chromium: a change refused while a GM-screen modal dialog is open is said inside that dialog
 * (the screen's own message is under the modal's backdrop), and the dialog stays open with what
 * the storyteller typed, focus on the field the refusal names. Screenshot of "Names for players".
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { openHeaderMore } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** A started fight: two PCs against two Centurions. */
async function fight(): Promise<string> {
  const { characters } = await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Centurion', count: 2, defaultRating: 3 });
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Refusals' });
  for (const name of ['Starbuck', 'Helo']) {
    const pc = await rpc<{ id: string }>(app.host, 'character.create', { name, kind: 'pc' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });
  }
  for (const c of characters) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: 2, weapon: 'Pistol' });
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}

describe('a refused change is said inside its modal dialog', () => {
  it('"Names for players" stays open with the typed names and says the refusal inside', async () => {
    const combatId = await fight();
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url}#/combat/${combatId}`);
    await page.getByTestId('combatant-Starbuck').waitFor();
    await (await openHeaderMore(page)).getByRole('button', { name: 'Names for players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Names the players see' });
    const title = dialog.getByLabel('Fight title');
    await title.waitFor();
    // The field stops typing at 80 characters; without that limit main's check refuses the 81st,
    // as it would any refusal arriving while the dialog is open.
    await title.evaluate((el) => el.removeAttribute('maxlength'));
    const long = 'A'.repeat(81);
    await title.fill(long);
    const team = dialog.locator('#fn-team-1');
    await team.fill('The visitors');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Fight title: at most 80 characters.');
    await expect.poll(() => alert.isVisible()).toBe(true);
    // Still open, what was typed kept, focus on the field named.
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe(long);
    expect(await team.inputValue()).toBe('The visitors');
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: screenshotPath('fight-names-refusal-1366') });
    // A change that is taken closes it.
    await title.fill('Skirmish');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The refused request is answered 400 (the browser logs that); nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([]);
    await page.close();
  });
});
