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

const COMBAT = "INSERT INTO combats VALUES ('f1', 'Ambush', 'active', 0, 1, '{}', 't', NULL)";
const event = (n: number) => `INSERT INTO combat_events (combat_id, round, type, actor_id, payload_json, dice_json, recorded_at) VALUES ('f1', 1, 'turn.end', NULL, '{"n":${n}}', '[]', 't')`;

describe('migration 0003 combat-log', () => {
  it('adds combat tables on top of version-2 data and links combatants to existing characters', () => {
    const db = at(2);
    db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', 1, 0, NULL, '', 0, NULL)");
    db.exec("INSERT INTO gear_items VALUES ('weapon', 'Pistol', 0, '{}')");
    applyMigrations(db, MIGRATIONS.slice(0, 3));
    expect(schemaVersion(db)).toBe(3);
    expect(db.prepare('SELECT name FROM gear_items').get()).toEqual({ name: 'Pistol' });
    db.exec(COMBAT);
    db.exec("INSERT INTO combatants VALUES ('k1', 'f1', 'c1', 'Ada', 1, 0, '{}')");
    // Deleting the character keeps the combatant (and its name in the log), unlinked.
    db.exec("DELETE FROM characters WHERE id = 'c1'");
    expect(db.prepare('SELECT character_id, name FROM combatants').get()).toEqual({ character_id: null, name: 'Ada' });
  });

  it('makes the event log append-only', () => {
    const db = at(3);
    db.exec(COMBAT);
    db.exec(event(1));
    db.exec(event(2));
    expect(() => db.exec("UPDATE combat_events SET type = 'x.y'")).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM combat_events WHERE seq = 1')).toThrow(/append-only/);
    expect(db.prepare('SELECT count(*) AS n FROM combat_events').get()).toEqual({ n: 2 });
  });

  it('deletes a whole combat with its combatants, events and snapshots, and never reuses a sequence number', () => {
    const db = at(3);
    db.exec(COMBAT);
    db.exec(event(1));
    db.exec(event(2));
    db.exec("INSERT INTO combatants VALUES ('k1', 'f1', NULL, 'Goon', 9, 0, '{}')");
    db.exec("INSERT INTO combat_snapshots VALUES (1, 'f1', 2, 1, '0.1.0', '{}', 't')");
    db.exec("DELETE FROM combats WHERE id = 'f1'");
    for (const t of ['combatants', 'combat_events', 'combat_snapshots']) expect(db.prepare(`SELECT count(*) AS n FROM ${t}`).get(), t).toEqual({ n: 0 });
    db.exec(COMBAT);
    db.exec(event(3));
    expect(db.prepare('SELECT seq FROM combat_events').get()).toEqual({ seq: 3 });
  });

  it('refuses an event for a combat that does not exist', () => {
    const db = at(3);
    expect(() => db.exec(event(1))).toThrow(/FOREIGN KEY/);
  });
});
