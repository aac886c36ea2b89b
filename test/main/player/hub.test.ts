/**
 * Issue 21: the storyteller's players.* methods over the real handlers, hub and listeners, with
 * real `ws` clients on loopback: one step pushed to 200 players as the same payload, the LAN
 * listener on its own address, devices cut by disconnect / newLink / stopSharing, player rolls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import type { PlayersStatus } from '../../../shared/ipc/players-contract';
import { PLAYER_CLOSE } from '../../../shared/player/close-codes';
import { ServerFrameSchema } from '../../../shared/player/protocol';
import type { PlayersSetup } from '../../../main/player';
import { openPlayer, rawUpgrade, socketUrl } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

/** 127.0.0.2 (Linux's loopback range) stands in for a LAN interface. */
const ADDRESSES: PlayersSetup['addresses'] = () => [
  { name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true },
  { name: 'test-lan', address: '127.0.0.2', family: 'IPv4', internal: false },
];

const rigs = playerRigs();
afterEach(() => rigs.close());

async function rig(setup: PlayersSetup = {}) {
  const { ctx, call, player } = await rigs.start({ addresses: ADDRESSES, ...setup });
  const fight = async () => {
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    return combatId;
  };
  const events = (name: string) => ctx.emitted.filter((e) => e.event === name);
  return { ctx, call, player, fight, events };
}

describe('players: the screen listener and the push', () => {
  it('200 players on loopback all get the push of one step, the same string, while the storyteller keeps working', async () => {
    const { call, player, fight } = await rig();
    const combatId = await fight();
    const { url, opened } = await call<{ url: string; opened: boolean }>('players.openScreen');
    expect(opened).toBe(false); // browser mode: the page opens the link in a new tab
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const ws = socketUrl(url);
    // The storyteller's calls interleave with 200 devices connecting.
    const [players, answers] = await Promise.all([
      Promise.all(Array.from({ length: 200 }, () => player(ws))),
      Promise.all(Array.from({ length: 20 }, () => call<{ view: { combatants: unknown[] } }>('combat.current', { combatId }))),
    ]);
    expect(answers.map((a) => a.view.combatants.length)).toEqual(Array(20).fill(2));
    expect((await call<PlayersStatus>('players.status')).devices).toHaveLength(200);
    const marks = players.map((p) => p.raw.length);
    await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
    const pushed = await Promise.all(players.map((p, i) => p.next('view', marks[i]).then(() => p.raw[p.raw.findIndex((_, k) => k >= marks[i]! && p.frames[k]!.type === 'view')]!)));
    expect(new Set(pushed).size).toBe(1);
    const frame = ServerFrameSchema.parse(JSON.parse(pushed[0]!));
    expect(frame.type).toBe('view');
    // The storyteller's session is unaffected: the fight answers as before.
    expect((await call<{ version: number }>('combat.current', { combatId })).version).toBeGreaterThan(0);
    // The same view as the storyteller's preview of it.
    expect(await call('players.preview')).toEqual(frame.type === 'view' ? frame.view : null);
  });

  it('opens the desktop window through the opener, and keeps one listener for repeated opens', async () => {
    const opened: string[] = [];
    const { call } = await rig({ openWindow: (url) => (opened.push(url), true) });
    const [a, b] = await Promise.all([call<{ url: string; opened: boolean }>('players.openScreen'), call<{ url: string; opened: boolean }>('players.openScreen')]);
    expect(a).toEqual(b);
    expect(a.opened).toBe(true);
    expect(opened).toEqual([a.url, a.url]);
    expect((await call<PlayersStatus>('players.status')).screen).toEqual({ url: a.url });
  });

  it('pushes a view when the storyteller opens another fight and when the campaign switches; names devices', async () => {
    const { call, player, fight, events } = await rig();
    const first = await fight();
    const second = await fight();
    const { url } = await call<{ url: string }>('players.openScreen');
    const p = await player(socketUrl(url));
    p.send({ type: 'name', name: "Kim's phone" });
    await expect.poll(() => events('players.changed').at(-1)?.payload).toMatchObject({ devices: [{ name: "Kim's phone", channel: 'screen' }] });
    let mark = p.frames.length;
    await call('combat.current', { combatId: first });
    const v1 = (await p.next('view', mark)).view as { version: number };
    mark = p.frames.length;
    await call('combat.current', { combatId: first }); // the same fight again: nothing new to push
    await call('combat.get', { combatId: second });
    const v2 = (await p.next('view', mark)).view as { version: number };
    expect(p.frames.slice(mark).filter((f) => f.type === 'view')).toHaveLength(1);
    expect(v2.version).toBeGreaterThan(v1.version);
    mark = p.frames.length;
    await call('campaign.create', { name: 'Another', template: 'blank' });
    expect((await p.next('view', mark)).view).toMatchObject({ fight: null });
  });
});

describe('players: the campaign privacy settings', () => {
  it('a hidden NPC never reaches a device; saving new settings pushes the view they give at once', async () => {
    const { call, player, fight } = await rig();
    const combatId = await fight();
    const { url } = await call<{ url: string }>('players.openScreen');
    const device = await player(socketUrl(url));
    await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
    const names = (frame: { [k: string]: unknown }) => (frame['view'] as { fight: { combatants: { name: string }[] } }).fight.combatants.map((c) => c.name);
    // The defaults: the NPC joined hidden, so only the PC is shown, and nothing of the NPC is sent.
    const first = await device.next('view');
    expect(names(first)).toEqual(['Cpl. Dane Ruiz']);
    expect(device.raw.join('')).not.toMatch(/Centurion|npc-centurion-1/);
    const view = await call<{ view: { combatants: { id: string; characterId: string | null }[] } }>('combat.current', { combatId });
    const npc = view.view.combatants.find((c) => c.characterId === 'npc-centurion-1')!;
    const mark = device.raw.length;
    await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'privacy.set', combatantIds: [npc.id], change: { hidden: false } } } });
    expect(names(await device.next('view', mark))).toEqual(['Cpl. Dane Ruiz', 'NPC 1']);
    const saved = mark + 1;
    await call('players.setPrivacy', { npcNames: 'real', pcWounds: 'exact', npcWounds: 'status', pcRolls: 'shown', npcRolls: 'hidden', npcsJoinHidden: true });
    expect(names(await device.next('view', saved))).toEqual(['Cpl. Dane Ruiz', 'Centurion One']);
  });
});

describe('players: LAN sharing', () => {
  it('listens on the chosen address only, refuses an address not of this machine, and cuts devices on newLink, disconnect and stopSharing', async () => {
    const { call, player } = await rig();
    await expect(call('players.share', { address: '10.9.8.7' })).rejects.toMatchObject({ code: 'players/bad-address', message: expect.stringContaining('10.9.8.7') });
    const shared = await call<PlayersStatus>('players.share', { address: '127.0.0.2', port: 0 });
    const lan = shared.lan!;
    expect(lan.address).toBe('127.0.0.2');
    expect(new URL(lan.url).host).toBe(`127.0.0.2:${lan.port}`);
    // Reachable there, not on 127.0.0.1 at the same port.
    const a = await player(socketUrl(lan.url));
    await expect(openPlayer(socketUrl(lan.url).replace('127.0.0.2', '127.0.0.1'))).rejects.toBeTruthy();
    const b = await player(socketUrl(lan.url));
    const c = await player(socketUrl(lan.url));
    const deviceA = String(a.frames[0]!.deviceId);
    const afterDisconnect = await call<PlayersStatus>('players.disconnect', { deviceId: deviceA });
    expect(afterDisconnect.devices.map((d) => d.id)).not.toContain(deviceA);
    expect((await a.closed).code).toBe(PLAYER_CLOSE.disconnected);
    // newLink: the old link is dead (401), both remaining devices cut, the new link works.
    const renewed = await call<PlayersStatus>('players.newLink');
    expect(renewed.devices).toEqual([]);
    expect((await b.closed).code).toBe(PLAYER_CLOSE.linkRevoked);
    expect((await c.closed).code).toBe(PLAYER_CLOSE.linkRevoked);
    expect((await rawUpgrade(socketUrl(lan.url))).status).toBe(401);
    expect(renewed.lan!.url).not.toBe(lan.url);
    const d = await player(socketUrl(renewed.lan!.url));
    const stopped = await call<PlayersStatus>('players.stopSharing');
    expect(stopped.lan).toBeNull();
    expect(stopped.devices).toEqual([]);
    expect((await d.closed).code).toBe(1001);
    await expect(openPlayer(socketUrl(renewed.lan!.url))).rejects.toBeTruthy();
    await expect(call('players.newLink')).rejects.toMatchObject({ code: 'players/not-sharing' });
  });

  it('stopping LAN sharing leaves the screen listener and its devices alone', async () => {
    const { call, player } = await rig();
    const { url } = await call<{ url: string }>('players.openScreen');
    const screen = await player(socketUrl(url));
    const { lan } = await call<PlayersStatus>('players.share', { address: '127.0.0.2' });
    await player(socketUrl(lan!.url));
    expect((await call<PlayersStatus>('players.stopSharing')).devices.map((d) => d.channel)).toEqual(['screen']);
    expect(screen.ws.readyState).toBe(screen.ws.OPEN);
  });
});

describe('players: rolls', () => {
  it('a requested roll is rolled once on this machine, logged with who rolled it, and pushed to the storyteller and the devices', async () => {
    const { call, player, events } = await rig();
    const { url } = await call<{ url: string }>('players.openScreen');
    const kim = await player(socketUrl(url));
    const other = await player(socketUrl(url));
    kim.send({ type: 'name', name: "Kim's phone" });
    await expect.poll(async () => (await call<PlayersStatus>('players.status')).devices.map((d) => d.name)).toContain("Kim's phone");
    const kimId = String(kim.frames[0]!.deviceId);
    await expect(call('players.requestRoll', { characterId: 'pc-ruiz', ability: 'Basket Weaving' })).rejects.toBeTruthy();
    await expect(call('players.requestRoll', { characterId: 'pc-ruiz', ability: 'Firearms', to: 'no-such-device' })).rejects.toMatchObject({ code: 'players/no-device' });
    const mark = kim.frames.length;
    const { request } = await call<{ request: { id: string; modifierText: string; characterName: string; to: string | null } }>('players.requestRoll', { characterId: 'pc-ruiz', ability: 'Firearms', modifier: 1, to: kimId });
    expect(request).toMatchObject({ characterName: 'Cpl. Dane Ruiz', to: kimId, modifierText: '+1 die' });
    expect((await kim.next('requests', mark)).requests).toEqual([request]);
    expect(other.frames.filter((f) => f.type === 'requests').at(-1)?.requests ?? []).toEqual([]);
    // Another device cannot take a roll asked of Kim's phone.
    other.send({ type: 'roll', requestId: request.id });
    // Twice at once from the right device: one roll.
    kim.send({ type: 'roll', requestId: request.id });
    kim.send({ type: 'roll', requestId: request.id });
    const rolled = (await kim.next('rolled', mark)).result as { rolledBy: string; text: string };
    expect(rolled.rolledBy).toBe("Kim's phone");
    expect(rolled.text).toContain('Firearms');
    await other.next('rolled');
    await expect.poll(() => events('players.rolled').length).toBe(1);
    // Let any second roll have arrived and been handled.
    kim.send({ type: 'ping' });
    await kim.next('tick', kim.frames.length);
    const log = (await call<{ entries: RollLogEntry[] }>('character.rollLog', { limit: 50 })).entries;
    const mine = log.filter((e) => e.roll.rolledBy === "Kim's phone");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ characterId: 'pc-ruiz', roll: { ability: 'Firearms' } });
    expect(events('character.rolled').map((e) => (e.payload as RollLogEntry).id)).toEqual([mine[0]!.id]);
    expect(events('players.rolled')[0]!.payload).toMatchObject({ result: { requestId: request.id, rolledBy: "Kim's phone" }, entry: { id: mine[0]!.id } });
    const status = await call<PlayersStatus>('players.status');
    expect(status.requests).toEqual([]);
    expect(status.results).toHaveLength(1);
  });

  it('a cancelled request cannot be rolled', async () => {
    const { call, player } = await rig();
    const { url } = await call<{ url: string }>('players.openScreen');
    const p = await player(socketUrl(url));
    const { request } = await call<{ request: { id: string } }>('players.requestRoll', { characterId: 'pc-ruiz', ability: 'Firearms' });
    expect((await call<PlayersStatus>('players.cancelRoll', { requestId: request.id })).requests).toEqual([]);
    p.send({ type: 'roll', requestId: request.id });
    p.send({ type: 'ping' });
    await p.next('tick');
    expect(p.frames.some((f) => f.type === 'rolled')).toBe(false);
    await expect(call('players.cancelRoll', { requestId: request.id })).rejects.toMatchObject({ code: 'players/no-request' });
  });
});
