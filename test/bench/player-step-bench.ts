// Issue 21: "committed step to painted player view with 20 connected players and 200 combatants:
// < 50 ms at p95 on loopback", end to end. The real browser-mode host (seeded dice), a fight of 200
// NPCs with every combatant shown to players (worst-case payload: real names, exact wounds, all
// rolls, a full 200-line public log); 20 players on the loopback player screen: one Chromium page
// (390×844, the measured one) and 19 Node `ws` clients that receive every frame, or (second bench)
// 20 Chromium pages in one browser. Per step: t0 in this process just before the storyteller's
// `combat.step` rpc; painted = the page's `__fs3PlayerPainted.at` for the version that followed;
// received = when the last of the 19 Node clients had the frame (20 pages: when the last page painted).
// Steps: the turn's "resolve next" (a new log line, wounds) and, every fifth, a public name toggled
// with `privacy.set` (every kept log line rebuilt). Also the storyteller's own rpc answer (the push is
// made inside the step), with and without players. The 20 pages are 20 windows (one context each);
// on a 2-core machine they measure CPU contention between 20 renderers more than the app.
// Runs against the built host: `npm run build` first.
import type { Browser, Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createRaiders } from '../helpers/big-fight';
import { launchChromium } from '../helpers/browser';
import { rpc, type RunningHost } from '../helpers/host-process';
import { socketUrl } from '../helpers/player-client';
import { quantile } from './measure';
import { startSeededHost } from './setup';
import type { Bench } from './types';

const COMBATANTS = 200;
const PLAYERS = 20;
const WARMUP = 8;
const SAMPLES = Number(process.env.FS3_BENCH_PLAYER_STEP_SAMPLES ?? 60);
const SEED = 'bench-player-step';
const ALL_SHOWN = { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false };

const now = () => performance.timeOrigin + performance.now();

/**
 * The Node players run in a worker thread with their own event loop, so their arrival stamps do not
 * wait for this thread (the rpc, Playwright). Each frame is stamped on arrival (timeOrigin + now:
 * corrected by the measured offset of the worker's clock to this thread's).
 */
const CLIENTS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.ws);
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let hellos = 0, last = null;
// The frame is received whole; its version is read from the head of the text, not the whole JSON
// parsed (~1 ms for 87 KB, which would hold back the next socket's stamp by as much).
const versionOf = (raw) => Number(/"version":(\\d+)/.exec(raw.slice(0, 200))?.[1] ?? NaN);
for (let i = 0; i < workerData.count; i++) {
  const ws = new WebSocket(workerData.url);
  sockets.push(ws);
  ws.on('message', (data) => {
    const at = now();
    const raw = data.toString();
    if (raw.startsWith('{"type":"hello"')) { if (++hellos === workerData.count) parentPort.postMessage({ type: 'ready' }); }
    else if (raw.startsWith('{"type":"view"')) {
      if (i === 0) last = raw;
      parentPort.postMessage({ type: 'view', i, at, version: versionOf(raw) });
    }
  });
  ws.on('error', (e) => parentPort.postMessage({ type: 'error', message: String(e && e.message) }));
}
parentPort.on('message', (m) => {
  if (m === 'last') parentPort.postMessage({ type: 'last', raw: last });
  if (m === 'clock') parentPort.postMessage({ type: 'clock', at: now() });
  if (m === 'stop') { for (const ws of sockets) ws.terminate(); parentPort.close(); }
});
`;

type Arrival = { at: number; version: number };
type NodePlayers = { views: Arrival[][]; last(): Promise<string | null>; stop(): Promise<void>; /** The worker's clock minus this thread's (ms). */ skew: number };

async function startNodePlayers(count: number, url: string): Promise<NodePlayers> {
  const worker = new Worker(CLIENTS_WORKER, { eval: true, workerData: { count, url, ws: createRequire(join(process.cwd(), 'package.json')).resolve('ws') } });
  const views: Arrival[][] = Array.from({ length: count }, () => []);
  let lastWaiter: ((raw: string | null) => void) | null = null;
  let clockWaiter: ((at: number) => void) | null = null;
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { type: string; i: number; at: number; version: number; raw: string | null; message: string }) => {
      if (m.type === 'ready') resolve();
      else if (m.type === 'view') views[m.i]!.push({ at: m.at, version: m.version });
      else if (m.type === 'last') lastWaiter?.(m.raw);
      else if (m.type === 'clock') clockWaiter?.(m.at);
      else if (m.type === 'error') reject(new Error(`node player: ${m.message}`));
    });
    worker.once('error', reject);
  });
  const skews: number[] = [];
  for (let i = 0; i < 9; i++) {
    const a = now();
    const w = await new Promise<number>((resolve) => ((clockWaiter = resolve), worker.postMessage('clock')));
    skews.push(w - (a + now()) / 2);
  }
  return {
    skew: quantile(skews, 0.5),
    views,
    last: () => new Promise((resolve) => ((lastWaiter = resolve), worker.postMessage('last'))),
    stop: async () => {
      worker.postMessage('stop');
      await worker.terminate();
    },
  };
}

/** 200 NPCs on two teams, started; turn 1 resolved whole (a 200-line public log) and turn 2 declared and rolled. */
async function setUpFight(host: RunningHost): Promise<{ combatId: string; firstId: string }> {
  await rpc(host, 'players.setPrivacy', ALL_SHOWN);
  const ids = await createRaiders(host, COMBATANTS);
  const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Bench brawl' });
  let firstId = '';
  for (const [i, characterId] of ids.entries()) {
    const view = await rpc<{ combatants: { id: string }[] }>(host, 'combat.addCharacter', { combatId, characterId, team: (i % 2) + 1, weapon: 'Pistol' });
    firstId ||= view.combatants[0]!.id;
  }
  const command = (c: unknown) => rpc(host, 'combat.command', { combatId, command: c });
  await command({ type: 'combat.start' });
  await command({ type: 'action.quickDeclare' });
  await command({ type: 'initiative.roll' });
  await command({ type: 'action.resolveAll' });
  await command({ type: 'knockout.roll' }).catch(() => undefined);
  await command({ type: 'turn.end' });
  await command({ type: 'action.quickDeclare' });
  await command({ type: 'initiative.roll' });
  return { combatId, firstId };
}

/** Waits until `page` has painted version `want` or later; a timeout names the page and what it shows. */
async function waitPainted(page: Page, want: number, who: string): Promise<void> {
  try {
    await page.waitForFunction((w) => (window.__fs3PlayerPainted?.version ?? 0) >= w, want, { polling: 'raf', timeout: 10_000 });
  } catch (error) {
    const seen = await page.evaluate(() => [window.__fs3PlayerPainted?.version, document.visibilityState, document.body.innerText.slice(-160)]).catch(() => null);
    throw new Error(`${who} did not paint v${want}: ${JSON.stringify(seen)} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

/** ms from t0; `half`: when half the pages had painted (20 pages only). */
type Sample = { kind: 'resolve' | 'rename'; painted: number; all: number; answer: number; half?: number };
type Figures = { samples: Sample[]; frameKb: number; logLines: number; combatants: number; skew: number; workerSkew: number; alone: number[]; odd: string[] };

async function measure(pageCount: number): Promise<Figures> {
  const host = await startSeededHost(SEED);
  let browser: Browser | null = null;
  let nodes: NodePlayers | null = null;
  const odd: string[] = [];
  try {
    const { combatId, firstId } = await setUpFight(host);
    // The storyteller's answer with nobody connected (the hub builds nothing then), for comparison.
    const alone: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = now();
      await rpc(host, 'combat.step', { combatId, action: { kind: 'command', command: { type: 'action.resolveNext' } } });
      if (i >= 5) alone.push(now() - t0);
    }
    const { url } = await rpc<{ url: string }>(host, 'players.openScreen', {});
    // The page reads its token from `?t=` (page-state.ts); the listener's link may spell it `?token=`.
    const link = new URL(url);
    const token = link.searchParams.get('t') ?? link.searchParams.get('token') ?? '';
    if (!link.searchParams.has('t')) odd.push(`openScreen's link has no ?t= (${link.search.replace(/=.*/, '=…')}): the page would not connect`);
    const pageUrl = `${link.origin}/?t=${encodeURIComponent(token)}`;
    browser = await launchChromium();
    const pages: Page[] = [];
    let refused = 0;
    for (let i = 0; i < pageCount; i++) {
      // A context (a window) each, as each player has a device: background tabs of one window get
      // their frames throttled by Chromium (some steps painted ~950 ms late, not for lack of CPU).
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // tsx names functions with an `__name` helper the page does not have.
      await context.addInitScript('globalThis.__name = (f) => f');
      context.on('response', (r) => void (r.status() === 429 && refused++));
      const page = await context.newPage();
      // The listener limits HTTP requests per address, loopback too (a burst of 60, then 10 a second):
      // a page whose files were refused is loaded again a little later.
      for (let attempt = 0; ; attempt++) {
        await page.goto(pageUrl);
        const ok = await page.waitForFunction(() => (window.__fs3PlayerPainted?.version ?? 0) > 0, undefined, { timeout: 5000 }).then(() => true, () => false);
        if (ok) break;
        if (attempt === 5) throw new Error(`player page ${i + 1} never painted`);
        await page.waitForTimeout(2000);
      }
      pages.push(page);
    }
    if (refused > 0) odd.push(`${refused} page requests refused with 429 while ${pageCount} pages loaded`);
    if (pageCount < PLAYERS) nodes = await startNodePlayers(PLAYERS - pageCount, socketUrl(url, token));
    const page = pages[0]!;
    await page.bringToFront();
    await page.waitForFunction(() => (window.__fs3PlayerPainted?.version ?? 0) > 0);
    const paintedVersion = () => page.evaluate(() => window.__fs3PlayerPainted?.version ?? 0);

    // Clocks: this process's and the page's (timeOrigin + now on both sides); the page's minus ours.
    const skews: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = now();
      const p = await page.evaluate(() => performance.timeOrigin + performance.now());
      const b = now();
      skews.push(p - (a + b) / 2);
    }
    const skew = quantile(skews, 0.5);

    let renames = 0;
    const step = async (kind: Sample['kind']): Promise<Sample | null> => {
      const command =
        kind === 'rename'
          ? { type: 'privacy.set', combatantIds: [firstId], change: { publicName: ++renames % 2 === 1 ? `Boss ${renames}` : null } }
          : { type: 'action.resolveNext' };
      const before = nodes?.views.map((v) => v.length) ?? [];
      const last = await paintedVersion();
      const t0 = now();
      try {
        await rpc(host, 'combat.step', { combatId, action: { kind: 'command', command } });
      } catch (error) {
        if (kind === 'resolve') return null; // the turn is over: the caller opens the next
        throw error;
      }
      const answer = now() - t0;
      const want = last + 1;
      // The measured page first (its mark is stamped in the page; this wait only reads it).
      await waitPainted(page, want, 'the measured page');
      const mark = (await page.evaluate(() => window.__fs3PlayerPainted!))!;
      if (mark.version !== want) odd.push(`page painted v${mark.version}, expected v${want}`);
      let allAt = mark.at;
      const ats = [mark.at];
      for (const [i, other] of pages.slice(1).entries()) {
        await waitPainted(other, want, `page ${i + 2}`);
        ats.push(await other.evaluate(() => window.__fs3PlayerPainted!.at));
        allAt = Math.max(allAt, ats.at(-1)!);
      }
      if (nodes) {
        const views = nodes.views;
        // The Node clients' frames, stamped in the worker on arrival, in this thread's clock.
        allAt = 0;
        const deadline = Date.now() + 10_000;
        while (views.some((v, i) => v.length <= before[i]!)) {
          if (Date.now() > deadline) throw new Error('a node client did not get the step’s view');
          await new Promise((r) => setTimeout(r, 1));
        }
        for (const [i, v] of views.entries()) {
          const got = v.slice(before[i]!);
          if (got.length !== 1 || got[0]!.version !== want) odd.push(`client ${i}: ${got.length} frames, v${got[0]!.version} for v${want}`);
          allAt = Math.max(allAt, got[0]!.at - nodes.skew);
        }
        return { kind, painted: mark.at - skew - t0, all: allAt - t0, answer };
      }
      const half = ats.sort((a, b) => a - b)[Math.floor((ats.length - 1) / 2)]! - skew - t0;
      return { kind, painted: mark.at - skew - t0, all: allAt - skew - t0, answer, half };
    };
    const newTurn = async () => {
      for (const c of [{ type: 'knockout.roll' }, { type: 'turn.end' }, { type: 'action.quickDeclare' }, { type: 'initiative.roll' }]) {
        const before = await paintedVersion();
        const ok = await rpc(host, 'combat.step', { combatId, action: { kind: 'command', command: c } }).then(() => true, () => false);
        if (ok) await page.waitForFunction((w) => (window.__fs3PlayerPainted?.version ?? 0) > w, before, { polling: 'raf' });
      }
    };

    const samples: Sample[] = [];
    for (let i = 0; samples.length < SAMPLES; i++) {
      const kind = i % 5 === 4 ? 'rename' : 'resolve';
      let s = await step(kind);
      if (!s) {
        await newTurn();
        s = await step(kind);
        if (!s) throw new Error('resolve next refused at the start of a turn');
      }
      if (i >= WARMUP) samples.push(s);
      // Let the 19 clients' and the page's follow-up work settle, as between a storyteller's clicks.
      await page.waitForTimeout(30);
    }

    const frame = (await nodes?.last()) ?? JSON.stringify({ type: 'view', view: await rpc(host, 'players.preview', {}) });
    const view = (JSON.parse(frame) as { view: { fight: { combatants: unknown[]; log: unknown[] } | null } }).view;
    return { samples, frameKb: Buffer.byteLength(frame) / 1024, logLines: view.fight?.log.length ?? 0, combatants: view.fight?.combatants.length ?? 0, skew, workerSkew: nodes?.skew ?? 0, alone, odd };
  } finally {
    await nodes?.stop();
    await browser?.close();
    await host.stop();
  }
}

function line(f: Figures, allLabel: string): string {
  const ms = (xs: number[], q: number) => quantile(xs, q).toFixed(1);
  const painted = f.samples.map((s) => s.painted);
  const all = f.samples.map((s) => s.all);
  const answer = f.samples.map((s) => s.answer);
  const rename = f.samples.filter((s) => s.kind === 'rename').map((s) => s.painted);
  const notes = [
    `${f.samples.length} steps`,
    `${f.combatants} shown, ${f.logLines} log lines, frame ${f.frameKb.toFixed(0)} KB`,
    `rename p95 ${ms(rename, 0.95)}`,
    ...(f.samples[0]?.half !== undefined ? [`half the pages painted p50 ${ms(f.samples.map((s) => s.half!), 0.5)} ms`] : []),
    ...(Math.abs(f.skew) > 1 ? [`page clock skew ${f.skew.toFixed(1)} ms corrected`] : []),
    ...(Math.abs(f.workerSkew) > 1 ? [`worker clock skew ${f.workerSkew.toFixed(1)} ms corrected`] : []),
    ...(f.odd.length > 0 ? [`${f.odd.length} odd: ${f.odd[0]}`] : []),
  ];
  return `step→painted p50 ${ms(painted, 0.5)} / p95 ${ms(painted, 0.95)} ms · step→${allLabel} p50 ${ms(all, 0.5)} / p95 ${ms(all, 0.95)} ms · rpc answer p50 ${ms(answer, 0.5)} / p95 ${ms(answer, 0.95)} ms, no players ${ms(f.alone, 0.5)} / ${ms(f.alone, 0.95)} ms (${notes.join('; ')})`;
}

const TARGET = '< 50 ms p95 step→painted';

export const benches: Bench[] = [
  {
    name: `player step: ${COMBATANTS} combatants, 1 page + ${PLAYERS - 1} ws`,
    target: TARGET,
    run: async () => line(await measure(1), `last of ${PLAYERS - 1} ws received`),
  },
  {
    name: `player step: ${COMBATANTS} combatants, ${PLAYERS} pages`,
    target: TARGET,
    run: async () => line(await measure(PLAYERS), `all ${PLAYERS} painted`),
  },
];
