import type { Migration } from '../migrate';

/**
 * The campaign's player-view privacy settings (issue 21): one row at most, a JSON body validated
 * by `shared/player/privacy.ts` on every read (no row: the defaults, which leak nothing). A table
 * of its own rather than a column of `campaign`, whose row is rewritten whole by every setting
 * change and import.
 */
export const m0011: Migration = {
  version: 11,
  name: 'player-privacy',
  up(db) {
    db.exec(`
      CREATE TABLE player_privacy (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        body_json TEXT NOT NULL CHECK (json_valid(body_json)),
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
