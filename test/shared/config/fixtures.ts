import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planImport, type ConfigFileInput } from '../../../shared/config/plan';
import type { GameConfig } from '../../../shared/config/model';

/** The 17 AresMUSH default config files (test input only; never shipped). */
export const FIXTURE_DIR = join(process.cwd(), '../shared/fixtures/aresmush-default-config');

let cache: ConfigFileInput[] | null = null;

/** The fixture files as the importer receives them, in name order. */
export function fixtureFiles(): ConfigFileInput[] {
  cache ??= readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(FIXTURE_DIR, name), 'utf8') }));
  return cache.map((f) => ({ ...f }));
}

/** One fixture file's text. */
export function fixtureText(name: string): string {
  const file = fixtureFiles().find((f) => f.name === name);
  if (!file) throw new Error(`no fixture ${name}`);
  return file.text;
}

/** The fixture files with `name` replaced by `text` (or changed by a function of its text). */
export function withFile(name: string, change: string | ((text: string) => string)): ConfigFileInput[] {
  return fixtureFiles().map((f) => (f.name === name ? { name, text: typeof change === 'string' ? change : change(f.text) } : f));
}

/** The default config imported into an empty campaign; throws if the import was refused. */
export function importedDefault(): GameConfig {
  const plan = planImport(null, fixtureFiles());
  if (!plan.next) throw new Error(`default config refused: ${plan.problems.map((p) => p.message).join('; ')}`);
  return plan.next;
}
