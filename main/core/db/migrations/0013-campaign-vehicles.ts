import type { Migration } from '../migrate';

/**
 * Issue 39 item 5: vehicles the campaign keeps between fights. Seed 001 "Vehicle Healing":
 * "Vehicles don't heal by themselves; they only get better if someone is fixing them", so a
 * vehicle's damage outlives the fight that dealt it. `wounds_json` holds the rules engine's
 * wounds (the shape a fight holds them in); `mechanic_id` the character whose repair skill the
 * calendar rolls each day (none: the damage stays).
 */
export const m0013: Migration = {
  version: 13,
  name: 'campaign-vehicles',
  up(db) {
    db.exec(`
      CREATE TABLE vehicles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
        vehicle_type TEXT NOT NULL CHECK (length(vehicle_type) BETWEEN 1 AND 100),
        mechanic_id TEXT REFERENCES characters (id) ON DELETE SET NULL,
        wounds_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX vehicles_by_mechanic ON vehicles (mechanic_id);
    `);
  },
};
