import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CampaignGone, MissingCampaign } from '../../../shared/ipc/campaign-file-contract';
import type { CampaignSummary, CreateCampaignRequest } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Emit } from '../../../shared/ipc/types';
import type { Logger } from '../logger';
import type { PrefsStore } from '../prefs/prefs-store';
import type { BackupInfo } from './backups';
import { CAMPAIGN_EXTENSION, fileNameFor, freeCampaignPath, removeStaleCampaignLitter } from './campaign-paths';
import {
  createCampaign, openCampaign, openOrCreateSampleCampaign, restoreBackupAsNew, restoreCampaign, saveCampaignAs,
} from './campaign-service';
import type { CampaignSession } from './campaign-session';
import type { Gone } from './file-presence';
import { goneView, saveAgainTarget } from './gone-file';
import { ImportRuns } from './import-runs';
import { prepareImportWorker } from './import-off-thread';
import { isMissing, missingBackup, missingCampaigns } from './missing';
import { editionFor, newCampaignTemplate, sampleTemplate } from './new-campaign';
import { resolveOptions, type CampaignOptions } from './options';
import { forgetRecent, rememberRecent } from './recent-campaigns';
import { summarize, unreadable } from './summary';

export type CampaignManagerDeps = {
  dataDir: string;
  prefs: PrefsStore;
  emit: Emit;
  log: Logger;
  options: CampaignOptions;
};

/**
 * Keeps the one open campaign of this app instance: opens, creates, switches, backs up, and
 * remembers recent files in the preferences. Every change is pushed as `campaign.changed`.
 */
export class CampaignManager {
  private session: CampaignSession | null = null;
  /** Imports running now (`campaign.cancelImport` stops one). */
  private readonly imports: ImportRuns;

  constructor(private readonly deps: CampaignManagerDeps) {
    this.imports = new ImportRuns(deps.emit);
  }

  get campaignsDir(): string {
    return join(this.deps.dataDir, 'campaigns');
  }

  private get policy() {
    return resolveOptions(this.deps.options).policy;
  }

  /** The open session, or a plain error for handlers that need one. */
  requireSession(): CampaignSession {
    if (!this.session) throw new AppError('campaign/none-open', 'No campaign is open. Open or create one first.');
    return this.session;
  }

  current(): CampaignSummary | null {
    return this.session ? summarize(this.session) : null;
  }

  /**
   * At launch: the most recent campaign that still opens, else the built-in sample (created on
   * first launch), so `npm start` always lands in something ready to play. A recent campaign
   * whose file is missing is skipped and kept on the list, so Home reports it with its surviving
   * backups (`missing`); while one is missing no sample is created (issue 35 item 8: a fresh
   * sample silently took the place of a deleted one): null, nothing open, Home says why.
   */
  async openAtStartup(): Promise<CampaignSummary | null> {
    this.logRemoved(removeStaleCampaignLitter(this.campaignsDir, resolveOptions(this.deps.options)));
    let anyMissing = false;
    for (const recent of this.deps.prefs.get().recentCampaigns) {
      if (isMissing(recent.path)) {
        anyMissing = true;
        this.deps.log.warn(`Recent campaign ${recent.path} is missing; Home offers its surviving backups`);
        continue;
      }
      try {
        return await this.switchTo(await openCampaign(recent.path, this.deps.options));
      } catch (error) {
        this.deps.log.warn(`Could not reopen ${recent.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (anyMissing) return null;
    mkdirSync(this.campaignsDir, { recursive: true });
    const path = join(this.campaignsDir, fileNameFor('Sample Ragnar Anchorage'));
    const { session } = await openOrCreateSampleCampaign(path, sampleTemplate(editionFor(undefined)), this.deps.options);
    return this.switchTo(session);
  }

  /**
   * A new campaign file from the wizard's choices (or the older `template` form). The choices
   * are worked out before the path is chosen, so a refused request writes nothing at all.
   */
  async create(input: CreateCampaignRequest): Promise<CampaignSummary> {
    const template = await newCampaignTemplate(input);
    const path = input.path ?? freeCampaignPath(this.campaignsDir, input.name);
    return this.switchTo(await createCampaign(path, template, this.deps.options));
  }

  async open(path: string): Promise<CampaignSummary> {
    if (this.session?.path === path) return summarize(this.session);
    let next: CampaignSession;
    try {
      next = await openCampaign(path, this.deps.options);
    } catch (error) {
      throw unreadable(path, error, this.session !== null);
    }
    return this.switchTo(next);
  }

  /** `overwrite`: the storyteller confirmed replacing an existing file (it is kept beside as a copy). */
  async saveAs(path: string, overwrite = false): Promise<CampaignSummary> {
    return this.replaceSession((session) => saveCampaignAs(session, path, { ...this.deps.options, overwrite }));
  }

  async backup(): Promise<BackupInfo> {
    return this.requireSession().backupNow('manual');
  }

  backups(): BackupInfo[] {
    return this.requireSession().listBackups();
  }

  backupFolder(): ReturnType<CampaignSession['backupFolder']> {
    return this.requireSession().backupFolder();
  }

  /** Deletes one of the open campaign's backups (only a listed one) and answers the folder as it is now. */
  deleteBackup(backupPath: string): ReturnType<CampaignSession['backupFolder']> {
    const session = this.requireSession();
    const deleted = session.deleteBackup(backupPath);
    this.deps.log.info(`Deleted backup ${deleted.path}`);
    return session.backupFolder();
  }

  /** Only one of the open campaign's listed backups restores: never a `.partial` a kill left, never any other file. */
  async restore(backupPath: string): Promise<CampaignSummary> {
    this.requireSession().requireBackup(backupPath);
    return this.replaceSession((session) => restoreCampaign(session, backupPath, this.deps.options));
  }

  /** A backup of the open campaign as a new campaign file beside the others; the open one is closed, not changed. */
  async restoreAsNew(backupPath: string, path?: string): Promise<CampaignSummary> {
    const current = this.requireSession();
    current.requireBackup(backupPath);
    const target = path ?? freeCampaignPath(this.campaignsDir, `${current.info.name} (restored)`);
    return this.switchTo(await restoreBackupAsNew(backupPath, target, this.deps.options));
  }

  /** The rescue path too: a campaign with damaged rows exports everything else, the damage listed in `damaged`. */
  exportJson(): { fileName: string; json: string; damaged?: string[] } {
    const session = this.requireSession();
    const { document, damaged } = session.exportSalvaged();
    const fileName = fileNameFor(session.info.name).replace(CAMPAIGN_EXTENSION, '.json');
    return { fileName, json: JSON.stringify(document), ...(damaged.length ? { damaged } : {}) };
  }

  /**
   * A JSON export as a NEW campaign file, built in a worker thread (issue 35 item 4, import-runs.ts).
   * Only the finished file is opened here; the open campaign stays open until then, and stays
   * open if the import fails.
   */
  async importJson(input: { json: string | Uint8Array; path?: string }): Promise<CampaignSummary> {
    const target = input.path !== undefined
      ? { path: input.path }
      : { folder: this.campaignsDir, pathFor: (name: string) => freeCampaignPath(this.campaignsDir, name || 'Imported campaign') };
    const source = typeof input.json === 'string' ? { text: input.json } : { bytes: input.json };
    return this.imports.run(target, source, this.deps.options, (session) => this.switchTo(session));
  }

  /** The storyteller is picking a file to import: its worker starts meanwhile (import-off-thread.ts). */
  prepareImport(): { prepared: boolean } {
    return prepareImportWorker();
  }

  /** Stops a running import; false when none runs under that id (it ended already). */
  cancelImport(importId: string): { cancelled: boolean } {
    return this.imports.cancel(importId);
  }

  /** Why the open campaign's file is gone (deleted or replaced under the app), or null. */
  gone(): CampaignGone | null {
    const session = this.session;
    const gone = session?.gone;
    return session && gone ? goneView(this.campaignsDir, session, gone, this.policy) : null;
  }

  /**
   * After the file went: writes the campaign the connection still holds (every acknowledged
   * write; the unlinked file stays readable through it) back at its path, or beside the others
   * when another file took that path, and opens it there.
   */
  async saveAgain(): Promise<CampaignSummary> {
    const target = saveAgainTarget(this.campaignsDir, this.requireSession());
    return this.replaceSession(async (s) => {
      await s.copyTo(target);
      await s.close();
      return openCampaign(target, this.deps.options);
    });
  }

  /** Recent campaigns whose files are missing, with their surviving backups. */
  missing(): MissingCampaign[] {
    return missingCampaigns(this.deps.prefs.get().recentCampaigns, this.policy, this.session?.path ?? null);
  }

  /** One listed backup of a missing recent campaign, put back at the campaign's path and opened. */
  async restoreMissing(path: string, backupPath: string): Promise<CampaignSummary> {
    const backup = missingBackup(this.missing(), path, backupPath, this.policy);
    return this.switchTo(await restoreBackupAsNew(backup.path, path, this.deps.options));
  }

  /** Takes a missing campaign off the recent list; its backups are not touched. */
  forgetMissing(path: string): MissingCampaign[] {
    if (this.missing().some((m) => m.path === path)) forgetRecent(this.deps.prefs, this.deps.emit, path);
    return this.missing();
  }

  /** The open session's change counter before a request ({@link confirmAck} after it). */
  ackMark(): { session: CampaignSession; changes: number } | null {
    return this.session ? { session: this.session, changes: this.session.writeMark() } : null;
  }

  /** Throws `campaign/gone` instead of acknowledging a write that reached no file. */
  confirmAck(mark: { session: CampaignSession; changes: number } | null): void {
    if (mark && mark.session === this.session) mark.session.confirmWrites(mark.changes);
  }

  async close(): Promise<void> {
    this.imports.cancelAll();
    const session = this.session;
    this.session = null;
    await session?.close();
  }

  /**
   * Runs an operation that closes the open session and returns a new one. If it fails before
   * closing (a refused backup, an existing target) the old session stays current.
   */
  private async replaceSession(operation: (session: CampaignSession) => Promise<CampaignSession>): Promise<CampaignSummary> {
    const session = this.requireSession();
    try {
      const next = await operation(session);
      this.session = null;
      return await this.switchTo(next);
    } catch (error) {
      if (!session.isOpen) {
        this.session = null;
        this.deps.emit('campaign.changed', null);
      }
      throw error;
    }
  }

  /**
   * Makes `next` the open campaign, but only once its summary reads: a file whose stored data is
   * invalid is closed again and refused with a campaign/* error, and the campaign that was open
   * stays open (issue 17: writes once went into the refused file).
   */
  private async switchTo(next: CampaignSession): Promise<CampaignSummary> {
    let summary: CampaignSummary;
    try {
      summary = summarize(next);
    } catch (error) {
      if (next !== this.session) await next.close();
      throw unreadable(next.path, error, this.session !== null && this.session !== next);
    }
    const previous = this.session;
    this.session = next;
    if (previous && previous !== next) await previous.close();
    if (previous !== next) next.watchFile((gone) => this.reportGone(next, gone));
    rememberRecent(this.deps.prefs, this.deps.emit, summary, this.deps.options.now());
    this.deps.emit('campaign.changed', summary);
    try {
      this.logRemoved(next.removeStalePartials());
    } catch (error) {
      // Litter that cannot be cleaned now is cleaned at a later open; it never stops this one.
      this.deps.log.warn(`Could not clean old partial backups of ${next.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return summary;
  }

  /** Tells every window the moment the open campaign's file is found gone (once per session). */
  private reportGone(session: CampaignSession, gone: Gone): void {
    this.deps.log.warn(`Campaign file ${session.path} was ${gone.reason} while open; writes are refused`);
    if (session !== this.session) return;
    try {
      this.deps.emit('campaign.gone', goneView(this.campaignsDir, session, gone, this.policy));
    } catch (error) {
      this.deps.log.warn(`Could not report the missing campaign file: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private logRemoved(paths: string[]): void {
    for (const path of paths) this.deps.log.info(`Removed ${path}, left by an interrupted write`);
  }
}
