import type { Migration } from '../migrate';

/**
 * Progress toward an ability's next rating (AresMUSH Third Edition §B.7: a raise takes several
 * 1-XP spends, each at least `days_between_learning` days after that ability's last one). Kept
 * on the ability's own row, so it goes wherever the ability goes (renamed, removed, exported)
 * and a file that never learned by spends has only NULLs here. Both columns are NULL together.
 */
export const m0007: Migration = {
  version: 7,
  name: 'xp-progress',
  up(db) {
    db.exec(`
      ALTER TABLE character_abilities ADD COLUMN xp_spent INTEGER CHECK (xp_spent IS NULL OR xp_spent >= 0);
      ALTER TABLE character_abilities ADD COLUMN last_learned TEXT;
    `);
  },
};
