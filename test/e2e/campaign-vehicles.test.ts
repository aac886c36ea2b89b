/**
 * Issue 39 item 5 in Chromium: a campaign vehicle added on the roster, damaged in a fight (through
 * the host's API), shown damaged in the roster and on its sheet, given a mechanic, repaired by a
 * week on the calendar, and the repair undone and redone from the sheet; its crew (issue 39) set on
 * the sheet, undone and redone there, named in the list, and seated when the GM screen adds it.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { previewAWeek, useWatchedPage } from '../helpers/calendar-page';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const watched = useWatchedPage(app);

type View = { combatId: string; vehicles: { id: string }[] };

describe('campaign vehicles in the browser', () => {
  it('roster and vehicle sheet show the damage a fight left, and a week of repair with undo and redo', async () => {
    const page = watched.page();
    await page.goto(`${app.host.url}#/characters`);
    const panel = page.getByRole('region', { name: 'Campaign vehicles' });
    await panel.waitFor();
    await panel.getByLabel('New vehicle name').fill('Red One');
    await panel.getByLabel('New vehicle type').selectOption('Viper');
    await panel.getByRole('button', { name: 'Add vehicle' }).click();
    await expect.poll(() => panel.getByTestId('vehicle-status').textContent()).toBe('Red One (Viper) added.');
    await expect.poll(() => panel.getByTestId('campaign-vehicles').textContent()).toContain('Undamaged');

    // A fight through the host's API: the campaign vehicle joins and takes a Serious hit; End combat.
    const { vehicles } = await rpc<{ vehicles: { id: string }[] }>(app.host, 'vehicles.list', {});
    const combatId = (await rpc<View>(app.host, 'combat.create', { name: 'Dogfight' })).combatId;
    const view = await rpc<View>(app.host, 'combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: vehicles[0]!.id });
    const wound = { location: 'Engine', severity: 'serious', initialSeverity: 'serious', type: 'wound', source: 'Raider cannon', vehicle: true, healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null };
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'wound.add', targetId: view.vehicles[0]!.id, wound } });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.end' } });

    // The roster follows the fight's push; the sheet shows the wound and its repair progress.
    await expect.poll(() => panel.getByTestId('campaign-vehicles').textContent(), { timeout: 15_000 }).toContain('1 wound · Serious');
    await panel.getByRole('link', { name: 'Red One' }).click();
    const sheet = page.getByTestId('vehicle-sheet');
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId('vehicle-damage').textContent()).toContain('Serious Engine (Raider cannon)');
    await expect.poll(() => sheet.getByTestId('vehicle-damage').textContent()).toContain('0 of 0.8 points to the next level');
    await page.getByLabel('Mechanic').selectOption({ label: 'Specialist Tomas Brandt (Repair 6, up to 3 vehicles)' });
    await page.getByRole('button', { name: 'Save mechanic' }).click();
    await expect.poll(() => page.getByTestId('vehicle-notice').textContent()).toBe('Mechanic saved: the calendar rolls their repair each day.');
    await expect.poll(() => page.getByTestId('repair-rule').textContent()).toContain('Vehicle Healing');
    await page.screenshot({ path: screenshotPath('vehicle-sheet-damaged') });

    // A week on the calendar from Home: the report names the repair roll; commit.
    const { firstDay } = await previewAWeek(page, '2026-01-01');
    await expect.poll(() => firstDay.textContent()).toMatch(/Red One.*Repair \(Specialist Tomas Brandt\): \[[1-8 ]+\]/);
    await page.getByRole('button', { name: 'Commit advance' }).click();
    await expect.poll(() => page.getByTestId('calendar-date').textContent()).toBe('2026-01-08');

    // Back on the sheet: repaired; undo brings the damage back, redo the repair.
    await page.goto(`${app.host.url}#/characters/vehicles/${encodeURIComponent(vehicles[0]!.id)}`);
    await sheet.waitFor();
    await sheet.getByTestId('vehicle-undamaged').waitFor();
    await page.screenshot({ path: screenshotPath('vehicle-sheet-repaired') });
    await page.getByRole('button', { name: /^Undo: Advanced 7 days/ }).click();
    await expect.poll(() => sheet.getByTestId('vehicle-damage').textContent()).toContain('Serious Engine');
    await page.getByRole('button', { name: /^Redo: Advanced 7 days/ }).click();
    await sheet.getByTestId('vehicle-undamaged').waitFor();

    // The GM screen's picker offers it; it joins the next fight under its own name.
    const next = (await rpc<View>(app.host, 'combat.create', { name: 'Second sortie' })).combatId;
    await page.goto(`${app.host.url}#/combat/${encodeURIComponent(next)}`);
    const picker = page.getByLabel('Vehicle to add');
    await picker.waitFor();
    await picker.selectOption(`campaign:${vehicles[0]!.id}`);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByLabel('Red One: pilot seat').waitFor();
    // One fight at a time: the picker now says where Red One is and no longer offers it (nor keeps it chosen).
    const option = picker.locator(`option[value="campaign:${vehicles[0]!.id}"]`);
    await expect.poll(() => option.textContent()).toContain('in “Second sortie”');
    await expect.poll(() => option.isDisabled()).toBe(true);
    await expect.poll(() => picker.inputValue()).not.toMatch(/^campaign:/);
    expect(watched.errors()).toEqual([]);
  }, 120_000);

  it('crew assigned on the vehicle sheet (undone and redone from it) take their seats when a fight adds the vehicle', async () => {
    const page = watched.page();
    const { id } = await rpc<{ id: string }>(app.host, 'vehicles.create', { name: 'Blue Two', vehicleType: 'Viper' });
    await page.goto(`${app.host.url}#/characters/vehicles/${encodeURIComponent(id)}`);
    const crew = page.getByRole('region', { name: 'Crew' });
    await crew.getByLabel('Pilot').waitFor();
    await expect.poll(() => crew.getByLabel('Pilot').locator('option').allTextContents()).toContain('Cpl. Dane Ruiz');
    await crew.getByLabel('Pilot').selectOption({ label: 'Cpl. Dane Ruiz' });
    await crew.getByLabel('Add passenger').selectOption({ label: 'Specialist Tomas Brandt' });
    await crew.getByRole('button', { name: 'Add passenger' }).click();
    await expect.poll(() => crew.getByTestId('vehicle-passengers').textContent()).toContain('Specialist Tomas Brandt');
    await crew.getByRole('button', { name: 'Save crew' }).click();
    await expect.poll(() => page.getByTestId('vehicle-notice').textContent()).toBe("Crew saved (the calendar's undo takes it back).");
    const undo = page.getByRole('button', { name: 'Undo: Blue Two: crew pilot Cpl. Dane Ruiz; passenger Specialist Tomas Brandt (was nobody)' });
    await undo.waitFor();
    await page.screenshot({ path: screenshotPath('vehicle-sheet-crew') });
    // Undone from the sheet: nobody aboard; redone: the crew is back.
    await undo.click();
    await expect.poll(() => crew.getByLabel('Pilot').inputValue()).toBe('');
    await page.getByRole('button', { name: /^Redo: Blue Two: crew/ }).click();
    await expect.poll(() => crew.getByLabel('Pilot').inputValue()).toBe('pc-ruiz');

    // The roster's list names the crew.
    await page.goto(`${app.host.url}#/characters`);
    const panel = page.getByRole('region', { name: 'Campaign vehicles' });
    await expect.poll(() => panel.getByTestId('campaign-vehicles').textContent()).toContain('Blue Two Viper Undamaged · pilot Cpl. Dane Ruiz, passenger Specialist Tomas Brandt');

    // A fight with Ruiz and Brandt in it: the GM screen's picker adds Blue Two, and they are aboard.
    const combatId = (await rpc<View>(app.host, 'combat.create', { name: 'Crew sortie' })).combatId;
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: 'pc-brandt', team: 1, weapon: 'Pistol' });
    await page.goto(`${app.host.url}#/combat/${encodeURIComponent(combatId)}`);
    const picker = page.getByLabel('Vehicle to add');
    await picker.waitFor();
    await picker.selectOption(`campaign:${id}`);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect.poll(() => page.getByLabel('Blue Two: pilot seat').textContent()).toContain('Cpl. Dane Ruiz');
    await expect.poll(() => page.getByLabel('Blue Two: passengers').textContent()).toContain('Specialist Tomas Brandt');
    await page.screenshot({ path: screenshotPath('vehicle-crew-seated') });
    expect(watched.errors()).toEqual([]);
  }, 120_000);
});
