// @vitest-environment jsdom
/**
 * Issue 38: the GM screen asks for a fight version's forecast after its step is painted, and while
 * steps come quickly only once they pause (one question for a run of steps, the last version's).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAskAfterPaint } from '../../../renderer/features/combat/forecast-timing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const COALESCE = 300;

describe('useAskAfterPaint', () => {
  it('asks about the first version at once, a lone step after its paint, and a quick run once it pauses', async () => {
    const { result, rerender } = renderHook(({ k }) => useAskAfterPaint(k, COALESCE), { initialProps: { k: 'v1' } });
    expect(result.current).toBe('v1');

    // A step after a pause: asked once a frame has been painted, not in the commit that shows it.
    rerender({ k: 'v2' });
    expect(result.current).toBe('v1');
    await waitFor(() => expect(result.current).toBe('v2'));

    // Steps in quick succession: nothing asked while they come; then the last one only.
    rerender({ k: 'v3' });
    rerender({ k: 'v4' });
    await sleep(COALESCE / 3);
    rerender({ k: 'v5' });
    await sleep(COALESCE / 2);
    expect(result.current).toBe('v2');
    const seen: string[] = [];
    await waitFor(() => {
      seen.push(result.current);
      expect(result.current).toBe('v5');
    }, { timeout: 3000 });
    expect(seen).not.toContain('v3');
    expect(seen).not.toContain('v4');
  });
});
