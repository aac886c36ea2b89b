import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';

const AT = '2026-05-01T18:00:00.000Z';

describe('migration 0014 vehicle-crew', () => {
  it('gives an older file\'s vehicles no crew; a character holds one seat; deleting the character or the vehicle empties the seats', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 13));
    const character = db.prepare("INSERT INTO characters (id, kind, name, concept, luck_points, xp, notes, has_npc_stats) VALUES (?, 'pc', ?, '', 0, 0, '', 0)");
    character.run('a', 'Ruiz');
    character.run('b', 'Brandt');
    db.prepare("INSERT INTO vehicles (id, name, vehicle_type, mechanic_id, wounds_json, created_at) VALUES ('v', 'Red One', 'Viper', NULL, '[]', ?)").run(AT);
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repos = createRepos(db);
    expect(repos.crews.of('v')).toEqual({ pilotId: null, passengerIds: [] });
    expect(repos.vehicles.get('v')!.name).toBe('Red One');
    repos.vehicles.add({ id: 'w', name: 'Blue Two', vehicleType: 'Viper', mechanicId: null, wounds: [], createdAt: AT });
    repos.crews.set('v', { pilotId: 'a', passengerIds: ['b'] });
    expect(repos.crews.of('v')).toEqual({ pilotId: 'a', passengerIds: ['b'] });
    // The schema refuses what the edge would: one character in two seats.
    expect(() => repos.crews.set('w', { pilotId: 'a', passengerIds: [] })).toThrow(/UNIQUE/);
    db.prepare("DELETE FROM characters WHERE id = 'a'").run();
    expect(repos.crews.of('v')).toEqual({ pilotId: null, passengerIds: ['b'] });
    repos.vehicles.remove('v');
    expect([...repos.crews.all()]).toEqual([]);
  });
});
