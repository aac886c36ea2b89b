/**
 * Issue 37 item 6: dropping a combatant onto another combatant did nothing, with no feedback; a
 * new combat started with two empty teams, so "drop here for a new team" left an empty Team 1 on
 * screen. A card dropped onto a fighter joins that fighter's team (the fighter's card is marked
 * while the card is over it), and a new team in a new combat is Team 1.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { mouseDrag, team } from '../helpers/gm-screen';

const app = useBrowserApp();
const BRANDT = 'Specialist Tomas Brandt';
const RUIZ = 'Cpl. Dane Ruiz';

describe('issue 37 item 6: drops onto a fighter, and the first new team', () => {
  it('"new team" in a new combat is Team 1; a combatant dropped onto a fighter of another team joins it', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combat', exact: true }).click();
    await page.getByLabel('Combat name').fill('Drops');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Drops');

    // "+ Drop here for a new team" in a new combat: he is Team 1, no empty Team 1 left behind.
    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), page.getByRole('region', { name: 'New team' }));
    await expect.poll(() => team(page, 1).getByTestId(`combatant-${BRANDT}`).count()).toBe(1);
    await expect.poll(() => page.getByTestId('team-3').count()).toBe(0);

    await mouseDrag(page, page.getByTestId(`roster-${RUIZ}`), team(page, 2));
    await expect.poll(() => team(page, 2).getByTestId(`combatant-${RUIZ}`).count()).toBe(1);

    // Brandt's card onto Ruiz's card: Ruiz's card is marked while Brandt is over it, and Brandt joins team 2.
    const ruiz = page.getByTestId(`combatant-${RUIZ}`);
    await mouseDrag(page, page.getByTestId(`combatant-${BRANDT}`).locator('.grip'), ruiz);
    await expect.poll(() => team(page, 2).getByTestId(`combatant-${BRANDT}`).count()).toBe(1);
    await expect.poll(() => team(page, 1).getByTestId(`combatant-${BRANDT}`).count()).toBe(0);
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
