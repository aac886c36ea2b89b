import { resolve } from 'node:path';
import type { CampaignExport } from '../../../shared/domain/campaign-export';
import type { CampaignInfo } from '../../../shared/domain/campaign';
import { backupDatabase } from '../db/backup';
import type { Db } from '../db/db';
import { closeDatabase } from '../db/open';
import { campaignFailure, CampaignFileError } from '../db/errors';
import { createRepos, type Repos } from '../db/repos';
import {
  backupFolder, backupPathFor, deleteBackup, findBackup, listBackups, notABackup, removeStaleBackupPartials, rotateBackups,
  type BackupInfo, type BackupKind,
} from './backups';
import { buildCampaignExport, campaignExportJson, writeTextFile } from './export';
import { salvageCampaignExport } from './export-salvage';
import { FilePresence, goneError, type Gone } from './file-presence';
import type { ResolvedOptions } from './options';

/** How often the open file's presence is looked at besides the watcher: one stat, a few µs. */
const PRESENCE_TICK_MS = 2_000;

/**
 * An open campaign: one connection, its repositories and its backup schedule. Every storyteller
 * action goes through {@link transact}, so it commits whole or not at all.
 */
export class CampaignSession {
  readonly path: string;
  readonly db: Db;
  readonly repos: Repos;
  private readonly options: ResolvedOptions;
  private timer: unknown = null;
  /** The presence check's own tick (see watchFile). */
  private presenceTimer: unknown = null;
  private backupInFlight: Promise<BackupInfo> | null = null;
  private changesAtLastBackup = -1;
  private closed = false;
  /** Run just before the connection closes (the combat host stores its pending checkpoints). */
  private readonly closing: (() => void)[] = [];
  private readonly goneListeners: ((gone: Gone) => void)[] = [];
  /** Whether the path still names the file this connection writes to (issue 35 item 8). */
  private readonly presence: FilePresence;

  constructor(path: string, db: Db, options: ResolvedOptions) {
    this.path = resolve(path);
    this.db = db;
    this.repos = createRepos(db);
    this.options = options;
    this.presence = new FilePresence(this.path, options.now, (gone) => {
      this.stopAutoBackup();
      this.stopPresenceTicks();
      for (const listener of this.goneListeners) listener(gone);
    });
  }

  /** Why the campaign's file is gone (deleted or replaced under the app), or null while it is there. */
  get gone(): Gone | null {
    return this.closed ? null : this.presence.check();
  }

  /** Watches the file for removal or replacement; `listener` hears of it once. */
  watchFile(listener: (gone: Gone) => void): void {
    this.goneListeners.push(listener);
    this.presence.watch();
    // Watchers miss events (a folder removed with its watcher, a network share, a busy machine: CI
    // under load once saw no notice in 10 s): one stat every few seconds tells the screen anyway.
    if (this.presenceTimer === null) {
      this.presenceTimer = this.options.timers.setInterval(() => {
        if (!this.closed) this.presence.check();
      }, PRESENCE_TICK_MS);
    }
  }

  private stopPresenceTicks(): void {
    if (this.presenceTimer !== null) this.options.timers.clearInterval(this.presenceTimer);
    this.presenceTimer = null;
  }

  /**
   * Throws `campaign/gone` when `changes` (a {@link writeMark}) moved since and the file went
   * away: a write must not be acknowledged when it reached no file (checked after every request;
   * the file is looked at only when the request changed something).
   *
   * Both this and the check before every write ({@link transact}) are needed. The one before
   * refuses a write to a file already gone, so the change is not made at all, and it is the only
   * guard for writes that no handler answers (player devices' rolls, deferred combat checkpoints).
   * This one catches a file that goes during the request, after that check and before the answer.
   */
  confirmWrites(changesBefore: number): void {
    if (this.closed || this.totalChanges() === changesBefore) return;
    const gone = this.presence.check();
    if (gone) throw goneError(this.path, gone, true);
  }

  /** The connection's change counter, to compare after a request ({@link confirmWrites}). */
  writeMark(): number {
    return this.closed ? 0 : this.totalChanges();
  }

  /** The files and folders work on this campaign writes to (asked when SQLite reports an I/O error). */
  private get files(): string[] {
    return [this.path, this.options.policy.dir(this.path)];
  }

  /** A SQLite or file-system failure as the campaign/* refusal it means, else the error itself. */
  private failure(error: unknown): unknown {
    return campaignFailure(error, this.files) ?? error;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Name, description and dates, as the title bar and recent-campaigns list show them. */
  get info(): CampaignInfo {
    return this.repos.campaign.get().info;
  }

  /**
   * Runs `action` as ONE transaction: a thrown error rolls every write back. An action that
   * changed anything also stamps the campaign's `updatedAt` with the injected clock.
   */
  transact<T>(action: (repos: Repos) => T): T {
    this.assertOpen();
    this.presence.assertPresent();
    try {
      return this.db.transaction(() => {
        const before = this.repos.meta.totalChanges();
        const result = action(this.repos);
        if (this.repos.meta.totalChanges() !== before) this.repos.campaign.touch(this.options.now().toISOString());
        return result;
      })();
    } catch (error) {
      throw this.failure(error);
    }
  }

  /**
   * Takes a backup now with SQLite's online backup API (the campaign stays usable meanwhile),
   * then rotates the backups of every kind (never the one just taken). Concurrent calls share one backup.
   */
  async backupNow(kind: Extract<BackupKind, 'manual' | 'open' | 'periodic' | 'pre-import'> = 'manual'): Promise<BackupInfo> {
    this.assertOpen();
    // A file that is gone has no backups folder to write to (it may be gone too): "Save it again" rescues instead.
    this.presence.assertPresent();
    // A pre-import backup is the one an undo restores: it must be its own, taken now, not a shared periodic one.
    if (kind === 'pre-import') {
      while (this.backupInFlight) await this.backupInFlight.catch(() => undefined);
      this.assertOpen();
    }
    if (this.backupInFlight) return this.backupInFlight;
    const run = async (): Promise<BackupInfo> => {
      const changes = this.totalChanges();
      const target = backupPathFor(this.path, this.options.policy, kind, this.options.now());
      await backupDatabase(this.db, target);
      this.changesAtLastBackup = changes;
      rotateBackups(this.path, this.options.policy, target);
      const info = listBackups(this.path, this.options.policy).find((b) => b.path === target);
      if (!info) throw new Error(`Backup ${target} vanished right after it was written`);
      return info;
    };
    this.backupInFlight = run().catch((error: unknown) => {
      throw this.failure(error);
    });
    try {
      return await this.backupInFlight;
    } finally {
      this.backupInFlight = null;
    }
  }

  listBackups(): BackupInfo[] {
    return listBackups(this.path, this.options.policy);
  }

  /** The backups with their total size and the counts kept of each kind. */
  backupFolder(): ReturnType<typeof backupFolder> {
    return backupFolder(this.path, this.options.policy);
  }

  /** The listed backup at `backupPath`; anything else (a `.partial`, another campaign's file) is refused. */
  requireBackup(backupPath: string): BackupInfo {
    return findBackup(this.path, backupPath, this.options.policy) ?? notABackup(backupPath);
  }

  /** Deletes one of this campaign's listed backups; any other path is refused and nothing is deleted. */
  deleteBackup(backupPath: string): BackupInfo {
    this.assertOpen();
    return deleteBackup(this.path, backupPath, this.options.policy);
  }

  /**
   * Removes `.partial` files a killed backup or restore left for this campaign, once they are
   * older than policy.staleAfterMs by the injected clock (younger ones may be another instance's).
   */
  removeStalePartials(): string[] {
    return removeStaleBackupPartials(this.path, this.options.policy, this.options.now());
  }

  /** Starts periodic backups (policy.intervalMs); a tick with no change since the last backup does nothing. */
  startAutoBackup(): void {
    const ms = this.options.policy.intervalMs;
    if (this.timer !== null || ms === null || ms <= 0) return;
    this.timer = this.options.timers.setInterval(() => {
      if (this.closed || this.totalChanges() === this.changesAtLastBackup) return;
      this.backupNow('periodic').catch((error: unknown) => this.options.onBackupError(error));
    }, ms);
  }

  stopAutoBackup(): void {
    if (this.timer !== null) this.options.timers.clearInterval(this.timer);
    this.timer = null;
  }

  /** The whole campaign as a portable document, read in one transaction (a consistent cut). */
  exportDocument(): CampaignExport {
    this.assertOpen();
    return this.db.transaction(() => buildCampaignExport(this.repos, { exportedAt: this.options.now(), appVersion: this.options.appVersion }))();
  }

  /** {@link exportDocument} that skips damaged rows and names them (the rescue path of a damaged campaign). */
  exportSalvaged(): ReturnType<typeof salvageCampaignExport> {
    this.assertOpen();
    const meta = { exportedAt: this.options.now(), appVersion: this.options.appVersion };
    return this.db.transaction(() => salvageCampaignExport(this.repos, meta))();
  }

  /** Writes the export document to `file` as JSON (one consistent read). Returns the size in bytes. */
  writeExport(file: string): number {
    this.assertOpen();
    const meta = { exportedAt: this.options.now(), appVersion: this.options.appVersion };
    const text = this.db.transaction(() => campaignExportJson(this.repos, meta))();
    try {
      return writeTextFile(file, text);
    } catch (error) {
      throw campaignFailure(error, [file]) ?? error;
    }
  }

  /** Copies the live campaign to `target` (online backup API). This session stays on the old file. */
  async copyTo(target: string): Promise<void> {
    this.assertOpen();
    // Once the file is gone its path is free: "Save it again" writes the held campaign back there.
    if (resolve(target) === this.path && !this.gone) {
      throw new CampaignFileError('same-file', target, 'Choose a different file: this is the campaign that is open.');
    }
    try {
      await backupDatabase(this.db, target);
    } catch (error) {
      throw campaignFailure(error, [target]) ?? error;
    }
  }

  /** Registers work to do before the connection closes, such as writing what was deferred. */
  onClose(listener: () => void): void {
    this.closing.push(listener);
  }

  /** Closes the connection after any running backup; checkpoints so the file is whole on its own. */
  async close(): Promise<void> {
    if (this.closed) return;
    for (const listener of this.closing.splice(0)) {
      try {
        listener();
      } catch {
        // Deferred work reports its own failures; the campaign still closes.
      }
    }
    this.stopAutoBackup();
    this.stopPresenceTicks();
    this.presence.stopWatching();
    this.closed = true;
    if (this.backupInFlight) await this.backupInFlight.catch(() => undefined);
    closeDatabase(this.db);
  }

  private totalChanges(): number {
    return this.repos.meta.totalChanges();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error(`Campaign ${this.path} is closed`);
  }
}
