/**
 * Issue 42 (follow-up): players target vehicles (and the crew in them) and make called shots from
 * their device, with the GM screen's exact odds, over the real handlers, hub, desk, listener and
 * SQLite campaign. A vehicle the players do not know is there is in no list and no odds, and its
 * key reads as an unknown one; the step's refusals reach the player with everyone named as the
 * players know them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rowKey } from '../../../shared/player/build';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { latestMe, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

/** The machine that runs these is loaded: wait for the state asserted, up to 15 s (vitest's default is 1 s). */
const poll = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const rigs = playerRigs();
afterEach(() => rigs.close());

type Status = { id: string; status: string; reason?: string };
type View = { combatants: { id: string; characterId: string | null; declaration: { action: Record<string, unknown> } | null; declarationText: string | null }[]; vehicles: { id: string; name: string }[] };

async function rig() {
  const { call, player } = await rigs.start();
  await call('players.openScreen');
  const me = (p: PlayerClient) => latestMe<PlayMe>(p);
  const statusOf = async (p: PlayerClient, id: string) => {
    await poll(() => p.frames.some((f) => f.type === 'declared' && (f.declaration as Status).id === id)).toBe(true);
    return p.frames.filter((f) => f.type === 'declared' && (f.declaration as Status).id === id).at(-1)!.declaration as Status;
  };
  const oddsOf = async (p: PlayerClient, id: string, q: Record<string, unknown>) => {
    p.send({ type: 'odds', id, ...q });
    await poll(() => p.frames.some((f) => f.type === 'odds' && f.id === id)).toBe(true);
    return p.frames.find((f) => f.type === 'odds' && f.id === id)!.odds as { pHit: number; pSeriousOrWorse: number } | null;
  };
  const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Flight deck' });
  for (const [characterId, team] of [['pc-ruiz', 1], ['npc-centurion-1', 2], ['npc-centurion-2', 2]] as const) {
    await call('combat.addCharacter', { combatId, characterId, team, weapon: 'Pistol' });
  }
  // Three Vipers the storyteller named: one flown by the NPC the players see, one by the hidden NPC, one empty.
  for (const name of ['Shown Nightjar', 'Secret Nightjar', 'Empty Nightjar']) await call('combat.addVehicle', { combatId, vehicle: 'Viper', name });
  let view = await call<View>('combat.get', { combatId });
  const id = (characterId: string) => view.combatants.find((c) => c.characterId === characterId)!.id;
  const vehicle = (name: string) => view.vehicles.find((v) => v.name === name)!.id;
  const command = (c: Record<string, unknown>) => call('combat.command', { combatId, command: c });
  await command({ type: 'privacy.set', combatantIds: [id('npc-centurion-1')], change: { hidden: false } });
  await command({ type: 'vehicle.board', vehicleId: vehicle('Shown Nightjar'), combatantId: id('npc-centurion-1'), role: 'pilot' });
  await command({ type: 'vehicle.board', vehicleId: vehicle('Secret Nightjar'), combatantId: id('npc-centurion-2'), role: 'pilot' });
  await command({ type: 'combat.start' });
  view = await call<View>('combat.get', { combatId });
  const link = await call<{ url: string }>('players.createLink', { label: 'Kim', characterIds: ['pc-ruiz'] });
  const kim = await player(socketUrl(link.url));
  await poll(() => me(kim)?.yourTurn).toBe(true);
  const key = (someId: string) => rowKey(combatId, someId);
  const version = async () => (await call<{ version: number }>('combat.current', { combatId })).version;
  return { call, kim, me, statusOf, oddsOf, combatId, id, vehicle, key, version, command };
}

describe('issue 42: vehicles and called shots from the device', () => {
  it('offers only the vehicles players see, by type, with the called-shot locations of each chart', async () => {
    const { kim, me, id, vehicle, key } = await rig();
    const ruiz = me(kim)!.combatants[0]!;
    expect(ruiz.vehicles.map((v) => v.key).sort()).toEqual([key(vehicle('Shown Nightjar')), key(vehicle('Empty Nightjar'))].sort());
    expect(ruiz.vehicles.map((v) => v.name)).toEqual(['Viper', 'Viper']);
    // The crew the players see: aboard the Viper, shot through it; the hidden pilot is in no list.
    const pilot = ruiz.targets.find((t) => t.key === key(id('npc-centurion-1')))!;
    expect(pilot.aboard).toBe('Viper');
    expect(ruiz.targets.some((t) => t.key === key(id('npc-centurion-2')))).toBe(false);
    const viperRows = me(kim)!.charts[ruiz.vehicles[0]!.chart!]!;
    expect(viperRows).toContain('Cockpit');
    expect(me(kim)!.charts[pilot.chart!]!.length).toBeGreaterThan(0);
    const bytes = kim.raw.join('\n');
    expect(bytes).not.toMatch(/Nightjar/);
    expect(bytes).not.toContain(vehicle('Secret Nightjar'));
    expect(bytes).not.toContain(key(vehicle('Secret Nightjar')));
  });

  it('answers the GM screen\'s exact odds for a called shot at a vehicle, and none for a hidden one', async () => {
    const { call, kim, oddsOf, combatId, id, vehicle, key } = await rig();
    const me = key(id('pc-ruiz'));
    const device = await oddsOf(kim, 'o1', { combatant: me, target: key(vehicle('Shown Nightjar')), action: 'attack', location: 'Cockpit', stance: 'normal' });
    const { odds } = await call<{ odds: ({ pHit: number; pSeriousOrWorse: number } | null)[] }>('combat.odds', {
      combatId, queries: [{ attackerId: id('pc-ruiz'), targetId: vehicle('Shown Nightjar'), luck: null, action: 'attack', location: 'Cockpit', stance: 'normal' }],
    });
    expect(device).not.toBeNull();
    expect(device!.pHit).toBe(odds[0]!.pHit);
    expect(device!.pSeriousOrWorse).toBe(odds[0]!.pSeriousOrWorse);
    const centre = await oddsOf(kim, 'o2', { combatant: me, target: key(vehicle('Shown Nightjar')), action: 'attack', stance: 'normal' });
    expect(centre!.pSeriousOrWorse).not.toBe(device!.pSeriousOrWorse);
    expect(await oddsOf(kim, 'o3', { combatant: me, target: key(vehicle('Secret Nightjar')), action: 'attack' })).toBeNull();
  });

  it('takes a called shot at a vehicle as a pending declaration the storyteller accepts as the GM screen would', async () => {
    const { call, kim, statusOf, combatId, id, vehicle, key, version } = await rig();
    kim.send({ type: 'declare', id: 'd1', version: await version(), declaration: { combatantId: key(id('pc-ruiz')), action: { kind: 'attack', target: key(vehicle('Shown Nightjar')), location: 'Cockpit' }, luck: null } });
    expect((await statusOf(kim, 'd1')).status).toBe('pending');
    const { pending } = await call<{ pending: { linkId: string; id: string }[] }>('players.declarations');
    await call('players.acceptDeclarations', { refs: pending.map((p) => ({ linkId: p.linkId, id: p.id })), version: await version(), requestId: 'gm-1' });
    const after = await call<View>('combat.get', { combatId });
    expect(after.combatants.find((c) => c.id === id('pc-ruiz'))!.declaration!.action).toEqual({ kind: 'attack', target: vehicle('Shown Nightjar'), location: 'Cockpit' });
  });

  it('refuses a hidden vehicle exactly as an unknown key, and says the step\'s reasons as the players know everyone', async () => {
    const { kim, me, statusOf, id, vehicle, key, version } = await rig();
    const ruiz = key(id('pc-ruiz'));
    const send = async (msgId: string, action: Record<string, unknown>) => {
      kim.send({ type: 'declare', id: msgId, version: await version(), declaration: { combatantId: ruiz, action, luck: null } });
      return statusOf(kim, msgId);
    };
    const hidden = await send('h1', { kind: 'attack', target: key(vehicle('Secret Nightjar')) });
    const unknown = await send('h2', { kind: 'attack', target: 'c-nobody' });
    expect(hidden).toEqual({ ...unknown, id: 'h1' });
    // The step's own refusal names the NPC: the device reads it as the players know it.
    const rally = await send('r1', { kind: 'rally', target: key(id('npc-centurion-1')) });
    expect(rally.status).toBe('refused');
    expect(rally.reason).toMatch(/^NPC \d+ is not knocked out\.$/);
    const row = await send('l1', { kind: 'attack', target: key(vehicle('Shown Nightjar')), location: 'Left Ear' });
    expect(row.reason).toContain('Left Ear');
    expect(kim.raw.join('\n')).not.toMatch(/Centurion|Nightjar/);
    expect(me(kim)!.combatants[0]!.declared).toBeNull();
  });

  it('says a declaration in effect as the players know its target', async () => {
    const { kim, me, command, id, vehicle } = await rig();
    await command({ type: 'action.declare', declarations: [{ combatantId: id('pc-ruiz'), action: { kind: 'attack', target: vehicle('Shown Nightjar'), location: 'Cockpit' } }] });
    await poll(() => me(kim)!.combatants[0]!.declared).toMatch(/Viper/);
    expect(me(kim)!.combatants[0]!.declared).not.toMatch(/Nightjar/);
    await command({ type: 'action.declare', declarations: [{ combatantId: id('pc-ruiz'), action: { kind: 'attack', target: id('npc-centurion-2') } }] });
    // A declaration the storyteller made at someone hidden is not put in words at all.
    await poll(() => me(kim)!.combatants[0]!.declared).toBe('Declared');
    expect(kim.raw.join('\n')).not.toMatch(/Centurion/);
  });

  it('reads the gear catalog once per change: a weapon made automatic offers full-auto at the next step', async () => {
    const { call, kim, me, command, id } = await rig();
    expect(me(kim)!.combatants[0]!.actions.map((a) => a.id)).not.toContain('full-auto');
    const { weapons } = await call<{ weapons: { name: string }[] }>('combat.gear', {});
    const pistol = weapons.find((w) => w.name === 'Pistol')!;
    await call('gear.save', { list: 'weapons', item: { ...pistol, automatic: true }, previousName: 'Pistol' });
    // Any step refreshes the links' pictures; the catalog is read again as it changed.
    await command({ type: 'privacy.set', combatantIds: [id('npc-centurion-1')], change: { publicName: 'The pilot' } });
    await poll(() => me(kim)!.combatants[0]!.actions.map((a) => a.id)).toContain('full-auto');
  });

  it('sends a link only the new fight version after a step that changes none of its choices, and declares against it', async () => {
    const { kim, me, command, id, key, statusOf, version } = await rig();
    // The first step after a device joined sends the whole picture (what the link was last sent is kept from steps only).
    let before = kim.frames.length;
    await command({ type: 'note.set', combatantId: id('npc-centurion-1'), note: 'Calm pilot' });
    await poll(() => kim.frames.slice(before).some((f) => f.type === 'me' || f.type === 'meVersion')).toBe(true);
    before = kim.frames.length;
    await command({ type: 'note.set', combatantId: id('npc-centurion-1'), note: 'Nervous pilot' });
    await poll(() => kim.frames.slice(before).some((f) => f.type === 'meVersion')).toBe(true);
    expect(kim.frames.slice(before).some((f) => f.type === 'me')).toBe(false);
    expect(me(kim)!.version).toBe(await version());
    kim.send({ type: 'declare', id: 'after-note', version: me(kim)!.version, declaration: { combatantId: key(id('pc-ruiz')), action: { kind: 'pass' }, luck: null } });
    expect((await statusOf(kim, 'after-note')).status).toBe('pending');
    expect(kim.raw.join('\n')).not.toMatch(/Nervous pilot|Calm pilot/);
  });
});
