/** Issue 38: a GM screen asks main to prepare its next steps once per version. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askingFor, forgetPrepared, holdPrepared, isHeld, takePrepared } from '../../../renderer/features/combat/prepared-store';

describe('prepared steps held by the screen (issue 38)', () => {
  it('asks once per version: while asking, and once held; a new version asks again', async () => {
    const q = new QueryClient();
    let answer: () => void = () => undefined;
    const done = new Promise<void>((r) => (answer = r));
    askingFor(q, 'c', 3, done);
    expect(isHeld(q, 'c', 3)).toBe(true);
    expect(isHeld(q, 'c', 4)).toBe(false);
    holdPrepared(q, 'c', 3, []);
    answer();
    await done;
    await Promise.resolve();
    expect(isHeld(q, 'c', 3)).toBe(true);
    expect(takePrepared(q, 'c', 3, { kind: 'undo' })).toBeNull();
    // Taken (or not found): handed out once; the version may be asked for again.
    expect(isHeld(q, 'c', 3)).toBe(false);
  });

  it('another campaign: nothing held or being asked for stands', () => {
    const q = new QueryClient();
    askingFor(q, 'c', 5, new Promise(() => undefined));
    forgetPrepared(q);
    expect(isHeld(q, 'c', 5)).toBe(false);
  });
});
