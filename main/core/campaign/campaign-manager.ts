import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CampaignGone, MissingCampaign } from '../../../shared/ipc/campaign-file-contract';
import type { CampaignSummary, CreateCampaignRequest } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Emit } from '../../../shared/ipc/types';
import { MAX_RECENT_CAMPAIGNS } from '../../../shared/prefs/schema';
import type { Logger } from '../logger';
import type { PrefsStore } from '../prefs/prefs-store';
import { findBackup, notABackup, removeStaleLitter, type BackupInfo } from './backups';
import {
  createCampaign, openCampaign, openOrCreateSampleCampaign, restoreBackupAsNew, restoreCampaign, saveCampaignAs,
} from './campaign-service';
import type { CampaignSession } from './campaign-session';
import type { Gone } from './file-presence';
import { isMissing, missingCampaigns, survivingBackups } from './missing';
import { importCampaignFile } from './import-campaign';
import type { ImportRun } from './import-off-thread';
import { editionFor, newCampaignTemplate, sampleTemplate } from './new-campaign';
import { resolveOptions, type CampaignOptions } from './options';
import { summarize, unreadable } from './summary';

export const CAMPAIGN_EXTENSION = '.fs3campaign';

/** An import's progress reaches the windows at most this often (a new stage is always told). */
const PROGRESS_EVERY_MS = 100;

export type CampaignManagerDeps = {
  dataDir: string;
  prefs: PrefsStore;
  emit: Emit;
  log: Logger;
  options: CampaignOptions;
};

/** A file name from a campaign name: readable, and safe on every desktop file system. */
export function fileNameFor(name: string): string {
  const printable = [...name].filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
  const safe = printable.replace(/[<>:"/\\|?*]/g, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${safe || 'Campaign'}${CAMPAIGN_EXTENSION}`;
}

/**
 * Keeps the one open campaign of this app instance: opens, creates, switches, backs up, and
 * remembers recent files in the preferences. Every change is pushed as `campaign.changed`.
 */
export class CampaignManager {
  private session: CampaignSession | null = null;
  /** Imports running now, by the id their progress events carry (`campaign.cancelImport` stops one). */
  private readonly imports = new Map<string, ImportRun>();

  constructor(private readonly deps: CampaignManagerDeps) {}

  get campaignsDir(): string {
    return join(this.deps.dataDir, 'campaigns');
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
    this.removeStaleCampaignLitter();
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
    const path = input.path ?? this.defaultPath(input.name);
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
    const target = path ?? this.defaultPath(`${current.info.name} (restored)`);
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
   * A JSON export as a NEW campaign file, built in a worker thread (issue 35 item 4): every other
   * request goes on meanwhile, progress is pushed as `campaign.importProgress` (at most every
   * PROGRESS_EVERY_MS, and at each new stage) and `cancelImport` stops it. Only the finished file
   * is opened here; the open campaign stays open until then, and stays open if the import fails.
   */
  async importJson(input: { json: string | Uint8Array; path?: string }): Promise<CampaignSummary> {
    const importId = randomUUID();
    let last = { stage: '', at: -Infinity };
    const target = input.path !== undefined
      ? { path: input.path }
      : { folder: this.campaignsDir, pathFor: (name: string) => this.defaultPath(name || 'Imported campaign') };
    const source = typeof input.json === 'string' ? { text: input.json } : { bytes: input.json };
    try {
      const session = await importCampaignFile(target, source, this.deps.options, {
        onStart: (run) => this.imports.set(importId, run),
        onProgress: (step) => {
          const at = performance.now();
          if (step.stage === last.stage && at - last.at < PROGRESS_EVERY_MS) return;
          last = { stage: step.stage, at };
          this.deps.emit('campaign.importProgress', { importId, ...step });
        },
      });
      return await this.switchTo(session);
    } finally {
      this.imports.delete(importId);
    }
  }

  /** Stops a running import; false when none runs under that id (it ended already). */
  cancelImport(importId: string): { cancelled: boolean } {
    const run = this.imports.get(importId);
    run?.cancel();
    return { cancelled: run !== undefined };
  }

  /** Why the open campaign's file is gone (deleted or replaced under the app), or null. */
  gone(): CampaignGone | null {
    const session = this.session;
    const gone = session?.gone;
    return session && gone ? this.goneView(session, gone) : null;
  }

  /**
   * After the file went: writes the campaign the connection still holds (every acknowledged
   * write; the unlinked file stays readable through it) back at its path, or beside the others
   * when another file took that path, and opens it there.
   */
  async saveAgain(): Promise<CampaignSummary> {
    const session = this.requireSession();
    const gone = session.gone;
    if (!gone) throw new AppError('campaign/not-gone', 'The campaign file is where it was; nothing needs saving again.');
    const target = this.saveAgainPath(session.path, gone, session.info.name);
    mkdirSync(dirname(target), { recursive: true });
    return this.replaceSession(async (s) => {
      await s.copyTo(target);
      await s.close();
      return openCampaign(target, this.deps.options);
    });
  }

  /** Recent campaigns whose files are missing, with their surviving backups. */
  missing(): MissingCampaign[] {
    return missingCampaigns(this.deps.prefs.get().recentCampaigns, resolveOptions(this.deps.options).policy, this.session?.path ?? null);
  }

  /** One listed backup of a missing recent campaign, put back at the campaign's path and opened. */
  async restoreMissing(path: string, backupPath: string): Promise<CampaignSummary> {
    const entry = this.missing().find((m) => m.path === path);
    if (!entry) throw new AppError('campaign/not-missing', `"${path}" is not a missing recent campaign (it may be back, or was taken off the list).`);
    const backup = findBackup(path, backupPath, resolveOptions(this.deps.options).policy) ?? notABackup(backupPath);
    return this.switchTo(await restoreBackupAsNew(backup.path, path, this.deps.options));
  }

  /** Takes a missing campaign off the recent list; its backups are not touched. */
  forgetMissing(path: string): MissingCampaign[] {
    if (this.missing().some((m) => m.path === path)) {
      const prefs = this.deps.prefs.set({ recentCampaigns: this.deps.prefs.get().recentCampaigns.filter((r) => r.path !== path) });
      this.deps.emit('prefs.changed', prefs);
    }
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
    for (const run of this.imports.values()) run.cancel();
    const session = this.session;
    this.session = null;
    await session?.close();
  }

  /** A free file name in the campaigns folder: "Name.fs3campaign", then "Name 2.fs3campaign"... */
  private defaultPath(name: string): string {
    mkdirSync(this.campaignsDir, { recursive: true });
    const base = fileNameFor(name).slice(0, -CAMPAIGN_EXTENSION.length);
    let candidate = join(this.campaignsDir, fileNameFor(base));
    for (let n = 2; existsSync(candidate); n++) candidate = join(this.campaignsDir, fileNameFor(`${base} ${n}`));
    return candidate;
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
    this.remember(summary);
    this.deps.emit('campaign.changed', summary);
    try {
      this.logRemoved(next.removeStalePartials());
    } catch (error) {
      // Litter that cannot be cleaned now is cleaned at a later open; it never stops this one.
      this.deps.log.warn(`Could not clean old partial backups of ${next.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return summary;
  }

  /**
   * At launch, before anything opens: stale `*.creating` (a new campaign killed while being
   * built) and `*.partial` (a Save As killed mid-copy) in the campaigns folder. Only files
   * untouched for policy.staleAfterMs, so a second instance creating a campaign keeps its file.
   */
  private removeStaleCampaignLitter(): void {
    const { policy, now } = resolveOptions(this.deps.options);
    this.logRemoved(removeStaleLitter(this.campaignsDir, () => true, now(), policy.staleAfterMs));
  }

  /** Tells every window the moment the open campaign's file is found gone (once per session). */
  private reportGone(session: CampaignSession, gone: Gone): void {
    this.deps.log.warn(`Campaign file ${session.path} was ${gone.reason} while open; writes are refused`);
    if (session !== this.session) return;
    try {
      this.deps.emit('campaign.gone', this.goneView(session, gone));
    } catch (error) {
      this.deps.log.warn(`Could not report the missing campaign file: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private goneView(session: CampaignSession, gone: Gone): CampaignGone {
    const name = session.info.name;
    const policy = resolveOptions(this.deps.options).policy;
    return { path: session.path, name, ...gone, saveAgainPath: this.saveAgainPath(session.path, gone, name, false), ...survivingBackups(session.path, policy) };
  }

  /** Back where it was when nothing took its place; else a free name beside the other campaigns. */
  private saveAgainPath(path: string, gone: Gone, name: string, create = true): string {
    if (gone.reason === 'deleted' && isMissing(path)) return path;
    return create ? this.defaultPath(`${name} (saved again)`) : join(this.campaignsDir, fileNameFor(`${name} (saved again)`));
  }

  private logRemoved(paths: string[]): void {
    for (const path of paths) this.deps.log.info(`Removed ${path}, left by an interrupted write`);
  }

  private remember(summary: CampaignSummary): void {
    const others = this.deps.prefs.get().recentCampaigns.filter((r) => r.path !== summary.path);
    const entry = { path: summary.path, name: summary.name, openedAt: this.deps.options.now().toISOString() };
    const recentCampaigns = [entry, ...others].slice(0, MAX_RECENT_CAMPAIGNS);
    const prefs = this.deps.prefs.set({ recentCampaigns });
    this.deps.emit('prefs.changed', prefs);
  }
}
