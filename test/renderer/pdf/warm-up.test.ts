// Issue 20: the PDF warm-up's scheduling (renderer/pdf/warm-up.ts). The real pieces run in
// Chromium (test/e2e/pdf-warm-up.test.ts); here they are stand-ins that record when they ran.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type WarmUp = typeof import('../../../renderer/pdf/warm-up');

/** A fresh module per test: the warm-up runs once per page, remembered at module level. */
async function freshWarmUp(): Promise<WarmUp> {
  vi.resetModules();
  return import('../../../renderer/pdf/warm-up');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  performance.clearMarks();
});
afterEach(() => vi.restoreAllMocks());

function recorder(log: string[], fail = false) {
  const step = (name: string) => async () => {
    log.push(name);
    if (fail && name === 'b') throw new Error('no fonts');
  };
  return async () => {
    log.push('load');
    return { warmUpSteps: [step('a'), step('b'), step('c')] };
  };
}

describe('PDF warm-up', () => {
  it('waits while requests are in flight, then runs every piece in order and marks the page warm', async () => {
    const { warmPdfInBackground, PDF_WARM_MARK } = await freshWarmUp();
    const log: string[] = [];
    let busy = true;
    const done = warmPdfInBackground({ busy: () => busy, load: recorder(log), idleTimeoutMs: 10, settleMs: 20 });
    await sleep(300);
    expect(log).toEqual([]);
    busy = false;
    await done;
    expect(log).toEqual(['load', 'a', 'b', 'c']);
    expect(performance.getEntriesByName(PDF_WARM_MARK)).toHaveLength(1);
    // Once per page: a second call neither loads nor runs anything again.
    await warmPdfInBackground({ load: recorder(log) });
    expect(log).toEqual(['load', 'a', 'b', 'c']);
  });

  it('pauses between pieces when the app gets busy', async () => {
    const { warmPdfInBackground } = await freshWarmUp();
    const log: string[] = [];
    let busy = false;
    const load = async () => ({
      warmUpSteps: [
        async () => {
          log.push('a');
          busy = true; // a click sent a request while this piece ran
        },
        async () => void log.push('b'),
      ],
    });
    const done = warmPdfInBackground({ busy: () => busy, load, idleTimeoutMs: 10, settleMs: 20 });
    await vi.waitFor(() => expect(log).toEqual(['a']));
    await sleep(300);
    expect(log).toEqual(['a']);
    busy = false;
    await done;
    expect(log).toEqual(['a', 'b']);
  });

  it('does nothing in a hidden page until it is shown', async () => {
    const { warmPdfInBackground } = await freshWarmUp();
    visibility = 'hidden';
    const log: string[] = [];
    const done = warmPdfInBackground({ load: recorder(log), idleTimeoutMs: 10, settleMs: 20 });
    await sleep(300);
    expect(log).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await done;
    expect(log).toEqual(['load', 'a', 'b', 'c']);
  });

  it('waits until the storyteller has left the app alone for a while: a key press or a navigation starts the wait again', async () => {
    const { warmPdfInBackground } = await freshWarmUp();
    const log: string[] = [];
    const done = warmPdfInBackground({ load: recorder(log), idleTimeoutMs: 10, settleMs: 400 });
    await sleep(250);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await sleep(250);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const lastTouch = performance.now();
    await sleep(250);
    // 750 ms since the start, but only 250 since the navigation: nothing yet.
    expect(log).toEqual([]);
    await done;
    expect(log).toEqual(['load', 'a', 'b', 'c']);
    expect(performance.getEntriesByName('fs3:pdf-warm:load')[0]!.startTime).toBeGreaterThanOrEqual(lastTouch + 400 - 5);
  });

  it('a failed piece stops the warm-up quietly, without marking the page warm', async () => {
    const { warmPdfInBackground, PDF_WARM_MARK } = await freshWarmUp();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log: string[] = [];
    await expect(warmPdfInBackground({ load: recorder(log, true), idleTimeoutMs: 10, settleMs: 20 })).resolves.toBeUndefined();
    expect(log).toEqual(['load', 'a', 'b']);
    expect(warn).toHaveBeenCalledWith('PDF warm-up failed', expect.any(Error));
    expect(performance.getEntriesByName(PDF_WARM_MARK)).toHaveLength(0);
  });
});
