import type { Repos } from '../db/repos';

/** The ledger entries the weekly awards of an advance added (ids), for the campaign log's undo. */
export type AdvanceAwards = { xp: number[]; luck: number[] };

/**
 * WEEKLY XP HOOK — the lead wires this at merge. Called inside the advance's transaction, after
 * the wounds and the date are written, with the dates before and after the advance. When the
 * game-calendar setting says weekly awards follow the game calendar, call H2's
 * `weeklyXpForAll` (main/core/sheets/weekly-xp.ts) for each week that passed and return the
 * ledger entry ids it added: the campaign log records them and undo removes them by id.
 */
export function weeklyAwardsForAdvance(repos: Repos, span: { from: string; to: string; now: Date }): AdvanceAwards {
  void repos;
  void span;
  return { xp: [], luck: [] };
}
