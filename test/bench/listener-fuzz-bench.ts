// Issue 35: "Fuzz: requests per second the listeners absorb with the storyteller's step answer still
// < 20 ms p95". The built browser-mode host runs as its own process, as `npm start` runs it (seeded
// combat dice), with its player screen listener and LAN sharing on 127.0.0.1 and the app's default
// player limits; a good player device stays connected to each. A worker thread of this process
// sends the fuzz test's hostile traffic (test/helpers/hostile-http.ts: bad request lines, targets,
// Host headers, lying bodies, upgrades good and bad, partial and oversize frames, noise) at a rising
// paced rate to all three listeners, while this thread times the storyteller's `combat.step` answers
// (a fight of 12, "resolve next", a new turn when the turn is over, untimed) over a keep-alive
// connection. Per rate: the requests the worker actually got out per second, and the step p50/p95.
// Everything shares this machine's 2 cores (host, hostile client, the timing client), so the rate
// is what the three together sustain. Runs against the built host: `npm run build` first.
import { mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { rpc, type RunningHost } from '../helpers/host-process';
import { openPlayer, socketUrl, type PlayerClient } from '../helpers/player-client';
import type { HostileTarget } from '../helpers/hostile-http';
import { quantile } from './measure';
import { startSeededHost } from './setup';
import type { Bench } from './types';

const RATES = [0, 250, 500, 1000, 2000, 4000, 8000, null] as const;
const WINDOW_MS = Number(process.env.FS3_BENCH_FUZZ_WINDOW_MS ?? 6000);
const TARGET_P95_MS = 20;
const LANES = 48;

type Level = { rate: number | null; achieved: number; p50: number; p95: number; steps: number; pushes: number; silent: number; connectErrors: number };


async function bundleWorker(): Promise<string> {
  // Under out/ (build output: ignored by git and eslint), so Node finds node_modules above it.
  const dir = join(process.cwd(), 'out', 'bench');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'listener-fuzz-worker.mjs');
  await build({ entryPoints: [join(process.cwd(), 'test/bench/listener-fuzz-worker.ts')], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  return outfile;
}

/** The storyteller's step over one keep-alive connection, as the renderer's transport sends it: ms, or null when refused. */
function stepper(host: RunningHost) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const port = Number(new URL(host.origin).port);
  const call = (method: string, input: unknown) =>
    new Promise<{ ok: boolean }>((resolve, reject) => {
      const body = Buffer.from(JSON.stringify(input));
      const req = request({ host: '127.0.0.1', port, path: `/rpc/${method}`, method: 'POST', agent, headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json', 'Content-Length': body.length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { ok: boolean }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}

async function setUpFight(host: RunningHost): Promise<string> {
  await rpc(host, 'players.setPrivacy', { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false });
  const { characters } = await rpc<{ characters: { id: string }[] }>(host, 'character.createNpcs', { baseName: 'Raider', count: 12, defaultRating: 3 });
  const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Bench fuzz' });
  for (const [i, c] of characters.entries()) await rpc(host, 'combat.addCharacter', { combatId, characterId: c.id, team: (i % 2) + 1, weapon: 'Pistol' });
  await rpc(host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}

type Figures = { levels: Level[]; odd: string[]; load: number };
let figures: Promise<Figures> | null = null;

function measure(): Promise<Figures> {
  figures ??= (async () => {
    const workerFile = await bundleWorker();
    const host = await startSeededHost('bench-listener-fuzz');
    const players: PlayerClient[] = [];
    const s = stepper(host);
    const odd: string[] = [];
    try {
      const combatId = await setUpFight(host);
      const { url: screen } = await rpc<{ url: string }>(host, 'players.openScreen', {});
      const { lan } = await rpc<{ lan: { url: string } }>(host, 'players.share', { address: '127.0.0.1', port: 0 });
      const tokenOf = (link: string) => new URL(link).searchParams.get('t') ?? '';
      const portOf = (link: string) => Number(new URL(link).port);
      const targets: HostileTarget[] = [
        { kind: 'storyteller', port: portOf(host.origin), token: 'not-the-storytellers' },
        { kind: 'player', port: portOf(screen), token: tokenOf(screen) },
        { kind: 'player', port: portOf(lan.url), token: tokenOf(lan.url) },
      ];
      for (const link of [screen, lan.url]) {
        const p = await openPlayer(socketUrl(link));
        await p.next('hello');
        players.push(p);
      }

      const step = async (command: unknown) => {
        const t0 = performance.now();
        const r = await s.call('combat.step', { combatId, action: { kind: 'command', command } });
        return r.ok ? performance.now() - t0 : null;
      };
      const timedStep = async (): Promise<number> => {
        const ms = await step({ type: 'action.resolveNext' });
        if (ms !== null) return ms;
        for (const c of [{ type: 'knockout.roll' }, { type: 'turn.end' }, { type: 'action.quickDeclare' }, { type: 'initiative.roll' }]) await step(c);
        const again = await step({ type: 'action.resolveNext' });
        if (again === null) throw new Error('resolve next refused at the start of a turn');
        return again;
      };
      for (let i = 0; i < 20; i++) await timedStep();

      const levels: Level[] = [];
      for (const [index, rate] of RATES.entries()) {
        const worker = rate === 0 ? null : new Worker(workerFile, { workerData: { targets, rate, seed: 35 + index, lanes: LANES } });
        let countWaiter: ((m: { requests: number; at: number }) => void) | null = null;
        let doneWaiter: ((m: { stats: { silent: number; connectErrors: number } }) => void) | null = null;
        worker?.on('message', (m: { type: string; requests: number; at: number; stats: { silent: number; connectErrors: number } }) => (m.type === 'count' ? countWaiter?.(m) : doneWaiter?.(m)));
        worker?.on('error', (e) => odd.push(`worker: ${e.message}`));
        const count = () => (worker ? new Promise<{ requests: number; at: number }>((r) => ((countWaiter = r), worker.postMessage('count'))) : Promise.resolve({ requests: 0, at: performance.timeOrigin + performance.now() }));
        await new Promise((r) => setTimeout(r, 1000)); // the worker's lanes up to speed
        const from = await count();
        const pushesBefore = players.map((p) => p.frames.filter((f) => f.type === 'view').length);
        const samples: number[] = [];
        const end = performance.now() + WINDOW_MS;
        while (performance.now() < end) {
          samples.push(await timedStep());
          // A storyteller clicks; back-to-back steps would measure the step's throughput instead.
          await new Promise((r) => setTimeout(r, 25));
        }
        const to = await count();
        const pushes = Math.min(...players.map((p, i) => p.frames.filter((f) => f.type === 'view').length - pushesBefore[i]!));
        let silent = 0;
        let connectErrors = 0;
        if (worker) {
          const done = new Promise<{ stats: { silent: number; connectErrors: number } }>((r) => (doneWaiter = r));
          worker.postMessage('stop');
          ({ silent, connectErrors } = (await done).stats);
          await worker.terminate();
        }
        const achieved = ((to.requests - from.requests) * 1000) / (to.at - from.at);
        levels.push({ rate, achieved, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), steps: samples.length, pushes, silent, connectErrors });
        if (pushes < samples.length) odd.push(`at ${rate ?? 'max'} req/s a player got ${pushes} views for ${samples.length} steps`);
        if (connectErrors > 0) odd.push(`at ${rate ?? 'max'} req/s ${connectErrors} connections refused`);
      }
      if (host.child.exitCode !== null) odd.push(`the host exited (${host.child.exitCode})`);
      return { levels, odd, load: loadavg()[0]! };
    } finally {
      s.close();
      for (const p of players) p.ws.terminate();
      await host.stop();
    }
  })();
  return figures;
}

const fmt = (l: Level) => `${l.rate === null ? 'max' : l.rate}→${l.achieved.toFixed(0)}/s ${l.p50.toFixed(1)}/${l.p95.toFixed(1)}`;

export const benches: Bench[] = [
  {
    name: 'Fuzz: hostile req/s absorbed with step p95 < 20 ms',
    target: `step p95 < ${TARGET_P95_MS} ms`,
    run: async () => {
      const { levels, odd, load } = await measure();
      // Sustained: the highest rate at which this level and every lower one kept the step under target.
      const firstOver = levels.findIndex((l) => !(l.p95 < TARGET_P95_MS));
      const sustained = (firstOver < 0 ? levels : levels.slice(0, firstOver)).filter((l) => l.rate !== 0).at(-1);
      const best = levels.filter((l) => l.rate !== 0 && l.p95 < TARGET_P95_MS).sort((a, b) => b.achieved - a.achieved)[0];
      const say = (l: Level | undefined) => (l ? `${l.achieved.toFixed(0)} req/s (step p50 ${l.p50.toFixed(1)} / p95 ${l.p95.toFixed(1)} ms)` : 'none');
      const head = `sustained ${say(sustained)}, highest ${say(best)}, load ${load.toFixed(1)}`;
      return odd.length ? `${head}; ${odd.join('; ')}` : head;
    },
  },
  {
    name: 'Fuzz: step p50/p95 ms by asked→sent hostile req/s',
    target: 'report',
    run: async () => (await measure()).levels.map(fmt).join(', '),
  },
];
