/**
 * Issue 43 item 5: the saved window position checked against the displays connected now. A
 * laptop undocked from its second monitor, or a hand-edited preferences file, must not open the
 * window where no one can see or grab it. Pure (no Electron import): windows.ts passes the work
 * areas of `screen.getAllDisplays()`, the primary display's first.
 */

export type Rect = { x: number; y: number; width: number; height: number };
export type SavedBounds = { x?: number; y?: number; width: number; height: number };

/** How much of the title bar must be on a display for the window to count as reachable. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 32;

function overlap(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * The bounds to open the window with. Kept as saved when a grabbable part of its title bar lies
 * on a display; otherwise placed on the primary display, centred (no x/y: Electron centres it),
 * and never larger than that display's work area. With no display information at all, the
 * saved size opens centred.
 */
export function fitWindowBounds(saved: SavedBounds, workAreas: readonly Rect[]): SavedBounds {
  const valid = workAreas.filter((a) => [a.x, a.y, a.width, a.height].every(Number.isFinite) && a.width > 0 && a.height > 0);
  const { width, height } = saved;
  if (valid.length === 0) return { width, height };
  if (saved.x !== undefined && saved.y !== undefined) {
    const titleBar = { x: saved.x, y: saved.y, width, height: GRAB_HEIGHT };
    // The display holding most of the title bar is the window's home (it may span two).
    let home: Rect | undefined;
    let best = 0;
    for (const area of valid) {
      const o = overlap(titleBar, area);
      if (!o || saved.y < area.y || o.width < Math.min(GRAB_WIDTH, width) || o.height < Math.min(GRAB_HEIGHT, height)) continue;
      if (o.width * o.height > best) {
        best = o.width * o.height;
        home = area;
      }
    }
    if (home) return { x: saved.x, y: saved.y, width: Math.min(width, home.width), height: Math.min(height, home.height) };
  }
  const primary = valid[0]!;
  return { width: Math.min(width, primary.width), height: Math.min(height, primary.height) };
}
