/**
 * Problems found while reading, importing or linting a game configuration. Every problem is a
 * plain sentence for the storyteller plus where it is: the file, the key path and, when the text
 * was just parsed, the line and column.
 */

export const PROBLEM_SEVERITIES = ['error', 'warning', 'info'] as const;
/**
 * Errors block an import (only what the console cannot represent at all); warnings never block
 * anything (what AresMUSH's own config checker would report: the game still loads it); info says
 * what the console keeps but does not use in play (shortcuts, custom keys …).
 */
export type ProblemSeverity = (typeof PROBLEM_SEVERITIES)[number];

export const PROBLEM_CODES = [
  'yaml-syntax',
  'yaml-unsupported',
  'json-syntax',
  'not-a-config-file',
  'wrong-type',
  'duplicate-key',
  'duplicate-section',
  'misspelled-key',
  'missing-key',
  'unknown-reference',
  'out-of-range',
  'uncovered-location',
  'chart-length',
  'unknown-location',
  /** A value the FS3.2 model cannot hold as AresMUSH wrote it (see map-gear.ts, map-setting.ts). */
  'not-mapped',
  /** A key or value the console stores and exports but does not use in play (info). */
  'stored-only',
  /** An empty value (`key:` with nothing after it), which AresMUSH reads as nil. */
  'empty-value',
  /** How many more problems a long list leaves out (a huge file's warnings would freeze the window). */
  'not-listed',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** A key path inside the merged configuration: `['fs3combat', 'vehicles', 'Raider', 'weapons', 2]`. */
export type ConfigPath = readonly (string | number)[];

export type ConfigProblem = {
  severity: ProblemSeverity;
  code: ProblemCode;
  message: string;
  /** The AresMUSH file the key lives in (or would be written to); null when not tied to one. */
  file: string | null;
  path: ConfigPath;
  /** 1-based; null when the configuration was not just read from text. */
  line: number | null;
  column: number | null;
};

/** Builds a problem without a location; {@link locateProblems} fills in file, line and column. */
export function problem(severity: ProblemSeverity, code: ProblemCode, path: ConfigPath, message: string): ConfigProblem {
  return { severity, code, message, file: null, path, line: null, column: null };
}

/** True when any problem is an error (the import is then refused). */
export function hasErrors(problems: readonly ConfigProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** "weapons › Rifle › ammo": a key path as the storyteller reads it (section name left out). */
export function describePath(path: ConfigPath): string {
  const shown = path.length > 1 && (path[0] === 'fs3combat' || path[0] === 'fs3skills') ? path.slice(1) : path;
  return shown.map((p) => (typeof p === 'number' ? `#${p + 1}` : p)).join(' › ') || '(top level)';
}

/** One line for a log or a list: "fs3combat_vehicles.yml:22:9 warning: …". */
export function formatProblem(p: ConfigProblem): string {
  const where = p.file === null ? describePath(p.path) : p.line === null ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
  return `${where} ${p.severity}: ${p.message}`;
}

/**
 * Errors first, then by file, line, column and message, so lists read top to bottom. The first error of
 * each file comes before all the others: one broken line can cascade into dozens of errors in its
 * file (a tab-indented line does), and a refusal that shows only its first few must still name
 * every broken file.
 */
export function sortProblems(problems: readonly ConfigProblem[]): ConfigProblem[] {
  const rank = (p: ConfigProblem) => (p.severity === 'error' ? 0 : p.severity === 'warning' ? 1 : 2);
  const sorted = [...problems].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
  const firsts: ConfigProblem[] = [];
  const rest: ConfigProblem[] = [];
  const seen = new Set<string | null>();
  for (const p of sorted) {
    if (p.severity === 'error' && !seen.has(p.file)) {
      seen.add(p.file);
      firsts.push(p);
    } else rest.push(p);
  }
  return [...firsts, ...rest];
}
