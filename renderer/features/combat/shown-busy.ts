/**
 * Issue 38: a step's waiting controls show it (disabled) only once it has taken a while. Disabling
 * them at the click and enabling them at the answer rendered the screen's controls twice more per
 * step and painted two extra frames (the click's, and the one after the answer), one of them often
 * right when the answer came in: at 200 combatants a step answered in ~6 ms, then waited for that
 * frame. A step that answers within SHOW_AFTER_MS now renders its controls once, with the answer.
 * The second press of a double-click and a held Enter's repeats are dropped before they reach a
 * button (use-single-submit.ts), and main refuses a step made against an older version.
 */
/** What the waiting controls read of a step's observer. */
export type StepState = { getCurrentResult: () => { isPending: boolean }; subscribe: (listener: () => void) => () => void };

/** How long a step may take before its controls show that it is on its way. */
export const SHOW_AFTER_MS = 150;

const shown = new WeakMap<StepState, StepState>();

/** `observer`'s pending state as the controls show it: true only while a step has been pending `delay` ms. */
export function shownBusy(observer: StepState, delay = SHOW_AFTER_MS): StepState {
  let state = shown.get(observer);
  if (!state) shown.set(observer, (state = delayed(observer, delay)));
  return state;
}

function delayed(observer: StepState, delay: number): StepState {
  const listeners = new Set<() => void>();
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let off: (() => void) | null = null;
  const set = (next: boolean) => {
    if (next === busy) return;
    busy = next;
    for (const l of [...listeners]) l();
  };
  const onChange = () => {
    if (!observer.getCurrentResult().isPending) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      set(false);
    } else if (!busy && timer === null) {
      timer = setTimeout(() => {
        timer = null;
        set(observer.getCurrentResult().isPending);
      }, delay);
    }
  };
  const result = { get isPending() { return busy; } };
  return {
    getCurrentResult: () => result,
    subscribe(listener) {
      listeners.add(listener);
      // The observer is listened to while anyone shows the state.
      if (!off) {
        off = observer.subscribe(onChange);
        onChange();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !off) return;
        off();
        off = null;
        if (timer !== null) clearTimeout(timer);
        timer = null;
        busy = false;
      };
    },
  };
}
