import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';

const LEVELS = {
  'embarrassing-failure': 0.01, failure: 0.23, success: 0.4, 'good-success': 0.3, 'great-success': 0.05, 'amazing-success': 0.01,
};

function at(version: number): Db {
  const db = new Database(':memory:') as Db;
  db.pragma('foreign_keys = ON');
  applyMigrations(db, MIGRATIONS.slice(0, version));
  return db;
}

describe('migration 0005 character-sheets', () => {
  it('adds gear, roll log and ledger undo on top of version-4 data', () => {
    const db = at(4);
    db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', 1, 0, NULL, '', 0, NULL)");
    applyMigrations(db, MIGRATIONS.slice(0, 5));
    expect(schemaVersion(db)).toBe(5);
    // The repos speak the newest schema; later migrations leave these tables as 0005 made them.
    applyMigrations(db, MIGRATIONS);
    const repos = createRepos(db);
    repos.sheets.setGear('c1', [{ name: 'Sidearm', notes: '' }]);
    expect(repos.sheets.gear('c1')).toEqual([{ name: 'Sidearm', notes: '' }]);
    expect(() => repos.sheets.setGear('nobody', [{ name: 'Knife', notes: '' }])).toThrow(/FOREIGN KEY/);
  });

  it('keeps rolls of a deleted character under its name, and drops its gear and undo records', () => {
    const db = at(MIGRATIONS.length);
    db.exec("INSERT INTO characters VALUES ('c1', 'pc', 'Ada', '', 1, 0, NULL, '', 0, NULL)");
    const repos = createRepos(db);
    repos.sheets.setGear('c1', [{ name: 'Sidearm', notes: 'Colonial issue' }]);
    repos.sheets.rememberUndo('luck', 1, 'c1', {});
    repos.sheets.logRoll({
      characterId: 'c1', characterName: 'Ada', inGameDate: 'Day 1', recordedAt: '2026-03-01T12:00:00.000Z',
      roll: {
        ability: 'Firearms', poolText: 'Reactive 2 + Firearms 3 = 5 dice', modifiers: [], diceRolled: 5, dice: [1, 7, 3, 8, 2], hits: 2,
        successLevel: 'good-success', label: 'Good Success', isSuccess: true, odds: { pSuccess: 0.76, levels: LEVELS }, luckSpent: false,
      },
    });
    db.exec("DELETE FROM characters WHERE id = 'c1'");
    expect(repos.sheets.rolls(null, 10).map((r) => [r.characterId, r.characterName, r.roll.hits])).toEqual([[null, 'Ada', 2]]);
    expect(db.prepare('SELECT count(*) AS n FROM character_gear').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM ledger_undo').get()).toEqual({ n: 0 });
  });
});
