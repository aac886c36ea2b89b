// Issue 21, the player page's share of "committed step to painted player view": a `view` frame
// (200 combatants, 200 log lines) sent on loopback to the page painting it (window.__fs3PlayerPainted,
// set in the animation frame after React committed it). 20 pages connected, one measured. The
// server side (building the view, sending to 20 devices) is the lead's bench over slice H3's
// listener. Runs against the built page: `npm run build` first.
import { launchChromium } from '../helpers/browser';
import { bigView, GOOD_TOKEN, startStandIn, stopStandIn } from '../helpers/player-stand-in';
import type { Bench } from './types';
import { quantile as percentile } from './measure';

const PUSHES = 40;
const PAGES = Number(process.env.FS3_BENCH_PLAYER_PAGES ?? 20);

async function run(): Promise<string> {
  const stand = await startStandIn({ view: bigView });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const pages = [];
    for (let i = 0; i < PAGES; i++) {
      const page = await context.newPage();
      await page.goto(`${stand.url}/?t=${GOOD_TOKEN}`);
      pages.push(page);
    }
    const page = pages[0]!;
    await page.bringToFront();
    await page.waitForFunction(() => window.__fs3PlayerPainted?.version === 1);
    const times: number[] = [];
    for (let v = 2; v < 2 + PUSHES; v++) {
      stand.version = v;
      const frame = JSON.stringify({ type: 'view', view: bigView(v) });
      const sent = performance.timeOrigin + performance.now();
      for (const s of stand.sockets) s.send(frame);
      await page.waitForFunction((want) => window.__fs3PlayerPainted?.version === want, v, { polling: 'raf' });
      const at = await page.evaluate(() => window.__fs3PlayerPainted!.at);
      times.push(at - sent);
    }
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 0.5).toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms (${PAGES} pages)`;
  } finally {
    await browser.close();
    await stopStandIn(stand);
  }
}

export const benches: Bench[] = [{ name: 'player page: view frame to painted (200 combatants)', target: '< 50 ms p95 with the server side', run }];
