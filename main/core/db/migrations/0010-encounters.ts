import type { Migration } from '../migrate';

/**
 * Reusable NPC templates and prepared encounters (issue 18). Each row keeps its name twice: as
 * typed, and folded (`name_key`, lower case with single spaces) under a UNIQUE constraint, so two
 * templates (or two encounters) of a campaign never share a name in any spelling. The rest is
 * one JSON body validated by `shared/encounters/schemas.ts` on every read and write; an encounter
 * refers to templates and characters by id without foreign keys on purpose, since deleting one
 * must leave the encounter as prepared (it starts with a warning naming what is gone).
 */
export const m0010: Migration = {
  version: 10,
  name: 'encounters',
  up(db) {
    db.exec(`
      CREATE TABLE npc_templates (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        body_json TEXT NOT NULL CHECK (json_valid(body_json)),
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE encounters (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        body_json TEXT NOT NULL CHECK (json_valid(body_json)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
