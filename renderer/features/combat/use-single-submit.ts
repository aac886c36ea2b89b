/**
 * Issue 37 item 2: a double-click or a key held down on the GM screen does a step once. The second
 * click of a double-click (its `detail` counts the clicks) arrives after the first step has
 * answered and the button already names the next step ("Resolve <next>"): it is dropped before it
 * reaches any button. A held Enter repeats its keydown, and each repeat clicks the focused button
 * or submits the form again: repeats are dropped the same way. Main also refuses a step made
 * against an older fight version (step-guard.ts), which covers what reaches it anyway.
 */
import { useEffect } from 'react';

const SCOPE = '.combat-tracker';

export function useSingleSubmit(): void {
  useEffect(() => {
    const inScope = (target: EventTarget | null): target is Element => target instanceof Element && target.closest(SCOPE) !== null;
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
  }, []);
}
