/**
 * Issue 39: a prepared encounter names a campaign vehicle by id; starting it brings the vehicle in
 * with its stored damage and crew (the encounter's own seats first), skips one deleted since with
 * a warning naming the row, and refuses, with nothing made, while another unfinished fight holds it.
 * Real campaign file (the FS3.2 sample) through the dispatcher, fake clock.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../shared/systems';
import type { Encounter } from '../../../shared/encounters/schemas';
import { useHandlerRig } from '../../helpers/handler-rig';

type View = { combatId: string; combatants: { id: string; characterId: string | null }[]; vehicles: { id: string; name: string; pilotId: string | null; passengerIds: string[]; wounds: { severity: string }[] }[] };
type Started = { combatId: string; view: View; warnings: string[] };

const rig = useHandlerRig();

async function setup() {
  const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
  await r.ctx.campaigns.openAtStartup();
  const red = (await r.call<{ id: string }>('vehicles.create', { name: 'Red One', vehicleType: 'Viper' })).id;
  // Red One carries a hit from an earlier fight, and keeps Ruiz at its controls with Brandt aboard.
  const earlier = (await r.call<View>('combat.create', { name: 'Earlier' })).combatId;
  const joined = await r.call<View>('combat.addVehicle', { combatId: earlier, vehicle: 'Viper', campaignVehicleId: red });
  await r.call('combat.command', { combatId: earlier, command: { type: 'wound.add', targetId: joined.vehicles[0]!.id, wound: createWound({ location: 'Wing', severity: 'light', type: 'wound', source: 'Flak', vehicle: true }) } });
  await r.call('combat.command', { combatId: earlier, command: { type: 'combat.end' } });
  await r.call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
  const character = (characterId: string, seat: unknown = null) => ({ characterId, team: 1, weapon: 'Pistol', seat });
  const save = (vehicles: unknown[], characters: unknown[], name = 'Sortie') =>
    r.call<Encounter>('encounter.save', { encounter: { name, teams: [{ name: 'Pilots' }], characters, vehicles } });
  return { ...r, red, character, save };
}

describe('an encounter with a campaign vehicle (issue 39)', () => {
  it('starts with the vehicle as the campaign keeps it: its damage and its crew who are in the encounter', async () => {
    const { call, red, character, save } = await setup();
    const e = await save([{ key: 'v1', vehicle: 'Viper', campaignVehicleId: red }], [character('pc-ruiz'), character('pc-brandt')]);
    const { view, warnings } = await call<Started>('encounter.start', { id: e.id });
    expect(warnings).toEqual([]);
    const idOf = (c: string) => view.combatants.find((x) => x.characterId === c)!.id;
    expect(view.vehicles[0]).toMatchObject({ name: 'Red One', pilotId: idOf('pc-ruiz'), passengerIds: [idOf('pc-brandt')] });
    expect(view.vehicles[0]!.wounds.map((w) => w.severity)).toEqual(['light']);
  });

  it('the encounter\'s own seats come first: its pilot flies, the stored pilot rides along', async () => {
    const { call, red, character, save } = await setup();
    const e = await save([{ key: 'v1', vehicle: 'Viper', campaignVehicleId: red }], [character('pc-varga', { vehicle: 'v1', role: 'pilot' }), character('pc-ruiz')]);
    const { view } = await call<Started>('encounter.start', { id: e.id });
    const idOf = (c: string) => view.combatants.find((x) => x.characterId === c)!.id;
    expect(view.vehicles[0]).toMatchObject({ pilotId: idOf('pc-varga'), passengerIds: [idOf('pc-ruiz')] });
  });

  it('one held by another unfinished fight: the start is refused naming the row and that fight, nothing made', async () => {
    const { call, red, character, save } = await setup();
    const e = await save([{ key: 'v1', vehicle: 'Viper', campaignVehicleId: red }], [character('pc-ruiz')]);
    const other = (await call<View>('combat.create', { name: 'Patrol' })).combatId;
    await call('combat.addVehicle', { combatId: other, vehicle: 'Viper', campaignVehicleId: red });
    const before = (await call<{ id: string }[]>('combat.list')).length;
    await expect(call('encounter.start', { id: e.id })).rejects.toThrow('vehicles[0]: Red One is already in the unfinished fight "Patrol". End that fight, or take it out there, first.');
    expect((await call<{ id: string }[]>('combat.list')).length).toBe(before);
  });

  it('one deleted since: skipped with a warning naming the row, its crew on foot; an unknown one is refused at save', async () => {
    const { call, red, character, save } = await setup();
    const e = await save([{ key: 'v1', vehicle: 'Viper', name: 'Leader', campaignVehicleId: red }], [character('pc-ruiz', { vehicle: 'v1', role: 'pilot' })]);
    await call('vehicles.remove', { id: red });
    const { view, warnings } = await call<Started>('encounter.start', { id: e.id });
    expect(warnings).toEqual(["Vehicle 1 ('Leader'): the campaign vehicle no longer exists; skipped, its crew starts on foot."]);
    expect(view.vehicles).toEqual([]);
    expect(view.combatants).toHaveLength(1);
    await expect(save([{ key: 'v1', vehicle: 'Viper', campaignVehicleId: red }], [], 'Another')).rejects.toThrow(`Vehicle 1 ('Viper'): there is no campaign vehicle with id "${red}" in this campaign.`);
    await expect(save([{ key: 'v1', vehicle: 'Viper', campaignVehicleId: 'x1' }, { key: 'v2', vehicle: 'Viper', campaignVehicleId: 'x1' }], [], 'Another')).rejects.toThrow(/vehicles\.1\.campaignVehicleId: Viper is listed twice/);
  });
});
