import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { CampaignFileError, DbFromFutureError } from '../../../../main/core/db/errors';
import { APPLICATION_ID, applyMigrations, assertMigrationList, schemaVersion, type Migration } from '../../../../main/core/db/migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../../../main/core/db/migrations';
import { closeDatabase, createDatabase, openDatabase, openMemoryDatabase } from '../../../../main/core/db/open';
import { snapshotDir, useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

function schemaOf(db: Database.Database): unknown[] {
  return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
}

function rawDb(): Db {
  const raw = new Database(':memory:');
  raw.pragma('foreign_keys = ON');
  return raw as Db;
}

describe('runMigrations', () => {
  it('gives a fresh database exactly the schema of one migrated step by step', () => {
    const fresh = openMemoryDatabase();
    const stepwise = rawDb();
    for (let n = 1; n <= MIGRATIONS.length; n++) {
      applyMigrations(stepwise, MIGRATIONS.slice(0, n));
      expect(schemaVersion(stepwise)).toBe(n);
    }
    expect(schemaOf(stepwise)).toEqual(schemaOf(fresh));
    expect(schemaOf(fresh).length).toBeGreaterThan(15);
    // A file created on disk is the same again.
    const file = createDatabase(join(tempDir(), 'c.sqlite'));
    expect(schemaOf(file)).toEqual(schemaOf(fresh));
    closeDatabase(file);
  });

  it('stamps user_version and the FS3 Console application id', () => {
    const db = openMemoryDatabase();
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
  });

  it('makes every table STRICT', () => {
    const db = openMemoryDatabase();
    const tables = db.prepare<[], { name: string; strict: number }>(
      "SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => t.strict !== 1)).toEqual([]);
  });

  it('refuses a database from a newer app', () => {
    const db = rawDb();
    db.pragma('user_version = 99');
    expect(() => applyMigrations(db, MIGRATIONS)).toThrow(DbFromFutureError);
    expect(schemaVersion(db)).toBe(99);
  });

  it('refuses a list that is not numbered 1, 2, 3…', () => {
    const [a, , c] = MIGRATIONS;
    expect(() => assertMigrationList([a!, c!])).toThrow(/not sequential/);
  });

  it('rolls every pending migration back when one fails', () => {
    const db = rawDb();
    applyMigrations(db, MIGRATIONS.slice(0, 1));
    const before = schemaOf(db);
    const broken: Migration = { version: MIGRATIONS.length + 1, name: 'broken', up: (d) => { d.exec('CREATE TABLE half_done (x INTEGER) STRICT'); throw new Error('boom'); } };
    expect(() => applyMigrations(db, [...MIGRATIONS, broken])).toThrow('boom');
    expect(schemaVersion(db)).toBe(1);
    expect(schemaOf(db)).toEqual(before);
  });

  it('refuses a migration that leaves dangling references', () => {
    const db = rawDb();
    applyMigrations(db, MIGRATIONS);
    const dangling: Migration = {
      version: MIGRATIONS.length + 1,
      name: 'dangling',
      up: (d) => {
        // Deferred checks let the bad row in until commit; the runner's check must catch it first.
        d.pragma('defer_foreign_keys = ON');
        d.exec("INSERT INTO wounds (id, character_id, location, severity, damage_type, healing_points, treated, in_game_date, description, inflicted_at) VALUES ('w', 'nobody', 'Chest', 'light', 'wound', 1, 0, '', '', '2026-01-01T00:00:00.000Z')");
      },
    };
    expect(() => applyMigrations(db, [...MIGRATIONS, dangling])).toThrow(/1 broken references/);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
  });
});

describe('openDatabase and migrations', () => {
  it('takes a backup before migrating an older file, then migrates it', async () => {
    const dir = tempDir();
    const path = join(dir, 'old.sqlite');
    const old = createDatabase(path, { migrations: MIGRATIONS.slice(0, 2) });
    old.exec("INSERT INTO config_extras VALUES ('x.yml', 'a.b', '1')");
    closeDatabase(old);

    const db = await openDatabase(path, { preMigrationBackupPath: (plan) => join(dir, `pre-v${plan.to}-from-v${plan.from}.sqlite`) });
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.prepare('SELECT count(*) AS n FROM config_extras').get()).toEqual({ n: 1 });
    closeDatabase(db);

    const backup = new Database(join(dir, `pre-v${LATEST_SCHEMA_VERSION}-from-v2.sqlite`), { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(2);
    expect(backup.prepare('SELECT value_json FROM config_extras').get()).toEqual({ value_json: '1' });
    backup.close();
  });

  it('takes no backup when nothing is pending', async () => {
    const dir = tempDir();
    const path = join(dir, 'current.sqlite');
    closeDatabase(createDatabase(path));
    closeDatabase(await openDatabase(path));
    expect(existsSync(`${path}.pre-v${LATEST_SCHEMA_VERSION}.sqlite`)).toBe(false);
  });

  it('refuses a file whose migration fails with the file and its folder byte-for-byte untouched (issue 17)', async () => {
    const dir = tempDir();
    const path = join(dir, 'old.sqlite');
    closeDatabase(createDatabase(path, { migrations: MIGRATIONS.slice(0, 1) }));
    // A rollback-journal file: opening it for writing would switch its header to WAL.
    const raw = new Database(path);
    raw.pragma('journal_mode = DELETE');
    raw.close();
    const before = snapshotDir(dir);
    const bytes = readFileSync(path);
    const broken: Migration = { version: 2, name: 'broken', up: () => { throw new Error('disk says no'); } };
    const error = await openDatabase(path, { migrations: [MIGRATIONS[0]!, broken] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CampaignFileError);
    expect((error as CampaignFileError).code).toBe('campaign/migration-failed');
    expect((error as CampaignFileError).message).toMatch(/disk says no.*has not been changed/);
    expect(existsSync(`${path}.pre-v2.sqlite`)).toBe(false);
    expect(snapshotDir(dir)).toEqual(before);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('sets WAL, foreign keys and a busy timeout', async () => {
    const path = join(tempDir(), 'p.sqlite');
    closeDatabase(createDatabase(path));
    const db = await openDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    closeDatabase(db);
  });
});
