/**
 * Issue 38: the GM screen holds the end of a combat's log, not all of it. A long fight opens on
 * its last page; scrolling back fetches earlier pages. Steps carry their number among the steps
 * in effect, so a step's update (keep the first `keep` steps, append `add`) applies to the end
 * held, and an undo reaching below what is held asks for a fetch.
 */
import type { CombatLogStep, CombatUpdate } from '../../../shared/ipc/combat-contract';

/** Steps fetched at a time when the reader scrolls back. */
export const LOG_PAGE = 100;

/**
 * Steps fetched when a fight opens: more than the log box shows at 1920×1080 (folded steps are a
 * line or two each), fewer than a scroll-back page. Issue 38: opening a long fight rendered a
 * whole 100-step page (a third of the screen's components and most of its first layout) for the
 * ten or so steps in view; the rest come in as the reader scrolls up, as before.
 */
export const LOG_FIRST_PAGE = 40;

/**
 * Issue 38: steps held while following the fight before the oldest are let go, down to a first page.
 * Steps pushed while the GM screen is open (or closed, its log still cached) were all kept: after
 * an evening's thousand steps every new one was laid out beside 800 others (a step took 45 ms to
 * paint instead of 22). What is held falls back to a first page, and the reader who scrolls up
 * gets the rest back a page at a time, as on opening.
 */
export const LOG_HELD_MAX = 100;

/**
 * The steps held (the last ones of the log in effect), the log's version, and its number of steps
 * in effect. `earlier`: the reader brought earlier pages in (nothing held is let go until the log
 * is fetched again).
 */
export type CombatLogData = { steps: CombatLogStep[]; version: number; total?: number; earlier?: true };

/** The number of steps in effect before the first one held. */
export function stepsBefore(log: CombatLogData): number {
  const first = log.steps[0];
  if (first) return first.step - 1;
  return log.total ?? 0;
}

/** The log after a step's update, or null when it cannot be applied (a gap, or an undo below what is held: refetch). */
export function applyLogUpdate(log: CombatLogData, update: CombatUpdate): CombatLogData | null {
  if (log.version !== update.base) return null;
  const before = stepsBefore(log);
  const kept = update.log.keep - before;
  if (kept < 0 || kept > log.steps.length) return null;
  // Steps kept stay the same objects: only the new one renders.
  const steps = [...log.steps.slice(0, kept), ...update.log.add];
  const next: CombatLogData = { steps, version: update.version, total: update.log.keep + update.log.add.length };
  if (log.earlier) next.earlier = true;
  // Let go of the oldest in one cut, down to what a fight opens on (not one per step: most steps remove nothing).
  else if (steps.length > LOG_HELD_MAX) next.steps = steps.slice(steps.length - LOG_FIRST_PAGE);
  return next;
}

/** The log with an earlier page put in front, or null when the page belongs to another version. */
export function withEarlierPage(log: CombatLogData, page: CombatLogData): CombatLogData | null {
  if (page.version !== log.version) return null;
  const before = stepsBefore(log);
  const earlier = page.steps.filter((s) => s.step <= before);
  return { ...log, steps: [...earlier, ...log.steps], earlier: true };
}
