import type { CampaignSummary } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';
import { StoredDataError } from '../db/repos/map';

/** What the UI shows of a campaign, read from its repositories (also the check a file passes before it opens). */
export function summaryOf(path: string, repos: Repos): CampaignSummary {
  const { info, setting } = repos.campaign.get();
  const characters = repos.characters.list();
  return {
    path,
    name: info.name,
    description: info.description,
    inGameDate: info.inGameDate,
    settingName: setting.name,
    pcCount: characters.filter((c) => c.kind === 'pc').length,
    npcCount: characters.filter((c) => c.kind === 'npc').length,
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
