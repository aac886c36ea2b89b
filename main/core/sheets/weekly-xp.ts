import type { Character } from '../../../shared/domain/character';
import { AppError } from '../../../shared/ipc/result';
import { awardXp, XpRuleError, type XpChange } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { asAppError, hoardLifted } from './ledger-ops';
import { isoDay, xpClock } from './xp-clock';

/**
 * Weekly XP for every PC in one action (issue 16, deliverable 3): the edition's weekly award
 * (FS3.2 `ruleset.xp.weeklyAward`; Third Edition `periodic_xp`, §B.7) times `weeks`, cut to the
 * hoard cap (FS3.2 `maxSavedXp`; 3E `max_xp_hoard`) unless the storyteller lifts it, which the
 * entry says. Runs inside the caller's transaction; returns the ledger ids it added so a calendar
 * step can take the award back exactly.
 */

/** Every weekly entry's reason starts with this, which is how the last weekly award is found. */
export const WEEKLY_XP_REASON = 'Weekly XP';

export type WeeklyXpResult = {
  id: string;
  name: string;
  /** XP added to the balance. */
  credited: number;
  /** XP of the award lost to the hoard cap. */
  forfeited: number;
  /** XP held above the hoard cap because the storyteller lifted it. */
  lifted: number;
  balance: number;
};

export type WeeklyXpOptions = {
  weeks: number;
  now: Date;
  /** Lift the hoard cap for this award (the storyteller's exception, logged). */
  override: boolean;
  /** Added after "Weekly XP" in each entry's reason. */
  reason?: string | undefined;
  /**
   * Let each character's "undo last change" take its entry back (the roster action). A calendar
   * step that undoes the whole award through `entryIds` passes false.
   */
  undoable?: boolean;
};

export function weeklyXpReason(weeks: number, reason?: string): string {
  const base = weeks === 1 ? WEEKLY_XP_REASON : `${WEEKLY_XP_REASON} for ${weeks} weeks`;
  const extra = reason?.trim() ?? '';
  return extra === '' ? base : `${base}: ${extra}`;
}

export function weeklyXpForAll(repos: Repos, options: WeeklyXpOptions): { results: WeeklyXpResult[]; entryIds: number[]; perWeek: number; amount: number } {
  const { weeks, now, override } = options;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) throw new AppError('xp/bad-amount', 'Weekly XP is given for 1 to 52 whole weeks.');
  const system = campaignSystem(repos);
  const perWeek = system.core.xp.weeklyAward;
  if (perWeek <= 0) throw new AppError('xp/no-weekly-award', 'This setting awards no weekly XP (the weekly award is 0 on the Game system screen).');
  const amount = perWeek * weeks;
  const { info } = repos.campaign.get();
  const date = xpClock(repos, system, now).today ?? isoDay(now);
  const reason = weeklyXpReason(weeks, options.reason);
  const recordedAt = now.toISOString();
  const results: WeeklyXpResult[] = [];
  const entryIds: number[] = [];
  for (const pc of repos.ledgers.pcBalances()) {
    // An award reads the balance alone (FS3.2 and Third Edition alike), so the PC is taken from
    // its balance row: loading every sheet's abilities would cost a calendar step ~25 ms at 500 PCs.
    const character = pcShell(pc);
    let change: XpChange;
    try {
      change = awardXp(system, character, { amount, date, reason, weekly: true, override });
    } catch (e) {
      // At the cap already: nothing credited, the whole award forfeited, no entry.
      if (e instanceof XpRuleError && e.code === 'max-saved-xp') {
        results.push({ id: character.id, name: character.name, credited: 0, forfeited: amount, lifted: 0, balance: character.xp });
        continue;
      }
      asAppError(e);
    }
    const lifted = hoardLifted(system, change);
    const { entry, balance } = repos.ledgers.recordXp({
      characterId: character.id, delta: change.entry.delta, reason: lifted.reason, ability: null, inGameDate: info.inGameDate, recordedAt,
    });
    if (options.undoable !== false) repos.sheets.rememberUndo('xp', entry.id, character.id, {});
    entryIds.push(entry.id);
    results.push({ id: character.id, name: character.name, credited: change.entry.delta, forfeited: change.forfeited, lifted: lifted.by, balance });
  }
  return { results, entryIds, perWeek, amount };
}

function pcShell(pc: { id: string; name: string; xp: number; luck: number }): Character {
  return {
    id: pc.id, kind: 'pc', name: pc.name, concept: '', attributes: [], actionSkills: [], backgroundSkills: [], languages: [], quirks: [],
    luckPoints: pc.luck, xp: pc.xp, lastSkillRaiseDate: null, notes: '', npc: null,
  };
}

/** When weekly XP was last given (the newest weekly entry): the real time and the in-game date, or null. */
export function lastWeeklyXp(repos: Repos): { recordedAt: string; inGameDate: string } | null {
  const last = repos.ledgers.lastXpWithReason(WEEKLY_XP_REASON);
  return last ? { recordedAt: last.recordedAt, inGameDate: last.inGameDate } : null;
}
