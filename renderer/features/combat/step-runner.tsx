/**
 * Issue 38: the GM screen's steps without rendering the whole screen when one starts and ends.
 * With useMutation the screen subscribed to the step's state: every step rendered it twice more
 * (pending, then done), 17 components and 62 elements each time, only for the buttons that wait.
 * Here the screen holds a MutationObserver it does not subscribe to; the controls that wait read
 * whether a step is on its way through <StepBusy>, so only they render again.
 */
import { MutationObserver, notifyManager, useQueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { focusAfterStep } from './focus-after-step';
import { shownBusy, type StepState } from './shown-busy';

export type { StepState } from './shown-busy';
export type StepRunner<A, V> = { mutateAsync: (action: A) => Promise<V>; observer: StepState };

export function useStepRunner<A, V>(options: MutationObserverOptions<V, Error, A>): StepRunner<A, V> {
  const queryClient = useQueryClient();
  const [observer] = useState(() => new MutationObserver<V, Error, A>(queryClient, options));
  useEffect(() => observer.setOptions(options), [observer, options]);
  // Always one listener: an observer without any leaves its step and would miss how it ends.
  useEffect(() => observer.subscribe(() => undefined), [observer]);
  const mutateAsync = useCallback((action: A) => observer.mutate(action), [observer]);
  return { mutateAsync, observer };
}

/** Whether a step of `observer` is on its way. */
export function useStepBusy(observer: StepState): boolean {
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)), [observer]);
  const get = () => observer.getCurrentResult().isPending;
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * Renders `children` with whether a step is on its way (and again when that changes); a step that
 * answers quickly never shows as one (shown-busy.ts).
 */
export function StepBusy({ observer, children }: { observer: StepState; children: (busy: boolean) => ReactNode }) {
  return children(useStepBusy(shownBusy(observer)));
}

/**
 * Issue 37 item 11: once a step has answered and the screen shows it (buttons enabled again), focus
 * goes somewhere sensible. Reads the step itself, shown or not. Issue 38: a listener, not a
 * component that renders: rendering it when a step started and again when it ended were two
 * commits of their own per step (one at the click, one between the step's commit and its frame).
 */
export function FocusAfterStep({ observer }: { observer: StepState }) {
  useEffect(() => {
    let wasBusy = observer.getCurrentResult().isPending;
    return observer.subscribe(() => {
      const busy = observer.getCurrentResult().isPending;
      // Scheduled like the waiting controls' own update (useStepBusy), after it: they are enabled first.
      if (wasBusy && !busy) notifyManager.schedule(focusAfterStep);
      wasBusy = busy;
    });
  }, [observer]);
  return null;
}
