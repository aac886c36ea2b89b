/**
 * Puts parsed files together into one configuration, on top of the current one: an imported file
 * replaces the stored file of the same name (and every key it held), and a key that moved to an
 * imported file leaves the file that held it before. Then checks the JSON types of every key the
 * FS3 plugins read, so a wrong type is reported at its line instead of surfacing in combat.
 */
import type { z } from 'zod';
import type { JsonObject, JsonValue } from '../domain/json';
import { CONFIG_SECTIONS } from './files';
import { cloneJson, getAt, MAX_SOURCE_CHARS, MAX_SOURCES_TOTAL_CHARS, type FileLayout, type GameConfig } from './model';
import { describePath, problem, type ConfigPath, type ConfigProblem } from './problems';
import { Fs3CombatSchema } from './schema-combat';
import { Fs3SkillsSchema } from './schema-skills';
import { setOwn, type ParsedConfigFile } from './yaml-source';

const isFs3 = (section: string) => (CONFIG_SECTIONS as readonly string[]).includes(section);
const startsWith = (path: ConfigPath, prefix: ConfigPath) => prefix.every((p, i) => path[i] === p);

function sectionOf(config: GameConfig, section: string): Record<string, unknown> {
  if (section === 'fs3combat') return config.fs3combat;
  if (section === 'fs3skills') return config.fs3skills;
  return (config.other[section] ??= {});
}

/** Files with no FS3 section are left out (a zip of a whole AresMUSH config folder holds many). */
export function holdsFs3(file: ParsedConfigFile): boolean {
  return file.data !== null && Object.keys(file.data).some(isFs3);
}

/**
 * Merges `files` (parsed without errors) into a copy of `current`. Problems: a section key given
 * by two imported files, and section values that are not mappings.
 */
export function assembleConfig(current: GameConfig, files: readonly ParsedConfigFile[]): { next: GameConfig; problems: ConfigProblem[] } {
  const next = cloneJson(current as unknown as JsonValue) as unknown as GameConfig;
  const problems: ConfigProblem[] = [];
  const importedNames = new Set(files.map((f) => f.name));
  const dropped: ConfigPath[] = [];
  // Keys of the files being replaced disappear unless the new files bring them back.
  for (const f of next.layout.files) {
    if (!importedNames.has(f.name)) continue;
    for (const s of f.sections) for (const k of s.keys) dropped.push([s.section, k]);
  }
  const owners = new Map<string, string>();
  const layouts = new Map<string, FileLayout>();
  for (const file of files) {
    const layout: FileLayout = { name: file.name, sections: [], ...keptSource(file, problems) };
    layouts.set(file.name, layout);
    for (const [section, value] of Object.entries(file.data ?? {})) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        const p = problem('error', 'wrong-type', [section], `The section "${section}" must be a mapping of keys, not ${describeValue(value)}.`);
        problems.push({ ...p, file: file.name, ...(file.index.get(section) ?? { line: null, column: null }) });
        continue;
      }
      const keys: string[] = [];
      for (const key of Object.keys(value)) {
        const owner = owners.get(`${section}\u0000${key}`);
        if (owner) {
          const pos = file.index.get(`${section}\u0000${key}`);
          problems.push({
            ...problem('error', 'duplicate-section', [section, key], `"${key}" is also defined in ${owner}; AresMUSH would merge the two unpredictably, so keep it in one file.`),
            file: file.name, line: pos?.line ?? null, column: pos?.column ?? null,
          });
          continue;
        }
        owners.set(`${section}\u0000${key}`, file.name);
        keys.push(key);
      }
      layout.sections.push({ section, keys });
    }
  }
  for (const [section, key] of dropped) delete sectionOf(next, String(section))[String(key)];
  // A key now owned by an imported file leaves any other stored file, so it is written once.
  const moved = (section: string, key: string) => owners.has(`${section}\u0000${key}`);
  next.layout.files = next.layout.files
    .filter((f) => !importedNames.has(f.name))
    .map((f) => ({ ...f, sections: f.sections.map((s) => ({ ...s, keys: s.keys.filter((k) => !moved(s.section, k)) })) }));
  const order = [...current.layout.files.map((f) => f.name), ...files.map((f) => f.name)];
  for (const file of files) {
    next.layout.files.push(layouts.get(file.name)!);
    for (const s of layouts.get(file.name)!.sections) {
      const target = sectionOf(next, s.section);
      const source = file.data?.[s.section] as JsonObject;
      for (const key of s.keys) setOwn(target as JsonObject, key, source[key] as JsonValue);
    }
  }
  next.layout.files.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  dropSourcesOverBudget(next.layout.files, problems);
  const replaced = [...dropped, ...[...owners.keys()].map((k) => k.split('\u0000'))];
  const keep = (path: ConfigPath) => !replaced.some((r) => startsWith(path, r));
  next.layout.keyHints = [
    ...next.layout.keyHints.filter((h) => keep(h.path)),
    ...files.flatMap((f) => f.keyHints.filter((h) => owned(owners, f.name, h.path)).map((h) => ({ path: [...h.path], key: h.key }))),
  ];
  next.layout.floatPaths = [
    ...next.layout.floatPaths.filter(keep),
    ...files.flatMap((f) => f.floatPaths.filter((p) => owned(owners, f.name, p)).map((p) => [...p])),
  ];
  for (const [name, section] of Object.entries(next.other)) if (Object.keys(section).length === 0 && !next.layout.files.some((f) => f.sections.some((s) => s.section === name))) delete next.other[name];
  return { next, problems };
}

/** Keeps the files' texts in layout order while they fit the total budget; the rest are kept as values only. */
function dropSourcesOverBudget(files: FileLayout[], problems: ConfigProblem[]): void {
  let total = 0;
  for (const f of files) {
    if (f.source === undefined) continue;
    total += f.source.length;
    if (total <= MAX_SOURCES_TOTAL_CHARS) continue;
    delete f.source;
    const message = 'The imported files hold more text than the campaign keeps for a lossless export; this one is exported afresh, without its comments and layout.';
    problems.push({ ...problem('warning', 'not-mapped', [], message), file: f.name, line: 1, column: 1 });
  }
}

/**
 * The file's text, kept so export can write it back as it was (comments, quoting, CRLF); a file
 * above the size budget is kept as values only, with a warning saying its layout will not survive.
 */
function keptSource(file: ParsedConfigFile, problems: ConfigProblem[]): { source?: string } {
  if (file.text.length <= MAX_SOURCE_CHARS) return { source: file.text };
  const message = `The file is larger than ${MAX_SOURCE_CHARS / 1024 / 1024} MB; its values are imported, but an export writes it afresh, without its comments and layout.`;
  problems.push({ ...problem('warning', 'not-mapped', [], message), file: file.name, line: 1, column: 1 });
  return {};
}

function owned(owners: ReadonlyMap<string, string>, file: string, path: ConfigPath): boolean {
  return owners.get(`${String(path[0])}\u0000${String(path[1])}`) === file;
}

/** "the text "abc"", "a list", "a number": how a wrong value is named in a message. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `the number ${String(value)}`;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

function typeIssues(section: string, schema: z.ZodType, value: unknown): ConfigProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path: ConfigPath = [section, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    const actual = getAt(value, issue.path.map((p) => (typeof p === 'number' ? p : String(p))));
    const expected =
      issue.code === 'invalid_type' ? (EXPECTED[issue.expected] ?? issue.expected)
      : issue.code === 'invalid_union' ? 'a name or a number'
      : 'a valid value';
    // The console cannot play a value of the wrong kind, so this stays an error; say how to fix it.
    return problem('error', 'wrong-type', path,
      `${describePath(path)} must be ${expected}, not ${describeValue(actual)}. Write ${expected} there, or delete the line (AresMUSH then reads nothing there).`);
  });
}

/** Type problems of both FS3 sections (value ranges and references are left to the linter). */
export function checkTypes(config: GameConfig): ConfigProblem[] {
  return [...typeIssues('fs3combat', Fs3CombatSchema, config.fs3combat), ...typeIssues('fs3skills', Fs3SkillsSchema, config.fs3skills)];
}
