/**
 * Issue 39: a campaign vehicle keeps its crew between fights. Set on the sheet (checked with the
 * field named: the character exists, holds one seat across the campaign's vehicles, the seat
 * exists), undone and redone from the campaign log like the sheet's other change, and carried into
 * a fight: the vehicle joining seats its crew who are there, a crew member joining later takes
 * their seat, both in one step that one undo takes back. Real campaign file, fake clock.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarStatus } from '../../../../shared/ipc/calendar-contract';
import type { VehicleList } from '../../../../shared/ipc/vehicle-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

type View = { combatId: string; combatants: { id: string; name: string; characterId: string | null }[]; vehicles: { id: string; name: string; pilotId: string | null; passengerIds: string[] }[] };

const rig = useHandlerRig();

async function setup() {
  const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
  await r.ctx.campaigns.openAtStartup();
  const list = () => r.call<VehicleList>('vehicles.list');
  const named = async (name: string) => (await list()).vehicles.find((v) => v.name === name)!;
  const red = (await r.call<{ id: string }>('vehicles.create', { name: 'Red One', vehicleType: 'Viper' })).id;
  const blue = (await r.call<{ id: string }>('vehicles.create', { name: 'Blue Two', vehicleType: 'Viper' })).id;
  return { ...r, list, named, red, blue };
}

const crewNames = (v: VehicleList['vehicles'][number]) => ({ pilot: v.crew.pilot?.name ?? null, passengers: v.crew.passengers.map((p) => p.name) });

describe('a campaign vehicle\'s crew (issue 39)', () => {
  it('is set on the sheet, shown in the list, undone and redone from the campaign log', async () => {
    const { call, named, red } = await setup();
    expect((await named('Red One')).crew).toEqual({ pilot: null, passengers: [] });
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
    expect(crewNames(await named('Red One'))).toEqual({ pilot: 'Cpl. Dane Ruiz', passengers: ['Specialist Tomas Brandt'] });
    const status = await call<CalendarStatus>('calendar.get');
    expect(status.log[0]!.label).toBe('Red One: crew pilot Cpl. Dane Ruiz; passenger Specialist Tomas Brandt (was nobody)');
    await call('calendar.undo');
    expect((await named('Red One')).crew).toEqual({ pilot: null, passengers: [] });
    await call('calendar.redo');
    expect(crewNames(await named('Red One'))).toEqual({ pilot: 'Cpl. Dane Ruiz', passengers: ['Specialist Tomas Brandt'] });
    // The same crew again records nothing.
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
    expect((await call<CalendarStatus>('calendar.get')).log.length).toBe(status.log.length);
  });

  it('refuses a character not in the campaign, one seat twice, a seat in another vehicle, too many seats, with the field named', async () => {
    const { call, dispatch, red, blue } = await setup();
    await expect(call('vehicles.setCrew', { id: red, crew: { pilotId: 'nobody', passengerIds: [] } })).rejects.toThrow('crew.pilotId: there is no character with id "nobody" in this campaign.');
    await expect(call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-ruiz'] } })).rejects.toThrow('crew.passengerIds[0]: Cpl. Dane Ruiz already has a seat in Red One (crew.pilotId)');
    await call('vehicles.setCrew', { id: blue, crew: { pilotId: null, passengerIds: ['pc-varga'] } });
    await expect(call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-varga', passengerIds: [] } })).rejects.toThrow('crew.pilotId: Dr. Ilse Varga is already the passenger of Blue Two; take them out of that crew first.');
    await expect(call('vehicles.setCrew', { id: 'nope', crew: { pilotId: null, passengerIds: [] } })).rejects.toThrow('id: there is no vehicle with id "nope"');
    const many = await dispatch('vehicles.setCrew', { id: red, crew: { pilotId: null, passengerIds: Array.from({ length: 21 }, (_, i) => `c${i}`) } });
    expect(JSON.stringify(many)).toMatch(/passengerIds.*at most 20 passengers/);
    const extra = await dispatch('vehicles.setCrew', { id: red, crew: { pilotId: null, passengerIds: [], gunner: 'pc-ruiz' } });
    expect(extra.ok).toBe(false);
    expect(JSON.stringify(extra)).toMatch(/gunner/);
  });

  it('an undo is refused, with nothing written, once the vehicle is gone or the crew changed since (a character deleted)', async () => {
    const { call, named, red, blue } = await setup();
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
    await call('vehicles.setCrew', { id: blue, crew: { pilotId: 'pc-varga', passengerIds: [] } });
    await call('vehicles.remove', { id: blue });
    await expect(call('calendar.undo')).rejects.toThrow('cannot be undone: the vehicle Blue Two has been deleted.');
    expect(crewNames(await named('Red One'))).toEqual({ pilot: 'Cpl. Dane Ruiz', passengers: ['Specialist Tomas Brandt'] });
    await call('character.delete', { id: 'pc-brandt' });
    expect(crewNames(await named('Red One'))).toEqual({ pilot: 'Cpl. Dane Ruiz', passengers: [] });
    await call('vehicles.setCrew', { id: red, crew: { pilotId: null, passengerIds: [] } });
    await call('character.delete', { id: 'pc-ruiz' });
    // Undoing the clearing would seat a deleted character.
    await expect(call('calendar.undo')).rejects.toThrow('cannot be undone: a character of Red One\'s crew has been deleted.');
  });

  it('a fight: adding the vehicle seats its crew who are there; a crew member joining later takes their seat; one undo each', async () => {
    const { call, red } = await setup();
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt', 'pc-varga'] } });
    const combatId = (await call<View>('combat.create', { name: 'Dogfight' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-brandt', team: 1, weapon: 'Pistol' });
    let view = await call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: red });
    const idOf = (characterId: string) => view.combatants.find((c) => c.characterId === characterId)!.id;
    expect(view.vehicles[0]).toMatchObject({ name: 'Red One', pilotId: idOf('pc-ruiz'), passengerIds: [idOf('pc-brandt')] });
    view = await call<View>('combat.addCharacter', { combatId, characterId: 'pc-varga', team: 1, weapon: 'Pistol' });
    expect(view.vehicles[0]!.passengerIds).toEqual([idOf('pc-brandt'), idOf('pc-varga')]);
    view = await call<View>('combat.undo', { combatId });
    expect(view.combatants.map((c) => c.characterId)).not.toContain('pc-varga');
    view = await call<View>('combat.undo', { combatId });
    expect(view.vehicles).toEqual([]);
    expect(view.combatants.map((c) => c.characterId)).toEqual(['pc-ruiz', 'pc-brandt']);
    const log = JSON.stringify(await call('combat.log', { combatId }));
    expect(log).not.toContain('boards Red One');
    view = await call<View>('combat.redo', { combatId });
    expect(view.vehicles[0]!.pilotId).toBe(idOf('pc-ruiz'));
    expect(JSON.stringify(await call('combat.log', { combatId }))).toContain('Cpl. Dane Ruiz boards Red One as pilot.');
  });

  it('a crew member the fight seated elsewhere stays there; a pilot joining a vehicle that has one rides as passenger', async () => {
    const { call, red } = await setup();
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: ['pc-brandt'] } });
    const combatId = (await call<View>('combat.create', { name: 'Dogfight' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: 'pc-varga', team: 1, weapon: 'Pistol' });
    let view = await call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Jeep' });
    const jeep = view.vehicles[0]!.id;
    view = await call<View>('combat.addCharacter', { combatId, characterId: 'pc-brandt', team: 1, weapon: 'Pistol' });
    view = await call<View>('combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: jeep, combatantId: view.combatants.find((c) => c.characterId === 'pc-brandt')!.id, role: 'pilot' } });
    view = await call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: red });
    const redInFight = view.vehicles.find((v) => v.name === 'Red One')!;
    // Brandt flies the Jeep as the fight seated him; nobody else of Red One's crew is here yet.
    expect(redInFight).toMatchObject({ pilotId: null, passengerIds: [] });
    // Varga (not crew) takes Red One's controls; Ruiz, its stored pilot, joins and rides as passenger.
    const varga = view.combatants.find((c) => c.characterId === 'pc-varga')!.id;
    await call('combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: redInFight.id, combatantId: varga, role: 'pilot' } });
    view = await call<View>('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const ruiz = view.combatants.find((c) => c.characterId === 'pc-ruiz')!.id;
    expect(view.vehicles.find((v) => v.name === 'Red One')).toMatchObject({ pilotId: varga, passengerIds: [ruiz] });
  });

  it('the JSON export carries the crew; an import whose crew seats someone the file lacks is refused naming the row', async () => {
    const { call, red } = await setup();
    await call('vehicles.setCrew', { id: red, crew: { pilotId: 'pc-ruiz', passengerIds: [] } });
    const { json } = await call<{ json: string }>('campaign.exportJson');
    const doc = JSON.parse(json) as { vehicleCrews: { vehicleId: string; crew: { pilotId: string | null } }[] };
    expect(doc.vehicleCrews).toEqual([{ vehicleId: red, crew: { pilotId: 'pc-ruiz', passengerIds: [] } }]);
    doc.vehicleCrews[0]!.crew.pilotId = 'ghost';
    await expect(call('campaign.importJson', { json: JSON.stringify(doc) })).rejects.toThrow('vehicleCrews.0 seats character ghost, whom the export does not have');
  }, 60_000);
});
