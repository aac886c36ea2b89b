import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';
import { createWound } from '../../../../shared/systems';

const AT = '2026-05-01T18:00:00.000Z';

describe('migration 0013 campaign-vehicles', () => {
  it('gives an older file an empty vehicle list; a vehicle keeps its damage, a deleted mechanic leaves none, a damaged row is named', () => {
    const db = new Database(':memory:') as Db;
    db.pragma('foreign_keys = ON');
    applyMigrations(db, MIGRATIONS.slice(0, 12));
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const repos = createRepos(db);
    expect(repos.vehicles.list()).toEqual([]);
    db.prepare("INSERT INTO characters (id, kind, name, concept, luck_points, xp, notes, has_npc_stats) VALUES ('m', 'pc', 'Brandt', '', 0, 0, '', 0)").run();
    const wound = createWound({ location: 'Engine', severity: 'serious', type: 'wound', source: 'Flak', vehicle: true });
    repos.vehicles.add({ id: 'v', name: 'Red One', vehicleType: 'Viper', mechanicId: 'm', wounds: [wound], createdAt: AT });
    expect(repos.vehicles.get('v')).toMatchObject({ name: 'Red One', mechanicId: 'm', wounds: [wound] });
    // The schema refuses what the edge would: a name too long, a second vehicle of the same name.
    expect(() => repos.vehicles.add({ id: 'w', name: 'x'.repeat(61), vehicleType: 'Viper', mechanicId: null, wounds: [], createdAt: AT })).toThrow(/CHECK/);
    expect(() => repos.vehicles.add({ id: 'w', name: 'Red One', vehicleType: 'Viper', mechanicId: null, wounds: [], createdAt: AT })).toThrow(/UNIQUE/);
    db.prepare("DELETE FROM characters WHERE id = 'm'").run();
    expect(repos.vehicles.get('v')!.mechanicId).toBeNull();
    db.prepare("UPDATE vehicles SET wounds_json = 'not json' WHERE id = 'v'").run();
    expect(() => repos.vehicles.list()).toThrow(/vehicle "Red One" \(id v\) in table vehicles: stored damage is not valid JSON/);
  });
});
