import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { backupDatabase } from './backup';
import { asDb, type Db } from './db';
import { CampaignFileError } from './errors';
import { releaseLockLabel, takeLock } from './lock';
import { applyMigrations, planMigrations, schemaVersion, type Migration, type MigrationPlan } from './migrate';
import { MIGRATIONS } from './migrations';
import { probeCampaignFile, type VerifyLevel } from './probe';
import { withReadOnlyConnection } from './read-only';

/**
 * `normal` survives the app or OS process being killed (WAL frames are in the OS cache before
 * the commit returns); `full` also survives power loss at the cost of an fsync per commit.
 */
export type Durability = 'normal' | 'full';

export type OpenDatabaseOptions = {
  readonly migrations?: readonly Migration[];
  readonly verify?: VerifyLevel;
  readonly busyTimeoutMs?: number;
  readonly durability?: Durability;
  /** Where the copy taken before migrating goes. Default: `<path>.pre-v<to>.sqlite` beside the file. */
  readonly preMigrationBackupPath?: (plan: MigrationPlan) => string;
  /** Refuse a file that has the schema but no campaign record (the campaign layer opens only whole campaigns). */
  readonly requireCampaign?: boolean;
  /** Clock for the lock label (who holds the file since when). */
  readonly now?: () => Date;
  /**
   * The caller's own check of the contents (the campaign layer reads its summary), run before
   * anything writes to the file: on a read-only connection, or on the migrated copy in memory
   * when the file needs migrating. What it throws refuses the open with the file untouched
   * (issue 35 item 7: a refusal after the open's backup left that backup beside the file).
   */
  readonly accept?: (db: Db) => void;
};

const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Connections that hold a file's lock, so closing them also removes the lock label. */
const locked = new WeakSet<Database.Database>();

function lock(raw: Database.Database, path: string, options: OpenDatabaseOptions): void {
  takeLock(raw, path, options.now?.() ?? new Date());
  locked.add(raw);
}

function configure(raw: Database.Database, options: OpenDatabaseOptions): Db {
  raw.pragma(`busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
  raw.pragma('foreign_keys = ON');
  return asDb(raw);
}

/**
 * Runs the pending migrations on an in-memory copy first. A file they would fail on is refused
 * before it is opened for writing: no WAL switch in its header, no backup folder (issue 17).
 */
function dryRunMigrations(path: string, migrations: readonly Migration[], from: number, accept?: (db: Db) => void): void {
  const image = withReadOnlyConnection(path, (raw) => raw.serialize());
  // Header bytes 18-19 say "WAL"; a database in memory cannot have one, so the copy says "rollback journal".
  image[18] = 1;
  image[19] = 1;
  const copy = new Database(image);
  try {
    copy.pragma('foreign_keys = ON');
    applyMigrations(asDb(copy), migrations, path);
  } catch (error) {
    copy.close();
    const detail = error instanceof Error ? error.message : String(error);
    throw new CampaignFileError(
      'migration-failed',
      path,
      `This campaign file could not be brought up to date (file format ${from} to ${migrations.length}): ${detail}. It has not been changed; restore one of its backups or open it with the app version that wrote it.`,
      { cause: error },
    );
  }
  try {
    accept?.(asDb(copy));
  } finally {
    copy.close();
  }
}

/**
 * Opens an existing campaign file. The file is first examined read-only (see
 * probeCampaignFile): something that is not a campaign, is damaged, altered, or comes from a
 * newer app is refused with a CampaignFileError and left byte-for-byte untouched; pending
 * migrations are tried on a copy in memory first. The connection then takes the file's
 * exclusive lock (lock.ts) before anything is written, and a backup is written with the online
 * backup API BEFORE the single migration transaction runs.
 */
export async function openDatabase(path: string, options: OpenDatabaseOptions = {}): Promise<Db> {
  const migrations = options.migrations ?? MIGRATIONS;
  const probe = await probeCampaignFile(path, migrations.length, options.verify ?? 'quick', migrations);
  if (options.requireCampaign && !probe.hasCampaign) {
    throw new CampaignFileError('corrupt', path, 'This file has the layout of an FS3 Console campaign but no campaign in it. It has not been changed; restore one of its backups.');
  }
  if (probe.userVersion < migrations.length) dryRunMigrations(path, migrations, probe.userVersion, options.accept);
  else if (options.accept) withReadOnlyConnection(path, (raw) => options.accept?.(asDb(raw)));
  let raw: Database.Database;
  try {
    raw = new Database(path, { fileMustExist: true });
  } catch (error) {
    throw new CampaignFileError('unreadable', path, `The campaign file "${path}" cannot be opened for writing.`, { cause: error });
  }
  try {
    // SQLite silently falls back to read-only for a write-protected file; say so before any write fails.
    if (raw.readonly) {
      throw new CampaignFileError('read-only', path, 'This campaign file is read-only. Copy it somewhere you can write to, then open the copy.');
    }
    lock(raw, path, options);
    const db = configure(raw, options);
    const plan = planMigrations(schemaVersion(db), migrations, path);
    if (plan.pending.length > 0) {
      const target = options.preMigrationBackupPath?.(plan) ?? `${path}.pre-v${plan.to}.sqlite`;
      await backupDatabase(db, target);
      applyMigrations(db, migrations, path);
    }
    return db;
  } catch (error) {
    raw.close();
    if (locked.has(raw)) releaseLockLabel(path);
    throw error;
  }
}

/** Creates a new, fully migrated campaign file. Refuses to overwrite anything already there. */
export function createDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  if (existsSync(path)) {
    throw new CampaignFileError('exists', path, `A file already exists at "${path}"; choose another name.`);
  }
  const raw = new Database(path);
  lock(raw, path, options);
  const db = configure(raw, options);
  try {
    applyMigrations(db, options.migrations ?? MIGRATIONS, path);
    return db;
  } catch (error) {
    closeDatabase(db);
    throw error;
  }
}

/** A throwaway campaign in memory (tests, previews): same pragmas and schema as a file. */
export function openMemoryDatabase(options: Pick<OpenDatabaseOptions, 'migrations'> = {}): Db {
  const db = configure(new Database(':memory:'), {});
  applyMigrations(db, options.migrations ?? MIGRATIONS);
  return db;
}

/** Folds the WAL back into the main file and closes: the file is then complete on its own (share, copy). */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  if (!db.memory && !db.readonly) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  if (locked.has(db)) releaseLockLabel(db.name);
}
