// The GM-screen bench's set-up and its step session (issue 20, issue 38): one browser session
// times steps at 200 combatants, with a 1,000-step log, scrolling, and the page's memory. Not a
// bench itself (run.mts loads only `*-bench.ts`); gm-screen-bench.ts reports its figures.
import type { CDPSession, Page } from 'playwright-core';
import { startBigFight } from '../helpers/big-fight';
import { rpc, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { withHostAndBrowser } from './setup';
import { gmScreenMemory, type Memory } from './gm-memory';
import { RENDER_COUNTER, type Renders } from './render-count';

export const COMBATANTS = 200;

export type View = { combatId: string; phase: string; history: { position: number } };
export const command = (host: RunningHost, combatId: string, c: unknown) => rpc<View>(host, 'combat.command', { combatId, command: c });

/** 200 identical NPCs (many initiative ties) on two teams, started (newTurn declares and rolls initiative). */
export function setUp(host: RunningHost): Promise<string> {
  return startBigFight(host, COMBATANTS, 'Bench brawl');
}

export async function newTurn(host: RunningHost, combatId: string): Promise<void> {
  await command(host, combatId, { type: 'action.quickDeclare' });
  await command(host, combatId, { type: 'initiative.roll' });
}

export async function scriptSeconds(cdp: CDPSession): Promise<number> {
  return (await metricSeconds(cdp)).script;
}

/** CDP's running totals of script, and of style recalculation plus layout, in seconds. */
export async function metricSeconds(cdp: CDPSession): Promise<{ script: number; style: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const get = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
  return { script: get('ScriptDuration'), style: get('RecalcStyleDuration') + get('LayoutDuration') };
}

// Issue 20: one step at 200 combatants, from the click to the painted result (the view committed
// AND the new log step in the DOM, then the first paint after it: a rAF, then a message). Script
// per step is CDP's ScriptDuration from the click until the step's follow-ups (pushes, refetches)
// have settled. The same with a 1,000-step log behind it, and frame times while scrolling.
export type StepFigures = { ms: number[]; script: number[]; style: number[]; request: number[]; requests: number[]; names: string[]; renders: number[]; commits: number[] };
/** `memory`: this driven page (Playwright's injected script included); `ownMemory`: a page only evaluate drove (gm-memory.ts). */
type StepSession = { fresh: StepFigures; long: StepFigures; logSteps: number; scroll: number[]; memory: Memory; ownMemory: Memory };

/** The page's JS heap after a collection, and its DOM nodes (CDP), with the GM screen open. */
async function memory(page: Page, cdp: CDPSession): Promise<Memory> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  const page2 = await page.evaluate(() => ({ elements: document.getElementsByTagName('*').length, pdfWarm: performance.getEntriesByName('fs3:pdf-warm').length > 0 }));
  return { heapMb: heap.usedSize / 1048576, nodes: dom.nodes, ...page2, steps: 0 };
}
let stepShared: Promise<StepSession> | null = null;

/** Clicks the banner's "Resolve …" button and resolves when the result is painted. */
function clickNextAndWaitForPaint(page: Page): Promise<{ ms: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number }>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="next-banner"] button.primary');
        if (!button || !/^Resolve/.test(button.textContent ?? '')) return reject(new Error(`No Resolve button: ${button?.textContent}`));
        const log = document.querySelector('[data-testid="combat-log"]')!;
        // The newest step's element: a step adds one after it (the count can fall: the screen lets go of its oldest steps).
        const before = log.lastElementChild;
        performance.clearMeasures('combat-command-to-commit');
        performance.clearResourceTimings();
        const t0 = performance.now();
        button.click();
        const tick = () => {
          const committed = performance.getEntriesByName('combat-command-to-commit', 'measure').length > 0;
          if (!committed || log.lastElementChild === before) return void requestAnimationFrame(tick);
          // Committed before this frame: the paint follows this callback, the message follows the paint.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            resolve({ ms: performance.now() - t0 });
          };
          channel.port2.postMessage(0);
        };
        requestAnimationFrame(tick);
      }),
  );
}

async function measureSteps(page: Page, cdp: CDPSession, count: number): Promise<StepFigures> {
  const f: StepFigures = { ms: [], script: [], style: [], request: [], requests: [], names: [], renders: [], commits: [] };
  for (let i = 0; i < count + 3; i++) {
    await page.evaluate(() => (globalThis as unknown as { __renders: { reset: () => void } }).__renders.reset());
    const m0 = await metricSeconds(cdp);
    const r = await clickNextAndWaitForPaint(page);
    // Pushes, log refetches and the like belong to the step's cost too: let them land.
    await page.waitForTimeout(250);
    const m1 = await metricSeconds(cdp);
    const renders = await page.evaluate(() => (globalThis as unknown as { __renders: { read: () => Renders } }).__renders.read());
    // Read after the wait: a request's resource timing is queued after its response, often after the paint.
    const rpcs = await page.evaluate(() => performance.getEntriesByType('resource').flatMap((e) => (e.name.includes('/rpc/') ? [{ name: e.name.replace(/.*\/rpc\//, ''), ms: e.duration }] : [])));
    const names = rpcs.map((e) => e.name);
    const step = rpcs.find((e) => e.name === 'combat.step' || e.name === 'combat.command');
    if (i < 3) continue; // warm-up
    // Diagnostics (GM_BENCH_RENDERS=1): which components one step renders, commit by commit.
    if (i === 3 && process.env['GM_BENCH_RENDERS']) {
      const commits = await page.evaluate(() => (globalThis as unknown as { __renders: { commits: () => { rendered: string[] }[] } }).__renders.commits());
      for (const [n, c] of commits.entries()) {
        const tally = new Map<string, number>();
        for (const l of c.rendered) tally.set(l, (tally.get(l) ?? 0) + 1);
        console.error(`commit ${n + 1}: ${c.rendered.length} · ${[...tally].sort((a, b) => b[1] - a[1]).map(([l, k]) => `${l} ×${k}`).join(', ')}`);
      }
    }
    f.ms.push(r.ms);
    f.request.push(step ? step.ms : NaN);
    f.requests.push(names.length);
    for (const n of names) if (!f.names.includes(n)) f.names.push(n);
    f.script.push((m1.script - m0.script) * 1000);
    f.style.push((m1.style - m0.style) * 1000);
    f.renders.push(renders.total);
    f.commits.push(renders.commits);
  }
  return f;
}

/** rAF deltas while the wheel scrolls the board, then the log, down and up (ms). */
async function scrollFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__frames = [];
    w.__stop = false;
    let last = performance.now();
    const tick = (t: number) => {
      w.__frames.push(t - last);
      last = t;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((t) => {
      last = t;
      requestAnimationFrame(tick);
    });
  });
  for (const selector of ['#combat-board', '[data-testid="combat-log"]']) {
    const box = (await page.locator(selector).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
    for (const dy of [120, -120]) {
      for (let i = 0; i < 25; i++) {
        await page.mouse.wheel(0, dy);
        await page.waitForTimeout(16);
      }
    }
  }
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    return w.__frames.slice(1);
  });
}

/** Turns of "resolve next" through the host until the log has `steps` steps; ends at the start of a new turn's resolving. */
async function buildLog(host: RunningHost, combatId: string, steps: number): Promise<number> {
  const logLength = async () => (await rpc<{ steps: unknown[] }>(host, 'combat.log', { combatId })).steps.length;
  let n = await logLength();
  while (n < steps) {
    let view: View | null = await command(host, combatId, { type: 'action.resolveNext' }).catch(() => null);
    n++;
    while (view?.phase === 'resolving' && n < steps) {
      view = await command(host, combatId, { type: 'action.resolveNext' }).catch(() => null);
      n++;
    }
    // Close the turn and open the next, so the measured steps are resolutions again.
    await command(host, combatId, { type: 'action.resolveAll' }).catch(() => undefined);
    await command(host, combatId, { type: 'knockout.roll' }).catch(() => undefined);
    await command(host, combatId, { type: 'turn.end' });
    await newTurn(host, combatId);
    n = await logLength();
  }
  return n;
}

export function measureStepSession(): Promise<StepSession> {
  stepShared ??= (async () => {
    return withHostAndBrowser(async (host, browser) => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      // tsx keeps function names with a `__name` helper the page does not have.
      await page.addInitScript('globalThis.__name = (f) => f');
      // Issue 38: components rendered per step (render-count.ts).
      await page.addInitScript(RENDER_COUNTER);
      await page.goto(host.url);
      await page.getByTestId('campaign-name').waitFor();
      const combatId = await setUp(host);
      await newTurn(host, combatId);
      const open = async () => {
        await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
        // Later turns order fewer (the knocked out do not act).
        await page.locator('[data-testid="initiative-order"]').waitFor();
        await page.getByTestId(`combatant-Raider 1 1`).waitFor();
        await page.waitForTimeout(500);
      };
      await open();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const fresh = await measureSteps(page, cdp, 25);
      await page.screenshot({ path: screenshotPath('combat-200-1366x768') });
      const scroll = await scrollFrames(page);
      const held = await memory(page, cdp);
      const ownMemory = await gmScreenMemory(browser, host, combatId, 25);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath('combat-200-1920x1080') });
      await page.setViewportSize({ width: 1366, height: 768 });

      // The long log is built through the host with the GM screen closed (the old screen refetched
      // the whole log after every pushed step), then the screen is opened on it again.
      await page.evaluate(() => (window.location.hash = '#/combat'));
      await page.waitForTimeout(300);
      const logSteps = await buildLog(host, combatId, 1000);
      await open();
      // Issue 38: the screen holds the last page of the log; its last step is the newest.
      await page.waitForFunction((n) => document.querySelector('[data-testid="combat-log"] > li:last-child')?.textContent?.includes(`Step ${n}`), logSteps);
      const long = await measureSteps(page, cdp, 25);
      await page.screenshot({ path: screenshotPath('combat-200-log-1000') });
      return { fresh, long, logSteps, scroll, memory: held, ownMemory };
    });
  })();
  return stepShared;
}
