/**
 * Issue 38 item 4: a team's rows on the board are windowed. Only the rows near the visible part of
 * the board (or of the window, where the page scrolls) are in the DOM; the rest are two spacers of
 * their measured (or estimated) height. Pure arithmetic here; the hook is in use-row-window.ts.
 */

/** `.combatant-list`'s gap between rows, in px (combat.css). */
export const ROW_GAP = 4;
/** A row's height before it has been measured (one line of chips). */
export const ROW_ESTIMATE = 38;

/** Rows of the list in the DOM, and the spacers standing for the rows between them. */
export type RowSlot = { kind: 'row'; index: number } | { kind: 'gap'; key: string; height: number };

/**
 * The rows `[from, to)` whose boxes meet the band `[top, bottom)` (px from the list's top), each
 * row `heights[i]` tall and followed by the gap.
 */
export function rowRange(heights: readonly number[], top: number, bottom: number): { from: number; to: number } {
  let y = 0;
  let from = heights.length;
  let to = heights.length;
  for (let i = 0; i < heights.length; i++) {
    const end = y + heights[i]!;
    if (from === heights.length && end >= top) from = i;
    if (y > bottom) {
      to = i;
      break;
    }
    y = end + ROW_GAP;
  }
  return from >= to ? { from: Math.min(from, to), to: Math.min(from, to) } : { from, to };
}

/**
 * The rows to render (the range and the kept ones, e.g. the focused row and its neighbours) in
 * list order, and between them spacers as tall as the rows they stand for (a spacer takes one gap
 * itself, so n rows stand as their heights plus n − 1 gaps).
 */
export function rowSlots(heights: readonly number[], range: { from: number; to: number }, keep: Iterable<number>): RowSlot[] {
  const shown = new Set<number>();
  for (let i = range.from; i < range.to; i++) shown.add(i);
  for (const i of keep) if (i >= 0 && i < heights.length) shown.add(i);
  const order = [...shown].sort((a, b) => a - b);
  const slots: RowSlot[] = [];
  let next = 0;
  const gap = (from: number, to: number) => {
    if (to <= from) return;
    let h = (to - from - 1) * ROW_GAP;
    for (let i = from; i < to; i++) h += heights[i]!;
    slots.push({ kind: 'gap', key: `gap-${from}`, height: h });
  };
  for (const i of order) {
    gap(next, i);
    slots.push({ kind: 'row', index: i });
    next = i + 1;
  }
  gap(next, heights.length);
  return slots;
}
