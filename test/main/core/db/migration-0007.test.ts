import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';
import { testCharacter } from '../../../helpers/db-fixtures';

describe('migration 0007 xp-progress', () => {
  it('reads a version-6 character exactly as before (no progress), then keeps progress per ability', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 6));
    const old = testCharacter('pc-new');
    // A version-6 ability row: no progress columns yet.
    db.prepare("INSERT INTO characters (id, kind, name, concept, luck_points, xp, last_skill_raise_date, notes, has_npc_stats, npc_default_rating) VALUES ('pc-old', 'pc', 'Old', '', 0, 0, NULL, '', 0, NULL)").run();
    db.prepare("INSERT INTO character_abilities (character_id, kind, position, name, rating, ruling_attribute) VALUES ('pc-old', 'action-skill', 0, 'Firearms', 2, NULL)").run();
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repos = createRepos(db);
    expect(repos.characters.get('pc-old')!.actionSkills).toEqual([{ name: 'Firearms', rating: 2 }]);

    const withProgress = { ...old, actionSkills: [{ name: 'Firearms', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } }] };
    repos.characters.insertMany([withProgress]);
    expect(repos.characters.get(old.id)!.actionSkills).toEqual(withProgress.actionSkills);
    // The file refuses a negative count even if written around the repo.
    expect(() => db.prepare(`UPDATE character_abilities SET xp_spent = -1 WHERE character_id = '${old.id}'`).run()).toThrow(/CHECK/);
  });
});
