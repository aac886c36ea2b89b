/**
 * Issue 37 item 8: the unlabelled "30/30" chip on a combatant's card is ammo but read as hit
 * points. It says "Ammo 30/30", which is also its accessible name.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();

describe('issue 37 item 8: the ammo chip is labelled', () => {
  it('reads "Ammo 30/30" on screen and to assistive technology', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ammo' });
    const made = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Gunner', kind: 'pc' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: made.id, team: 1, weapon: 'Assault Rifle', armor: null });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const card = page.getByTestId('combatant-Gunner');
    await card.waitFor();
    const chip = card.locator('.chip.ammo');
    await expect.poll(() => chip.textContent()).toMatch(/^Ammo \d+\/\d+$/);
    const name = await chip.evaluate((el) => (el.textContent ?? '').trim());
    expect(name).toMatch(/^Ammo /);
    await expect.poll(() => card.getByText(/^Ammo \d+\/\d+$/).count()).toBe(1);
    await expect.poll(() => chip.getAttribute('title')).toMatch(/^Ammo: \d+ of \d+ rounds left/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
