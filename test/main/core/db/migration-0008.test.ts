import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';

describe('migration 0008 calendar-and-healing', () => {
  it('keeps first aid apart from "healing started": an old treated wound reads as successfully treated, the others as untouched', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 7));
    db.prepare("INSERT INTO characters (id, kind, name, concept, luck_points, xp, last_skill_raise_date, notes, has_npc_stats, npc_default_rating) VALUES ('pc', 'pc', 'P', '', 0, 0, NULL, '', 0, NULL)").run();
    const wound = db.prepare("INSERT INTO wounds (id, character_id, location, severity, damage_type, healing_points, treated, in_game_date, description, inflicted_at) VALUES (?, 'pc', 'Chest', 'serious', 'wound', 3, ?, 'Day 1', '', '2026-01-01T00:00:00.000Z')");
    wound.run('treated', 1);
    wound.run('fresh', 0);
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repos = createRepos(db);
    expect(repos.wounds.get('treated')).toMatchObject({ treated: true, firstAid: 'succeeded', firstAidAttempts: 1 });
    const fresh = repos.wounds.get('fresh')!;
    expect(fresh.treated).toBe(false);
    expect('firstAid' in fresh).toBe(false);
    // A failed attempt survives on its own: the wound is not "treated" (its modifier stays whole).
    repos.wounds.update({ ...fresh, firstAid: 'failed', firstAidAttempts: 2 });
    expect(repos.wounds.get('fresh')).toMatchObject({ treated: false, firstAid: 'failed', firstAidAttempts: 2 });
    expect(() => db.prepare("UPDATE wounds SET first_aid = 'maybe'").run()).toThrow(/CHECK/);
    // Care: a doctor cannot be their own patient; deleting the doctor leaves the patient without one.
    expect(() => db.prepare("INSERT INTO care (patient_id, doctor_id, in_hospital) VALUES ('pc', 'pc', 0)").run()).toThrow(/CHECK/);
  });
});
