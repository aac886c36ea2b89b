import type { CampaignSummary } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';
import { StoredDataError } from '../db/repos/map';

/** What the UI shows of a campaign, read from its repositories (also the check a file passes before it opens). */
export function summaryOf(path: string, repos: Repos): CampaignSummary {
  const { info, setting } = repos.campaign.get();
  // Counted, not listed (issue 35 item 4): the summary is read on the main thread at every open,
  // switch and `campaign.current`, and listing 40,000 characters there held every request 70 ms.
  const counts = repos.characters.countByKind();
  return {
    path,
    name: info.name,
    description: info.description,
    inGameDate: info.inGameDate,
    settingName: setting.name,
    pcCount: counts.pc,
    npcCount: counts.npc,
    updatedAt: info.updatedAt,
  };
}

export function summarize(session: { path: string; repos: Repos }): CampaignSummary {
  return summaryOf(session.path, session.repos);
}

/** A refusal naming what is wrong in the file and what stays as it was. */
export function unreadable(path: string, error: unknown, otherStaysOpen: boolean): unknown {
  const stays = otherStaysOpen ? ' The campaign that was open stays open.' : '';
  if (error instanceof StoredDataError) {
    return new AppError(error.code, `${path} cannot be opened: ${error.detail}. Restore it from one of its backups (its file has not been changed).${stays}`);
  }
  if (error instanceof AppError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError(
    'campaign/invalid-data',
    `${path} cannot be used: ${detail}. Restore it from one of its backups or fix it in the app that wrote it.${stays}`,
  );
}
