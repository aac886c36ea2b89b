/**
 * Issue 38 item 4: which of a team's rows are in the DOM. A 200-combatant fight rendered 200 rows
 * of ~40 elements each (12,898 DOM nodes, 117 ms frames while scrolling); now a team renders the
 * rows within OVERSCAN px of what is visible, plus the rows kept whatever the scroll:
 * - the team's first row (the skip link and Alt+B go to the board's first combatant);
 * - the focused row and its neighbours, so Tab, Shift+Tab and the arrow keys reach every row
 *   (focusing a row scrolls it into view, and the window follows it);
 * - the selected row (the side panel's combatant: scrolled into view when chosen by Alt+N);
 * - a row asked for by `focusRow` (a row not rendered yet: rendered, then focused).
 *
 * Geometry is read only in an animation frame after a scroll or a resize (when the frame's layout
 * is due anyway) or after a commit's paint, never while rendering; row heights come from a ResizeObserver,
 * which reports them after layout. A list with no layout (a board not shown, or jsdom) renders
 * every row.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { ROW_ESTIMATE, rowRange, rowSlots, type RowSlot } from './row-window';
import { rowSelector } from './row-selector';
import { afterPaint } from '../../components/after-paint';

/** Teams with fewer rows render them all (a small fight's DOM stays whole). */
export const WINDOW_FROM = 30;
/**
 * px rendered above and below the visible band (two wheel ticks), and how close the band may come
 * to the rendered rows' edge. Every rendered row is laid out and painted with each step that
 * changes it: a "resolve all" changes them all (at 480 px and 24 rows first: 48 rows, ~20 in view).
 */
const OVERSCAN = 240;
const NEAR = 100;
const OVERSCAN_ROWS = Math.ceil(OVERSCAN / ROW_ESTIMATE);
/** Rows rendered before the first measure (a screen's worth of rows with a declaration, ~70 px). */
const FIRST = 16;
const REVEAL_EVENT = 'fs3:reveal-row';
type Reveal = { id: string; control: string };

/**
 * Focuses a board row's control (the name button by default), rendering the row first when it is
 * windowed out. Used by the arrow keys and by closing the side panel.
 */
export function focusRow(id: string, control = '.combatant-name'): void {
  const el = document.querySelector<HTMLElement>(`${rowSelector(id)} ${control}`);
  if (el) el.focus();
  else window.dispatchEvent(new CustomEvent<Reveal>(REVEAL_EVENT, { detail: { id, control } }));
}

export type RowWindow = {
  listRef: React.RefObject<HTMLUListElement | null>;
  slots: RowSlot[];
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
};

const rowIdOf = (el: EventTarget | null): string | null => (el instanceof HTMLElement ? (el.closest<HTMLElement>('li.combatant')?.dataset.id ?? null) : null);

export function useRowWindow(ids: readonly string[], selectedId: string | null): RowWindow {
  const listRef = useRef<HTMLUListElement>(null);
  // Measured heights: the ref for the frame's measure, the state for rendering the spacers.
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  const idsRef = useRef(ids);
  const windowed = ids.length >= WINDOW_FROM;
  const [range, setRange] = useState(() => ({ from: 0, to: Math.min(ids.length, FIRST) }));
  const [focused, setFocused] = useState<string | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const frame = useRef(0);

  const measure = useCallback(() => {
    frame.current = 0;
    const list = listRef.current;
    if (!list) return;
    const all = idsRef.current;
    const board = list.closest('.tracker-board')?.getBoundingClientRect();
    const r = list.getBoundingClientRect();
    // Not laid out (a board not shown, or no layout at all): every row.
    if (!board || board.height <= 0 || r.height <= 0) {
      setRange((prev) => (prev.from === 0 && prev.to === all.length ? prev : { from: 0, to: all.length }));
      return;
    }
    // The band of the list inside both the board's box and the window.
    const top = Math.max(0, board.top) - r.top;
    const bottom = Math.min(window.innerHeight, board.bottom) - r.top;
    const h = all.map((id) => heights.current.get(id) ?? ROW_ESTIMATE);
    const need = rowRange(h, top - NEAR, bottom + NEAR);
    // The rows change only when the band comes near the rendered ones' edge, then by many at once
    // (a wheel tick does not mount and unmount rows every frame), in a transition (interruptible:
    // frames keep coming while the new rows render).
    startTransition(() =>
      setRange((prev) => {
        const covers = prev.from <= need.from && prev.to >= need.to && prev.to - prev.from <= 3 * (need.to - need.from + 1) + 2 * OVERSCAN_ROWS;
        return covers ? prev : rowRange(h, top - OVERSCAN, bottom + OVERSCAN);
      }),
    );
  }, []);
  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure]);

  useLayoutEffect(() => {
    idsRef.current = ids;
  });
  // Any scroll that moves the list (the board's box, or the page), and resizes.
  useEffect(() => {
    if (!windowed) return;
    const onScroll = (e: Event) => {
      const t = e.target;
      if (t === document || (t instanceof Node && listRef.current && t.contains(listRef.current))) schedule();
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [windowed, schedule]);
  // After every commit the list may have moved (a team above grew, a banner showed): measured once
  // that commit is painted, when the layout is clean and reading it costs nothing. Read in the next
  // frame's callback, it made the browser lay out the step's changes there, inside script
  // (~3 ms a step at 200 combatants). The rows it brings render in a transition anyway.
  const painted = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!windowed || frame.current || painted.current) return;
    painted.current = afterPaint(() => {
      painted.current = null;
      measure();
    });
  });
  useEffect(
    () => () => {
      painted.current?.();
      painted.current = null;
    },
    [],
  );

  const observer = useRef<ResizeObserver | null>(null);
  const onSizes = useCallback(
    (entries: ResizeObserverEntry[]) => {
      let changed = false;
      for (const e of entries) {
        const id = (e.target as HTMLElement).dataset.id;
        const h = e.borderBoxSize?.[0]?.blockSize ?? e.contentRect.height;
        if (!id || h <= 0 || Math.abs((heights.current.get(id) ?? ROW_ESTIMATE) - h) < 0.5) continue;
        heights.current.set(id, h);
        changed = true;
      }
      if (changed) {
        setMeasured(new Map(heights.current));
        schedule();
      }
    },
    [schedule],
  );
  const watched = useRef(new Set<Element>());
  // Rows that came into the DOM are measured; rows that left are no longer watched (no layout read here).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !windowed || typeof ResizeObserver === 'undefined') return;
    const ro = (observer.current ??= new ResizeObserver(onSizes));
    for (const el of watched.current) {
      if (el.parentElement !== list) {
        ro.unobserve(el);
        watched.current.delete(el);
      }
    }
    for (const el of list.children) {
      if (!watched.current.has(el) && (el as HTMLElement).dataset.id) {
        ro.observe(el);
        watched.current.add(el);
      }
    }
  });
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      watched.current.clear();
    },
    [],
  );

  // focusRow for a row of this team that is not rendered: render it, then focus it.
  useEffect(() => {
    const onReveal = (e: Event) => {
      const d = (e as CustomEvent<Reveal>).detail;
      if (idsRef.current.includes(d.id)) setReveal(d);
    };
    window.addEventListener(REVEAL_EVENT, onReveal);
    return () => window.removeEventListener(REVEAL_EVENT, onReveal);
  }, []);
  // Once rendered, focused (the focus then keeps the row; onFocus forgets the request).
  useEffect(() => {
    if (reveal) listRef.current?.querySelector<HTMLElement>(`${rowSelector(reveal.id)} ${reveal.control}`)?.focus();
  }, [reveal]);

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    setFocused(rowIdOf(e.target));
    setReveal(null);
  }, []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(null);
  }, []);

  const slots = useMemo(() => {
    const h = ids.map((id) => measured.get(id) ?? ROW_ESTIMATE);
    if (!windowed) return rowSlots(h, { from: 0, to: ids.length }, []);
    const keep = [0];
    for (const id of [focused, selectedId, reveal?.id ?? null]) {
      const i = id === null ? -1 : ids.indexOf(id);
      if (i >= 0) keep.push(i);
      if (i >= 0 && id === focused) keep.push(i - 1, i + 1);
    }
    return rowSlots(h, { from: Math.min(range.from, ids.length), to: Math.min(range.to, ids.length) }, keep);
  }, [ids, windowed, range, focused, selectedId, reveal, measured]);

  return { listRef, slots, onFocus, onBlur };
}
