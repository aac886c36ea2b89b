import type { Migration } from '../migrate';

/**
 * Luck spent in a combat (issue 16): each such luck ledger entry names the combat and the step
 * (the log event's sequence number) that spent it, so undo, redo and a new step after an undo can
 * find exactly the entries of the steps no longer in effect and take them back. Both columns are
 * NULL for every other entry (awards, spends on the sheet) and NULL together.
 */
export const m0009: Migration = {
  version: 9,
  name: 'combat-luck',
  up(db) {
    db.exec(`
      ALTER TABLE luck_ledger ADD COLUMN combat_id TEXT;
      ALTER TABLE luck_ledger ADD COLUMN combat_seq INTEGER CHECK ((combat_id IS NULL) = (combat_seq IS NULL));
      CREATE INDEX luck_ledger_by_combat ON luck_ledger (combat_id, combat_seq) WHERE combat_id IS NOT NULL;
    `);
  },
};
