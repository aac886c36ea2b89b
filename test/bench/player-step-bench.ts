// Issue 21: "committed step to painted player view with 20 connected players and 200 combatants:
// < 50 ms at p95 on loopback", end to end. The real browser-mode host (seeded dice), a fight of 200
// NPCs with every combatant shown to players (worst-case payload: real names, exact wounds, all
// rolls, a full 200-line public log); 20 players on the loopback player screen: one Chromium page
// (390×844, the measured one) and 19 Node `ws` clients that receive every frame, or (second bench)
// 20 Chromium pages in one browser. Per step: t0 in this process just before the storyteller's
// `combat.step` rpc; painted = the page's `__fs3PlayerPainted.at` for the version that followed;
// received = when the last of the 19 Node clients had the frame (20 pages: when the last page painted).
// Steps: the turn's "resolve next" (a new log line, wounds) and, every fifth, a public name toggled
// with `privacy.set` (every kept log line rebuilt). Runs against the built host: `npm run build` first.
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { launchChromium } from '../helpers/browser';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';
import { socketUrl } from '../helpers/player-client';
import type { Bench } from './types';

const COMBATANTS = 200;
const PLAYERS = 20;
const WARMUP = 8;
const SAMPLES = Number(process.env.FS3_BENCH_PLAYER_STEP_SAMPLES ?? 60);
const SEED = 'bench-player-step';
const ALL_SHOWN = { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false };

const now = () => performance.timeOrigin + performance.now();
const quantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? NaN;

type NodePlayer = { ws: WebSocket; views: { at: number; raw: string }[] };

function connectNode(socket: string): Promise<NodePlayer> {
  const ws = new WebSocket(socket);
  const p: NodePlayer = { ws, views: [] };
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      // Stamped on arrival; parsed later, so one client's JSON.parse does not delay the next one's stamp.
      const at = now();
      const raw = data.toString();
      if (raw.startsWith('{"type":"hello"')) resolve(p);
      else if (raw.startsWith('{"type":"view"')) p.views.push({ at, raw });
    });
    ws.once('error', reject);
  });
}

const viewVersion = (raw: string) => (JSON.parse(raw) as { view: { version: number } }).view.version;

/** 200 NPCs on two teams, started; turn 1 resolved whole (a 200-line public log) and turn 2 declared and rolled. */
async function setUpFight(host: RunningHost): Promise<{ combatId: string; firstId: string }> {
  await rpc(host, 'players.setPrivacy', ALL_SHOWN);
  const ids: string[] = [];
  for (let i = 0; ids.length < COMBATANTS; i++) {
    const { characters } = await rpc<{ characters: { id: string }[] }>(host, 'character.createNpcs', { baseName: `Raider ${i + 1}`, count: Math.min(50, COMBATANTS - ids.length), defaultRating: 3 });
    ids.push(...characters.map((c) => c.id));
  }
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

type Sample = { kind: 'resolve' | 'rename'; painted: number; all: number; answer: number };
type Figures = { samples: Sample[]; frameKb: number; logLines: number; combatants: number; skew: number; odd: string[] };

async function measure(pageCount: number): Promise<Figures> {
  const saved = process.env['FS3_CONSOLE_COMBAT_SEED'];
  process.env['FS3_CONSOLE_COMBAT_SEED'] = SEED;
  let host: RunningHost;
  try {
    host = await startHost();
  } finally {
    if (saved === undefined) delete process.env['FS3_CONSOLE_COMBAT_SEED'];
    else process.env['FS3_CONSOLE_COMBAT_SEED'] = saved;
  }
  let browser: Browser | null = null;
  const nodes: NodePlayer[] = [];
  const odd: string[] = [];
  try {
    const { combatId, firstId } = await setUpFight(host);
    const { url } = await rpc<{ url: string }>(host, 'players.openScreen', {});
    // The page reads its token from `?t=` (page-state.ts); the listener's link may spell it `?token=`.
    const link = new URL(url);
    const token = link.searchParams.get('t') ?? link.searchParams.get('token') ?? '';
    if (!link.searchParams.has('t')) odd.push(`openScreen's link has no ?t= (${link.search.replace(/=.*/, '=…')}): the page would not connect`);
    const pageUrl = `${link.origin}/?t=${encodeURIComponent(token)}`;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // tsx names functions with an `__name` helper the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f');
    const pages: Page[] = [];
    for (let i = 0; i < pageCount; i++) {
      const page = await context.newPage();
      await page.goto(pageUrl);
      pages.push(page);
    }
    for (let i = pageCount; i < PLAYERS; i++) nodes.push(await connectNode(socketUrl(url, token)));
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
      const before = nodes.map((n) => n.views.length);
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
      for (const [i, other] of pages.slice(1).entries()) {
        await waitPainted(other, want, `page ${i + 2}`);
        allAt = Math.max(allAt, await other.evaluate(() => window.__fs3PlayerPainted!.at));
      }
      if (nodes.length > 0) {
        // The Node clients' frames, stamped in this process on arrival.
        allAt = 0;
        const deadline = Date.now() + 10_000;
        while (nodes.some((n, i) => n.views.length <= before[i]!)) {
          if (Date.now() > deadline) throw new Error('a node client did not get the step’s view');
          await new Promise((r) => setTimeout(r, 1));
        }
        for (const [i, n] of nodes.entries()) {
          const got = n.views.slice(before[i]!);
          if (got.length !== 1 || viewVersion(got[0]!.raw) !== want) odd.push(`client ${i}: ${got.length} frames, v${viewVersion(got[0]!.raw)} for v${want}`);
          allAt = Math.max(allAt, got[0]!.at);
        }
        return { kind, painted: mark.at - skew - t0, all: allAt - t0, answer };
      }
      return { kind, painted: mark.at - skew - t0, all: allAt - skew - t0, answer };
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

    const frame = nodes[0]?.views.at(-1)?.raw ?? JSON.stringify({ type: 'view', view: await rpc(host, 'players.preview', {}) });
    const view = (JSON.parse(frame) as { view: { fight: { combatants: unknown[]; log: unknown[] } | null } }).view;
    return { samples, frameKb: Buffer.byteLength(frame) / 1024, logLines: view.fight?.log.length ?? 0, combatants: view.fight?.combatants.length ?? 0, skew, odd };
  } finally {
    for (const n of nodes) n.ws.terminate();
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
    ...(Math.abs(f.skew) > 1 ? [`clock skew ${f.skew.toFixed(1)} ms corrected`] : []),
    ...(f.odd.length > 0 ? [`${f.odd.length} odd: ${f.odd[0]}`] : []),
  ];
  return `step→painted p50 ${ms(painted, 0.5)} / p95 ${ms(painted, 0.95)} ms · step→${allLabel} p50 ${ms(all, 0.5)} / p95 ${ms(all, 0.95)} ms · rpc answer p50 ${ms(answer, 0.5)} / p95 ${ms(answer, 0.95)} ms (${notes.join('; ')})`;
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
