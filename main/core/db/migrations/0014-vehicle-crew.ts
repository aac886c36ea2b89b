import type { Migration } from '../migrate';

/**
 * Issue 39: a campaign vehicle's crew, kept between fights. One row per seat: the pilot's (seat 0)
 * or a passenger's (1, 2 … in order). A character holds one seat across the campaign's vehicles
 * (UNIQUE); deleting the character or the vehicle empties the seat. An older file gets no crew.
 */
export const m0014: Migration = {
  version: 14,
  name: 'vehicle-crew',
  up(db) {
    db.exec(`
      CREATE TABLE vehicle_crew (
        vehicle_id TEXT NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 20),
        character_id TEXT NOT NULL UNIQUE REFERENCES characters (id) ON DELETE CASCADE,
        PRIMARY KEY (vehicle_id, seat)
      ) STRICT;
    `);
  },
};
