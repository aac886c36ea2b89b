import { useEffect, type RefObject } from 'react';

/**
 * Issue 38: keeps a scroll box on its newest item without forcing a layout on every step.
 * Reading `scrollHeight` right after a render (or in the next animation frame, before the
 * browser's own layout) makes the browser lay out the whole screen synchronously. A
 * ResizeObserver on the newest item reports after the frame's layout, when reading it is free,
 * so the box is scrolled then. `follow` false (the reader scrolled up): the box is left alone.
 */
export function useFollowEnd(box: RefObject<HTMLElement | null>, changed: unknown, follow: () => boolean = () => true): void {
  useEffect(() => {
    const el = box.current;
    const last = el?.lastElementChild;
    if (!el || !last || !follow()) return;
    if (typeof ResizeObserver === 'undefined') {
      // Without the observer (tests' DOM): the next frame, as before.
      const frame = requestAnimationFrame(() => (el.scrollTop = el.scrollHeight));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      el.scrollTop = el.scrollHeight;
    });
    observer.observe(last);
    return () => observer.disconnect();
    // `follow` is read when the items change, not a reason to scroll by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, changed]);
}
