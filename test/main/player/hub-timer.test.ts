/**
 * Issue 37: the storyteller's round timer on the players' view. Only when shown; only its length
 * and the time left (nothing of the fight); pushed to connected players at once; a device joining
 * later gets the time left as of its joining, and the timer goes with the campaign.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerViewSchema, type PlayerView } from '../../../shared/player/view-schema';
import { socketUrl } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

describe('players: the round timer', () => {
  it('is in the players’ view only while shown, as its length and the time left', async () => {
    const { call, player } = await rigs.start({});
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const { url } = await call<{ url: string }>('players.openScreen');
    const device = await player(socketUrl(url));
    await device.next('hello');
    expect((await call<PlayerView>('players.preview')).timer ?? null).toBeNull();

    // Not shown: nothing reaches players.
    expect(await call('players.setTimer', { seconds: 60, show: false })).toEqual({ timer: null });
    expect((await call<PlayerView>('players.preview')).timer ?? null).toBeNull();

    // Shown, 20 s of a 60 s timer left: pushed at once, two numbers and nothing else.
    const mark = device.frames.length;
    const { timer } = await call<{ timer: { seconds: number; leftMs: number } }>('players.setTimer', { seconds: 60, leftMs: 20_000, show: true });
    expect(timer.seconds).toBe(60);
    expect(timer.leftMs).toBeGreaterThan(15_000);
    expect(timer.leftMs).toBeLessThanOrEqual(20_000);
    const pushed = PlayerViewSchema.parse((await device.next('view', mark))['view']);
    expect(Object.keys(pushed.timer!).sort()).toEqual(['leftMs', 'seconds']);
    expect(pushed.timer!.seconds).toBe(60);

    // A device joining later: the time left as of its joining.
    const late = await player(socketUrl(url));
    const hello = PlayerViewSchema.parse((await late.next('hello'))['view']);
    expect(hello.timer!.leftMs).toBeLessThanOrEqual(pushed.timer!.leftMs);

    // Refused at the edge: a timer under 5 s or over an hour.
    await expect(call('players.setTimer', { seconds: 2, show: true })).rejects.toThrow(/at least 5 seconds/);
    await expect(call('players.setTimer', { seconds: 7200, show: true })).rejects.toThrow(/at most an hour/);

    // Off: the next push has none.
    const mark2 = device.frames.length;
    await call('players.setTimer', { seconds: null, show: false });
    expect(PlayerViewSchema.parse((await device.next('view', mark2))['view']).timer ?? null).toBeNull();
  });
});
