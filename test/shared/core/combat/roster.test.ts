import { describe, expect, it } from 'vitest';
import { Driver, GRENADE, KNIFE, pools, RIFLE, spec, VEST } from './fixtures';
import { vehicleSpec } from './random-commands';

describe('setup: combatants, teams, gear and vehicles', () => {
  it('adds combatants with full clips, keeps gear and identical stat blocks once, and creates teams', () => {
    const d = new Driver().add(spec('a', 1, { weapon: RIFLE, armor: VEST }), spec('b', 2), spec('c', 2, { pools: pools({ Firearms: 7 }) }));
    const ctx = d.snapshot.context;
    expect(ctx.combatants.map((c) => [c.id, c.weapon, c.ammo, c.armor, c.stats])).toEqual([
      ['a', 'Assault Rifle', 30, 'Kevlar Vest', 's1'],
      ['b', 'Pistol', 12, null, 's1'],
      ['c', 'Pistol', 12, null, 's2'],
    ]);
    expect(Object.keys(ctx.gear.weapons)).toEqual(['Assault Rifle', 'Pistol']);
    expect(Object.keys(ctx.statBlocks)).toEqual(['s1', 's2']);
    // Issue 35: each team's public number, given when players first see a member of it.
    expect(ctx.teams).toEqual([{ id: 1, name: 'Team 1', shown: 1 }, { id: 2, name: 'Team 2', shown: 2 }]);
    expect(d.snapshot.value).toBe('setup');
    expect(d.log.at(-1)).toEqual({ kind: 'note', turn: 0, text: 'c joins Team 2 (Pistol).' });
  });

  it('refuses a duplicate id, in the combat or within one batch', () => {
    const d = new Driver().add(spec('a', 1));
    expect(d.send({ type: 'combatant.add', combatants: [spec('a', 2)] }, true)).toBe('Something in this combat already has the id a.');
    expect(d.send({ type: 'combatant.add', combatants: [spec('x', 2), spec('x', 2)] }, true)).toBe('Something in this combat already has the id x.');
    expect(d.snapshot.context.combatants).toHaveLength(1);
  });

  it('removing a combatant clears declarations aimed at them, their holds and their modifiers', () => {
    const d = new Driver().add(spec('a', 1, { weapon: KNIFE }), spec('b', 2), spec('c', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'c', action: { kind: 'aim', target: 'a' } }] });
    d.send({ type: 'modifier.add', modifier: { id: 'm1', combatantId: 'b', dice: -2, reason: 'Smoke', roll: 'all', duration: 'combat' } });
    d.send({ type: 'combatant.remove', combatantId: 'b' });
    expect(d.combatant('a').declaration).toBeNull();
    expect(d.combatant('c').declaration).not.toBeNull();
    expect(d.snapshot.context.modifiers).toEqual([]);
    expect(d.send({ type: 'combatant.remove', combatantId: 'b' }, true)).toBe('No combatant with id b.');
  });

  it('updates gear and stance; a new weapon comes with a full clip', () => {
    const d = new Driver().add(spec('a', 1));
    d.send({ type: 'combatant.update', combatantId: 'a', patch: { weapon: RIFLE, stance: 'cover', cover: { name: 'Wall' } } });
    expect(d.combatant('a')).toMatchObject({ weapon: 'Assault Rifle', ammo: 30, stance: 'cover', cover: { name: 'Wall' } });
    expect(d.log.at(-1)).toMatchObject({ text: 'Storyteller: a: weapon Assault Rifle, stance cover, cover (Wall).' });
    expect(d.send({ type: 'combatant.update', combatantId: 'a', patch: {} }, true)).toBe('Nothing to change.');
  });

  it('names teams', () => {
    const d = new Driver().add(spec('a', 1));
    d.send({ type: 'team.rename', team: 1, name: 'Colonials' });
    expect(d.snapshot.context.teams).toEqual([{ id: 1, name: 'Colonials', shown: 1 }]);
  });

  it('seats one pilot and any passengers in a vehicle, one vehicle per person', () => {
    const d = new Driver().add(spec('pilot', 1), spec('gunner', 1), spec('other', 1));
    d.send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'pilot', role: 'pilot' });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'gunner', role: 'passenger' });
    expect(d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'other', role: 'pilot' }, true)).toBe('Viper v1 already has a pilot.');
    expect(d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'gunner', role: 'passenger' }, true)).toBe('Leave the current vehicle first.');
    expect(d.snapshot.context.vehicles[0]).toMatchObject({ pilotId: 'pilot', passengerIds: ['gunner'] });
    d.send({ type: 'vehicle.leave', combatantId: 'pilot' });
    expect(d.snapshot.context.vehicles[0]).toMatchObject({ pilotId: null, passengerIds: ['gunner'] });
    d.send({ type: 'vehicle.remove', vehicleId: 'v1' });
    expect(d.snapshot.context.vehicles).toEqual([]);
  });

  it('refuses a vehicle whose chart does not match its definition', () => {
    const d = new Driver();
    const v = vehicleSpec('v1');
    expect(d.send({ type: 'vehicle.add', vehicle: { ...v, definition: { ...v.definition, hitChart: 'Humanoid' } } }, true)).toBe('Viper uses the chart Humanoid, not Viper.');
  });

  it('starts only with combatants; setup commands stop being offered once it has started', () => {
    const d = new Driver();
    expect(d.send({ type: 'combat.start' }, true)).toBe('Add at least one combatant first.');
    d.add(spec('a', 1, { weapon: GRENADE }));
    d.send({ type: 'combat.start' });
    expect(d.snapshot.value).toBe('declaring');
    expect(d.snapshot.context.turn).toBe(1);
    expect(d.send({ type: 'combat.start' }, true)).toBe('"combat.start" is not allowed while the combat is waiting for declarations.');
  });
});
