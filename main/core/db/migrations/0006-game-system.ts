import type { Migration } from '../migrate';

/**
 * Game systems (issue 14): the campaign records its edition and house-rule choices beside the
 * setting, and a revision that goes up with every change of the system so a combat can say which
 * system it started with. Files made before this play FS3.2 with no house rules (the defaults
 * below), which is exactly how they played. The setting editor's undo/redo stack lives here too.
 */
export const m0006: Migration = {
  version: 6,
  name: 'game-system',
  up(db) {
    db.exec(`
      ALTER TABLE campaign ADD COLUMN edition TEXT NOT NULL DEFAULT 'fs3.2';
      ALTER TABLE campaign ADD COLUMN house_rules_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE campaign ADD COLUMN system_revision INTEGER NOT NULL DEFAULT 1 CHECK (system_revision >= 1);

      CREATE TABLE setting_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        label TEXT NOT NULL,
        before_json TEXT NOT NULL,
        after_json TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
      ) STRICT;
    `);
  },
};
