import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import type { Repos } from '../db/repos';

/**
 * Which day "today" is for XP (issue 16, deliverable 1). The setting's `ruleset.xp.clock` says
 * whether the raise interval and weekly awards follow the real calendar (main's clock, the UTC
 * day; the default, as before) or the campaign's in-game date. An in-game date that is not a
 * calendar date ("Day 3 of the Siege") cannot measure days, so the game clock then has no today
 * and says why, instead of guessing one.
 */
export type XpClock = {
  kind: 'real' | 'game';
  /** The day XP limits are measured on, or null when the game clock has no calendar date. */
  today: string | null;
  /** Why there is no today (the game clock on a date that is not YYYY-MM-DD), else null. */
  problem: string | null;
};

/** Main's date: the UTC calendar day. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text;
}

export function xpClockOf(system: GameSystem, inGameDate: string, now: Date): XpClock {
  if (system.core.xp.clock !== 'game') return { kind: 'real', today: isoDay(now), problem: null };
  const date = inGameDate.trim();
  if (isCalendarDate(date)) return { kind: 'game', today: date, problem: null };
  const shown = date === '' ? 'The campaign has no in-game date yet' : `The in-game date "${date.slice(0, 60)}" is not a calendar date (YYYY-MM-DD)`;
  return {
    kind: 'game',
    today: null,
    problem: `${shown}, so XP limits cannot be counted on the game calendar. Set the date on the campaign's calendar, or let XP follow the real clock on the Game system screen.`,
  };
}

export function xpClock(repos: Repos, system: GameSystem, now: Date): XpClock {
  return xpClockOf(system, repos.campaign.get().info.inGameDate, now);
}

/** Today for XP limits; refuses (naming the in-game date) when the game clock has none. */
export function requireXpDay(clock: XpClock): string {
  if (clock.today === null) throw new AppError('xp/no-game-date', clock.problem ?? 'The in-game date is not a calendar date.');
  return clock.today;
}
