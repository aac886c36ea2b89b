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

const CHAR = "INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', 1, 0, NULL, '', 0, NULL)";

describe('migration 0001 campaign-and-characters', () => {
  it('creates the campaign, character, wound, ledger and extras tables from an empty file', () => {
    const db = at(0);
    expect(schemaVersion(db)).toBe(0);
    applyMigrations(db, MIGRATIONS.slice(0, 1));
    expect(schemaVersion(db)).toBe(1);
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all().map((t) => t.name);
    expect(tables).toEqual([
      'ability_definitions', 'campaign', 'character_abilities', 'character_quirks', 'characters', 'config_extras', 'luck_ledger', 'wounds', 'xp_ledger',
    ]);
  });

  it('keeps one campaign row only', () => {
    const db = at(1);
    const row = "(1, 'n', '', '', 's', 's', '', '', '{}', '{}', '[]', '[]', '[]', 't', 't')";
    db.exec(`INSERT INTO campaign VALUES ${row}`);
    expect(() => db.exec(`INSERT INTO campaign VALUES ${row.replace('(1', '(2')}`)).toThrow(/CHECK/);
  });

  it('rejects wrong types and out-of-range values instead of storing them', () => {
    const db = at(1);
    expect(() => db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', 'lots', 0, NULL, '', 0, NULL)")).toThrow(/cannot store TEXT value in INTEGER column/);
    expect(() => db.exec("INSERT INTO characters VALUES ('c1', 'hero', 'Ada', '', 1, 0, NULL, '', 0, NULL)")).toThrow(/CHECK/);
    expect(() => db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', -1, 0, NULL, '', 0, NULL)")).toThrow(/CHECK/);
  });

  it('deletes a character with its abilities, quirks, wounds and ledger entries', () => {
    const db = at(1);
    db.exec(CHAR);
    db.exec("INSERT INTO character_abilities VALUES ('c1', 'attribute', 0, 'Brawn', 3, NULL)");
    db.exec("INSERT INTO character_quirks VALUES ('c1', 0, 'Brave')");
    db.exec("INSERT INTO wounds VALUES ('w1', 'c1', 'Chest', 'light', 'wound', 3, 0, '', '', 't')");
    db.exec("INSERT INTO xp_ledger VALUES (1, 'c1', 2, 'session', NULL, '', 't')");
    db.exec("INSERT INTO luck_ledger VALUES (1, 'c1', 1, 'session', '', 't')");
    db.exec("DELETE FROM characters WHERE id = 'c1'");
    for (const t of ['character_abilities', 'character_quirks', 'wounds', 'xp_ledger', 'luck_ledger']) {
      expect(db.prepare(`SELECT count(*) AS n FROM ${t}`).get(), t).toEqual({ n: 0 });
    }
  });

  it('refuses a wound for a character that does not exist', () => {
    const db = at(1);
    expect(() => db.exec("INSERT INTO wounds VALUES ('w1', 'ghost', 'Chest', 'light', 'wound', 3, 0, '', '', 't')")).toThrow(/FOREIGN KEY/);
  });
});
