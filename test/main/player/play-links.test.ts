/**
 * Issue 42: personal player links over the real handlers, hub, desk and listener, on a real
 * SQLite campaign, with real `ws` clients. A link is bound on the server: a device acts only for
 * its characters, whatever it sends; declarations wait for the storyteller (or apply at once),
 * and every forged, hidden, stale, duplicated or out-of-phase one is refused with a reason.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rowKey } from '../../../shared/player/build';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { PLAYER_CLOSE } from '../../../shared/player/close-codes';
import { latestMe, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

const OKAFOR = "Lt. Mara 'Sparrow' Okafor";

type Link = { id: string; url: string | null; characterIds: string[]; canClaim: boolean };
type Status = { id: string; status: string; reason?: string };

async function rig() {
  const { ctx, call, player } = await rigs.start();
  await call('players.openScreen');
  const link = (label: string, characterIds: string[], canClaim = false) => call<Link>('players.createLink', { label, characterIds, canClaim });
  const join = async (l: Link) => player(socketUrl(l.url!));
  const me = (p: PlayerClient) => latestMe<PlayMe>(p);
  const statusOf = async (p: PlayerClient, id: string, status?: string) => {
    await expect.poll(() => p.frames.some((f) => f.type === 'declared' && (f.declaration as Status).id === id && (!status || (f.declaration as Status).status === status))).toBe(true);
    return p.frames.filter((f) => f.type === 'declared' && (f.declaration as Status).id === id).at(-1)!.declaration as Status;
  };
  const fight = async () => {
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush by Velkaris' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-okafor', team: 1, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-2', team: 2, weapon: 'Pistol' });
    const view = await call<{ combatants: { id: string; characterId: string }[] }>('combat.get', { combatId });
    const id = (characterId: string) => view.combatants.find((c) => c.characterId === characterId)!.id;
    // Centurion 1 is shown; Centurion 2 stays hidden (the campaign's default for NPCs).
    await call('combat.command', { combatId, command: { type: 'privacy.set', combatantIds: [id('npc-centurion-1')], change: { hidden: false } } });
    await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
    const key = (characterId: string) => rowKey(combatId, id(characterId));
    const version = async () => (await call<{ version: number }>('combat.current', { combatId })).version;
    return { combatId, id, key, version };
  };
  return { ctx, call, link, join, me, statusOf, fight, player };
}

describe('issue 42: personal links bound on the server', () => {
  it('each link has its own token and characters, survives a restart of the campaign, and is revoked alone', async () => {
    const { ctx, call, link, join, me } = await rig();
    const kim = await link('Kim', ['pc-ruiz']);
    const sam = await link('Sam', ['pc-okafor']);
    expect(kim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?t=/);
    expect(kim.url).not.toBe(sam.url);
    const a = await join(kim);
    const b = await join(sam);
    await expect.poll(() => me(a)?.characters).toEqual(['Cpl. Dane Ruiz']);
    await expect.poll(() => me(b)?.label).toBe('Sam');
    // A PC is bound to one link; an NPC to none.
    await expect(call('players.createLink', { label: 'X', characterIds: ['pc-ruiz'] })).rejects.toMatchObject({ code: 'players/bad-binding' });
    await expect(call('players.createLink', { label: 'X', characterIds: ['npc-centurion-1'] })).rejects.toMatchObject({ code: 'players/bad-binding' });
    // Revoking Kim's link cuts Kim's device only.
    await call('players.revokeLink', { linkId: kim.id });
    expect((await a.closed).code).toBe(PLAYER_CLOSE.linkRevoked);
    expect(b.ws.readyState).toBe(b.ws.OPEN);
    // Stored in the campaign: closed and opened again, Sam's link and binding are there, its token works.
    const path = ctx.campaigns.current()!.path;
    await ctx.campaigns.close();
    await ctx.campaigns.open(path);
    const after = await call<{ links: Link[] }>('players.links');
    expect(after.links.map((l) => [l.id, l.characterIds])).toEqual([[sam.id, ['pc-okafor']]]);
    const again = await join(after.links[0]!);
    await expect.poll(() => me(again)?.characters).toEqual([OKAFOR]);
  });

  it('a link may claim one unbound PC once, the storyteller confirms', async () => {
    const { call, link, join, me, ctx } = await rig();
    await link('Kim', ['pc-ruiz']);
    const open = await link('Newcomer', [], true);
    const p = await join(open);
    await expect.poll(() => me(p)?.claimable.length ?? 0).toBeGreaterThan(0);
    expect(me(p)!.claimable.map((c) => c.name)).not.toContain('Cpl. Dane Ruiz');
    const okafor = me(p)!.claimable.find((c) => c.name !== 'Cpl. Dane Ruiz')!;
    p.send({ type: 'claim', ref: 'no-such-ref' });
    expect(await p.next('claimed')).toMatchObject({ ok: false });
    const mark = p.frames.length;
    p.send({ type: 'claim', ref: okafor.ref });
    expect(await p.next('claimed', mark)).toMatchObject({ ok: true });
    const claims = (await call<{ claims: { linkId: string; name: string }[] }>('players.links')).claims;
    expect(claims).toEqual([expect.objectContaining({ linkId: open.id, name: okafor.name })]);
    await call('players.confirmClaim', { linkId: open.id, accept: true });
    await expect.poll(() => me(p)?.characters).toEqual([okafor.name]);
    expect(me(p)!.claimable).toEqual([]);
    // Once only.
    const mark2 = p.frames.length;
    p.send({ type: 'claim', ref: okafor.ref });
    expect(await p.next('claimed', mark2)).toMatchObject({ ok: false });
    expect(ctx.campaigns.requireSession().repos.playerLinks.get(open.id)?.canClaim).toBe(false);
  });
});

describe('issue 42: a flood and a forged storyteller call', () => {
  it('a flooding link is refused past its own budget while the storyteller works on; a storyteller method is no frame at all', async () => {
    const { call, link, join, statusOf, fight } = await rig();
    const kim = await join(await link('Kim', ['pc-ruiz']));
    const f = await fight();
    const version = await f.version();
    for (let i = 0; i < 16; i++) kim.send({ type: 'declare', id: `f-${i}`, version, declaration: { combatantId: f.key('pc-ruiz'), action: { kind: 'pass' }, luck: null } });
    const t0 = performance.now();
    await call('combat.current', { combatId: f.combatId });
    expect(performance.now() - t0).toBeLessThan(1000);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => statusOf(kim, `f-${i}`)));
    // 12 at once, then 4 a second: however slowly a loaded machine hands the frames over, some are refused.
    const refused = answers.filter((a) => a.reason?.startsWith('Too many requests'));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeLessThanOrEqual(4);
    // Each taken one replaced the one before: one pending, the last taken.
    const taken = answers.filter((a) => a.status === 'pending' || a.reason === 'Replaced by your newer declaration.').map((a) => a.id);
    expect(taken).toHaveLength(16 - refused.length);
    expect((await call<{ pending: { id: string }[] }>('players.declarations')).pending.map((p) => p.id)).toEqual([taken.at(-1)]);
    // Shaped like a storyteller call: not a frame of the player channel, the socket is closed.
    kim.send({ type: 'acceptDeclarations', refs: [{ linkId: 'x', id: taken.at(-1) }] });
    expect((await kim.closed).code).toBe(1008);
    expect((await call<{ pending: { id: string }[] }>('players.declarations')).pending.map((p) => p.id)).toEqual([taken.at(-1)]);
  });
});

describe('issue 42: roll requests for a bound character', () => {
  it('reach and are rolled only by its link; an unbound character\'s reach every device', async () => {
    const { call, link, join, player } = await rig();
    const kim = await join(await link('Kim', ['pc-ruiz']));
    const shared = await player(socketUrl((await call<{ url: string }>('players.openScreen')).url));
    const ask = async (characterId: string) => (await call<{ request: { id: string } }>('players.requestRoll', { characterId, ability: 'Firearms' })).request;
    const lastRequests = (p: PlayerClient) => ((p.frames.filter((f) => f.type === 'requests').at(-1)?.requests ?? []) as { id: string }[]).map((r) => r.id);
    const ruiz = await ask('pc-ruiz');
    const okafor = await ask('pc-okafor');
    await expect.poll(() => lastRequests(kim)).toEqual([ruiz.id, okafor.id]);
    await expect.poll(() => lastRequests(shared)).toEqual([okafor.id]);
    // The shared device forges Ruiz's roll: nothing happens; Kim's rolls it.
    shared.send({ type: 'roll', requestId: ruiz.id });
    shared.send({ type: 'ping' });
    await shared.next('tick');
    expect((await call<{ requests: { id: string }[] }>('players.status')).requests.map((r) => r.id)).toContain(ruiz.id);
    kim.send({ type: 'roll', requestId: ruiz.id });
    // Kim's answer waits for the storyteller (issue 42 item 3; play-rolls.test.ts), who accepts it.
    await kim.next('rollAnswer');
    await call('players.acceptRoll', { requestId: ruiz.id });
    await kim.next('rolled');
    expect((await call<{ requests: { id: string }[] }>('players.status')).requests.map((r) => r.id)).toEqual([okafor.id]);
  });
});

describe('issue 42: declarations from a device', () => {
  it('pending, accepted as one undoable step, rejected with a reason, edited; every forged message refused', async () => {
    const { call, link, join, me, statusOf, fight, player, ctx } = await rig();
    const kim = await join(await link('Kim', ['pc-ruiz']));
    const sam = await join(await link('Sam', ['pc-okafor']));
    // Kim's character has spent all its luck.
    ctx.campaigns.requireSession().db.prepare("UPDATE characters SET luck_points = 0 WHERE id = 'pc-ruiz'").run();
    const f = await fight();
    await expect.poll(() => me(kim)?.yourTurn).toBe(true);
    const mine = me(kim)!.combatants;
    expect(mine.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz']);
    // Only those the players see are offered; the hidden NPC is in no list.
    expect(mine[0]!.targets.map((t) => t.key).sort()).toEqual([f.key('pc-ruiz'), f.key('pc-okafor'), f.key('npc-centurion-1')].sort());
    expect(kim.raw.join('\n')).not.toContain(f.id('npc-centurion-2'));
    expect(kim.raw.join('\n')).not.toContain(f.key('npc-centurion-2'));
    expect(me(kim)!.waiting).toEqual(['Cpl. Dane Ruiz', OKAFOR]);
    const version = await f.version();
    const declare = (p: PlayerClient, id: string, combatant: string, target: string, v = version, extra: object = {}) =>
      p.send({ type: 'declare', id, version: v, declaration: { combatantId: combatant, action: { kind: 'attack', target }, luck: null, ...extra } });

    // Forged and wrong ones: another's character, a hidden target, a made-up key, stale and future versions, luck not had.
    declare(kim, 'k-other', f.key('pc-okafor'), f.key('npc-centurion-1'));
    expect((await statusOf(kim, 'k-other')).reason).toMatch(/your own character/);
    declare(kim, 'k-hidden', f.key('pc-ruiz'), f.key('npc-centurion-2'));
    declare(kim, 'k-madeup', f.key('pc-ruiz'), 'c-nobody');
    expect((await statusOf(kim, 'k-hidden')).reason).toBe((await statusOf(kim, 'k-madeup')).reason);
    declare(kim, 'k-stale', f.key('pc-ruiz'), f.key('npc-centurion-1'), version - 1);
    declare(kim, 'k-future', f.key('pc-ruiz'), f.key('npc-centurion-1'), version + 5);
    expect((await statusOf(kim, 'k-stale')).reason).toMatch(/stale/);
    expect((await statusOf(kim, 'k-future')).reason).toMatch(/stale/);
    // Luck Kim's character does not have (the step's own check, with its words).
    declare(kim, 'k-luck', f.key('pc-ruiz'), f.key('npc-centurion-1'), version, { luck: { roll: 'attack', effect: 'bonus' } });
    expect((await statusOf(kim, 'k-luck')).reason).toMatch(/luck/i);
    // Nothing of that reached the storyteller's list.
    expect((await call<{ pending: unknown[] }>('players.declarations')).pending).toEqual([]);
    // A device on the shared link acts for no one.
    const shared = await player(socketUrl((await call<{ url: string }>('players.openScreen')).url));
    declare(shared, 's-1', f.key('pc-ruiz'), f.key('npc-centurion-1'));
    expect((await statusOf(shared, 's-1')).reason).toMatch(/shared link/);
    expect((await call<{ pending: unknown[] }>('players.declarations')).pending).toEqual([]);

    // Kim declares; a resend of the same id is the same declaration.
    declare(kim, 'k-1', f.key('pc-ruiz'), f.key('npc-centurion-1'));
    declare(kim, 'k-1', f.key('pc-ruiz'), f.key('npc-centurion-1'));
    expect((await statusOf(kim, 'k-1')).status).toBe('pending');
    declare(sam, 's-1', f.key('pc-okafor'), f.key('npc-centurion-1'));
    await statusOf(sam, 's-1', 'pending');
    const pending = (await call<{ pending: { id: string; linkId: string; from: string; combatantName: string }[] }>('players.declarations')).pending;
    expect(pending.map((p) => [p.id, p.combatantName])).toEqual([['k-1', 'Cpl. Dane Ruiz'], ['s-1', OKAFOR]]);
    expect(pending[0]!.from).toMatch(/^Kim · /);
    // Sam's is rejected with a reason Sam reads; Kim's is accepted as one step.
    const samRef = { linkId: pending[1]!.linkId, id: 's-1' };
    await call('players.rejectDeclaration', { ...samRef, reason: 'Centurion is behind the crates' });
    expect(await statusOf(sam, 's-1', 'rejected')).toMatchObject({ reason: 'Centurion is behind the crates' });
    const before = await f.version();
    await call('players.acceptDeclarations', { refs: [{ linkId: pending[0]!.linkId, id: 'k-1' }], version: before, requestId: 'gm-1' });
    await statusOf(kim, 'k-1', 'applied');
    const view = await call<{ combatants: { characterId: string; declaration: { action: { kind: string; target: string } } | null }[]; history: { canUndo: boolean } }>('combat.get', { combatId: f.combatId });
    expect(view.combatants.find((c) => c.characterId === 'pc-ruiz')!.declaration!.action).toEqual({ kind: 'attack', target: f.id('npc-centurion-1') });
    expect(view.history.canUndo).toBe(true);
    // Sam sends again (a new id, against the version now); the storyteller edits it to aim.
    declare(sam, 's-2', f.key('pc-okafor'), f.key('npc-centurion-1'), await f.version());
    await statusOf(sam, 's-2', 'pending');
    const edit = { combatantId: f.id('pc-okafor'), action: { kind: 'aim', target: f.id('npc-centurion-1') }, luck: null };
    await call('players.acceptDeclarations', { refs: [{ linkId: samRef.linkId, id: 's-2' }], edits: [{ linkId: samRef.linkId, id: 's-2', declaration: edit }] });
    await statusOf(sam, 's-2', 'edited');
    const after = await call<{ combatants: { characterId: string; declaration: { action: { kind: string } } | null }[] }>('combat.get', { combatId: f.combatId });
    expect(after.combatants.find((c) => c.characterId === 'pc-okafor')!.declaration!.action.kind).toBe('aim');
    // Undo takes back the edited one only: each acceptance was one step.
    await call('combat.undo', { combatId: f.combatId });
    const undone = await call<{ combatants: { characterId: string; declaration: unknown }[] }>('combat.get', { combatId: f.combatId });
    expect(undone.combatants.find((c) => c.characterId === 'pc-okafor')!.declaration).toBeNull();
    expect(undone.combatants.find((c) => c.characterId === 'pc-ruiz')!.declaration).not.toBeNull();
  });

  it('a declaration resent after a reconnect (same id and version) is neither lost nor doubled', async () => {
    const { call, link, join, statusOf, fight } = await rig();
    const kimLink = await link('Kim', ['pc-ruiz']);
    const first = await join(kimLink);
    const f = await fight();
    const frame = { type: 'declare', id: 'k-net', version: await f.version(), declaration: { combatantId: f.key('pc-ruiz'), action: { kind: 'aim', target: f.key('npc-centurion-1') }, luck: null } };
    first.send(frame);
    // The phone loses the socket before reading the answer, and sends again on its new one.
    first.ws.terminate();
    const again = await join(kimLink);
    again.send(frame);
    expect(await statusOf(again, 'k-net')).toEqual({ id: 'k-net', status: 'pending' });
    expect((await call<{ pending: { id: string }[] }>('players.declarations')).pending.map((p) => p.id)).toEqual(['k-net']);
    await call('players.acceptDeclarations', { refs: [{ linkId: kimLink.id, id: 'k-net' }] });
    await statusOf(again, 'k-net', 'applied');
    // Sent once more after it was taken: the first answer, and still one step in the log.
    const steps = (await call<{ history: { position: number } }>('combat.get', { combatId: f.combatId })).history.position;
    const mark = again.frames.length;
    again.send(frame);
    await expect.poll(() => again.frames.slice(mark).some((x) => x.type === 'declared')).toBe(true);
    expect(again.frames.slice(mark).find((x) => x.type === 'declared')!.declaration).toEqual({ id: 'k-net', status: 'applied' });
    expect((await call<{ history: { position: number } }>('combat.get', { combatId: f.combatId })).history.position).toBe(steps);
  });

  it('applies at once when the storyteller says so; out of the declaring phase is refused', async () => {
    const { call, link, join, me, statusOf, fight } = await rig();
    const kim = await join(await link('Kim', ['pc-ruiz']));
    await call('players.setPlay', { applyAtOnce: true, showWaiting: false });
    const f = await fight();
    await expect.poll(() => me(kim)?.phase).toBe('declaring');
    expect(me(kim)!.waiting).toBeNull();
    kim.send({ type: 'declare', id: 'a-1', version: await f.version(), declaration: { combatantId: f.key('pc-ruiz'), action: { kind: 'pass' }, luck: null } });
    const a1 = await statusOf(kim, 'a-1');
    expect(a1).toEqual({ id: 'a-1', status: 'applied' });
    await expect.poll(() => me(kim)?.combatants[0]?.declared ?? null).not.toBeNull();
    await call('combat.step', { combatId: f.combatId, action: { kind: 'command', command: { type: 'action.declare', declarations: [{ combatantId: f.id('pc-okafor'), action: { kind: 'pass' } }] } } });
    await call('combat.step', { combatId: f.combatId, action: { kind: 'command', command: { type: 'action.quickDeclare' } } });
    await call('combat.step', { combatId: f.combatId, action: { kind: 'command', command: { type: 'initiative.roll' } } });
    await expect.poll(() => me(kim)?.phase).not.toBe('declaring');
    kim.send({ type: 'declare', id: 'a-2', version: await f.version(), declaration: { combatantId: f.key('pc-ruiz'), action: { kind: 'pass' }, luck: null } });
    expect((await statusOf(kim, 'a-2')).reason).toMatch(/not open/);
  });
});
