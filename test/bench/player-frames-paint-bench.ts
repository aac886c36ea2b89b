// Issue 38 item 3, in Chromium: the built host (browser mode, its real player listener) with a
// fight of 200 combatants all shown to players and 20 real player pages open on the screen link
// (they acknowledge, so each step reaches them as a change). Measured: the storyteller's step call
// → the last page has painted the new version (window.__fs3PlayerPainted, set in the animation
// frame after React committed it). Each step is one hit: one row and one log line change.
// By default one Chromium page and 19 `ws` devices that apply and acknowledge as the page does (20
// devices for the host; one page per device, as at a table); FS3_BENCH_PLAYER_PAGES=20 opens 20
// pages in one Chromium on this machine instead (their renders then share its cores).
// Runs against the built app: `npm run build` first.
import type { Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { rpc, startHost } from '../helpers/host-process';
import { ackingPlayer, type AckingPlayer } from '../helpers/acking-player';
import { socketUrl } from '../helpers/player-client';
import { createWound } from '../../shared/core/mechanics/wounds';
import type { Bench } from './types';
import { floorQuantile as quantile } from './measure';

const COMBATANTS = 200;
const DEVICES = 20;
const PAGES = Number(process.env.FS3_BENCH_PLAYER_PAGES ?? 1);
const WARMUP = 5;
const STEPS = 40;


async function run(): Promise<string> {
  const host = await startHost();
  const browser = await launchChromium();
  try {
    await rpc(host, 'players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false });
    const ids: string[] = [];
    for (let i = 0; ids.length < COMBATANTS; i++) {
      const { characters } = await rpc<{ characters: { id: string }[] }>(host, 'character.createNpcs', { baseName: `Raider ${i + 1}`, count: Math.min(50, COMBATANTS - ids.length), defaultRating: 3 });
      ids.push(...characters.map((c) => c.id));
    }
    const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name: 'Big fight' });
    for (const [i, characterId] of ids.entries()) await rpc(host, 'combat.addCharacter', { combatId, characterId, team: (i % 2) + 1, weapon: 'Pistol' });
    await rpc(host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    const fight = await rpc<{ combatants: { id: string }[] }>(host, 'combat.get', { combatId });
    let n = 0;
    const hit = () => {
      const targetId = fight.combatants[(n++ * 37) % fight.combatants.length]!.id;
      return rpc(host, 'combat.command', { combatId, command: { type: 'wound.add', targetId, wound: createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'Storyteller' }) } });
    };

    const { url } = await rpc<{ url: string }>(host, 'players.openScreen', {});
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const pages: Page[] = [];
    for (let i = 0; i < PAGES; i++) {
      const page = await context.newPage();
      await page.goto(url);
      pages.push(page);
    }
    const others: AckingPlayer[] = [];
    for (let i = PAGES; i < DEVICES; i++) others.push(await ackingPlayer(socketUrl(url)));
    const painted = async (want: number) =>
      Promise.all(pages.map(async (p) => {
        await p.waitForFunction((v: number) => (window.__fs3PlayerPainted?.version ?? 0) >= v, want, { polling: 100, timeout: 30_000 });
        return p.evaluate(() => window.__fs3PlayerPainted!.at);
      }));
    const times: number[] = [];
    for (let i = 0; i < WARMUP + STEPS; i++) {
      const t = performance.timeOrigin + performance.now();
      await hit();
      const { version } = await rpc<{ version: number }>(host, 'players.preview', {});
      const at = await painted(version);
      await new Promise<void>((done) => {
        const look = () => (others.every((o) => (o.view()?.version ?? 0) >= version) ? done() : setImmediate(look));
        look();
      });
      if (i >= WARMUP) times.push(Math.max(...at) - t);
    }
    for (const o of others) o.client.ws.terminate();
    return `step → ${PAGES} page(s) painted (${DEVICES - PAGES} ws devices too) p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`;
  } finally {
    await browser.close();
    await host.stop();
  }
}

export const benches: Bench[] = [{ name: `player frames in Chromium: ${COMBATANTS} combatants, ${DEVICES} devices`, target: 'p95 < 50 ms', run }];
