import type { Migration } from '../migrate';

/**
 * The campaign itself (one row), its game setting and ruleset, the ability lists, characters
 * with their abilities and quirks, wounds, the XP and luck ledgers, and config values the
 * AresMUSH importer must keep verbatim. Every table is STRICT so a wrong type fails loudly.
 */
export const m0001: Migration = {
  version: 1,
  name: 'campaign-and-characters',
  up(db) {
    db.exec(`
      CREATE TABLE campaign (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        in_game_date TEXT NOT NULL,
        setting_id TEXT NOT NULL,
        setting_name TEXT NOT NULL,
        setting_description TEXT NOT NULL,
        setting_source TEXT NOT NULL,
        ruleset_json TEXT NOT NULL,
        special_abilities_json TEXT NOT NULL,
        background_skill_ideas_json TEXT NOT NULL,
        quirk_ideas_json TEXT NOT NULL,
        common_knowledge_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE ability_definitions (
        kind TEXT NOT NULL CHECK (kind IN ('attribute', 'action-skill', 'language')),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        ruling_attribute TEXT,
        description TEXT NOT NULL,
        PRIMARY KEY (kind, position),
        UNIQUE (kind, name)
      ) STRICT;

      CREATE TABLE characters (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('pc', 'npc')),
        name TEXT NOT NULL,
        concept TEXT NOT NULL,
        luck_points INTEGER NOT NULL CHECK (luck_points >= 0),
        xp INTEGER NOT NULL CHECK (xp >= 0),
        last_skill_raise_date TEXT,
        notes TEXT NOT NULL,
        has_npc_stats INTEGER NOT NULL CHECK (has_npc_stats IN (0, 1)),
        npc_default_rating INTEGER
      ) STRICT;
      CREATE INDEX characters_by_kind_name ON characters (kind, name);

      CREATE TABLE character_abilities (
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('attribute', 'action-skill', 'background-skill', 'language', 'npc-rating')),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        rating INTEGER,
        ruling_attribute TEXT,
        PRIMARY KEY (character_id, kind, position)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE character_quirks (
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (character_id, position)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE wounds (
        id TEXT PRIMARY KEY,
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        location TEXT NOT NULL,
        severity TEXT NOT NULL,
        damage_type TEXT NOT NULL,
        healing_points INTEGER NOT NULL CHECK (healing_points >= 0),
        treated INTEGER NOT NULL CHECK (treated IN (0, 1)),
        in_game_date TEXT NOT NULL,
        description TEXT NOT NULL,
        inflicted_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX wounds_by_character ON wounds (character_id, inflicted_at);

      CREATE TABLE xp_ledger (
        id INTEGER PRIMARY KEY,
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        delta INTEGER NOT NULL,
        reason TEXT NOT NULL,
        ability TEXT,
        in_game_date TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX xp_ledger_by_character ON xp_ledger (character_id, id);

      CREATE TABLE luck_ledger (
        id INTEGER PRIMARY KEY,
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        delta INTEGER NOT NULL,
        reason TEXT NOT NULL,
        in_game_date TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX luck_ledger_by_character ON luck_ledger (character_id, id);

      CREATE TABLE config_extras (
        source TEXT NOT NULL,
        key_path TEXT NOT NULL,
        value_json TEXT NOT NULL,
        PRIMARY KEY (source, key_path)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
