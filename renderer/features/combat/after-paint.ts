/**
 * Issue 38: a prepared step is on screen as soon as it is committed (step-shown.ts); its request
 * to main waits for the frame that shows it. Sending is not free in the browser (fetch took 2–9 ms
 * of the click's task on a busy machine), and in the click's task it held back that frame. The wait
 * is at most a frame: a page that paints nothing (hidden) sends after 50 ms (before the screen asks
 * main to prepare the next steps, 60 ms after a step), and a page going away sends what waits at once.
 */
import { afterPaint } from '../../components/after-paint';

const waiting = new Set<() => void>();

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => [...waiting].forEach((run) => run()));

/** Resolves once the next frame is painted, or at 50 ms, or when the page goes away. */
export function paintedOrSoon(): Promise<void> {
  return new Promise((resolve) => {
    const run = (): void => {
      if (!waiting.delete(run)) return;
      clearTimeout(timer);
      cancel();
      resolve();
    };
    waiting.add(run);
    const timer = setTimeout(run, 50);
    const cancel = afterPaint(run);
  });
}
