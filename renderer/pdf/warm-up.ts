/**
 * Issue 20: the first PDF sheet after start used to pay for loading react-pdf, decoding and
 * parsing both fonts and react-pdf's first-render setup (about 370 ms in Chromium, against about
 * 100 ms for the next one). This prepares all of that in the background after start, so the first
 * export costs a warm render.
 *
 * It never competes with the storyteller: it starts only after the first screen has painted and
 * its data has arrived, and runs one small piece per idle moment (requestIdleCallback, or a timer
 * where there is none), each only while no request is in flight, so a click's round trip and
 * render come first. A hidden page (a background tab, a minimised window) waits until it is
 * shown: its timers are throttled to a crawl there, and a tab left in the background may never be
 * used, so the ~1 MB of PDF code and fonts would be held for nothing. Since issue 38 all of it is
 * held by the PDF worker, not the page: the page only schedules the pieces.

 */
import { afterPaint } from '../components/after-paint';

/** Set when the warm-up has finished: tests and benches read it. */
export const PDF_WARM_MARK = 'fs3:pdf-warm';

export type WarmUpOptions = {
  /** True while the app is busy (requests in flight): the next piece waits. */
  busy?: () => boolean;
  /** The lazy chunk with the pieces; the default is the export's own chunk. */
  load?: () => Promise<{ warmUpSteps: readonly (() => Promise<unknown>)[] }>;
  /** Longest wait for an idle moment before a piece runs anyway (requestIdleCallback's timeout). */
  idleTimeoutMs?: number;
  /** How long the app must have been left alone (no request, navigation, key or pointer press) before a piece runs. */
  settleMs?: number;
};

/**
 * Issue 38: loading the PDF worker compiles react-pdf and parses two fonts, half a second of a
 * core. Started half a second after the first screen, it ran while the storyteller opened a fight:
 * on a two-core machine the worker, the page and the host shared two cores, and a 10,000-step
 * fight took 30–80% longer to appear. So the warm-up waits until the storyteller has left the app
 * alone for a second and a half (reading a screen, not working it). Not longer: the first PDF
 * after start is still warm when asked for three seconds after the first screen (pdf-browser-bench).
 */
const SETTLE_MS = 1500;

/** When the storyteller last did something (a key, a press, a navigation) or the app was last seen busy. */
let lastActivity = typeof performance === 'undefined' ? 0 : performance.now();
const touch = () => void (lastActivity = performance.now());
const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'hashchange', 'popstate'] as const;

/** Follows the storyteller's activity while the warm-up waits; the returned function stops it (every key and press paid for it). */
function watchActivity(): () => void {
  for (const type of ACTIVITY) window.addEventListener(type, touch, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY) window.removeEventListener(type, touch, { capture: true });
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Issue 38: the pieces run in the PDF worker (pdf-maker.ts), so what they warm stays off the page's heap. */
const loadExportChunk = () => import('./pdf-maker').then((m) => m.loadWarmUpSteps());

function nextIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });
}

/** After the next frame is painted. */
const painted = (): Promise<void> => new Promise((resolve) => afterPaint(resolve));

function whenVisible(): Promise<void> {
  if (document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const check = (): void => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', check);
      resolve();
    };
    document.addEventListener('visibilitychange', check);
  });
}

/**
 * Waits for a moment that is idle, visible and not busy, after the app has been left alone for
 * `settleMs`; polls busy at idle moments (a busy app counts as activity).
 */
async function quietMoment(options: WarmUpOptions): Promise<void> {
  const timeout = options.idleTimeoutMs ?? 2000;
  const settle = options.settleMs ?? SETTLE_MS;
  for (;;) {
    await whenVisible();
    const wait = lastActivity + settle - performance.now();
    if (wait > 0) {
      await sleep(wait);
      continue;
    }
    await nextIdle(timeout);
    if (options.busy?.()) {
      touch();
      continue;
    }
    if (document.visibilityState !== 'hidden' && performance.now() - lastActivity >= settle) return;
  }
}

let started: Promise<void> | null = null;

/** Starts the background warm-up once per page; the promise settles when it is done (or failed). */
export function warmPdfInBackground(options: WarmUpOptions = {}): Promise<void> {
  started ??= (async () => {
    const unwatch = watchActivity();
    try {
      await painted();
      await quietMoment(options);
      performance.mark(`${PDF_WARM_MARK}:load`);
      const { warmUpSteps } = await (options.load ?? loadExportChunk)();
      for (const [i, step] of warmUpSteps.entries()) {
        await quietMoment(options);
        performance.mark(`${PDF_WARM_MARK}:${i}`);
        await step();
      }
      performance.mark(PDF_WARM_MARK);
    } catch (error) {
      // The export reports its own failures when asked for; a failed warm-up only means a cold first export.
      console.warn('PDF warm-up failed', error);
    } finally {
      unwatch();
    }
  })();
  return started;
}
