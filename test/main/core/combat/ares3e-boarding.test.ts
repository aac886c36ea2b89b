/**
 * Issue 40 item 7: a Third Edition fight boards and leaves vehicles as AresMUSH does (§C.18), through
 * the real handlers with the rig's seeded dice: a second pilot moves the first to a passenger seat,
 * the pilot takes the vehicle's first weapon (a Viper's Kew), leaving resets gear to the default
 * type's; over 3 turns with undo/redo. FS3.2 keeps the machine's refusal of a second pilot.
 */
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles as files } from '../../../helpers/ares-fixtures';


const rig = useHandlerRig();

type Combatant = { id: string; name: string; weapon: string; armor: string | null; knockedOut: boolean; vehicleId: string | null };
type Vehicle = { id: string; name: string; vehicle: string; pilotId: string | null; passengerIds: string[] };
type View = { combatId: string; combatants: Combatant[]; vehicles: Vehicle[] };

describe('boarding in a Third Edition fight (issue 40 item 7)', () => {
  it('replaces a pilot (the first becomes a passenger), arms the pilot, resets gear on leaving; 3 turns with undo/redo', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Boarding', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const bob = await call<{ id: string }>('character.create', { name: 'Bob', kind: 'pc' });
    const goons = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 2, defaultRating: 3 })).characters;
    let view = await call<View>('combat.create', { name: 'Boarding' });
    const combatId = view.combatId;
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle', armor: 'Tactical' });
    await call('combat.addCharacter', { combatId, characterId: bob.id, team: 1, weapon: 'Pistol', armor: null });
    for (const g of goons) await call('combat.addCharacter', { combatId, characterId: g.id, team: 2, weapon: 'Pistol', armor: null });
    view = await call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', name: null });
    const viper = view.vehicles[0]!;
    const [a, b, g1, g2] = view.combatants as [Combatant, Combatant, Combatant, Combatant];
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });

    view = await cmd({ type: 'vehicle.board', vehicleId: viper.id, combatantId: a.id, role: 'pilot' });
    expect(view.vehicles[0]).toMatchObject({ pilotId: a.id, passengerIds: [] });
    // §C.18: the pilot takes the vehicle's first weapon; armor stays.
    expect(view.combatants.find((c) => c.id === a.id)).toMatchObject({ weapon: 'Kew', armor: 'Tactical' });
    // A second pilot: AresMUSH moves the first to a passenger seat (FS3.2's machine refuses).
    view = await cmd({ type: 'vehicle.board', vehicleId: viper.id, combatantId: b.id, role: 'pilot' });
    expect(view.vehicles[0]).toMatchObject({ pilotId: b.id, passengerIds: [a.id] });
    expect(view.combatants.find((c) => c.id === b.id)!.weapon).toBe('Kew');
    // Boarding the seat one already has is refused.
    await expect(cmd({ type: 'vehicle.board', vehicleId: viper.id, combatantId: b.id, role: 'pilot' })).rejects.toThrow(/already the pilot/);

    await cmd({ type: 'combat.start' });
    for (let turn = 1; turn <= 3; turn++) {
      const now = await call<View>('combat.get', { combatId });
      const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
      const target = up(g1.id) ? g1.id : g2.id;
      const declarations = [
        ...(up(b.id) ? [{ combatantId: b.id, action: { kind: 'attack', target } }] : []),
        ...(up(a.id) ? [{ combatantId: a.id, action: { kind: 'pass' } }] : []),
        ...[g1, g2].filter((g) => up(g.id)).map((g) => ({ combatantId: g.id, action: { kind: 'attack', target: a.id } })),
      ];
      if (declarations.length) await cmd({ type: 'action.declare', declarations });
      await cmd({ type: 'initiative.roll' });
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      if (turn === 2) {
        // Leaving: out of the seat, gear back to the default type's (Soldier: Rifle+Ap, Tactical in the default config).
        view = await cmd({ type: 'vehicle.leave', combatantId: a.id });
        expect(view.vehicles[0]).toMatchObject({ pilotId: b.id, passengerIds: [] });
        expect(view.combatants.find((c) => c.id === a.id)).toMatchObject({ vehicleId: null, weapon: 'Rifle+Ap', armor: 'Tactical' });
      }
      await cmd({ type: 'turn.end' });
    }
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines);
    expect(lines).toContain('Ann is now a passenger of Viper.');
    expect(lines.filter((l) => l.includes('Initiative (Alertness)'))).toHaveLength(3);
    const before = JSON.stringify(await call<View>('combat.get', { combatId }));
    await call('combat.undo', { combatId });
    expect(JSON.stringify(await call<View>('combat.get', { combatId }))).not.toBe(before);
    expect(JSON.stringify(await call<View>('combat.redo', { combatId }))).toBe(before);
  });

  it('adds vehicles from the game\'s file and seats a combatant type\'s pilot in its own vehicle; 3 turns with undo/redo', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Fleet', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 3 })).characters[0]!;
    let view = await call<View & { system: { lists: { vehicles?: { id: string; hint?: string }[] } } }>('combat.create', { name: 'Fleet' });
    const combatId = view.combatId;
    // The file's numbers, a Raider's toughness -1 kept (the console's catalog model clamps it to 0).
    const catalog = (await call<{ catalog: { vehicles: { name: string; toughness: number }[] } }>('gear.state')).catalog;
    expect(catalog.vehicles.find((v) => v.name === 'Raider')?.toughness).toBe(0);
    expect(view.system.lists.vehicles?.find((v) => v.id === 'Raider')?.hint).toBe('toughness \u22121, Raider armor, dodge +1, Fighter chart');
    view = await call('combat.addVehicle', { combatId, vehicle: 'Raider', name: null });
    const raider = view.vehicles[0]!;
    expect(raider).toMatchObject({ name: 'Raider', vehicle: 'Raider' });
    await expect(call('combat.addVehicle', { combatId, vehicle: 'Zeppelin', name: null })).rejects.toThrow(/no vehicle called "Zeppelin" in this game's vehicles file/);

    // §C.2: joining as the Viper type pilots a new Viper, armed with its Kew, in one step.
    view = await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Unarmed', armor: null, combatantType: 'Viper' });
    const a = view.combatants[0]!;
    const viper = view.vehicles.find((v) => v.vehicle === 'Viper')!;
    expect(viper).toMatchObject({ pilotId: a.id, passengerIds: [] });
    expect(a).toMatchObject({ weapon: 'Kew', vehicleId: viper.id });
    // One undo takes the whole join back (combatant and vehicle); redo brings both.
    const undone = await call<View>('combat.undo', { combatId });
    expect([undone.combatants.length, undone.vehicles.map((v) => v.vehicle)]).toEqual([0, ['Raider']]);
    expect((await call<View>('combat.redo', { combatId })).vehicles.find((v) => v.vehicle === 'Viper')).toMatchObject({ pilotId: a.id });
    view = await call('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Kew', armor: null });
    const g = view.combatants[1]!;
    // §C.8: a type's own hit chart (hitloc): joining as Target is hit on the Target chart.
    const dummy = await call<{ id: string }>('character.create', { name: 'Dummy', kind: 'pc' });
    const withDummy = await call<{ combatants: { name: string; chart: string }[] }>('combat.addCharacter', { combatId, characterId: dummy.id, team: 2, weapon: 'Unarmed', armor: null, combatantType: 'Target' });
    expect(withDummy.combatants.find((c) => c.name === 'Dummy')!.chart).toBe('Target');
    view = await call('combat.command', { combatId, command: { type: 'combatant.remove', combatantId: (withDummy.combatants as unknown as Combatant[]).find((c) => c.name === 'Dummy')!.id } });
    view = await call('combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: raider.id, combatantId: g.id, role: 'pilot' } });
    expect(view.vehicles.find((v) => v.id === raider.id)!.pilotId).toBe(g.id);
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });
    for (let turn = 1; turn <= 3; turn++) {
      const now = await call<View>('combat.get', { combatId });
      const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
      const declarations = [a, g].filter((c) => up(c.id)).map((c) => ({ combatantId: c.id, action: up(c === a ? g.id : a.id) ? { kind: 'attack', target: c === a ? g.id : a.id } : { kind: 'pass' } }));
      if (declarations.length) await cmd({ type: 'action.declare', declarations });
      await cmd({ type: 'initiative.roll' });
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      await cmd({ type: 'turn.end' });
    }
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines);
    expect(lines.filter((l) => l.includes('Initiative (Alertness)'))).toHaveLength(3);
    // Hits on a pilot land on the vehicle's chart (the file's Fighter chart).
    const hits = lines.filter((l) => l.includes('HITS!'));
    expect(hits.length).toBeGreaterThan(0);
    const before = JSON.stringify(await call<View>('combat.get', { combatId }));
    await call('combat.undo', { combatId });
    expect(JSON.stringify(await call<View>('combat.redo', { combatId }))).toBe(before);
  });

  it('FS3.2 keeps the machine\'s boarding: a second pilot is refused', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Plain', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
    const chars = [await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' }), await call<{ id: string }>('character.create', { name: 'Bob', kind: 'pc' })];
    let view = await call<View>('combat.create', { name: 'Plain' });
    const combatId = view.combatId;
    const gear = (await call<{ catalog: { weapons: { name: string }[]; vehicles: { name: string }[] } }>('gear.state')).catalog;
    for (const c of chars) await call('combat.addCharacter', { combatId, characterId: c.id, team: 1, weapon: gear.weapons[0]!.name, armor: null });
    view = await call<View>('combat.addVehicle', { combatId, vehicle: gear.vehicles[0]!.name, name: null });
    const v = view.vehicles[0]!;
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'vehicle.board', vehicleId: v.id, combatantId: view.combatants[0]!.id, role: 'pilot' });
    await expect(cmd({ type: 'vehicle.board', vehicleId: v.id, combatantId: view.combatants[1]!.id, role: 'pilot' })).rejects.toThrow(/already has a pilot/);
  });
});
