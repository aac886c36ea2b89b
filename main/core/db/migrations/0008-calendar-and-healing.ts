import type { Migration } from '../migrate';

/**
 * The campaign calendar and healing between fights (issue 16):
 * - wounds keep their first-aid state and attempts apart from "healing started" (`treated`, which
 *   halves the modifier); a wound treated before this version is taken as successfully treated,
 *   which is what the console understood by `treated` then;
 * - `care`: each patient's doctor and whether they are in hospital;
 * - `campaign_log`: every calendar advance and every wound change outside combat, with what it
 *   changed (JSON), so the newest step can be undone exactly.
 */
export const m0008: Migration = {
  version: 8,
  name: 'calendar-and-healing',
  up(db) {
    db.exec(`
      ALTER TABLE wounds ADD COLUMN first_aid TEXT NOT NULL DEFAULT 'none' CHECK (first_aid IN ('none', 'failed', 'succeeded'));
      ALTER TABLE wounds ADD COLUMN first_aid_attempts INTEGER NOT NULL DEFAULT 0 CHECK (first_aid_attempts >= 0);
      UPDATE wounds SET first_aid = 'succeeded', first_aid_attempts = 1 WHERE treated = 1;

      CREATE TABLE care (
        patient_id TEXT PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
        doctor_id TEXT REFERENCES characters (id) ON DELETE SET NULL,
        in_hospital INTEGER NOT NULL CHECK (in_hospital IN (0, 1)),
        CHECK (doctor_id IS NULL OR doctor_id <> patient_id)
      ) STRICT;
      CREATE INDEX care_by_doctor ON care (doctor_id);

      CREATE TABLE campaign_log (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        label TEXT NOT NULL,
        in_game_date TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
        change_json TEXT NOT NULL
      ) STRICT;

      CREATE TABLE campaign_log_characters (
        step_id INTEGER NOT NULL REFERENCES campaign_log (id) ON DELETE CASCADE,
        character_id TEXT NOT NULL,
        summary TEXT NOT NULL,
        PRIMARY KEY (character_id, step_id)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
