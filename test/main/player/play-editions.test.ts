/**
 * Issue 42 (follow-up): vehicle targets and called shots only where the edition has them. AresMUSH
 * Third Edition shoots a vehicle through the people aboard (no vehicle targets) and has called
 * shots; seed 003 (Fading Suns) has neither: the device is offered none, and a forged declaration
 * is refused server-side with the edition's own reason; its odds question has none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rowKey } from '../../../shared/player/build';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { fixtureFiles } from '../../helpers/ares-fixtures';
import { latestMe, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

/** The machine that runs these is loaded: wait for the state asserted, up to 15 s (vitest's default is 1 s). */
const poll = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const rigs = playerRigs();
afterEach(() => rigs.close());

type Status = { id: string; status: string; reason?: string };
type View = { combatants: { id: string; characterId: string | null }[]; vehicles: { id: string }[] };

async function fightIn(campaign: Record<string, unknown>, weapon: string | null, vehicle: string) {
  const { call, player } = await rigs.start();
  await call('campaign.create', campaign);
  const pc = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
  const [npc] = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 3 })).characters;
  const { weapons } = await call<{ weapons: { name: string; type: string }[] }>('combat.gear', {});
  const armed = weapon ?? weapons.find((w) => w.type === 'ranged')!.name;
  const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Hangar' });
  await call('combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: armed });
  await call('combat.addCharacter', { combatId, characterId: npc!.id, team: 2, weapon: armed });
  const view = await call<View>('combat.addVehicle', { combatId, vehicle, name: null });
  const id = (characterId: string) => view.combatants.find((c) => c.characterId === characterId)!.id;
  const command = (c: Record<string, unknown>) => call('combat.command', { combatId, command: c });
  await command({ type: 'privacy.set', combatantIds: [id(npc!.id)], change: { hidden: false } });
  await call('players.openScreen');
  const link = await call<{ url: string }>('players.createLink', { label: 'Kim', characterIds: [pc.id] });
  const kim = await player(socketUrl(link.url));
  const me = () => latestMe<PlayMe>(kim);
  const version = async () => (await call<{ version: number }>('combat.current', { combatId })).version;
  const key = (someId: string) => rowKey(combatId, someId);
  const declare = async (msgId: string, action: Record<string, unknown>) => {
    kim.send({ type: 'declare', id: msgId, version: await version(), declaration: { combatantId: key(id(pc.id)), action, luck: null } });
    await poll(() => kim.frames.some((f) => f.type === 'declared' && (f.declaration as Status).id === msgId)).toBe(true);
    return kim.frames.filter((f) => f.type === 'declared' && (f.declaration as Status).id === msgId).at(-1)!.declaration as Status;
  };
  const odds = async (msgId: string, q: Record<string, unknown>) => {
    kim.send({ type: 'odds', id: msgId, combatant: key(id(pc.id)), ...q });
    await poll(() => kim.frames.some((f) => f.type === 'odds' && f.id === msgId)).toBe(true);
    return kim.frames.find((f) => f.type === 'odds' && f.id === msgId)!.odds;
  };
  return { kim, me, command, declare, odds, target: key(id(npc!.id)), vehicleKey: key(view.vehicles[0]!.id), kimOf: (): PlayerClient => kim };
}

describe('issue 42: vehicle targets and called shots by edition', () => {
  it('AresMUSH Third Edition: called shots yes, vehicles only through those aboard', async () => {
    const f = await fightIn({ name: 'Ares', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' }, 'Pistol', 'Viper');
    await f.command({ type: 'combat.start' });
    await poll(() => f.me()?.yourTurn).toBe(true);
    const ann = f.me()!.combatants[0]!;
    expect(ann.vehicles).toEqual([]);
    const goon = ann.targets.find((t) => t.key === f.target)!;
    expect(goon.chart).not.toBeNull();
    const rows = f.me()!.charts[goon.chart!]!;
    expect(rows.length).toBeGreaterThan(1);
    const vehicle = await f.declare('v1', { kind: 'attack', target: f.vehicleKey });
    expect(vehicle).toMatchObject({ status: 'refused', reason: expect.stringContaining('through its pilot or a passenger') });
    expect(await f.odds('o1', { target: f.vehicleKey, action: 'attack' })).toBeNull();
    const called = await f.declare('c1', { kind: 'attack', target: f.target, location: rows[0] });
    expect(called.status).toBe('pending');
    expect(await f.odds('o2', { target: f.target, action: 'attack', location: rows[0] })).not.toBeNull();
  });

  it('seed 003 (Fading Suns): no called shots and no vehicle targets, each refused with the edition\'s reason', async () => {
    const f = await fightIn({ name: 'Etkin', edition: 'fading-suns-etkin', template: 'sample' }, null, 'Viper');
    await f.command({ type: 'combat.start' });
    await f.command({ type: 'initiative.roll' });
    await poll(() => f.me()?.yourTurn).toBe(true);
    expect(f.me()!.charts).toEqual([]);
    expect(f.me()!.combatants[0]!.vehicles).toEqual([]);
    expect(f.me()!.combatants[0]!.targets.every((t) => t.chart === null)).toBe(true);
    const called = await f.declare('c1', { kind: 'attack', target: f.target, location: 'Head' });
    expect(called).toMatchObject({ status: 'refused', reason: expect.stringContaining('no called shots') });
    const vehicle = await f.declare('v1', { kind: 'task', characteristic: 'Dexterity', skill: null, target: f.vehicleKey });
    expect(vehicle).toMatchObject({ status: 'refused', reason: expect.stringContaining('not a vehicle') });
    expect(await f.odds('o1', { target: f.target, action: 'attack', location: 'Head' })).toBeNull();
  });
});
