import type { Migration } from '../migrate';

/**
 * Combats, their combatants, the append-only event log (dice included) and the combat
 * machine's snapshots stamped with the machine version that wrote them.
 */
export const m0003: Migration = {
  version: 3,
  name: 'combat-log',
  up(db) {
    db.exec(`
      CREATE TABLE combats (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('setup', 'active', 'ended')),
        is_mock INTEGER NOT NULL CHECK (is_mock IN (0, 1)),
        round INTEGER NOT NULL CHECK (round >= 0),
        settings_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        ended_at TEXT
      ) STRICT;

      CREATE TABLE combatants (
        id TEXT PRIMARY KEY,
        combat_id TEXT NOT NULL REFERENCES combats (id) ON DELETE CASCADE,
        character_id TEXT REFERENCES characters (id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        team INTEGER NOT NULL CHECK (team >= 0),
        position INTEGER NOT NULL,
        state_json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX combatants_by_combat ON combatants (combat_id, position);
      CREATE INDEX combatants_by_character ON combatants (character_id);

      -- AUTOINCREMENT: a sequence number is never reused, even after a whole combat is deleted.
      CREATE TABLE combat_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        combat_id TEXT NOT NULL REFERENCES combats (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round >= 0),
        type TEXT NOT NULL,
        actor_id TEXT,
        payload_json TEXT NOT NULL,
        dice_json TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX combat_events_by_combat ON combat_events (combat_id, seq);

      CREATE TRIGGER combat_events_append_only_update BEFORE UPDATE ON combat_events
      BEGIN
        SELECT RAISE(ABORT, 'The combat log is append-only: events cannot be changed');
      END;
      -- Deleting the whole combat (cascade) is allowed; deleting single events is not.
      CREATE TRIGGER combat_events_append_only_delete BEFORE DELETE ON combat_events
      WHEN EXISTS (SELECT 1 FROM combats WHERE id = OLD.combat_id)
      BEGIN
        SELECT RAISE(ABORT, 'The combat log is append-only: events cannot be deleted');
      END;

      CREATE TABLE combat_snapshots (
        id INTEGER PRIMARY KEY,
        combat_id TEXT NOT NULL REFERENCES combats (id) ON DELETE CASCADE,
        event_seq INTEGER NOT NULL CHECK (event_seq >= 0),
        machine_version INTEGER NOT NULL CHECK (machine_version >= 1),
        app_version TEXT NOT NULL,
        snapshot_json TEXT NOT NULL,
        saved_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX combat_snapshots_by_combat ON combat_snapshots (combat_id, id);
    `);
  },
};
