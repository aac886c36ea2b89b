/**
 * A Third Edition game's vehicle numbers on the campaign screens: Home's roster, the Characters
 * list and the vehicle sheet show what the fight uses (the game's vehicles file: a Raider's
 * toughness −1), not the gear catalog's clamped 0. The sheet's campaign-log Undo sits with the Crew
 * it takes back, not in the Damage panel. At 1366×768, screenshotted.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { useWatchedPage } from '../helpers/calendar-page';
import { rpc } from '../helpers/host-process';
import { fixtureFiles } from '../helpers/ares-fixtures';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const watched = useWatchedPage(app);

describe('Third Edition vehicle numbers on the campaign screens', () => {
  it('Home, the Characters list and the vehicle sheet show the Raider\'s toughness −1; Undo sits with the crew', async () => {
    await rpc(app.host, 'campaign.create', { name: 'Raiders', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const pilot = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Kara', kind: 'pc' });
    const { id } = await rpc<{ id: string }>(app.host, 'vehicles.create', { name: 'Raider 7', vehicleType: 'Raider' });
    const page = watched.page();
    await page.setViewportSize({ width: 1366, height: 768 });

    // Home's roster.
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Raiders');
    const home = page.locator('.home-roster .roster-row', { has: page.locator('.roster-name', { hasText: /^Raider$/ }) });
    await expect.poll(() => home.locator('.roster-concept').textContent()).toContain('Toughness \u22121');

    // The Characters list.
    await page.goto(`${app.host.url.split('#')[0]}#/characters`);
    const row = page.locator('tr.vehicle-row', { has: page.getByRole('link', { name: 'Raider', exact: true }) });
    await expect.poll(() => row.locator('.concept-cell').textContent()).toContain('Toughness \u22121');

    // The vehicle sheet: the type's numbers as the fight uses them.
    await page.goto(`${app.host.url.split('#')[0]}#/characters/vehicles/${encodeURIComponent(id)}`);
    const facts = page.getByRole('region', { name: 'Raider', exact: true });
    await expect.poll(() => facts.locator('.vehicle-facts-list').textContent()).toMatch(/Toughness\u22121.*Dodge bonus\+1/);

    // A crew saved on the sheet: its Undo is in the Crew section, none in Damage.
    const crew = page.getByRole('region', { name: 'Crew' });
    await expect.poll(() => crew.getByLabel('Pilot').locator('option').allTextContents()).toContain('Kara');
    await crew.getByLabel('Pilot').selectOption(pilot.id);
    await crew.getByRole('button', { name: 'Save crew' }).click();
    const undo = crew.getByRole('button', { name: /^Undo: Raider 7: crew pilot Kara/ });
    await undo.waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Damage' }).getByRole('button', { name: /^Undo/ }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('ares3e-vehicle-sheet-1366') });
    await undo.click();
    await expect.poll(() => crew.getByLabel('Pilot').inputValue()).toBe('');
    await crew.getByRole('button', { name: /^Redo: Raider 7: crew/ }).waitFor();
    expect(watched.errors()).toEqual([]);
  }, 120_000);
});
