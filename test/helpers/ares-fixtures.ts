/**
 * The AresMUSH default config files (test input only; never shipped), read once and handed out as
 * fresh copies, so every test that imports a real game starts from the same bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type FixtureFile = { name: string; text: string };

/** The 17 AresMUSH default config files. */
export const FIXTURE_DIR = join(process.cwd(), '../shared/fixtures/aresmush-default-config');

let cache: FixtureFile[] | null = null;

/** The fixture files as the importer receives them, in name order. */
export function fixtureFiles(): FixtureFile[] {
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
export function withFile(name: string, change: string | ((text: string) => string)): FixtureFile[] {
  return fixtureFiles().map((f) => (f.name === name ? { name, text: typeof change === 'string' ? change : change(f.text) } : f));
}
