/** The campaigns folder: file names from campaign names, free names, and litter left there by interrupted writes. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { removeStaleLitter } from './backups';
import type { ResolvedOptions } from './options';

export const CAMPAIGN_EXTENSION = '.fs3campaign';

/** A file name from a campaign name: readable, and safe on every desktop file system. */
export function fileNameFor(name: string): string {
  const printable = [...name].filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
  const safe = printable.replace(/[<>:"/\\|?*]/g, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${safe || 'Campaign'}${CAMPAIGN_EXTENSION}`;
}

/** A free file name in `folder` (made if needed): "Name.fs3campaign", then "Name 2.fs3campaign"... */
export function freeCampaignPath(folder: string, name: string): string {
  mkdirSync(folder, { recursive: true });
  const base = fileNameFor(name).slice(0, -CAMPAIGN_EXTENSION.length);
  let candidate = join(folder, fileNameFor(base));
  for (let n = 2; existsSync(candidate); n++) candidate = join(folder, fileNameFor(`${base} ${n}`));
  return candidate;
}

/**
 * At launch, before anything opens: stale `*.creating` (a new campaign killed while being
 * built) and `*.partial` (a Save As killed mid-copy) in the campaigns folder. Only files
 * untouched for policy.staleAfterMs, so a second instance creating a campaign keeps its file.
 * Answers the paths removed.
 */
export function removeStaleCampaignLitter(folder: string, { policy, now }: ResolvedOptions): string[] {
  return removeStaleLitter(folder, () => true, now(), policy.staleAfterMs);
}
