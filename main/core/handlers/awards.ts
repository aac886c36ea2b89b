import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { lastWeeklyXp, weeklyXpForAll } from '../sheets/weekly-xp';
import { xpClock, type XpClock } from '../sheets/xp-clock';

type AwardsHandlers = Pick<Handlers, `awards.${string}` & keyof Handlers>;

const DAY = 86_400_000;

/**
 * "Already given this week?": with the real clock, weekly XP entries recorded less than 7 days
 * ago; with the game clock, entries dated less than 7 in-game days before today. A warning only:
 * the storyteller may have reasons (a missed week, a double-XP week).
 */
export function weeklyWarning(last: { recordedAt: string; inGameDate: string } | null, clock: XpClock, now: Date): string | null {
  if (!last) return null;
  let days: number;
  let when: string;
  if (clock.kind === 'real') {
    days = Math.floor((now.getTime() - Date.parse(last.recordedAt)) / DAY);
    when = `on ${last.recordedAt.slice(0, 10)}`;
  } else {
    const from = Date.parse(`${last.inGameDate}T00:00:00Z`);
    const to = clock.today === null ? Number.NaN : Date.parse(`${clock.today}T00:00:00Z`);
    if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
    days = Math.round((to - from) / DAY);
    when = `on the in-game date ${last.inGameDate}`;
  }
  if (days < 0 || days >= 7) return null;
  const ago = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
  return `Weekly XP was already given ${when} (${ago}); giving it again now awards another week.`;
}

function status(repos: Repos, now: Date) {
  const system = campaignSystem(repos);
  const clock = xpClock(repos, system, now);
  const lastGiven = lastWeeklyXp(repos);
  return {
    perWeek: system.core.xp.weeklyAward,
    hoardCap: system.core.xp.maxSavedXp,
    clock,
    pcs: repos.characters.list('pc').length,
    lastGiven,
    warning: weeklyWarning(lastGiven, clock, now),
  };
}

/** Roster-wide awards; every change is pushed as `character.changed`. */
export function awardsHandlers(ctx: AppContext): AwardsHandlers {
  const session = () => ctx.campaigns.requireSession();
  return {
    'awards.weeklyStatus': () => session().transact((repos) => status(repos, ctx.now())),
    'awards.weeklyXp': ({ weeks, override, reason }) => {
      const now = ctx.now();
      const out = session().transact((repos) => {
        const { warning } = status(repos, now);
        return { ...weeklyXpForAll(repos, { weeks, now, override, reason }), warning };
      });
      if (out.results.length > 0) ctx.emit('character.changed', { ids: out.results.map((r) => r.id) });
      return out;
    },
  };
}
