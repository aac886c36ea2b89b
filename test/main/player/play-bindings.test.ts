/**
 * Issue 42: a link's binding follows the characters at once. Deleting a bound PC, or turning it
 * into an NPC, takes it off its link in memory and in the campaign straight away: the device's
 * picture and the storyteller's list drop it, and a declaration for it is refused. A PC created
 * later is claimable at once. Real handlers, desk and listener on a real SQLite campaign.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { latestMe, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Link = { id: string; url: string; characterIds: string[] };
const me = (p: PlayerClient) => latestMe<PlayMe>(p);

describe('issue 42: a link\'s binding follows its characters', () => {
  it('a deleted PC and one turned NPC leave their links at once; a new PC is claimable at once', async () => {
    const { ctx, call, player } = await rigs.start();
    await call('players.openScreen');
    const kim = await call<Link>('players.createLink', { label: 'Kim', characterIds: ['pc-ruiz'], canClaim: true });
    const sam = await call<Link>('players.createLink', { label: 'Sam', characterIds: ['pc-okafor'] });
    const kimDevice = await player(socketUrl(kim.url));
    const samDevice = await player(socketUrl(sam.url));
    await expect.poll(() => me(kimDevice)?.characters).toEqual(['Cpl. Dane Ruiz']);
    await expect.poll(() => me(samDevice)?.characters.length).toBe(1);

    await call('character.delete', { id: 'pc-ruiz' });
    // In memory at once (no read of the campaign between), and on the device and the storyteller's list.
    expect(ctx.players.links.link(kim.id)?.characterIds).toEqual([]);
    expect(ctx.players.links.ownerOf('pc-ruiz')).toBeNull();
    await expect.poll(() => me(kimDevice)?.characters).toEqual([]);
    const pushed = ctx.emitted.filter((e) => e.event === 'players.linksChanged').at(-1)?.payload as { links: Link[] };
    expect(pushed.links.find((l) => l.id === kim.id)?.characterIds).toEqual([]);

    const okafor = (await call<{ character: Record<string, unknown> }>('character.get', { id: 'pc-okafor' })).character;
    await call('character.update', { character: { ...okafor, kind: 'npc' } });
    expect(ctx.players.links.link(sam.id)?.characterIds).toEqual([]);
    await expect.poll(() => me(samDevice)?.characters).toEqual([]);
    // Stored too: the campaign's own list agrees.
    expect(ctx.campaigns.requireSession().repos.playerLinks.get(sam.id)?.characterIds).toEqual([]);

    const fresh = await call<{ id: string; name: string }>('character.create', { name: 'Pvt. New Face', kind: 'pc' });
    await expect.poll(() => me(kimDevice)?.claimable.map((c) => c.name)).toContain(fresh.name);
  });
});
