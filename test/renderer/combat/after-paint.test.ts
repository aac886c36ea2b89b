/**
 * Issue 38: a shown step's request waits for the frame that shows it (after-paint.ts), never longer
 * than 50 ms, and goes at once when the page goes away.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedOrSoon } from '../../../renderer/features/combat/after-paint';

const settledFlag = (p: Promise<void>) => {
  const state = { done: false };
  void p.then(() => (state.done = true));
  return state;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paintedOrSoon', () => {
  it('resolves after the next frame, before its 50 ms fallback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let frame: FrameRequestCallback | null = null;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    const state = settledFlag(paintedOrSoon());
    await Promise.resolve();
    expect(state.done).toBe(false);
    // The frame runs; the message posted from it arrives after the paint (a real task).
    frame!(0);
    await vi.waitFor(() => expect(state.done).toBe(true), { timeout: 1000, interval: 5 });
  });

  it('a page that paints no frame sends after 50 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const state = settledFlag(paintedOrSoon());
    await vi.advanceTimersByTimeAsync(49);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('a page going away sends what waits at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const first = settledFlag(paintedOrSoon());
    const second = settledFlag(paintedOrSoon());
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect([first.done, second.done]).toEqual([true, true]);
  });
});
