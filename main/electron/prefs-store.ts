import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Store, { type Options } from 'electron-store';
import { migratePrefs } from '../../shared/prefs/migrations';
import { prefsJsonSchema } from '../../shared/prefs/json-schema';
import { applyPrefsPatch, parseStoredPrefs, type Prefs, type PrefsPatch, type PrefsWarning } from '../../shared/prefs/schema';
import type { Logger } from '../core/logger';
import type { PrefsStore } from '../core/prefs/prefs-store';

type StoreFactory = () => Store<Record<string, unknown>>;

/** electron-store's own key (migration bookkeeping); not a preference. */
const INTERNAL = '__internal__';

/**
 * Desktop preferences in electron-store, with its `schema` (made from the shared zod shape, so
 * nothing the app would not read back is ever written) and its `migrations` (the shared steps of
 * shared/prefs/migrations.ts, which browser mode's JSON file runs too).
 *
 * The file is user-editable. electron-store refuses the whole file when one field breaks its
 * schema; the storyteller would lose every preference for one bad value. So a refused file that
 * is still JSON is repaired field by field with the shared schema (a bad field falls back to its
 * default, with a warning naming it) and opened again; a file that is not even JSON is moved
 * aside (kept for the user) and replaced with defaults.
 */
export function createElectronPrefsStore(log: Logger, file: string, factory: StoreFactory = defaultFactory): PrefsStore {
  let store: Store<Record<string, unknown>>;
  try {
    store = factory();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const repaired = repairedText(file);
    if (repaired !== null) {
      log.warn(`Preferences file ${file} did not pass its schema (${why}); the fields at fault are reset`);
      for (const w of repaired.warnings) log.warn(`Preferences file ${file}: ${w.message}`);
      writeFileSync(file, repaired.text);
    } else {
      log.warn(`Preferences file ${file} could not be read (${why}); it is kept as ${file}.corrupt and defaults are used`);
      renameSync(file, `${file}.corrupt`);
    }
    store = factory();
  }
  const { [INTERNAL]: _bookkeeping, ...stored } = store.store;
  const { prefs, warnings } = parseStoredPrefs(stored);
  for (const w of warnings) log.warn(`Preferences file ${store.path}: ${w.message}`);
  let current: Prefs = prefs;
  // Key by key, so electron-store keeps its own bookkeeping (which migrations ran) beside them.
  const write = () => {
    for (const key of Object.keys(store.store)) if (key !== INTERNAL && !(key in current)) store.delete(key);
    store.set(current);
  };
  write();

  return {
    get: () => structuredClone(current),
    set(patch: PrefsPatch) {
      const next = applyPrefsPatch(current, patch);
      const before = current;
      current = next;
      try {
        write();
      } catch (error) {
        current = before;
        throw error;
      }
      return structuredClone(current);
    },
    setWindow(bounds) {
      current = { ...current, window: bounds };
      store.set('window', bounds);
    },
  };
}

/** The file's preferences re-read field by field (electron-store's own bookkeeping kept), or null when it is not JSON. */
function repairedText(file: string): { text: string; warnings: PrefsWarning[] } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const { [INTERNAL]: internal, ...stored } = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const { prefs, warnings } = parseStoredPrefs(typeof raw === 'object' && raw !== null ? stored : raw);
  return { text: `${JSON.stringify({ ...prefs, ...(internal !== undefined && { [INTERNAL]: internal }) }, null, '\t')}\n`, warnings };
}

/**
 * electron-store's migrations are keyed by the app version that brought them: every step of the
 * shared list runs from the stored `version` field, so one entry at the version that introduced
 * versioned preferences (0.1.0) covers them, and later steps join the same function.
 */
export const PREFS_MIGRATIONS = {
  '0.1.0': (store: Pick<Store<Record<string, unknown>>, 'store' | 'set'>) => {
    const { [INTERNAL]: _bookkeeping, ...stored } = store.store;
    store.set(migratePrefs(stored) as Record<string, unknown>);
  },
};

export function electronStoreOptions(): Options<Record<string, unknown>> {
  // clearInvalidConfig: false makes a corrupt file throw (handled above) instead of being wiped silently.
  return { name: 'config', clearInvalidConfig: false, schema: prefsJsonSchema() as Options<Record<string, unknown>>['schema'], migrations: PREFS_MIGRATIONS };
}

function defaultFactory(): Store<Record<string, unknown>> {
  return new Store<Record<string, unknown>>(electronStoreOptions());
}
