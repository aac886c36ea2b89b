import { lstatSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MissingCampaign } from '../../../shared/ipc/campaign-file-contract';
import type { RecentCampaign } from '../../../shared/prefs/schema';
import { AppError } from '../../../shared/ipc/result';
import { findBackup, listBackups, notABackup, type BackupInfo, type BackupPolicy } from './backups';

/** The backups of a campaign that survive, and whether their folder does (a deleted data folder takes it too). */
export function survivingBackups(campaignPath: string, policy: BackupPolicy): { backupsFolder: string; backupsFolderExists: boolean; backups: BackupInfo[] } {
  const backupsFolder = policy.dir(campaignPath);
  let backupsFolderExists = false;
  try {
    backupsFolderExists = statSync(backupsFolder).isDirectory();
  } catch {
    backupsFolderExists = false;
  }
  return { backupsFolder, backupsFolderExists, backups: backupsFolderExists ? listBackups(campaignPath, policy) : [] };
}

/** True when nothing is at `path` (its folder may be gone too). Anything else there is not "missing". */
export function isMissing(path: string): boolean {
  try {
    lstatSync(path);
    return false;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === 'ENOENT' || code === 'ENOTDIR';
  }
}

/**
 * Recent campaigns whose files are not there any more (issue 35 item 8: after the data folder was
 * deleted, the app silently made a fresh sample campaign at the same path). The storyteller is
 * told, with the backups that survive, instead of being handed something else.
 */
export function missingCampaigns(recents: readonly RecentCampaign[], policy: BackupPolicy, except: string | null): MissingCampaign[] {
  return recents
    .filter((r) => resolve(r.path) !== except && isMissing(r.path))
    .map((r) => ({ path: r.path, name: r.name, openedAt: r.openedAt, ...survivingBackups(r.path, policy) }));
}

/** One listed backup of the missing recent campaign at `path`; anything else is refused. */
export function missingBackup(missing: readonly MissingCampaign[], path: string, backupPath: string, policy: BackupPolicy): BackupInfo {
  const entry = missing.find((m) => m.path === path);
  if (!entry) throw new AppError('campaign/not-missing', `"${path}" is not a missing recent campaign (it may be back, or was taken off the list).`);
  return findBackup(path, backupPath, policy) ?? notABackup(backupPath);
}
