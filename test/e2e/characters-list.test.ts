import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

// Issue 18, "Characters screen that scales": search, PC/NPC/vehicle filter, natural sort, actions
// at the top; and the sidebar's "Combat" goes to the fight that is running.
describe('issue 18: the Characters screen scales', () => {
  it('lists 60 characters in natural order, searches, filters by kind, range-selects, keeps its actions on the first screen', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await rpc(app.host, 'character.createNpcs', { baseName: 'Alpha', count: 12, concept: 'Centurion squad', defaultRating: 3 });
    await rpc(app.host, 'character.createNpcs', { baseName: 'Bravo', count: 48, concept: 'Raider', defaultRating: 2 });

    await page.getByRole('link', { name: 'Characters' }).click();
    const table = page.getByTestId('characters-table');
    await table.getByRole('link', { name: 'Alpha 10' }).waitFor();
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.indexOf('Alpha 2')).toBeLessThan(names.indexOf('Alpha 10'));
    expect(names.indexOf('Alpha 9')).toBeLessThan(names.indexOf('Alpha 10'));
    expect(names.indexOf('Bravo 2')).toBe(names.indexOf('Bravo 1') + 1);

    // The actions are above the list, on the first screen even with 60+ names.
    const award = (await page.getByRole('button', { name: 'Award to selected' }).boundingBox())!;
    const create = (await page.getByRole('button', { name: 'Create and open' }).boundingBox())!;
    expect(award.y + award.height).toBeLessThan(768);
    expect(create.y + create.height).toBeLessThan(768);
    expect(award.y).toBeLessThan((await table.boundingBox())!.y);
    await page.screenshot({ path: screenshotPath('characters-list-1366') });

    // Search: every word, in names and concepts.
    await page.getByRole('searchbox', { name: /Search/ }).fill('centurion 1');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4); // Alpha 1, 10, 11, 12
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'shown' }).textContent()).toMatch(/^4 of \d+ shown for “centurion 1”\.$/);
    await page.getByRole('searchbox', { name: /Search/ }).press('Escape');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(60);

    // Filters: PCs, NPCs, vehicles (the campaign's vehicle types link to their editor).
    await page.getByRole('radio', { name: /^PCs/ }).check();
    // The filter applies after the click: waited for (a set of PCs only), then read.
    await expect.poll(async () => new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['PC']));
    const pcs = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(pcs.length).toBeGreaterThan(0);
    expect(new Set(pcs)).toEqual(new Set(['PC']));
    await page.getByRole('radio', { name: /^Vehicles/ }).check();
    await expect.poll(async () => new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['Vehicle']));
    const vehicleRows = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    const vehicleCount = Number(await page.getByRole('radio', { name: /^Vehicles/ }).locator('..').locator('.count').textContent());
    expect(vehicleRows).toHaveLength(vehicleCount);
    await page.getByRole('radio', { name: /^NPCs/ }).check();
    await page.keyboard.press('/');
    await page.keyboard.type('alpha');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(12);

    // Shift-click selects a range; the batch heading counts it, also when a filter hides some.
    await page.getByLabel('Select Alpha 2').click();
    await page.getByLabel('Select Alpha 5').click({ modifiers: ['Shift'] });
    await expect.poll(() => page.locator('#batch-title').textContent()).toContain('4 selected');
    await page.getByRole('searchbox', { name: /Search/ }).fill('alpha 2');
    await expect.poll(() => page.locator('#batch-title').textContent()).toContain('4 selected (3 not shown)');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => page.locator('#batch-title').textContent()).toBe('Whole roster');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Combat" in the sidebar opens the running fight; its back link still reaches the list', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Raider', count: 2, defaultRating: 3 });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ambush at the well' });
    for (const [i, c] of characters.entries()) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: i + 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    await rpc(app.host, 'combat.create', { name: 'Not started yet' });

    await page.reload();
    await page.getByTestId('campaign-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at the well');
    await page.getByRole('link', { name: '← Combats' }).click();
    await page.getByRole('heading', { name: 'Combats', exact: true }).or(page.getByLabel('Combat name')).first().waitFor();
    expect(page.url()).toMatch(/#\/combat$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
