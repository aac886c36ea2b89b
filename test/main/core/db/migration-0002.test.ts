import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';

function at(version: number): Db {
  const db = new Database(':memory:') as Db;
  db.pragma('foreign_keys = ON');
  applyMigrations(db, MIGRATIONS.slice(0, version));
  return db;
}

describe('migration 0002 gear-catalog', () => {
  it('adds the gear tables and keeps version-1 data as it was', () => {
    const db = at(1);
    db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', 'Pilot', 2, 3, '2026-01-02', 'notes', 0, NULL)");
    db.exec("INSERT INTO config_extras VALUES ('fs3combat_misc.yml', 'fs3combat.x', '[1,2]')");
    const before = db.prepare('SELECT * FROM characters').all();

    applyMigrations(db, MIGRATIONS.slice(0, 2));
    expect(schemaVersion(db)).toBe(2);
    expect(db.prepare('SELECT * FROM characters').all()).toEqual(before);
    expect(db.prepare('SELECT value_json FROM config_extras').get()).toEqual({ value_json: '[1,2]' });
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND (name LIKE 'gear%' OR name LIKE 'hit%') ORDER BY name").all();
    expect(tables.map((t) => t.name)).toEqual(['gear_items', 'hit_chart_entries', 'hit_chart_locations', 'hit_charts']);
  });

  it('renames and deletes a hit chart together with its locations and entries', () => {
    const db = at(2);
    db.exec("INSERT INTO hit_charts VALUES ('Humanoid', 0, 'Chest')");
    db.exec("INSERT INTO hit_chart_locations VALUES ('Humanoid', 0, 'Chest', 'vital')");
    db.exec("INSERT INTO hit_chart_entries VALUES ('Humanoid', 0, 'Chest', 0, 'Chest')");
    db.exec("UPDATE hit_charts SET name = 'Person' WHERE name = 'Humanoid'");
    expect(db.prepare('SELECT chart_name FROM hit_chart_entries').get()).toEqual({ chart_name: 'Person' });
    db.exec("DELETE FROM hit_charts WHERE name = 'Person'");
    expect(db.prepare('SELECT count(*) AS n FROM hit_chart_locations').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM hit_chart_entries').get()).toEqual({ n: 0 });
  });

  it('allows only known gear kinds and location marks', () => {
    const db = at(2);
    expect(() => db.exec("INSERT INTO gear_items VALUES ('spell', 'Fireball', 0, '{}')")).toThrow(/CHECK/);
    db.exec("INSERT INTO hit_charts VALUES ('H', 0, 'Chest')");
    expect(() => db.exec("INSERT INTO hit_chart_locations VALUES ('H', 0, 'Chest', 'squishy')")).toThrow(/CHECK/);
  });
});
