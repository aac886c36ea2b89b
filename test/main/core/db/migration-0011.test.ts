import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';
import { DEFAULT_PLAYER_PRIVACY } from '../../../../shared/player/privacy';

const AT = '2026-05-01T18:00:00.000Z';

describe('migration 0011 player-privacy', () => {
  it('gives an older file the defaults, stores one row of settings, and reads a broken row as the defaults with the problem named', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 10));
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repo = createRepos(db).playerPrivacy;
    expect(repo.read()).toEqual({ privacy: DEFAULT_PLAYER_PRIVACY, stored: false, problem: null });

    const mine = { ...DEFAULT_PLAYER_PRIVACY, npcNames: 'real' as const, npcsJoinHidden: false };
    expect(repo.write(mine, AT)).toEqual(mine);
    expect(repo.write({ ...mine, pcWounds: 'status' }, AT)).toEqual({ ...mine, pcWounds: 'status' });
    expect(repo.read()).toEqual({ privacy: { ...mine, pcWounds: 'status' }, stored: true, problem: null });
    expect(db.prepare('SELECT count(*) AS n FROM player_privacy').get()).toEqual({ n: 1 });
    expect(() => repo.write({ ...mine, npcWounds: 'gory' } as never, AT)).toThrow();
    // One row only, and never text that is not JSON.
    expect(() => db.prepare("INSERT INTO player_privacy (id, body_json, updated_at) VALUES (2, '{}', ?)").run(AT)).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE player_privacy SET body_json = 'not json'").run()).toThrow(/CHECK/);

    // A value a newer app or a hand edit left: the defaults, with what is wrong named.
    db.prepare('UPDATE player_privacy SET body_json = ?').run(JSON.stringify({ ...mine, npcRolls: 'whispered' }));
    const broken = repo.read();
    expect(broken.privacy).toEqual(DEFAULT_PLAYER_PRIVACY);
    expect(broken.stored).toBe(true);
    expect(broken.problem).toMatch(/^The stored player privacy settings are invalid \(npcRolls: .+\); the defaults apply\.$/);
    // A stored value missing newer fields takes their defaults.
    db.prepare('UPDATE player_privacy SET body_json = ?').run(JSON.stringify({ npcNames: 'real' }));
    expect(repo.read()).toEqual({ privacy: { ...DEFAULT_PLAYER_PRIVACY, npcNames: 'real' }, stored: true, problem: null });
    repo.restore(undefined, AT);
    expect(repo.read().stored).toBe(false);
  });
});
