/**
 * The safe import: read every file, validate the whole result, lint it, and describe what would
 * change. Nothing here writes: the caller stores `next` (in one transaction) only after the
 * storyteller has seen `diff` and only when `next` is not null, i.e. when no error was found.
 */
import { assembleConfig, checkTypes, holdsFs3 } from './assemble';
import { diffGameConfig, type ConfigDiff } from './diff';
import { lintGameConfig, lintGameConfigSteps } from './lint';
import { locateProblems } from './locate';
import { missingFileWarnings } from './missing-files';
import { countConfig, emptyGameConfig, type ConfigCounts, type GameConfig } from './model';
import { hasErrors, problem, sortProblems, type ConfigProblem } from './problems';
import { CONFIG_SECTIONS } from './files';
import { fileTooLarge, importTooLarge, MAX_CONFIG_FILE_BYTES, MAX_CONFIG_IMPORT_BYTES, utf8Bytes } from './budgets';
import { intendedKey } from './lint/lint-keys';
import { parseConfigFile, parseConfigFileSteps, type ParsedConfigFile, type SourceIndex } from './yaml-source';

/** A file handed to the import: its name (no folders) and its text. */
export type ConfigFileInput = { name: string; text: string };

/** `load` is reading bytes (folder or zip, main/core/config); `read` is parsing YAML. */
export const IMPORT_STAGES = ['load', 'read', 'validate', 'lint', 'compare'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];
/** Progress of a long import: `done` of `total` steps, the current file while reading. */
export type ImportProgress = { stage: ImportStage; done: number; total: number; file: string | null };

export type ImportPlan = {
  /** The configuration to store, or null when any error was found (then nothing may be written). */
  next: GameConfig | null;
  diff: ConfigDiff;
  /** Errors first; each with file, key path and (when known) line and column. */
  problems: ConfigProblem[];
  /** What the proposed configuration holds; when refused, what could be put together before the refusal. */
  counts: ConfigCounts;
  /** Files that were read into the configuration, and files left out for holding no FS3 section. */
  imported: string[];
  skipped: string[];
};

/** Appends a list that may be long (a large config's lint warnings): spreading it into push() overflows the stack. */
function pushAll<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}

const emptyDiff = (): ConfigDiff => ({ added: [], changed: [], removed: [] });

/**
 * Plans importing `files` on top of `current` (null for a campaign with no configuration yet).
 * An imported file replaces the stored file of the same name; files not given stay as they are.
 */
export function planImport(
  current: GameConfig | null,
  files: readonly ConfigFileInput[],
  options: { onProgress?: (p: ImportProgress) => void } = {},
): ImportPlan {
  const steps = planSteps(current, files, false);
  let last: ImportProgress | null = null;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (step.value !== last) options.onProgress?.(step.value);
    last = step.value;
  }
}

/**
 * The same plan, handing control back after every step (`pause`, e.g. one turn of the event
 * loop) so that progress reaches the window while a long import is read. Reading a file pauses
 * every few thousand lexemes and values too, so no single step holds the caller for long; `pause`
 * may throw to cancel (nothing is written by planning).
 */
export async function planImportStepwise(
  current: GameConfig | null,
  files: readonly ConfigFileInput[],
  options: { onProgress?: (p: ImportProgress) => void; pause: () => Promise<void> },
): Promise<ImportPlan> {
  const steps = planSteps(current, files, true);
  let last: ImportProgress | null = null;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    // A file read in several steps repeats its report: announced once.
    if (step.value !== last) options.onProgress?.(step.value);
    last = step.value;
    await options.pause();
  }
}

/** The import as steps: each yield is a progress report, the return value the plan. */
function* planSteps(current: GameConfig | null, files: readonly ConfigFileInput[], stepwise: boolean): Generator<ImportProgress, ImportPlan> {
  const base = current ?? emptyGameConfig();
  const total = files.length + 3;
  const parsed: ParsedConfigFile[] = [];
  const problems: ConfigProblem[] = [];
  const skipped: string[] = [];
  const seenNames = new Set<string>();
  // The size budget before any parsing (main checks it before reading too; this guards every caller).
  const sizes = files.map((f) => utf8Bytes(f.text));
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  if (totalBytes > MAX_CONFIG_IMPORT_BYTES) {
    problems.push({ ...problem('error', 'not-a-config-file', [], importTooLarge(totalBytes)), file: files[0]!.name });
    return { next: null, diff: emptyDiff(), problems, counts: countConfig(base), imported: [], skipped };
  }
  for (const [i, file] of files.entries()) {
    const reading: ImportProgress = { stage: 'read', done: i, total, file: file.name };
    yield reading;
    if (seenNames.has(file.name)) {
      problems.push({ ...problem('error', 'duplicate-section', [], `Two files are named ${file.name}; import each file once.`), file: file.name });
      continue;
    }
    seenNames.add(file.name);
    if (sizes[i]! > MAX_CONFIG_FILE_BYTES) {
      problems.push({ ...problem('error', 'not-a-config-file', [], fileTooLarge(file.name, sizes[i]!)), file: file.name });
      continue;
    }
    const parse = parseConfigFileSteps(file.name, file.text, { stepwise });
    let step = parse.next();
    for (; !step.done; step = parse.next()) yield reading;
    const p = step.value;
    pushAll(problems, p.problems);
    if (p.problems.some((x) => x.severity === 'error')) continue;
    const keys = Object.keys(p.data ?? {});
    const at = (key: string | undefined) => (key === undefined ? undefined : p.index.get(key)) ?? { line: 1, column: 1 };
    if (keys.length === 0) {
      problems.push({ ...problem('warning', 'not-a-config-file', [], 'The file is empty; importing it removes whatever the stored file of this name held.'), file: file.name, line: 1, column: 1 });
    } else if (!holdsFs3(p)) {
      const near = keys.find((k) => intendedKey(k, CONFIG_SECTIONS) !== undefined);
      if (near === undefined && !/^fs3(combat|skills)_/.test(file.name)) {
        skipped.push(file.name);
        continue;
      }
      // AresMUSH loads every file of its config folder and the FS3 plugins simply never read a
      // misspelled section, so the game runs: skip the file with a located warning, not a refusal.
      const key = near ?? keys[0]!;
      const message = `The file has no fs3combat or fs3skills section (its top-level key is "${key}"${near === undefined ? '' : ', which looks like a misspelling'}), so AresMUSH's FS3 never reads it; it is left out of the import. Rename the key to ${intendedKey(key, CONFIG_SECTIONS) ?? 'fs3combat or fs3skills'} to import it.`;
      problems.push({ ...problem('warning', 'not-a-config-file', [key], message), file: file.name, ...at(key) });
      skipped.push(file.name);
      continue;
    }
    parsed.push(p);
  }
  const sources = new Map<string, SourceIndex>(parsed.map((p) => [p.name, p.index]));
  const imported = parsed.map((p) => p.name);
  const refuse = (counted: GameConfig): ImportPlan => ({
    next: null, diff: emptyDiff(), problems: sortProblems(problems), counts: countConfig(counted), imported, skipped,
  });
  if (files.length > 0 && parsed.length === 0 && !hasErrors(problems)) {
    const message = 'None of the files holds an fs3combat or fs3skills section, so there is nothing to import.';
    problems.push({ ...problem('error', 'not-a-config-file', [], message), file: files[0]!.name });
  }
  if (hasErrors(problems)) return refuse(base);

  const validating: ImportProgress = { stage: 'validate', done: files.length, total, file: null };
  yield validating;
  const { next, problems: merging } = assembleConfig(base, parsed);
  pushAll(problems, merging);
  // Assembling, type checking and locating are steps of their own: each takes a while on a large config.
  yield validating;
  const typeProblems = checkTypes(next);
  yield validating;
  pushAll(problems, locateProblems(typeProblems, next.layout, sources));
  if (hasErrors(problems)) return refuse(next);

  const linting: ImportProgress = { stage: 'lint', done: files.length + 1, total, file: null };
  yield linting;
  const steps = lintGameConfigSteps(next);
  let step = steps.next();
  for (; !step.done; step = steps.next()) yield linting;
  const linted = step.value;
  // Locating the findings is a step of its own (a large config has many), reported once.
  yield linting;
  const located = locateProblems(linted, next.layout, sources);
  if (current === null) {
    pushAll(problems, located);
    // The linter already says what a missing attributes file means; one warning per file.
    const said = new Set(located.map((p) => p.path.join('\u0000')));
    pushAll(problems, missingFileWarnings(next).filter((w) => !said.has(w.path.join('\u0000'))));
  }
  else {
    // On a merge, the campaign's stored files are linted with it: their old findings are the Game
    // config screen's, not this import's. A finding the import causes there is kept, at its line.
    yield linting;
    pushAll(problems, importFindings(located, current, next, new Set(imported)));
  }
  if (hasErrors(problems)) return refuse(next);

  yield { stage: 'compare', done: files.length + 2, total, file: null };
  const diff = diffGameConfig(base, next);
  yield { stage: 'compare', done: total, total, file: null };
  return { next, diff, problems: sortProblems(problems), counts: countConfig(next), imported, skipped };
}

const findingKey = (p: ConfigProblem) => `${p.code}\u0000${p.path.join('\u0000')}\u0000${p.message}`;

/**
 * The findings a merge plan shows: every one in an imported file, and in the campaign's other
 * stored files only those the import brings (not found when the stored configuration alone is
 * linted), located in the stored file's text.
 */
function importFindings(located: readonly ConfigProblem[], current: GameConfig, next: GameConfig, imported: ReadonlySet<string>): ConfigProblem[] {
  const inStored = located.filter((p) => p.file !== null && !imported.has(p.file));
  if (inStored.length === 0) return [...located];
  const before = new Set(lintGameConfig(current).map(findingKey));
  const brought = inStored.filter((p) => !before.has(findingKey(p)));
  const storedSources = new Map<string, SourceIndex>();
  for (const f of next.layout.files) {
    if (f.source === undefined || imported.has(f.name) || !brought.some((p) => p.file === f.name)) continue;
    storedSources.set(f.name, parseConfigFile(f.name, f.source).index);
  }
  const relocated = locateProblems(brought.map((p) => ({ ...p, line: null, column: null })), next.layout, storedSources);
  return [...located.filter((p) => p.file === null || imported.has(p.file)), ...relocated];
}
