/**
 * Issue 35 item 8, the open campaign's file deleted or replaced under the app: what Home is told
 * of it, and where "Save it again" writes the campaign the connection still holds.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CampaignGone } from '../../../shared/ipc/campaign-file-contract';
import { AppError } from '../../../shared/ipc/result';
import type { BackupPolicy } from './backups';
import { fileNameFor, freeCampaignPath } from './campaign-paths';
import type { CampaignSession } from './campaign-session';
import type { Gone } from './file-presence';
import { isMissing, survivingBackups } from './missing';

/**
 * Back where it was when nothing took its place; else a free name beside the other campaigns
 * (`create` false: only the name it would get, nothing made).
 */
export function saveAgainPath(campaignsDir: string, path: string, gone: Gone, name: string, create = true): string {
  if (gone.reason === 'deleted' && isMissing(path)) return path;
  return create ? freeCampaignPath(campaignsDir, `${name} (saved again)`) : join(campaignsDir, fileNameFor(`${name} (saved again)`));
}

/** Why the session's file is gone, with where it would be saved again and the backups that survive. */
export function goneView(campaignsDir: string, session: CampaignSession, gone: Gone, policy: BackupPolicy): CampaignGone {
  const name = session.info.name;
  return { path: session.path, name, ...gone, saveAgainPath: saveAgainPath(campaignsDir, session.path, gone, name, false), ...survivingBackups(session.path, policy) };
}

/** Where "Save it again" writes the open campaign (its folder made); refused while the file is where it was. */
export function saveAgainTarget(campaignsDir: string, session: CampaignSession): string {
  const gone = session.gone;
  if (!gone) throw new AppError('campaign/not-gone', 'The campaign file is where it was; nothing needs saving again.');
  const target = saveAgainPath(campaignsDir, session.path, gone, session.info.name);
  mkdirSync(dirname(target), { recursive: true });
  return target;
}
