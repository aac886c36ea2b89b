/**
 * What redo needs, kept in the campaign log's steps (issue 39 item 5): undo keeps in its step the
 * XP and luck entries it took out, and a new step drops that record from every step undone before
 * it, so only what was just undone can be redone (as on the GM screen). redo.ts uses it.
 */
import { z } from 'zod';
import { XpEntrySchema, LuckEntrySchema } from '../../../shared/domain/ledger';
import type { Repos } from '../db/repos';
import type { CampaignLogRow } from '../db/repos/campaign-log-repo';
import { parseJsonText } from '../db/repos/map';

/** The ledger entries an undo took out, for a redo to record again. */
export const RedoSchema = z.object({ xp: z.array(XpEntrySchema.omit({ id: true })), luck: z.array(LuckEntrySchema.omit({ id: true })) });
export type RedoRecord = z.infer<typeof RedoSchema>;

export const rawChange = (row: CampaignLogRow) => parseJsonText<Record<string, unknown>>(row.changeJson, { table: 'campaign_log', row: `campaign log step ${row.id}`, field: 'change' });

/** Undo's part (inside its transaction, before the entries go): keeps the entries in the step. */
export function keepForRedo(repos: Repos, row: CampaignLogRow, ledgers: { xp: number[]; luck: number[] }): void {
  const xpIds = new Set(ledgers.xp);
  const luckIds = new Set(ledgers.luck);
  const strip = <E extends { id: number }>(e: E): Omit<E, 'id'> => {
    const { id: _id, ...rest } = e;
    return rest;
  };
  const redo: RedoRecord = {
    xp: xpIds.size ? repos.ledgers.allXp().filter((e) => xpIds.has(e.id)).map(strip) : [],
    luck: luckIds.size ? repos.ledgers.allLuck().filter((e) => luckIds.has(e.id)).map(strip) : [],
  };
  repos.campaignLog.setChange(row.id, JSON.stringify({ ...rawChange(row), redo }));
}

/** A new step's part: what was undone before it can no longer be redone. */
export function abandonRedo(repos: Repos): void {
  repos.campaignLog.dropRedo(repos.campaignLog.lastDone()?.id ?? 0);
}
