import { renameSync } from 'node:fs';
import Store from 'electron-store';
import { applyPrefsPatch, parseStoredPrefs, type Prefs, type PrefsPatch } from '../../shared/prefs/schema';
import type { Logger } from '../core/logger';
import type { PrefsStore } from '../core/prefs/prefs-store';

type StoreFactory = () => Store<Record<string, unknown>>;

/**
 * Desktop preferences in electron-store. Its file is user-editable, so every read goes through
 * the shared schema; a file that is not even JSON is moved aside (kept for the user) and
 * replaced with defaults instead of crashing the app.
 */
export function createElectronPrefsStore(log: Logger, file: string, factory: StoreFactory = defaultFactory): PrefsStore {
  let store: Store<Record<string, unknown>>;
  try {
    store = factory();
  } catch (error) {
    log.warn(`Preferences file ${file} could not be read (${error instanceof Error ? error.message : String(error)}); it is kept as ${file}.corrupt and defaults are used`);
    renameSync(file, `${file}.corrupt`);
    store = factory();
  }
  const { prefs, warnings } = parseStoredPrefs(store.store);
  for (const w of warnings) log.warn(`Preferences file ${store.path}: ${w.message}`);
  let current: Prefs = prefs;
  store.store = current;

  return {
    get: () => structuredClone(current),
    set(patch: PrefsPatch) {
      current = applyPrefsPatch(current, patch);
      store.store = current;
      return structuredClone(current);
    },
    setWindow(bounds) {
      current = { ...current, window: bounds };
      store.set('window', bounds);
    },
  };
}

function defaultFactory(): Store<Record<string, unknown>> {
  // clearInvalidConfig: false makes a corrupt file throw (handled above) instead of being wiped silently.
  return new Store<Record<string, unknown>>({ name: 'config', clearInvalidConfig: false });
}
