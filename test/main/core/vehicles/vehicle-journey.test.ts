/**
 * Issue 39 item 5 across features: a campaign vehicle damaged in a fight keeps its damage after
 * End combat, is repaired over a week on the calendar by its mechanic (seed 001 "Vehicle
 * Healing": the repair skill, a fifth of the points, no repair without a mechanic), the repair is
 * undone and redone, and the vehicle fights again from the damage it carries, its crew (issue 39)
 * seated again as it joins. Real campaign file
 * (the FS3.2 sample) through the dispatcher, seeded dice, fake clock.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../shared/systems';
import type { AdvancePreview, CalendarStatus } from '../../../../shared/ipc/calendar-contract';
import type { VehicleList } from '../../../../shared/ipc/vehicle-contract';
import { fixtureFiles } from '../../../helpers/ares-fixtures';
import { useHandlerRig } from '../../../helpers/handler-rig';

type View = {
  combatId: string;
  combatants: { id: string; characterId: string | null }[];
  vehicles: { id: string; name: string; pilotId: string | null; passengerIds: string[]; wounds: { severity: string; location: string }[] }[];
  log?: unknown;
};

const rig = useHandlerRig();

async function setup() {
  const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
  await r.ctx.campaigns.openAtStartup();
  const list = () => r.call<VehicleList>('vehicles.list');
  const redOne = async () => (await list()).vehicles.find((v) => v.name === 'Red One')!;
  return { ...r, list, redOne };
}

describe('campaign vehicles that stay damaged (issue 39 item 5)', () => {
  it('fight → End combat keeps the damage → a week of repair → undo → redo → the next fight starts from it', async () => {
    const { call, list, redOne } = await setup();
    const { id } = await call<{ id: string }>('vehicles.create', { name: 'Red One', vehicleType: 'Viper' });
    expect((await redOne()).wounds).toEqual([]);
    // Its crew between fights: Ruiz flies it.
    await call('vehicles.setCrew', { id, crew: { pilotId: 'pc-ruiz', passengerIds: [] } });

    // The fight: Ruiz is there; the vehicle joins from the campaign with him at its controls, and takes a Serious hit.
    const combatId = (await call<View>('combat.create', { name: 'Dogfight' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    let view = await call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: id });
    const inFight = view.vehicles[0]!;
    expect(inFight.name).toBe('Red One');
    const pilotIn = (v: View) => v.combatants.find((c) => c.id === v.vehicles[0]!.pilotId)?.characterId ?? null;
    expect(pilotIn(view)).toBe('pc-ruiz');
    await expect(call('combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: id })).rejects.toThrow('Red One is already in this combat.');
    await call('combat.command', { combatId, command: { type: 'wound.add', targetId: inFight.id, wound: createWound({ location: 'Engine', severity: 'serious', type: 'wound', source: 'Raider cannon', vehicle: true }) } });
    expect((await redOne()).fight).toBe('Dogfight');
    // The damage follows the fight's steps: undo takes it off the campaign vehicle, redo puts it back.
    const hit = (await redOne()).wounds;
    expect(hit.map((w) => w.severity)).toEqual(['serious']);
    await call('combat.undo', { combatId });
    expect((await redOne()).wounds).toEqual([]);
    await call('combat.redo', { combatId });
    expect((await redOne()).wounds).toEqual(hit);
    await call('combat.command', { combatId, command: { type: 'combat.end' } });
    const damaged = await redOne();
    expect(damaged.fight).toBeNull();
    expect(damaged.wounds.map((w) => [w.location, w.severity, w.pointsNeeded])).toEqual([['Engine', 'serious', 0.8]]);

    // No mechanic: the week changes nothing (seed 001 "Vehicles don't heal by themselves").
    const idle = await call<AdvancePreview>('calendar.preview', { days: 7 });
    expect(idle.warnings.join(' ')).toContain("Red One has no mechanic: its damage stays");
    expect(idle.report.days.every((d) => d.entries.every((e) => e.id !== id))).toBe(true);

    // Brandt repairs it (Repair 6: at most 3 vehicles); a week's repair rolls, one a day.
    await expect(call('vehicles.update', { id, mechanicId: 'pc-varga' })).rejects.toThrow('mechanicId: Dr. Ilse Varga has no Repair skill');
    await call('vehicles.update', { id, mechanicId: 'pc-brandt' });
    expect((await redOne()).mechanicName).toBe('Specialist Tomas Brandt');
    const preview = await call<AdvancePreview>('calendar.preview', { days: 7 });
    const days = preview.report.days.map((d) => d.entries.find((e) => e.id === id));
    expect(days[0]!.rolls.map((r) => [r.role, r.by])).toEqual([['repair', 'Specialist Tomas Brandt']]);
    expect(preview.report.source).toContain('Vehicle Healing');
    // Each success gives the medicine roll's point (seed 001), and a vehicle level needs a fifth of a
    // person's (Serious 4 → 0.8, Moderate 0.6, Light 0.4): two good days repair it all (these dice).
    expect(days.map((d) => d?.total ?? null)).toEqual([1, 1, null, null, null, null, null]);
    expect(days[0]!.changes.map((c) => [c.from, c.to])).toEqual([['serious', 'moderate']]);
    expect(days[1]!.changes.map((c) => [c.from, c.to])).toEqual([['moderate', 'healed']]);
    await call('calendar.commit', { planId: preview.planId });
    const repaired = await redOne();
    expect(repaired.wounds).toEqual([]);
    const status = await call<CalendarStatus>('calendar.get');
    expect(status.log[0]!.label).toMatch(/repairs: Red One: 1 → \d wound/);

    // Undo takes the repair back exactly; redo puts it back exactly.
    await call('calendar.undo');
    expect((await redOne()).wounds).toEqual(damaged.wounds);
    await call('calendar.redo');
    expect((await redOne()).wounds).toEqual(repaired.wounds);
    expect((await call<CalendarStatus>('calendar.get')).date).toBe('2026-01-08');
    // The crew came through the week untouched; Brandt joins it as a passenger.
    await call('vehicles.setCrew', { id, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
    expect((await redOne()).crew).toEqual({ pilot: { id: 'pc-ruiz', name: 'Cpl. Dane Ruiz' }, passengers: [{ id: 'pc-brandt', name: 'Specialist Tomas Brandt' }] });

    // Fought with again: it joins as the campaign holds it (repaired), is hit, and keeps that hit;
    // the fight after that starts from it.
    const second = (await call<View>('combat.create', { name: 'Second sortie' })).combatId;
    await call('combat.addCharacter', { combatId: second, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    view = await call<View>('combat.addVehicle', { combatId: second, vehicle: 'Viper', campaignVehicleId: id });
    expect(view.vehicles[0]!.wounds).toEqual([]);
    expect(pilotIn(view)).toBe('pc-ruiz');
    // Brandt joins the fight later and takes his seat aboard as he joins.
    view = await call<View>('combat.addCharacter', { combatId: second, characterId: 'pc-brandt', team: 1, weapon: 'Pistol' });
    expect(view.vehicles[0]!.passengerIds).toEqual([view.combatants.find((c) => c.characterId === 'pc-brandt')!.id]);
    await call('combat.command', { combatId: second, command: { type: 'wound.add', targetId: view.vehicles[0]!.id, wound: createWound({ location: 'Wing', severity: 'light', type: 'wound', source: 'Flak', vehicle: true }) } });
    await call('combat.command', { combatId: second, command: { type: 'combat.end' } });
    expect((await redOne()).wounds.map((w) => [w.location, w.severity])).toEqual([['Wing', 'light']]);
    const third = (await call<View>('combat.create', { name: 'Third sortie' })).combatId;
    view = await call<View>('combat.addVehicle', { combatId: third, vehicle: 'Viper', campaignVehicleId: id });
    expect(view.vehicles[0]!.wounds.map((w) => [w.location, w.severity])).toEqual([['Wing', 'light']]);
    const log = await call<unknown>('combat.log', { combatId: third });
    expect(JSON.stringify(log)).toContain('Red One (Viper) enters the combat. It carries 1 wound from before.');
    expect((await list()).vehicles).toHaveLength(1);

    // The campaign's JSON export carries the vehicle with its damage and mechanic; the import brings it back.
    const { json } = await call<{ json: string }>('campaign.exportJson');
    expect((JSON.parse(json) as { vehicles: { name: string }[] }).vehicles.map((v) => v.name)).toEqual(['Red One']);
    const before = (await list()).vehicles;
    await call('campaign.importJson', { json });
    expect((await list()).vehicles.map(({ fight: _f, ...v }) => v)).toEqual(before.map(({ fight: _f, ...v }) => v));
    // The JSON import runs in a worker: on a loaded machine the whole journey takes seconds.
  }, 90_000);

  it('is in one unfinished fight at a time, so no fight overwrites another\'s hits; an undone add or a removal frees it', async () => {
    const { call, redOne } = await setup();
    const { id } = await call<{ id: string }>('vehicles.create', { name: 'Red One', vehicleType: 'Viper' });
    const first = (await call<View>('combat.create', { name: 'Dogfight' })).combatId;
    const second = (await call<View>('combat.create', { name: 'Patrol' })).combatId;
    const joined = await call<View>('combat.addVehicle', { combatId: first, vehicle: 'Viper', campaignVehicleId: id });
    await expect(call('combat.addVehicle', { combatId: second, vehicle: 'Viper', campaignVehicleId: id }))
      .rejects.toThrow('campaignVehicleId: this vehicle is already in the unfinished fight "Dogfight"');
    // The add undone: the first fight no longer holds it, so the second may take it.
    await call('combat.undo', { combatId: first });
    const taken = await call<View>('combat.addVehicle', { combatId: second, vehicle: 'Viper', campaignVehicleId: id });
    await call('combat.command', { combatId: second, command: { type: 'wound.add', targetId: taken.vehicles[0]!.id, wound: createWound({ location: 'Wing', severity: 'light', type: 'wound', source: 'Flak', vehicle: true }) } });
    // Redoing the first fight's add now would put the vehicle in two fights: refused as well.
    await expect(call('combat.redo', { combatId: first })).rejects.toThrow('already in the unfinished fight "Patrol"');
    expect((await redOne()).wounds.map((w) => w.severity)).toEqual(['light']);
    // Taken out of the second fight, it may join the first again, with the hit it took.
    await call('combat.command', { combatId: second, command: { type: 'vehicle.remove', vehicleId: taken.vehicles[0]!.id } });
    const back = await call<View>('combat.addVehicle', { combatId: first, vehicle: 'Viper', campaignVehicleId: id });
    expect(back.vehicles.find((v) => v.name === 'Red One')!.wounds.map((w) => w.severity)).toEqual(['light']);
    expect(joined.vehicles[0]!.name).toBe('Red One');
  });

  it('refuses bad input with the field named', async () => {
    const { call, dispatch } = await setup();
    await expect(call('vehicles.create', { name: 'x'.repeat(61), vehicleType: 'Viper' })).rejects.toThrow(/name: A vehicle's name is at most 60 characters/);
    await expect(call('vehicles.create', { name: 'Blue Two', vehicleType: 'Battlestar' })).rejects.toThrow(/vehicleType: "Battlestar" is not a vehicle type of this campaign/);
    await expect(call('vehicles.create', { name: '  ', vehicleType: 'Viper' })).rejects.toThrow(/name: Give the vehicle a name/);
    const hostile = await dispatch('vehicles.create', JSON.parse('{"name":"Evil","vehicleType":"Viper","__proto__":{"admin":true},"wounds":[]}'));
    expect(hostile.ok).toBe(false);
    expect(JSON.stringify(hostile)).toMatch(/wounds/);
    const nested = await dispatch('vehicles.create', { name: { toString: 'Red' }, vehicleType: ['Viper'] });
    expect(nested.ok).toBe(false);
    expect(JSON.stringify(nested)).toMatch(/name/);
    await call('vehicles.create', { name: 'Red One', vehicleType: 'Viper' });
    await expect(call('vehicles.create', { name: 'red one', vehicleType: 'Viper' })).rejects.toThrow('name: the campaign already has a vehicle called "red one".');
    await expect(call('vehicles.removeWound', { id: 'nope', index: 0 })).rejects.toThrow('id: there is no vehicle with id "nope"');
  });

  it('a Third Edition game: its vehicles file gives the types; the damage stays (§C.18, §D.6), only a hand removal takes it off', async () => {
    const { call, list } = await setup();
    await call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const start = await list();
    expect(start.types.length).toBeGreaterThan(0);
    expect(start.repair.none).toContain('never repairs vehicles');
    const type = start.types[0]!;
    const { id } = await call<{ id: string }>('vehicles.create', { name: 'Gold Leader', vehicleType: type });
    const combatId = (await call<View>('combat.create', { name: 'Raid' })).combatId;
    const view = await call<View>('combat.addVehicle', { combatId, vehicle: type, campaignVehicleId: id });
    await call('combat.command', { combatId, command: { type: 'wound.add', targetId: view.vehicles[0]!.id, wound: createWound({ location: 'Body', severity: 'serious', type: 'wound', source: 'Flak', vehicle: true }) } });
    await call('combat.command', { combatId, command: { type: 'combat.end' } });
    expect((await list()).vehicles[0]!.wounds.map((w) => w.severity)).toEqual(['serious']);
    await expect(call('vehicles.update', { id, mechanicId: 'x' })).rejects.toThrow(/mechanicId: AresMUSH Third Edition never repairs vehicles/);
    await call('calendar.setDate', { date: '2026-01-01' });
    const preview = await call<AdvancePreview>('calendar.preview', { days: 7 });
    expect(preview.warnings.join(' ')).toContain('never repairs vehicles');
    await call('calendar.commit', { planId: preview.planId });
    expect((await list()).vehicles[0]!.wounds.map((w) => w.severity)).toEqual(['serious']);
    await call('vehicles.removeWound', { id, index: 0 });
    expect((await list()).vehicles[0]!.wounds).toEqual([]);
    await call('calendar.undo');
    expect((await list()).vehicles[0]!.wounds.map((w) => w.severity)).toEqual(['serious']);
  }, 60_000);
});
