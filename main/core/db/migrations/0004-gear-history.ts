import type { Migration } from '../migrate';

/**
 * The gear editors' undo/redo stack (issue 9), kept in the campaign so it survives a reload.
 * Each edit stores the whole catalog before and after (a catalog is a few tens of kB), which
 * makes undo a plain replace and lets it refuse when the catalog was changed elsewhere since.
 */
export const m0004: Migration = {
  version: 4,
  name: 'gear-history',
  up(db) {
    db.exec(`
      CREATE TABLE gear_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        label TEXT NOT NULL,
        before_json TEXT NOT NULL,
        after_json TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
      ) STRICT;
    `);
  },
};
