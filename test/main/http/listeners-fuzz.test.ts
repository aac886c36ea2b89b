/**
 * Issue 35: the three listeners (the storyteller's browser-mode host, the player screen's loopback
 * listener and the LAN listener) fuzzed over raw TCP with 20,000+ seeded hostile requests: random
 * request lines, methods and targets (item 1's among them), bad/duplicate/huge Host, huge headers,
 * lying Content-Length and chunked bodies, WebSocket upgrades with good and bad tokens, keys and
 * versions, partial, oversize and unmasked frames, non-HTTP bytes, and slowloris clients trickling a
 * head. Throughout, the process stays up (an uncaught throw fails the run), the storyteller's RPC
 * calls answer correctly, its combat steps go through and reach a good player on each player
 * listener, no answer is a 500, no handler faults, and memory after GC stays within budget.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../../main/http/server';
import type { RecordingLogger } from '../../../main/core/logger';
import { makeTestContext, type TestContext } from '../../helpers/app-context';
import { driveHostile, slowClients, type DriveStats } from '../../helpers/hostile-driver';
import type { HostileTarget } from '../../helpers/hostile-http';
import { openPlayer, socketUrl, type PlayerClient } from '../../helpers/player-client';
import { rememberTempDir } from '../../helpers/temp-registry';

const TOKEN = 'storyteller-fuzz-token';
const REQUESTS = 20_000;
const LANES = 24;
/** Growth of the heap after a full GC, from after the warm-up to after the fuzz. */
const HEAP_BUDGET_MB = 24;
/** RSS moves with the allocator's arenas too: a looser bound, against a leak of sockets or buffers. */
const RSS_BUDGET_MB = 160;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let ctx: TestContext;
let host: HttpHost;
let combatId: string;
let combatantId: string;
let screenLink: string;
let lanLink: string;
const agent = new Agent({ keepAlive: true, maxSockets: 2 });

/** The storyteller's own call over HTTP, as the renderer makes it: status and envelope. */
function storyteller<T>(method: string, input: unknown): Promise<{ status: number; body: { ok: boolean; value?: T; error?: { message: string } } }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(input));
    const req = request({ host: '127.0.0.1', port: host.port, path: `/rpc/${method}`, method: 'POST', agent, headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', 'Content-Length': payload.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as never }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

function staticDir(): string {
  const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-fuzz-static-')));
  writeFileSync(join(dir, 'index.html'), '<html>storyteller</html>');
  writeFileSync(join(dir, 'player.html'), '<html>players</html>');
  writeFileSync(join(dir, 'icon.svg'), '<svg/>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'player-1.js'), 'console.log(1)');
  return dir;
}

beforeAll(async () => {
  const dir = staticDir();
  const emitTo: { host?: HttpHost } = {};
  ctx = makeTestContext(
    // Events go to the host's streams, as in browser mode (the test context's default would keep every one).
    { emit: (event, payload) => emitTo.host?.broadcast(event, payload) },
    {
      staticDir: dir,
      addresses: () => [{ name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true }],
      // The per-address request limit would answer most of the fuzz 429 before the code under test
      // runs (every client here is one loopback address); server.test.ts covers the limit itself.
      limits: { requestBurst: 1_000_000, requestsPerSecond: 1_000_000 },
    },
  );
  await ctx.campaigns.openAtStartup();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  host = await startHttpHost({ dispatch, token: TOKEN, staticDir: dir });
  emitTo.host = host;
  const created = await storyteller<{ combatId: string }>('combat.create', { name: 'Fuzzed' });
  combatId = created.body.value!.combatId;
  const added = await storyteller<{ combatants: { id: string }[] }>('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
  combatantId = added.body.value!.combatants[0]!.id;
  screenLink = (await storyteller<{ url: string }>('players.openScreen', {})).body.value!.url;
  lanLink = (await storyteller<{ lan: { url: string } }>('players.share', { address: '127.0.0.1', port: 0 })).body.value!.lan.url;
});

afterAll(async () => {
  agent.destroy();
  await host.close();
  await ctx.players.listeners.closeAll();
  await ctx.campaigns.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('t') ?? '';
const portOf = (link: string) => Number(new URL(link).port);

function memory(): { heap: number; rss: number } {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, rss: m.rss / 2 ** 20 };
}

/** The storyteller keeps working: app.about answers, a step answers and its view reaches both players. */
async function sessionWorks(players: PlayerClient[], n: number): Promise<number> {
  const about = await storyteller<{ version: string }>('app.about', {});
  expect(about.status).toBe(200);
  expect(about.body.value?.version).toBe('0.0.0-test');
  const marks = players.map((p) => p.raw.length);
  const t0 = performance.now();
  const step = await storyteller('combat.step', { combatId, action: { kind: 'command', command: { type: 'note.set', combatantId, note: `check ${n}` } } });
  const took = performance.now() - t0;
  expect(step.status, JSON.stringify(step.body.error)).toBe(200);
  expect(step.body.ok).toBe(true);
  await Promise.all(players.map((p, i) => p.next('view', marks[i])));
  return took;
}

describe('issue 35: every listener is total under hostile traffic', () => {
  it(`${REQUESTS} seeded hostile requests over the three listeners: the app, the storyteller and the players go on, memory stays bounded`, async () => {
    const targets: HostileTarget[] = [
      { kind: 'storyteller', port: host.port, token: TOKEN },
      { kind: 'player', port: portOf(screenLink), token: tokenOf(screenLink) },
      { kind: 'player', port: portOf(lanLink), token: tokenOf(lanLink) },
    ];
    const players = [await openPlayer(socketUrl(screenLink)), await openPlayer(socketUrl(lanLink))];
    await Promise.all(players.map((p) => p.next('hello')));

    // Warm-up (JIT, pools, the first devices), then the baseline.
    await driveHostile({ targets, seed: 1, lanes: LANES, requests: 1000 });
    await sessionWorks(players, 0);
    const before = memory();

    const slow = slowClients(targets, 2, 100);
    let stats: DriveStats | null = null;
    const fuzz = driveHostile({ targets, seed: 35, lanes: LANES, requests: REQUESTS, answerTimeoutMs: 5000 }).then((s) => (stats = s));
    const steps: number[] = [];
    let checks = 0;
    while (!stats) {
      steps.push(await sessionWorks(players, ++checks));
      await Promise.race([fuzz, new Promise((r) => setTimeout(r, 200))]);
    }
    const done = stats as DriveStats;
    const cut = slow.stop();
    steps.push(await sessionWorks(players, ++checks));

    // Every socket the fuzz opened is gone before memory is read again.
    await new Promise((r) => setTimeout(r, 300));
    const after = memory();
    const sorted = [...steps].sort((a, b) => a - b);
    console.log(
      `listener fuzz: ${done.requests} requests on ${done.connections} connections; ${checks} storyteller checks, step p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
      `slow clients cut ${cut}; heap ${before.heap.toFixed(1)} → ${after.heap.toFixed(1)} MB, rss ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB\n` +
      `statuses ${JSON.stringify(done.statuses)}\nlabels ${JSON.stringify(done.byLabel)}`,
    );

    expect(done.requests).toBeGreaterThanOrEqual(REQUESTS);
    expect(done.connectErrors, 'a listener refused connections').toBe(0);
    expect(done.silent, `cases that owed an answer got none: ${done.silentSamples.join('\n')}`).toBe(0);
    for (const [kind, tally] of Object.entries(done.statuses)) expect(tally['500'], `${kind} answered 500`).toBeUndefined();
    expect(checks).toBeGreaterThanOrEqual(3);
    for (const p of players) expect(p.ws.readyState).toBe(p.ws.OPEN);
    // A new device still gets in on both player listeners; no handler fault was logged.
    for (const link of [screenLink, lanLink]) {
      const fresh = await openPlayer(socketUrl(link));
      await fresh.next('hello');
      fresh.ws.terminate();
    }
    expect((ctx.log as RecordingLogger).lines.filter((l) => l.includes('Listener')), 'handler faults').toEqual([]);
    expect(after.heap - before.heap, 'heap growth (MB)').toBeLessThan(HEAP_BUDGET_MB);
    expect(after.rss - before.rss, 'RSS growth (MB)').toBeLessThan(RSS_BUDGET_MB);
    for (const p of players) p.ws.terminate();
  }, 120_000);
});
