import type { Db } from './db';
import { DbFromFutureError } from './errors';

/** One schema step. Append-only: once shipped, a migration is never edited; a fix is a new number. */
export type Migration = {
  readonly version: number;
  readonly name: string;
  up(db: Db): void;
};

export type MigrationPlan = {
  readonly from: number;
  readonly to: number;
  readonly pending: readonly Migration[];
};

/** `PRAGMA application_id` of every campaign file ("FS3C"): tells our files from other SQLite files. */
export const APPLICATION_ID = 0x46533343;

/** Throws unless versions run 1, 2, 3… with no gap or repeat: a renumbered list would skip steps. */
export function assertMigrationList(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(`Migration list is not sequential: position ${i + 1} holds version ${m.version} (${m.name})`);
    }
  });
}

/** The schema version stored in the file header. */
export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * What would run to bring a file at `current` up to the newest of `migrations`. A file newer
 * than the app is refused here, before anything is written.
 */
export function planMigrations(current: number, migrations: readonly Migration[], path = ':memory:'): MigrationPlan {
  assertMigrationList(migrations);
  const to = migrations.length;
  if (current > to) throw new DbFromFutureError(path, current, to);
  return { from: current, to, pending: migrations.slice(current) };
}

/**
 * Applies every pending migration in ONE transaction and then stamps `user_version`: a failure
 * anywhere rolls the file back to exactly the version it had, never to a half-migrated schema.
 * The caller takes a backup first (see openDatabase); this function never deletes the file.
 */
export function applyMigrations(db: Db, migrations: readonly Migration[], path = ':memory:'): MigrationPlan {
  const plan = planMigrations(schemaVersion(db), migrations, path);
  if (plan.pending.length === 0) return plan;
  db.transaction(() => {
    for (const m of plan.pending) m.up(db);
    // A migration that leaves dangling references must fail here, not on some later write.
    const violations = db.pragma('foreign_key_check') as unknown[];
    if (violations.length > 0) {
      throw new Error(`Migration to version ${plan.to} left ${violations.length} broken references`);
    }
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${plan.to}`);
  })();
  return plan;
}
