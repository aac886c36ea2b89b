// @vitest-environment jsdom
/**
 * Issue 38: a step's waiting controls render again only when a step has been on its way a while.
 * A quick step renders them once, with its answer (not disabled at the click and enabled at the
 * answer: two more renders and two more painted frames per step); a slow one disables them.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepBusy, type StepState } from '../../../renderer/features/combat/step-runner';
import { SHOW_AFTER_MS } from '../../../renderer/features/combat/shown-busy';

/** A step observer as the GM screen's runner has one: pending or not, telling its listeners. */
function fakeObserver(): StepState & { set: (pending: boolean) => void } {
  const listeners = new Set<() => void>();
  let result = { isPending: false };
  return {
    getCurrentResult: () => result,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (pending) => {
      result = { isPending: pending };
      for (const l of listeners) l();
    },
  };
}

/** Renders a control that waits, counting its renders and the busy states it was rendered with. */
function renderControl(observer: StepState) {
  const seen: boolean[] = [];
  render(
    <StepBusy observer={observer}>
      {(busy) => {
        seen.push(busy);
        return (
          <button type="button" disabled={busy}>
            Resolve
          </button>
        );
      }}
    </StepBusy>,
  );
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StepBusy (issue 38)', () => {
  it('a step that answers quickly never renders the waiting control again', () => {
    const observer = fakeObserver();
    const seen = renderControl(observer);
    expect(seen).toEqual([false]);
    act(() => observer.set(true));
    act(() => {
      vi.advanceTimersByTime(SHOW_AFTER_MS - 10);
    });
    expect(screen.getByRole('button', { name: 'Resolve' })).toHaveProperty('disabled', false);
    act(() => observer.set(false));
    act(() => {
      vi.advanceTimersByTime(SHOW_AFTER_MS * 2);
    });
    expect(seen).toEqual([false]);
  });

  it('a slow step disables the control until it answers', () => {
    const observer = fakeObserver();
    const seen = renderControl(observer);
    act(() => observer.set(true));
    act(() => {
      vi.advanceTimersByTime(SHOW_AFTER_MS + 10);
    });
    expect(screen.getByRole('button', { name: 'Resolve' })).toHaveProperty('disabled', true);
    act(() => observer.set(false));
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByRole('button', { name: 'Resolve' })).toHaveProperty('disabled', false);
    expect(seen).toEqual([false, true, false]);
  });

  it('a step that starts again after a quick one waits its own time before it shows', () => {
    const observer = fakeObserver();
    const seen = renderControl(observer);
    act(() => observer.set(true));
    act(() => {
      vi.advanceTimersByTime(SHOW_AFTER_MS / 2);
    });
    act(() => observer.set(false));
    act(() => observer.set(true));
    act(() => {
      vi.advanceTimersByTime(SHOW_AFTER_MS - 10);
    });
    expect(seen).toEqual([false]);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(seen).toEqual([false, true]);
  });
});
