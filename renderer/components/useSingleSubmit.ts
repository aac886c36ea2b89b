/**
 * Issue 37 item 2, for every committing button: a double-click or a key held down does a step
 * once. The second click of a double-click (its `detail` counts the clicks) can arrive after the
 * first has answered, when the button is enabled again or another stands in its place (the
 * recent-campaigns list reorders on Open, a new form follows Create): it is dropped before it
 * reaches any button. A held Enter repeats its keydown, and each repeat clicks the focused button
 * or submits the form again: repeats are dropped the same way. Only inside `scope` (a CSS
 * selector): elsewhere quick clicks stay quick clicks (a stepper's +1 +1).
 */
import { useEffect } from 'react';

/** Marks a form or list whose buttons commit something (create, import, open): `data-single-submit`. */
export const SINGLE_SUBMIT = '[data-single-submit]';

export function useSingleSubmit(scope: string): void {
  useEffect(() => {
    const inScope = (target: EventTarget | null): target is Element => target instanceof Element && target.closest(scope) !== null;
    const onClick = (e: MouseEvent) => {
      if (e.detail > 1 && inScope(e.target) && e.target.closest('button, [role="button"], input[type="submit"]')) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat && e.key === 'Enter' && inScope(e.target)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [scope]);
}
