import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { backupDatabase } from './backup';
import { asDb, type Db } from './db';
import { CampaignFileError } from './errors';
import { applyMigrations, planMigrations, schemaVersion, type Migration, type MigrationPlan } from './migrate';
import { MIGRATIONS } from './migrations';
import { probeCampaignFile, type VerifyLevel } from './probe';

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
};

const DEFAULT_BUSY_TIMEOUT_MS = 5000;

function configure(raw: Database.Database, options: OpenDatabaseOptions): Db {
  raw.pragma(`busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
  raw.pragma('foreign_keys = ON');
  return asDb(raw);
}

/**
 * Opens an existing campaign file. The file is first examined read-only (see
 * probeCampaignFile): something that is not a campaign, is damaged, or comes from a newer app
 * is refused with a CampaignFileError and left byte-for-byte untouched. When migrations are
 * pending, a backup is written with the online backup API BEFORE the single migration
 * transaction runs.
 */
export async function openDatabase(path: string, options: OpenDatabaseOptions = {}): Promise<Db> {
  const migrations = options.migrations ?? MIGRATIONS;
  probeCampaignFile(path, migrations.length, options.verify ?? 'quick');
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
    throw error;
  }
}

/** Creates a new, fully migrated campaign file. Refuses to overwrite anything already there. */
export function createDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  if (existsSync(path)) {
    throw new CampaignFileError('exists', path, `A file already exists at "${path}"; choose another name.`);
  }
  const db = configure(new Database(path), options);
  try {
    applyMigrations(db, options.migrations ?? MIGRATIONS, path);
    return db;
  } catch (error) {
    db.close();
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
}
