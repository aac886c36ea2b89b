/**
 * Issue 38: when the GM screen asks main for the turn forecast. Each step's forecast used to be
 * asked in the very commit that showed the step: main began a simulation (~0.3 s at 200
 * combatants) that the next step's request then waited behind, and its answer rendered every
 * visible row's bars again, often inside the next step's frame. Now a fight version is asked about
 * once its step is painted (a frame, then a message after that frame's paint), and while steps
 * come quickly (less than COALESCE_MS apart) only once they pause: one question for a run of
 * steps. The bars keep the last answer meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from '../../components/after-paint';

/** Steps closer together than this are a run: the forecast waits until the run pauses this long. */
export const COALESCE_MS = 600;

/**
 * The key to ask about: `key` itself at first, then each new key once it has been painted, or,
 * when keys change quickly, once they have stopped changing for `coalesceMs`.
 */
export function useAskAfterPaint(key: string, coalesceMs = COALESCE_MS): string {
  const [asked, setAsked] = useState(key);
  const lastChange = useRef(-Infinity);
  useEffect(() => {
    if (key === asked) return;
    const now = performance.now();
    const quick = now - lastChange.current < coalesceMs;
    lastChange.current = now;
    let cancel: (() => void) | null = null;
    const ask = () => (cancel = afterPaint(() => setAsked(key)));
    const timer = quick ? setTimeout(ask, coalesceMs) : null;
    if (!quick) ask();
    return () => {
      if (timer !== null) clearTimeout(timer);
      cancel?.();
    };
  }, [key, asked, coalesceMs]);
  return asked;
}
