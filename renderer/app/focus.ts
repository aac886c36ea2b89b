import { useEffect, useRef } from 'react';

/** How long a new screen may take to show its heading, or the part a menu command points at (its data may still be loading). */
const WAIT_MS = 3000;

/**
 * Moves focus to the main heading (the `h1` inside `<main>`), making it focusable by script only
 * (tabIndex -1) so Tab order is unchanged. A screen still loading has no heading yet: it is
 * waited for (until `WAIT_MS`); focus moved elsewhere meanwhile is left alone.
 * Returns a function that cancels the wait.
 */
export function focusMainHeading(stale: Element | null = null): () => void {
  const main = document.querySelector('main');
  if (!main) return () => undefined;
  const startedOn = document.activeElement;
  const tryFocus = (): boolean => {
    const h1 = main.querySelector('h1');
    // The screen left behind may still be on the page while the new one loads: not its heading.
    if (!h1 || h1 === stale) return false;
    // The user (or the screen itself, e.g. a field asked for by a problem link) moved focus
    // somewhere since: leave it there.
    const active = document.activeElement;
    if (active !== null && active !== startedOn && active !== document.body) return true;
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus({ preventScroll: false });
    return true;
  };
  return retryWhileLoading(main, tryFocus);
}

/**
 * Runs `attempt` now and again on every change under `root` until it returns true or `WAIT_MS`
 * has passed (a screen may still be loading). Returns a function that stops the wait.
 */
export function retryWhileLoading(root: Node, attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * After navigating to another screen, focus goes to its heading (issue 18: it stayed on the page
 * body, so a keyboard or screen-reader user started again from the top of the page, and heard
 * nothing of the new screen). Not on the first render (the page just loaded: the browser's own
 * start is right), and not for `key`s the caller treats as the same screen (tabs inside one).
 */
export function useFocusHeadingOnNavigate(key: string): void {
  const first = useRef(true);
  const stale = useRef<Element | null>(null);
  // Hash listeners run before React renders the new route, so this sees the old screen's heading.
  useEffect(() => {
    const remember = () => {
      stale.current = document.querySelector('main h1');
    };
    window.addEventListener('hashchange', remember);
    return () => window.removeEventListener('hashchange', remember);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMainHeading(stale.current);
  }, [key]);
}
