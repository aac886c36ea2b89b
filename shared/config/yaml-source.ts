/**
 * Reads one AresMUSH YAML file into plain JSON, remembering where every key and list item was
 * (line and column) so later problems can point at the text. AresMUSH reads its config with Ruby's
 * Psych (YAML 1.1), so booleans are yes/no/on/off/true/false, and a key's last occurrence wins.
 */
import { LineCounter, type Document } from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath, ConfigProblem } from './problems';
import { readDocuments, SLICE_CHARS } from './yaml-compose';
import { at, drain, MAX_NESTING, newWalk, report, toJson, TooLarge, type KeyHint, type SourceIndex, type Steps } from './yaml-walk';

export { MAX_YAML_ANCHORS } from './yaml-compose';
export { psychTags, YAML_OPTIONS } from './yaml-psych';
export { MAX_YAML_WORK, pathKey, setOwn, type KeyHint, type SourceIndex, type SourcePosition } from './yaml-walk';

export type ParsedConfigFile = {
  name: string;
  /** The text as given (byte-order mark and line endings included), kept for a lossless export. */
  text: string;
  /** The file's top-level mapping; null when the file is empty or could not be read. */
  data: JsonObject | null;
  index: SourceIndex;
  keyHints: KeyHint[];
  /** Values written as floats (`1.0`) whose JSON number is whole: Psych reads them as Float. */
  floatPaths: ConfigPath[];
  problems: ConfigProblem[];
};

/**
 * Parses one file. `data` is null when it is empty or when any error was found. With `locate:
 * false` the index stays empty and duplicate keys are not reported (a faster read of known-good text).
 */
export function parseConfigFile(name: string, text: string, options: { locate?: boolean; sliceChars?: number } = {}): ParsedConfigFile {
  return drain(parseConfigFileSteps(name, text, { ...options, stepwise: false }));
}

/**
 * {@link parseConfigFile} in steps: with `stepwise`, it yields every few thousand lexemes and
 * walk steps, so that an import can hand the event loop back between them (see planImportStepwise).
 */
export function* parseConfigFileSteps(
  name: string,
  text: string,
  options: { locate?: boolean; stepwise?: boolean; /** Tests only: slice small texts too. */ sliceChars?: number } = {},
): Steps<ParsedConfigFile> {
  const lc = new LineCounter();
  const result: ParsedConfigFile = { name, text, data: null, index: new Map(), keyHints: [], floatPaths: [], problems: [] };
  let list: Document.Parsed[];
  try {
    list = yield* readDocuments(text, lc, options.stepwise ?? false, options.sliceChars ?? SLICE_CHARS);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { ...result, problems: [{ severity: 'error', code: 'yaml-unsupported', message: error.why, file: name, path: [], line: error.pos.line, column: error.pos.column }] };
  }
  const first = list[0];
  if (!first) return result;
  const w = newWalk(name, first, lc, { locate: options.locate ?? true, stepwise: options.stepwise ?? false });
  for (const doc of list) {
    for (const e of doc.errors) report(w, 'error', 'yaml-syntax', [], at(w, e.pos[0]), `YAML syntax: ${syntaxMessage(e.message)}.`);
    for (const e of doc.warnings) {
      const severity = e.code === 'TAG_RESOLVE_FAILED' ? 'error' : 'warning';
      report(w, severity, e.code === 'TAG_RESOLVE_FAILED' ? 'yaml-unsupported' : 'yaml-syntax', [], at(w, e.pos[0]), `YAML: ${firstLine(e.message)}.`);
    }
  }
  const second = list[1];
  if (second) {
    report(w, 'error', 'yaml-syntax', [], at(w, second.range[0]), 'The file holds more than one YAML document (a second "---"); AresMUSH reads one document per file.');
  }
  if (w.problems.some((p) => p.severity === 'error')) return { ...result, problems: w.problems };
  let data: JsonValue | undefined;
  try {
    data = yield* toJson(w, first.contents, []);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    report(w, 'error', 'yaml-unsupported', [], error.pos, error.why);
  }
  const base = { ...result, index: w.index, keyHints: w.keyHints, floatPaths: w.floatPaths, problems: w.problems };
  if (w.problems.some((p) => p.severity === 'error')) return base;
  if (data === null || data === undefined) return base;
  if (typeof data !== 'object' || Array.isArray(data)) {
    report(w, 'error', 'not-a-config-file', [], at(w, first.contents?.range?.[0]), 'The file must be a mapping such as "fs3combat:" with keys below it.');
    return base;
  }
  return { ...base, data };
}

/**
 * A whole parsed document read as the import reads it (with its typed keys and float-written
 * numbers), or null when it holds anything the import refuses. For texts already imported once.
 */
export function documentJson(doc: Document.Parsed): { data: JsonValue; keyHints: KeyHint[]; floatPaths: ConfigPath[] } | null {
  if (doc.errors.length > 0 || doc.warnings.some((e) => e.code === 'TAG_RESOLVE_FAILED')) return null;
  const w = newWalk('', doc, new LineCounter(), { locate: false });
  try {
    const data = drain(toJson(w, doc.contents, []));
    return data === undefined || w.problems.some((p) => p.severity === 'error') ? null : { data, keyHints: w.keyHints, floatPaths: w.floatPaths };
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
}

/**
 * The JSON value of one node of a parsed document as the import reads it (aliases and merge keys
 * expanded, Psych's scalars); undefined when the node holds anything the import refuses.
 */
export function nodeJson(doc: Document.Parsed, node: unknown): JsonValue | undefined {
  const w = newWalk('', doc, new LineCounter(), { partial: true, locate: false });
  try {
    const value = drain(toJson(w, node, []));
    return w.problems.some((p) => p.severity === 'error') ? undefined : value;
  } catch (error) {
    if (error instanceof TooLarge) return undefined;
    throw error;
  }
}

/** The library's message, with its own stack overflow said in the storyteller's words. */
function syntaxMessage(message: string): string {
  if (/call stack/i.test(message)) return `lists or mappings are nested too deeply to read (more than ${MAX_NESTING} levels is never a game configuration)`;
  return firstLine(message);
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '').replace(/ at line \d+, column \d+$/, '');
}
