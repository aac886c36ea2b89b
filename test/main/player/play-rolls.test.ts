/**
 * Issue 42 item 3: a roll request answered from a personal link waits for the storyteller, shown
 * with who answered; accepting rolls it with the app's dice (logged with the device's name),
 * rejecting sends the player the reason. With "apply at once" on it is rolled straight away; an
 * answer from the shared link (no character of its own) is rolled at once as before. Real
 * handlers, hub, desk and listener on a real SQLite campaign, with real `ws` clients.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldRoll } from '../../../shared/ipc/players-play-contract';
import { socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Answer = { requestId: string; status: string; reason?: string };

async function rig() {
  const { ctx, call, player } = await rigs.start();
  await call('players.openScreen');
  const link = await call<{ id: string; url: string }>('players.createLink', { label: 'Kim', characterIds: ['pc-ruiz'], canClaim: false });
  const kim = await player(socketUrl(link.url));
  await kim.next('me');
  const events = () => ctx.emitted.filter((e) => e.event === 'players.rollAnswers').map((e) => (e.payload as { answers: HeldRoll[] }).answers);
  const ask = async (characterId: string) => (await call<{ request: { id: string } }>('players.requestRoll', { characterId, ability: 'Firearms' })).request.id;
  const answers = () => call<{ answers: HeldRoll[] }>('players.rollAnswers').then((a) => a.answers);
  const answerOf = (p: PlayerClient, id: string) => p.frames.filter((f) => f.type === 'rollAnswer' && (f.answer as Answer).requestId === id).at(-1)?.answer as Answer | undefined;
  const rolls = () => ctx.campaigns.requireSession().db.prepare("SELECT json_extract(roll_json, '$.rolledBy') AS rolledBy FROM roll_log").all() as { rolledBy: string | null }[];
  return { ctx, call, player, link, kim, events, ask, answers, answerOf, rolls };
}

describe('issue 42 item 3: roll answers from a device wait for the storyteller', () => {
  it('held with the sender; accepted rolls it once with the device\'s name; rejected tells the player why', async () => {
    const { call, kim, events, ask, answers, answerOf, rolls } = await rig();
    kim.send({ type: 'name', name: "Kim's phone" });
    const first = await ask('pc-ruiz');
    const second = await ask('pc-ruiz');
    await expect.poll(() => (kim.frames.filter((f) => f.type === 'requests').at(-1)?.requests as unknown[] | undefined)?.length).toBe(2);
    const before = rolls().length;
    kim.send({ type: 'roll', requestId: first });
    kim.send({ type: 'roll', requestId: second });
    await expect.poll(() => answerOf(kim, second)?.status).toBe('pending');
    expect(answerOf(kim, first)).toMatchObject({ status: 'pending', characterName: 'Cpl. Dane Ruiz', ability: 'Firearms' });
    const held = await answers();
    expect(held.map((h) => [h.requestId, h.from, h.characterName])).toEqual([[first, "Kim · Kim's phone", 'Cpl. Dane Ruiz'], [second, "Kim · Kim's phone", 'Cpl. Dane Ruiz']]);
    expect(events().at(-1)?.length).toBe(2);
    // Nothing rolled yet, and the requests left the device's list (answered once).
    expect(rolls().length).toBe(before);
    expect((await call<{ requests: unknown[] }>('players.status')).requests).toEqual([]);
    // Answering again finds nothing: never a second held answer.
    kim.send({ type: 'roll', requestId: first });
    kim.send({ type: 'ping' });
    await kim.next('tick');
    expect((await answers()).length).toBe(2);

    expect((await call<{ answers: HeldRoll[] }>('players.acceptRoll', { requestId: first })).answers.map((h) => h.requestId)).toEqual([second]);
    const rolled = await kim.next('rolled');
    expect(rolled.result).toMatchObject({ requestId: first, rolledBy: "Kim's phone" });
    expect(rolls().slice(before)).toEqual([{ rolledBy: "Kim's phone" }]);
    await expect(call('players.acceptRoll', { requestId: first })).rejects.toMatchObject({ code: 'players/no-roll' });

    await expect(call('players.rejectRoll', { requestId: second, reason: '  ' })).rejects.toThrow(/Say why/);
    await call('players.rejectRoll', { requestId: second, reason: 'Roll Alertness instead' });
    await expect.poll(() => answerOf(kim, second)).toMatchObject({ status: 'rejected', reason: 'Roll Alertness instead' });
    expect(await answers()).toEqual([]);
    expect(events().at(-1)).toEqual([]);
    expect(rolls().length).toBe(before + 1);
  });

  it('with "apply at once" on, an answer is rolled straight away; the shared link\'s answers always are', async () => {
    const { call, player, kim, ask, answers, rolls } = await rig();
    const shared = await player(socketUrl((await call<{ url: string }>('players.openScreen')).url));
    await shared.next('hello');
    const before = rolls().length;
    // An unbound character's request, answered from the shared link: rolled at once, as before issue 42.
    const okafor = await ask('pc-okafor');
    await expect.poll(() => (shared.frames.filter((f) => f.type === 'requests').at(-1)?.requests as { id: string }[] | undefined)?.map((r) => r.id)).toEqual([okafor]);
    shared.send({ type: 'roll', requestId: okafor });
    await shared.next('rolled');
    await call('players.setPlay', { applyAtOnce: true, showWaiting: false });
    const ruiz = await ask('pc-ruiz');
    await expect.poll(() => (kim.frames.filter((f) => f.type === 'requests').at(-1)?.requests as { id: string }[] | undefined)?.map((r) => r.id)).toEqual([ruiz]);
    kim.send({ type: 'roll', requestId: ruiz });
    await expect.poll(() => kim.frames.some((f) => f.type === 'rolled' && (f.result as { requestId: string }).requestId === ruiz)).toBe(true);
    expect(kim.frames.some((f) => f.type === 'rollAnswer')).toBe(false);
    expect(await answers()).toEqual([]);
    expect(rolls().length).toBe(before + 2);
  });

  it('a revoked link\'s held answers go from the storyteller\'s list', async () => {
    const { call, link, kim, ask, answers } = await rig();
    const id = await ask('pc-ruiz');
    await expect.poll(() => (kim.frames.filter((f) => f.type === 'requests').at(-1)?.requests as unknown[] | undefined)?.length).toBe(1);
    kim.send({ type: 'roll', requestId: id });
    await expect.poll(async () => (await answers()).length).toBe(1);
    await call('players.revokeLink', { linkId: link.id });
    expect(await answers()).toEqual([]);
  });
});
