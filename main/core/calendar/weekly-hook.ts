import { isoDateToDay, type GameSystem } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { weeklyXpForAll } from '../sheets/weekly-xp';

/** The ledger entries the weekly awards of an advance added (ids), for the campaign log's undo. */
export type AdvanceAwards = { xp: number[]; luck: number[] };

/** Day 0 of `isoDateToDay` (1970-01-01) was a Thursday, so Saturdays are the days ≡ 2 (mod 7). */
const SATURDAY = 2;

/**
 * Weeks an advance from `from` to `to` passes for weekly XP: the Saturdays in (from, to]. AresMUSH
 * gives its periodic XP on Saturday (§B.7 `xp_cron`); the seeds name no weekday, so FS3.2 games
 * count the same way. A one-week advance always passes exactly one; a day-by-day advance awards
 * once a week, never twice for the same week.
 */
export function weeksPassed(from: string, to: string): number {
  const a = isoDateToDay(from);
  const b = isoDateToDay(to);
  if (a === null || b === null || b <= a) return 0;
  return Math.floor((b - SATURDAY) / 7) - Math.floor((a - SATURDAY) / 7);
}

/** The weekly XP an advance will give, or null when XP follows the real clock or the award is 0. */
export function weeklyXpDue(system: GameSystem, from: string, to: string): { weeks: number; perWeek: number } | null {
  if (system.core.xp.clock !== 'game' || system.core.xp.weeklyAward <= 0) return null;
  const weeks = weeksPassed(from, to);
  return weeks > 0 ? { weeks, perWeek: system.core.xp.weeklyAward } : null;
}

/**
 * Called inside the advance's transaction after the date is written. When the setting says XP
 * follows the game calendar (`ruleset.xp.clock === 'game'`), every PC gets the weekly award for
 * each week passed (hoard cap applied, no override: a storyteller exception is the roster's
 * explicit action). The ledger ids go into the campaign log step; undo removes them by id.
 */
export function weeklyAwardsForAdvance(repos: Repos, system: GameSystem, span: { from: string; to: string; now: Date }): AdvanceAwards & { weeks: number } {
  const due = weeklyXpDue(system, span.from, span.to);
  if (!due) return { xp: [], luck: [], weeks: 0 };
  const xp: number[] = [];
  // weeklyXpForAll takes at most 52 weeks at once; an advance may pass 53 Saturdays.
  for (let left = due.weeks; left > 0; left -= 52) {
    const { entryIds } = weeklyXpForAll(repos, { weeks: Math.min(52, left), now: span.now, override: false, undoable: false, reason: `game calendar to ${span.to}` });
    xp.push(...entryIds);
  }
  return { xp, luck: [], weeks: due.weeks };
}
