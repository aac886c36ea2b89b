import type { Prefs, PrefsPatch } from '../../../shared/prefs/schema';

/**
 * Preferences behind one interface: electron-store in the desktop app, a JSON file in browser
 * mode. Both validate what they read with the shared schema and never throw on a bad file.
 */
export type PrefsStore = {
  get(): Prefs;
  set(patch: PrefsPatch): Prefs;
  setWindow(bounds: Prefs['window']): void;
};
