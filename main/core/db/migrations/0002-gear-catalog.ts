import type { Migration } from '../migrate';

/**
 * The gear catalog. Weapons, armor and vehicles keep their stat block as JSON validated by
 * shared/domain/gear.ts (it changes with editions); hit charts are normalised into locations
 * and entries because the combat rules look them up one entry at a time.
 */
export const m0002: Migration = {
  version: 2,
  name: 'gear-catalog',
  up(db) {
    db.exec(`
      CREATE TABLE gear_items (
        kind TEXT NOT NULL CHECK (kind IN ('weapon', 'armor', 'vehicle')),
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        stats_json TEXT NOT NULL,
        PRIMARY KEY (kind, name)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE hit_charts (
        name TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        default_target TEXT NOT NULL
      ) STRICT;

      CREATE TABLE hit_chart_locations (
        chart_name TEXT NOT NULL REFERENCES hit_charts (name) ON DELETE CASCADE ON UPDATE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        mark TEXT NOT NULL CHECK (mark IN ('normal', 'vital', 'critical')),
        PRIMARY KEY (chart_name, position),
        UNIQUE (chart_name, name)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE hit_chart_entries (
        chart_name TEXT NOT NULL REFERENCES hit_charts (name) ON DELETE CASCADE ON UPDATE CASCADE,
        target_position INTEGER NOT NULL,
        target TEXT NOT NULL,
        roll_index INTEGER NOT NULL CHECK (roll_index >= 0),
        result TEXT NOT NULL,
        PRIMARY KEY (chart_name, target_position, roll_index)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
