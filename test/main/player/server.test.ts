/**
 * Issue 21: the player listener's security on a real loopback listener with real `ws` clients:
 * tokens, no storyteller method, frames refused, limits, Host/Origin, backpressure. The hub is a
 * recording stand-in here (hub.test.ts runs the real one).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlayerServer, type PlayerLimits, type PlayerServer, type PlayerSink, type PlayerSocket } from '../../../main/player/server';
import type { ClientFrame } from '../../../shared/player/protocol';
import { PLAYER_CLOSE } from '../../../shared/player/close-codes';
import { openPlayer, rawUpgrade, socketUrl } from '../../helpers/player-client';
import { rememberTempDir } from '../../helpers/temp-registry';

type Recorder = PlayerSink & { sockets: PlayerSocket[]; frames: ClientFrame[]; closed: number };

function recorder(onFrame?: (frame: ClientFrame) => void): Recorder {
  const r: Recorder = {
    sockets: [], frames: [], closed: 0,
    connected(socket) {
      r.sockets.push(socket);
      socket.send(JSON.stringify({ type: 'hello', deviceId: socket.id }));
      return {
        frame: (f) => {
          r.frames.push(f);
          onFrame?.(f);
        },
        closed: () => void (r.closed += 1),
      };
    },
  };
  return r;
}

const servers: PlayerServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function start(o: { limits?: Partial<PlayerLimits>; staticDir?: string; sink?: Recorder; host?: string; exemptLoopback?: boolean } = {}) {
  const sink = o.sink ?? recorder();
  const server = await startPlayerServer({
    host: o.host ?? '127.0.0.1', channel: 'screen', sink,
    ...(o.limits ? { limits: o.limits } : {}), ...(o.staticDir ? { staticDir: o.staticDir } : {}), ...(o.exemptLoopback !== undefined ? { exemptLoopback: o.exemptLoopback } : {}),
  });
  servers.push(server);
  return { server, sink, base: `http://127.0.0.1:${server.port}` };
}

function staticDir(): string {
  const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-player-static-')));
  writeFileSync(join(dir, 'index.html'), '<html>storyteller</html>');
  writeFileSync(join(dir, 'player.html'), '<html>players</html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'player-1.js'), 'console.log(1)');
  return dir;
}

describe('player listener: tokens', () => {
  it('refuses a missing, wrong or revoked token with a bare 401, accepts its own, and cuts its devices when the token is revoked', async () => {
    const { server, sink } = await start();
    const good = socketUrl(server.url());
    for (const url of [socketUrl(server.url(), ''), socketUrl(server.url(), 'nope'), good.replace(/token=.*/, '')]) {
      const r = await rawUpgrade(url);
      expect(r.status).toBe(401);
      expect(r.body).toBe('');
    }
    const player = await openPlayer(good);
    expect((await player.next('hello')).deviceId).toBe(sink.sockets[0]!.id);
    server.newToken();
    expect((await player.closed).code).toBe(PLAYER_CLOSE.linkRevoked);
    const revoked = await rawUpgrade(good);
    expect(revoked).toMatchObject({ status: 401, body: '' });
    expect(server.url()).not.toBe(good);
    await openPlayer(socketUrl(server.url())).then((p) => p.ws.close());
  });
});

describe('player listener: the page asks about its token over plain HTTP', () => {
  it('answers 401 for a wrong or revoked token and 426 for a good one (the socket must be upgraded)', async () => {
    const { server, base } = await start();
    const check = async (token: string) => (await fetch(`${base}/play?token=${encodeURIComponent(token)}`)).status;
    const good = new URL(socketUrl(server.url())).searchParams.get('token')!;
    expect(await check(good)).toBe(426);
    expect(await check('nope')).toBe(401);
    server.newToken();
    expect(await check(good)).toBe(401);
  });
});

describe('player listener: nothing of the storyteller', () => {
  it('has no /rpc, no /events, no storyteller page: POST is 405, the rest 404; the player page carries the security headers', async () => {
    const { base } = await start({ staticDir: staticDir() });
    expect((await fetch(`${base}/rpc/campaign.current`, { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await fetch(`${base}/rpc/combat.step`, { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await fetch(`${base}/rpc/campaign.current`)).status).toBe(404);
    expect((await fetch(`${base}/events?token=x`)).status).toBe(404);
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/assets/../index.html`)).status).toBe(404);
    expect((await fetch(`${base}/assets/%2e%2e/index.html`)).status).toBe(404);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<html>players</html>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/assets/player-1.js`)).status).toBe(200);
  });

  it('closes with 1008 for a frame of any other type, malformed JSON, an extra field or a binary frame; 1009 for an oversized one', async () => {
    const { server, sink } = await start();
    const url = socketUrl(server.url());
    const bad: unknown[] = [
      { type: 'rpc', method: 'campaign.current' },
      { type: 'combat.step', combatId: 'x', action: { kind: 'undo' } },
      '{"type":"name",',
      { type: 'name', name: 'Kim', method: 'campaign.delete' },
      { type: 'roll' },
      [1, 2, 3],
    ];
    for (const frame of bad) {
      const p = await openPlayer(url);
      p.send(frame);
      expect((await p.closed).code).toBe(1008);
    }
    const binary = await openPlayer(url);
    binary.ws.send(Buffer.from('{"type":"ping"}'));
    expect((await binary.closed).code).toBe(1008);
    const big = await openPlayer(url);
    big.send({ type: 'name', name: 'x'.repeat(5000) });
    expect((await big.closed).code).toBe(1009);
    // Only well-formed frames ever reached the hub, and the listener still serves.
    expect(sink.frames).toEqual([]);
    const ok = await openPlayer(url);
    ok.send({ type: 'name', name: "Kim's phone" });
    await expect.poll(() => sink.frames).toEqual([{ type: 'name', name: "Kim's phone" }]);
    ok.ws.close();
  });

  it('a fault in the hub handling one frame stays with that frame: the listener and the device go on', async () => {
    const sink = recorder((f) => {
      if (f.type === 'ping') throw new Error('hub fault');
    });
    const { server } = await start({ sink });
    const p = await openPlayer(socketUrl(server.url()));
    p.send({ type: 'ping' });
    p.send({ type: 'name', name: 'After' });
    await expect.poll(() => sink.frames.length).toBe(2);
    expect(p.ws.readyState).toBe(p.ws.OPEN);
    p.ws.close();
  });
});

describe('player listener: limits', () => {
  it('closes a flooding connection (1008) and leaves the others alone', async () => {
    const { server } = await start({ limits: { frameBurst: 10, framesPerSecond: 5 } });
    const url = socketUrl(server.url());
    const calm = await openPlayer(url);
    const flood = await openPlayer(url);
    for (let i = 0; i < 50; i++) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(1008);
    calm.send({ type: 'ping' });
    expect(calm.ws.readyState).toBe(calm.ws.OPEN);
    calm.ws.close();
  });

  it('refuses connections beyond the limit with 503, and takes one again once a device leaves', async () => {
    const { server } = await start({ limits: { maxConnections: 3 } });
    const url = socketUrl(server.url());
    const open = await Promise.all([1, 2, 3].map(() => openPlayer(url)));
    await expect(openPlayer(url)).rejects.toMatchObject({ status: 503 });
    open[0]!.ws.close();
    await open[0]!.closed;
    await expect.poll(() => server.connections()).toBe(2);
    const again = await openPlayer(url);
    for (const p of [again, ...open]) p.ws.close();
  });

  it('limits connections and upgrade attempts per address for other machines (loopback standing in for one)', async () => {
    const { server } = await start({ exemptLoopback: false, limits: { maxPerAddress: 2, requestBurst: 3, requestsPerSecond: 0.001 } });
    const url = socketUrl(server.url());
    const two = [await openPlayer(url), await openPlayer(url)];
    await expect(openPlayer(url)).rejects.toMatchObject({ status: 503 });
    // Three attempts spent: the next is refused before its token is even looked at.
    expect((await rawUpgrade(socketUrl(server.url(), 'guess'))).status).toBe(429);
    for (const p of two) p.ws.close();
  });

  it('answers 429 once an address sends too many HTTP requests', async () => {
    const { base } = await start({ limits: { requestBurst: 5, requestsPerSecond: 0.001 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${base}/nothing-${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
  });

  it('drops a device that stops reading once about 1 MB waits for it', async () => {
    const { server, sink } = await start();
    const p = await openPlayer(socketUrl(server.url()));
    await p.next('hello');
    // The page went to sleep: nothing is read from the socket any more.
    (p.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = JSON.stringify({ type: 'tick', pad: 'x'.repeat(100_000) });
    for (let i = 0; i < 400 && server.connections() > 0; i++) {
      sink.sockets[0]!.send(chunk);
      await new Promise((r) => setImmediate(r));
    }
    expect(server.connections()).toBe(0);
    expect(sink.closed).toBe(1);
  });

  it('sends a tick every tickMs', async () => {
    const { server } = await start({ limits: { tickMs: 30 } });
    const p = await openPlayer(socketUrl(server.url()));
    await p.next('tick');
    p.ws.close();
  });
});

describe('player listener: Host and Origin', () => {
  it('refuses a foreign Host (HTTP 403, upgrade 403) and a foreign Origin; takes its own address, localhost names and no Origin', async () => {
    const { server, base } = await start({ staticDir: staticDir() });
    const url = socketUrl(server.url());
    const port = server.port;
    expect((await rawUpgrade(url, { Host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawUpgrade(url, { Host: `127.0.0.1:${port + 1}` })).status).toBe(403);
    expect((await rawUpgrade(url, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await rawUpgrade(url, { Origin: `http://localhost:${port}` })).status).toBe(403);
    expect((await rawUpgrade(url, { Origin: `http://127.0.0.1:${port}` })).status).toBe(101);
    expect((await rawUpgrade(url, { Host: `localhost:${port}`, Origin: `http://localhost:${port}` })).status).toBe(101);
    expect((await rawUpgrade(url)).status).toBe(101);
    const page = await rawGet(`${base}/`, `evil.example:${port}`);
    expect(page).toBe(403);
    expect(await rawGet(`${base}/`, `localhost:${port}`)).toBe(200);
  });
});

/** fetch() cannot set Host: a plain request can. */
async function rawGet(url: string, host: string): Promise<number> {
  const { request } = await import('node:http');
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
