/**
 * Issue 43: stored preferences carry a `version`; a file of an older version is migrated step by
 * step before the schema reads it (both stores: electron-store's migrations and browser mode's
 * JSON file run this same code). Each step takes the stored object as it was and returns it as
 * the next version has it. A file without a version is version 1 (before issue 43).
 * A file of a NEWER version (a later app, then a downgrade) is read as it is: fields this version
 * does not know are dropped with a warning by the schema, the ones it knows are kept.
 */

type Stored = Record<string, unknown>;

/** Step n turns version n into n + 1. */
const STEPS: Record<number, (prefs: Stored) => Stored> = {
  // 1 → 2: the Settings screen's fields arrive with their defaults (filled in by the schema); a
  // storyteller who already used the app (a campaign in the recent list) is not shown the
  // first-run tour meant for new users.
  1: (prefs) => ({ ...prefs, tourDone: Array.isArray(prefs['recentCampaigns']) && prefs['recentCampaigns'].length > 0 }),
};

export const LATEST_PREFS_VERSION = 2;

/** The stored version of a preferences object: 1 when it has none (or a broken one). */
export function storedPrefsVersion(stored: Stored): number {
  const v = stored['version'];
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/** Runs every step from the stored version up; anything that is not an object is passed on as it is. */
export function migratePrefs(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  let prefs = { ...(stored as Stored) };
  for (let v = storedPrefsVersion(prefs); v < LATEST_PREFS_VERSION; v++) {
    const step = STEPS[v];
    if (step) prefs = step(prefs);
    prefs['version'] = v + 1;
  }
  return prefs;
}
