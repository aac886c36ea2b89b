import type { Migration } from '../migrate';

/**
 * Issue 42: personal player links, each bound on the server to the characters its player acts
 * for, so a binding survives a restart. The token is kept (the storyteller shows the link and QR
 * code again) with its SHA-256, by which an upgrade finds its link: the lookup's timing depends
 * on the hash, never on how much of a guessed token was right. `can_claim`: the link may still
 * claim one unbound PC (the storyteller confirms). `player_play` is the storyteller's play
 * settings for declarations from devices (one row at most; none: review each, show who waits).
 */
export const m0012: Migration = {
  version: 12,
  name: 'player-links',
  up(db) {
    db.exec(`
      CREATE TABLE player_links (
        id TEXT PRIMARY KEY,
        label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
        token TEXT NOT NULL UNIQUE,
        token_hash TEXT NOT NULL UNIQUE,
        can_claim INTEGER NOT NULL CHECK (can_claim IN (0, 1)),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE player_link_characters (
        link_id TEXT NOT NULL REFERENCES player_links (id) ON DELETE CASCADE,
        character_id TEXT NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        PRIMARY KEY (link_id, character_id)
      ) STRICT;
      CREATE INDEX player_link_characters_by_character ON player_link_characters (character_id);
      CREATE TABLE player_play (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        apply_at_once INTEGER NOT NULL CHECK (apply_at_once IN (0, 1)),
        show_waiting INTEGER NOT NULL CHECK (show_waiting IN (0, 1))
      ) STRICT;
    `);
  },
};
