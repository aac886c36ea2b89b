/**
 * Issue 23: campaign files the OS hands over (double-click, "Open with", a path on the command
 * line, a second launch, macOS `open-file`). They pass the same checks as the Open dialog: a
 * `.fs3campaign` file that exists, granted for opening the way the dialog grants its pick, then
 * the same open code, which refuses an unreadable or invalid campaign and leaves the open one
 * open. No Electron import: index.ts wires the events.
 */
import { statSync } from 'node:fs';
import { basename, extname, isAbsolute, resolve } from 'node:path';
import type { CampaignSummary } from '../../shared/ipc/campaign-schemas';
import type { OpenRefusal } from '../../shared/ipc/desktop-contract';
import { CAMPAIGN_EXTENSION } from '../core/campaign/campaign-paths';
import type { AppContext } from '../core/context';

const isCampaignName = (arg: string) => extname(arg).toLowerCase() === CAMPAIGN_EXTENSION;

/**
 * The campaign file named on a command line, resolved against the folder it was started in; the
 * last one if several (Chromium may append its own switches after it). Flags are skipped.
 */
export function campaignPathInArgv(argv: readonly string[], cwd: string): string | null {
  for (let i = argv.length - 1; i >= 1; i--) {
    const arg = argv[i]!;
    if (!arg.startsWith('-') && isCampaignName(arg)) return isAbsolute(arg) ? arg : resolve(cwd, arg);
  }
  return null;
}

/** Why a path the OS gave cannot be opened, before any campaign code reads it; null when it may be tried. */
export function refuseBeforeOpening(path: string): string | null {
  if (!isCampaignName(path)) return `${basename(path)} is not an FS3 Console campaign (a ${CAMPAIGN_EXTENSION} file).`;
  try {
    if (!statSync(path).isFile()) return `${basename(path)} is a folder, not a campaign file.`;
  } catch {
    return `${basename(path)} was not found; it may have been moved or deleted.`;
  }
  return null;
}

export type OsOpener = {
  /** Opens the file (one at a time, in the order asked); null when refused. Never throws. */
  open(path: string): Promise<CampaignSummary | null>;
  /** The last refusal, for a window that was not listening when it was pushed; cleared once read. */
  takeRefusal(): OpenRefusal | null;
};

export function createOsOpener(ctx: Pick<AppContext, 'campaigns' | 'grants' | 'emit' | 'log'>): OsOpener {
  let queue: Promise<unknown> = Promise.resolve();
  let pending: OpenRefusal | null = null;

  const refuse = (path: string, message: string): null => {
    ctx.log.warn(`Did not open ${path}: ${message}`);
    pending = { file: basename(path), message };
    ctx.emit('app.openRefused', pending);
    return null;
  };

  const openOne = async (path: string): Promise<CampaignSummary | null> => {
    const why = refuseBeforeOpening(path);
    if (why) return refuse(path, why);
    // As main's Open dialog does with its pick: the storyteller chose this file in the OS.
    ctx.grants.grant(path, 'open');
    try {
      const summary = await ctx.campaigns.open(resolve(path));
      pending = null;
      return summary;
    } catch (error) {
      const open = ctx.campaigns.current();
      const detail = error instanceof Error ? error.message : String(error);
      return refuse(path, open ? `${detail.replace(/ The campaign that was open stays open\.$/, '')} ${open.name} stays open.` : detail);
    }
  };

  return {
    open(path) {
      const next = queue.then(() => openOne(path));
      queue = next;
      return next;
    },
    takeRefusal() {
      const taken = pending;
      pending = null;
      return taken;
    },
  };
}
