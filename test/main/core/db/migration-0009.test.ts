import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';

describe('migration 0009 combat-luck', () => {
  it('keeps every earlier luck entry untagged, finds tagged entries by combat, and refuses half a tag', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 7));
    db.prepare("INSERT INTO characters (id, kind, name, concept, luck_points, xp, last_skill_raise_date, notes, has_npc_stats, npc_default_rating) VALUES ('pc-old', 'pc', 'Old', '', 1, 0, NULL, '', 0, NULL)").run();
    db.prepare("INSERT INTO luck_ledger (character_id, delta, reason, in_game_date, recorded_at) VALUES ('pc-old', 1, 'Start', 'Day 1', '2026-05-01T18:00:00.000Z')").run();
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repos = createRepos(db);
    expect(repos.ledgers.luckHistory('pc-old')).toEqual([expect.objectContaining({ delta: 1, reason: 'Start' })]);
    expect(db.prepare('SELECT combat_id, combat_seq FROM luck_ledger').get()).toEqual({ combat_id: null, combat_seq: null });

    const [spent] = repos.ledgers.recordCombatLuck(
      [{ characterId: 'pc-old', delta: -1, reason: "Luck in combat 'Ambush', turn 1: attack bonus", inGameDate: 'Day 1', recordedAt: '2026-05-01T18:05:00.000Z' }],
      { combatId: 'c-1', seq: 4 },
    );
    expect(spent!.balance).toBe(0);
    expect(repos.ledgers.combatLuck('c-1')).toEqual([expect.objectContaining({ id: spent!.entry.id, delta: -1, seq: 4 })]);
    expect(repos.ledgers.combatLuck('c-2')).toEqual([]);
    expect(repos.ledgers.combatLuck('c-1', 4)).toEqual([]);
    // All or none: a second entry the balance cannot cover refuses both.
    expect(() => repos.ledgers.recordCombatLuck([
      { characterId: 'pc-old', delta: 1, reason: 'returned', inGameDate: 'Day 1', recordedAt: '2026-05-01T18:06:00.000Z' },
      { characterId: 'pc-old', delta: -2, reason: 'spent', inGameDate: 'Day 1', recordedAt: '2026-05-01T18:06:00.000Z' },
    ], { combatId: 'c-1', seq: 5 })).toThrow('has only 1 luck; cannot spend 2');
    expect(repos.ledgers.combatLuck('c-1')).toHaveLength(1);
    // The sheet's ledger shows the entry like any other.
    expect(repos.ledgers.luckHistory('pc-old').map((e) => e.delta)).toEqual([1, -1]);
    expect(() => db.prepare('UPDATE luck_ledger SET combat_seq = NULL WHERE id = ?').run(spent!.entry.id)).toThrow(/CHECK/);
  });
});
