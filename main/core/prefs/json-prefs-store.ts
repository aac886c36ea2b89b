import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { applyPrefsPatch, parseStoredPrefs, type Prefs, type PrefsPatch } from '../../../shared/prefs/schema';
import type { Logger } from '../logger';
import type { PrefsStore } from './prefs-store';

/**
 * Browser-mode preferences: the same schema-validated JSON that electron-store writes, kept in
 * `<dataDir>/config.json`. Writes go to a temporary file first and are renamed over the old one,
 * so a crash mid-write leaves the previous preferences intact.
 */
export function createJsonPrefsStore(file: string, log: Logger): PrefsStore {
  let current = load(file, log);

  const save = (): void => {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(current, null, 2)}\n`);
    renameSync(tmp, file);
  };

  return {
    get: () => structuredClone(current),
    set(patch: PrefsPatch) {
      current = applyPrefsPatch(current, patch);
      save();
      return structuredClone(current);
    },
    setWindow(bounds) {
      current = { ...current, window: bounds };
      save();
    },
  };
}

function load(file: string, log: Logger): Prefs {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return parseStoredPrefs({}).prefs; // first run: no file yet
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    log.warn(`Preferences file ${file} is not valid JSON; using defaults`);
    raw = {};
  }
  const { prefs, warnings } = parseStoredPrefs(raw);
  for (const w of warnings) log.warn(`Preferences file ${file}: ${w.message}`);
  return prefs;
}
