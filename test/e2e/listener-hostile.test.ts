/**
 * Issue 35 item 1 on the built host, as `npm start` runs it: an upgrade to a target `new URL()`
 * cannot parse, with the right Host and no token, once ended the whole process from either player
 * listener (loopback screen and LAN). Now each is answered 400, the host process stays up, its
 * connected player keeps getting pushes and the storyteller's calls keep answering.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';
import { openPlayer, socketUrl } from '../helpers/player-client';
import { rawExchange, upgradeRequest } from '../helpers/raw-http';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.stop();
  host = undefined;
});

describe('the built host under item 1\'s upgrades', () => {
  it('answers each with 400 on both player listeners and goes on', async () => {
    host = await startHost();
    const { url: screen } = await rpc<{ url: string }>(host, 'players.openScreen', {});
    const { lan } = await rpc<{ lan: { url: string } }>(host, 'players.share', { address: '127.0.0.1', port: 0 });
    const player = await openPlayer(socketUrl(lan.url));
    await player.next('hello');
    for (const link of [screen, lan.url]) {
      const port = Number(new URL(link).port);
      for (const target of ['//[', 'http://[', '//%zz', '//a:99999999/']) {
        expect((await rawExchange(port, upgradeRequest(target, `127.0.0.1:${port}`))).status, `${link} ${target}`).toBe(400);
      }
    }
    expect(host.child.exitCode).toBeNull();
    expect(host.child.signalCode).toBeNull();
    const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Still here' });
    const mark = player.raw.length;
    await rpc(host, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await player.next('view', mark);
    expect(await rpc<{ version: string }>(host, 'app.about', {})).toMatchObject({ version: expect.any(String) });
    player.ws.terminate();
  });
});
