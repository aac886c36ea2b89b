/**
 * Issue 41 on the GM screen in Chromium: a vehicle shot at this turn gets the forecast's small
 * bar beside its name in the Vehicles section (damaged, Serious or worse, out of action), explained
 * on focus as the people's rows are; a vehicle nobody shoots at shows no chance of damage.
 * Screenshot at 1366×768.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

type View = { combatants: { id: string; characterId: string | null }[]; vehicles: { id: string; name: string }[] };

describe('issue 41: vehicles\' forecast rows on the GM screen', () => {
  it('a bar on the vehicle shot at, explained on focus; the idle one has no chance of damage', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Cylon', count: 2, defaultRating: 3 });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Flyby' });
    let view: View | null = null;
    for (const name of ['Kara', 'Helo']) {
      const pc = await rpc<{ id: string }>(app.host, 'character.create', { name, kind: 'pc' });
      view = await rpc<View>(app.host, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });
    }
    for (const c of characters) view = await rpc<View>(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: 2, weapon: 'Pistol' });
    const ids = view!.combatants.map((c) => c.id);
    await rpc(app.host, 'combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Raider' });
    view = await rpc<View>(app.host, 'combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Spare' });
    const raider = view.vehicles.find((v) => v.name === 'Raider')!.id;
    const spare = view.vehicles.find((v) => v.name === 'Spare')!.id;
    const command = (c: unknown) => rpc(app.host, 'combat.command', { combatId, command: c });
    await command({ type: 'vehicle.board', vehicleId: raider, combatantId: ids[2], role: 'pilot' });
    await command({ type: 'vehicle.board', vehicleId: raider, combatantId: ids[3], role: 'passenger' });
    await command({ type: 'combat.start' });
    await command({
      type: 'action.declare',
      declarations: [
        { combatantId: ids[0], action: { kind: 'attack', target: raider } },
        { combatantId: ids[1], action: { kind: 'attack', target: raider } },
        { combatantId: ids[2], action: { kind: 'pass' } },
        { combatantId: ids[3], action: { kind: 'pass' } },
      ],
    });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);

    // The Raider's bar: two shooters, so some chance of damage.
    const bar = page.getByTestId(`vehicle-forecast-${raider}`);
    await expect.poll(async () => Number((await bar.getAttribute('data-p-hit')) ?? 'NaN'), { timeout: 15_000 }).toBeGreaterThan(0.02);
    await expect.poll(() => bar.locator('.fc-bar').count()).toBe(3);
    // A simulation counts every vehicle (an exact forecast only those shot at): the Spare's chance, if shown, is none.
    const spareBar = page.getByTestId(`vehicle-forecast-${spare}`);
    if ((await spareBar.count()) > 0) await expect.poll(() => spareBar.getAttribute('data-p-hit')).toBe('0.0000');
    await expect.poll(() => bar.getAttribute('aria-label')).toMatch(/^Raider forecast: Damaged at least once: \d+%; Serious or worse: \d+%; Out of action at the end of the turn: \d+%$/);

    // Explained on focus, with how the numbers were made.
    await bar.focus();
    const tip = bar.getByRole('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    await expect.poll(() => tip.textContent()).toMatch(/Raider this turn.*Damaged at least once: \d+%.*(Exact odds|Played out)/);
    // The tooltip stays inside the window.
    const box = await tip.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(1366);
    await page.screenshot({ path: screenshotPath('vehicle-forecast-board-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
