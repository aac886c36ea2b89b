/**
 * Issue 21: the built browser-mode host's player listener, as `npm start` runs it: the screen's
 * link from players.openScreen (its own token, never the storyteller's), a device connecting and
 * getting the view pushed on a step, and the listener closing with the host.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';
import { openPlayer, rawUpgrade, socketUrl } from '../helpers/player-client';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.stop();
  host = undefined;
});

describe('player listener in the built host', () => {
  it('opens on 127.0.0.1 with its own token, pushes a step to a device, and closes with the host', async () => {
    host = await startHost();
    const { url, opened } = await rpc<{ url: string; opened: boolean }>(host, 'players.openScreen', {});
    expect(opened).toBe(false);
    const link = new URL(url);
    expect(link.hostname).toBe('127.0.0.1');
    expect(link.port).not.toBe(new URL(host.origin).port);
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{40,}$/);
    expect(link.searchParams.get('t')).not.toBe(host.token);
    // The storyteller's token opens nothing here, and the player's nothing there.
    expect((await rawUpgrade(socketUrl(url, host.token))).status).toBe(401);
    const asStoryteller = await fetch(`${host.origin}/rpc/app.about`, { method: 'POST', headers: { Authorization: `Bearer ${link.searchParams.get('t')}` }, body: '{}' });
    expect(asStoryteller.status).toBe(401);

    const player = await openPlayer(socketUrl(url));
    await player.next('hello');
    const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Ambush' });
    await rpc(host, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    expect((await player.next('view')).view).toMatchObject({ version: expect.any(Number) });
    const status = await rpc<{ devices: { channel: string }[] }>(host, 'players.status', {});
    expect(status.devices).toEqual([expect.objectContaining({ channel: 'screen' })]);

    await host.stop();
    host = undefined;
    expect((await player.closed).code).toBeGreaterThan(1000);
  });
});
