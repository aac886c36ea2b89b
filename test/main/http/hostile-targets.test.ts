/**
 * Issue 35 items 1 and 9b, failing first: request targets `new URL()` cannot parse once ended the
 * whole process when they came as a WebSocket upgrade to a player listener (loopback and LAN); a
 * leading-zero port in Host passed the storyteller's check. Every listener now answers 400 (403
 * for a Host that is not exactly its own) and goes on: a connected player keeps getting pushes,
 * the storyteller keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/result';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../../main/http/server';
import { makeTestContext, type TestContext } from '../../helpers/app-context';
import { openPlayer, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { rawExchange, upgradeRequest } from '../../helpers/raw-http';

const TOKEN = 'storyteller-token-35';
/** The targets of item 1, and their kin. */
const HOSTILE_TARGETS = ['//[', 'http://[', '//%zz', '//a:99999999/', 'http://a:99999999/', '//[::1', 'http://', '//', '//user@/', '*', 'ws://[/x'];

let ctx: TestContext;
let host: HttpHost;
let call: <T>(method: string, input?: unknown) => Promise<T>;
let screenUrl: string;
let lanUrl: string;
let combatId: string;

beforeAll(async () => {
  ctx = makeTestContext({}, { addresses: () => [{ name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true }] });
  await ctx.campaigns.openAtStartup();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const r = (await dispatch(method, input)) as Result<T>;
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.value;
  };
  host = await startHttpHost({ dispatch, token: TOKEN });
  ({ combatId } = await call<{ combatId: string }>('combat.create', { name: 'Hostile targets' }));
  await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
  ({ url: screenUrl } = await call<{ url: string }>('players.openScreen'));
  const shared = await call<{ lan: { url: string } }>('players.share', { address: '127.0.0.1', port: 0 });
  lanUrl = shared.lan.url;
});

afterAll(async () => {
  await host.close();
  await ctx.players.listeners.closeAll();
  await ctx.campaigns.close();
});

const portOf = (url: string) => Number(new URL(url).port);

/** One storyteller step, and the view it pushes reaching `player`. */
let steps = 0;
async function stepReaches(player: PlayerClient): Promise<void> {
  const mark = player.raw.length;
  steps += 1;
  await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'note.set', combatantId: (await firstCombatant()), note: `step ${steps}` } } });
  await player.next('view', mark);
}

async function firstCombatant(): Promise<string> {
  const { view } = await call<{ view: { combatants: { id: string }[] } }>('combat.current', { combatId });
  return view.combatants[0]!.id;
}

describe('issue 35: request targets no URL parser takes', () => {
  it('a player listener (screen and LAN) answers an upgrade to each with 400, and its connected player goes on', async () => {
    for (const [name, link] of [['screen', screenUrl], ['lan', lanUrl]] as const) {
      const player = await openPlayer(socketUrl(link));
      await player.next('hello');
      const port = portOf(link);
      for (const target of HOSTILE_TARGETS) {
        const answer = await rawExchange(port, upgradeRequest(target, `127.0.0.1:${port}`));
        expect(answer.status, `${name} upgrade ${target}`).toBe(400);
        const plain = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
        expect(plain.status, `${name} GET ${target}`).toBe(400);
      }
      await stepReaches(player);
      expect(player.ws.readyState).toBe(player.ws.OPEN);
      player.ws.terminate();
    }
  });

  it('the storyteller listener answers each with 400 (request and upgrade), and its session goes on', async () => {
    const port = host.port;
    for (const target of HOSTILE_TARGETS) {
      const plain = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      expect(plain.status, `GET ${target}`).toBe(400);
      const upgrade = await rawExchange(port, upgradeRequest(target, `127.0.0.1:${port}`));
      expect(upgrade.status, `upgrade ${target}`).toBe(400);
    }
    const about = await fetch(`${host.url}rpc/app.about`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: '{}' });
    expect(about.status).toBe(200);
  });
});

describe('issue 35: Host is its own address:port, exactly', () => {
  it('refuses a leading-zero port, a sign, spaces, a trailing dot and two Host headers on every listener', async () => {
    const listeners = [['storyteller', host.port], ['screen', portOf(screenUrl)], ['lan', portOf(lanUrl)]] as const;
    for (const [name, port] of listeners) {
      const target = name === 'storyteller' ? '/rpc/app.about' : '/';
      const method = name === 'storyteller' ? 'POST' : 'GET';
      const auth = name === 'storyteller' ? `Authorization: Bearer ${TOKEN}\r\nContent-Length: 2\r\n` : '';
      const ask = (hostLines: string) => rawExchange(port, `${method} ${target} HTTP/1.1\r\n${hostLines}${auth}Connection: close\r\n\r\n${auth ? '{}' : ''}`);
      for (const bad of [`127.0.0.1:0${port}`, `127.0.0.1:00${port}`, `127.0.0.1:+${port}`, `127.0.0.1:${port}.`, `127.0.0.1.:${port}`, `127.0.0.1:${port + 65536}`, `127.0.0.1:`]) {
        expect((await ask(`Host: ${bad}\r\n`)).status, `${name} Host: ${bad}`).toBe(403);
      }
      const twice = await ask(`Host: 127.0.0.1:${port}\r\nHost: 127.0.0.1:${port}\r\n`);
      expect(twice.status, `${name} two Host headers`).toBe(400);
      const good = await ask(`Host: 127.0.0.1:${port}\r\n`);
      // The player page itself is not served in this test (no built renderer): 404, past the Host check.
      expect(good.status, `${name} own Host`).toBe(name === 'storyteller' ? 200 : 404);
    }
  });
});
