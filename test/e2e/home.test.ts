import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../shared/core/content/builtin-gear';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { downloadedText, watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

const count = (page: Page, section: 'pcs' | 'npcs' | 'vehicles') => page.getByTestId(`${section}-count`).textContent();
const rosterNames = (page: Page, section: string) => page.getByRole('list', { name: new RegExp(`^${section}`) }).locator('.roster-name').allTextContents();

async function setTheme(page: Page, theme: 'Light' | 'Dark') {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel(theme).click();
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme.toLowerCase());
  await page.getByRole('link', { name: 'Home' }).click();
}

describe('campaign home', () => {
  it('shows the sample roster, filters it, adds 5 NPCs that survive a reload', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => count(page, 'pcs')).toBe('4');
    await expect.poll(() => count(page, 'npcs')).toBe('3');
    await expect.poll(() => count(page, 'vehicles')).toBe(String(BUILTIN_GEAR.vehicles.length));
    await expect.poll(() => rosterNames(page, 'NPCs')).toEqual(['Centurion One', 'Centurion Three', 'Centurion Two']);
    await page.screenshot({ path: screenshotPath('home-roster-light'), fullPage: true });

    // "/" jumps to the search box; the search matches concepts too.
    await page.locator('body').press('/');
    await page.keyboard.type('marine');
    await expect.poll(() => count(page, 'pcs')).toBe('1 of 4');
    await expect.poll(() => rosterNames(page, 'PCs')).toEqual(['Cpl. Dane Ruiz']);
    await expect.poll(() => count(page, 'npcs')).toBe('0 of 3');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'match' }).textContent()).toBe('1 of 12 match “marine”.');
    await page.keyboard.press('Escape');
    await expect.poll(() => count(page, 'pcs')).toBe('4');

    // A refused form names the field and keeps the focus on it.
    await page.getByRole('button', { name: 'Add NPC' }).click();
    await expect.poll(() => page.locator('#npc-name-error').textContent()).toBe('Name: give the NPCs a name, e.g. Centurion.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('npc-name');
    await page.screenshot({ path: screenshotPath('home-npc-errors-light'), fullPage: true });

    await page.getByLabel('NPC name').fill('Raider');
    await page.getByLabel('How many').fill('5');
    await page.getByLabel('Concept').fill('Colonial deserter turned pirate.');
    await page.getByLabel('Ratings').fill('Firearms 5, Reaction 4');
    await page.getByLabel('Default rating').fill('2');
    await expect.poll(() => page.getByTestId('npc-preview').textContent()).toBe('Adds Raider 1 … Raider 5.');
    await page.getByRole('button', { name: 'Add 5 NPCs' }).click();
    await expect.poll(() => count(page, 'npcs')).toBe('8');
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('4 PCs · 8 NPCs');

    await page.reload();
    await expect.poll(() => count(page, 'npcs')).toBe('8');
    await expect.poll(() => rosterNames(page, 'NPCs')).toEqual([
      'Centurion One', 'Centurion Three', 'Centurion Two', 'Raider 1', 'Raider 2', 'Raider 3', 'Raider 4', 'Raider 5',
    ]);
    await page.getByRole('link', { name: 'Raider 2' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/characters\/[\w-]+$/);
    await page.goBack();

    // Delete asks first, in place; the safe answer has the focus.
    await page.getByRole('button', { name: 'Delete Raider 5' }).click();
    // The question waits for main to say whether Raider 5 is in a fight (issue 37 item 3).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep');
    await page.screenshot({ path: screenshotPath('home-delete-confirm-light'), fullPage: true });
    await page.getByRole('group', { name: 'Confirm deleting Raider 5' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => count(page, 'npcs')).toBe('7');

    await setTheme(page, 'Dark');
    await expect.poll(() => count(page, 'npcs')).toBe('7');
    await page.screenshot({ path: screenshotPath('home-roster-dark'), fullPage: true });
    await page.getByRole('button', { name: 'Add NPC' }).click();
    await page.getByLabel('Ratings').fill('Firearms');
    await page.screenshot({ path: screenshotPath('home-npc-errors-dark'), fullPage: true });
    await setTheme(page, 'Light');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads the export and uploads it back as a new campaign, vehicles and all', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as JSON' }).click()]);
    const exported = JSON.parse(await downloadedText(download)) as { campaign: { name: string }; gear: unknown };
    exported.campaign.name = 'Convoy Duty';
    // Only the Viper: the roster must show the imported catalog, not the sample's.
    exported.gear = { ...BUILTIN_GEAR, vehicles: BUILTIN_GEAR.vehicles.filter((v) => v.name === 'Viper') };
    await page.getByLabel('Import a campaign export (.json)').setInputFiles({
      name: 'convoy.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Convoy Duty');
    await expect.poll(() => count(page, 'vehicles')).toBe('1');
    await expect.poll(() => rosterNames(page, 'Vehicles')).toEqual(['Viper']);
    await page.getByLabel(/Search roster/).fill('ruiz');
    await expect.poll(() => count(page, 'pcs')).toBe('1 of 4');
    await page.screenshot({ path: screenshotPath('home-imported-light'), fullPage: true });
    // A broken file is refused with a readable message; the open campaign stays.
    await page.getByLabel('Import a campaign export (.json)').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not valid JSON');
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Convoy Duty');
    // A narrow window stacks the roster above the quick-NPC form.
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: screenshotPath('home-narrow-light'), fullPage: true });
    await page.close();
  });
});
