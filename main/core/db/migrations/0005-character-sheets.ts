import type { Migration } from '../migrate';

/**
 * Character sheets (issue 10): the gear a character carries, the campaign's roll log (sheet rolls
 * with their dice) and what undoing an XP or luck change must put back (a raised skill, the date
 * of the last raise) — the ledgers themselves only keep the delta.
 */
export const m0005: Migration = {
  version: 5,
  name: 'character-sheets',
  up(db) {
    db.exec(`
      CREATE TABLE character_gear (
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        position INTEGER NOT NULL CHECK (position >= 0),
        name TEXT NOT NULL,
        notes TEXT NOT NULL,
        PRIMARY KEY (character_id, position)
      ) STRICT;

      -- AUTOINCREMENT: roll numbers are never reused, even after characters are deleted.
      CREATE TABLE roll_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        character_id TEXT REFERENCES characters (id) ON DELETE SET NULL,
        character_name TEXT NOT NULL,
        ability TEXT NOT NULL,
        roll_json TEXT NOT NULL,
        in_game_date TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX roll_log_by_character ON roll_log (character_id, id);

      -- One row per XP or luck entry made through the app, in the order they were made.
      CREATE TABLE ledger_undo (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        ledger TEXT NOT NULL CHECK (ledger IN ('xp', 'luck')),
        entry_id INTEGER NOT NULL,
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        undo_json TEXT NOT NULL,
        UNIQUE (ledger, entry_id)
      ) STRICT;
      CREATE INDEX ledger_undo_by_character ON ledger_undo (character_id, seq);
    `);
  },
};
