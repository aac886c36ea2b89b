/**
 * Reads one AresMUSH YAML file into plain JSON, remembering where every key and list item was
 * (line and column) so later problems can point at the text. AresMUSH reads its config with Ruby's
 * Psych (YAML 1.1), so booleans are yes/no/on/off/true/false, and a key's last occurrence wins.
 */
import {
  Composer, Lexer, LineCounter, Parser, isAlias, isMap, isScalar, isSeq, visit,
  type CST, type Document, type Node, type ParseOptions, type DocumentOptions, type SchemaOptions, type Tags,
  type YAMLError, type YAMLMap,
} from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath, ConfigProblem, ProblemCode, ProblemSeverity } from './problems';

export type SourcePosition = { line: number; column: number };
/** Positions of keys (and list items) by {@link pathKey}. */
export type SourceIndex = ReadonlyMap<string, SourcePosition>;
/** A mapping key that was not a string in the YAML (`0: 0.1`), kept so export writes it back typed. */
export type KeyHint = { path: ConfigPath; key: number | boolean | null };

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
 * The work budget of reading one file, in steps: every node visited (an alias or a merge key walks
 * its target again, so each expansion counts again) and every key a merge copies. It bounds both
 * the values a file may hold and what its aliases may expand to ("billion laughs", merge chains);
 * AresMUSH's default config takes under 4,000 steps per file. See CONFIG-NOTES.md, "Budgets".
 */
export const MAX_YAML_WORK = 100_000;
/** Aliases expanded inside aliases, and lists or mappings inside each other (real configs: about 6). */
const MAX_ALIAS_DEPTH = 64;
const MAX_NESTING = 100;
/**
 * Anchors (`&name`) one file may define. AresMUSH's default config defines none; each anchor costs
 * the YAML library's composer far more than a plain value (10,000 redefined anchors held the app
 * for 0.7 s, issue 35), so they are counted while lexing, before anything is composed.
 */
export const MAX_YAML_ANCHORS = 1_000;
/** A stepwise read hands control back after this many lexemes or walk steps (a few ms each). */
const LEXEMES_PER_STEP = 4_000;
const WORK_PER_STEP = 4_000;
const UNSUPPORTED_TAGS = new Set(
  ['binary', 'omap', 'pairs', 'set', 'timestamp'].map((t) => `tag:yaml.org,2002:${t}`),
);

/**
 * YAML 1.1 tags as Psych resolves them: booleans are only yes/no/on/off/true/false (any case, not
 * y/n), and timestamps, binary, sets and ordered maps are left as plain text so they round-trip.
 */
export function psychTags(tags: Tags): Tags {
  const out: Tags = [];
  for (const t of tags) {
    if (typeof t === 'string' || UNSUPPORTED_TAGS.has(t.tag)) continue;
    if (t.tag === 'tag:yaml.org,2002:bool' && 'test' in t && t.test) {
      const isTrue = t.test.test('true');
      out.push({ ...t, test: isTrue ? /^(?:yes|true|on)$/i : /^(?:no|false|off)$/i });
    } else out.push(t);
  }
  return out;
}

/** Options shared by reading and writing, so both sides agree on what a plain scalar means. */
export const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  customTags: psychTags,
  merge: true,
};

/** The index key of a path (paths never mix a key "0" and an item 0 at the same place). */
export function pathKey(path: ConfigPath): string {
  return path.join('\u0000');
}

/** Adds an own property even for keys such as `__proto__`, which plain assignment would swallow. */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Why a walk stopped: its work budget ran out, or it nested too deep. */
class TooLarge extends Error {
  constructor(readonly pos: SourcePosition, readonly why: string) {
    super(why);
  }
}

/** A walk's steps; a stepwise walk yields now and then (see {@link drain}). */
type Steps<T> = Generator<void, T>;

type Walk = {
  file: string;
  doc: Document.Parsed;
  lc: LineCounter;
  index: Map<string, SourcePosition>;
  keyHints: KeyHint[];
  floatPaths: ConfigPath[];
  problems: ConfigProblem[];
  /** Steps taken (see MAX_YAML_WORK). */
  work: number;
  /** The aliases being expanded, outermost first: named when their expansion exhausts the budget. */
  aliases: { source: string; offset: number | undefined }[];
  /** Anchors met so far in document order: an alias names the last one defined before it. */
  anchors: Map<string, unknown>;
  /** Walking part of a document: an anchor defined outside it is searched for in the whole document. */
  partial: boolean;
  /** Whether key positions are recorded (the import's messages need them; export's checks do not). */
  locate: boolean;
  /** Whether the walk yields every WORK_PER_STEP steps (an import, so other calls are served meanwhile). */
  stepwise: boolean;
};

function newWalk(file: string, doc: Document.Parsed, lc: LineCounter, options: { partial?: boolean; locate: boolean; stepwise?: boolean }): Walk {
  return {
    file, doc, lc, index: new Map(), keyHints: [], floatPaths: [], problems: [], work: 0, aliases: [], anchors: new Map(),
    partial: options.partial ?? false, locate: options.locate, stepwise: options.stepwise ?? false,
  };
}

/** Runs steps to their end at once. */
function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function at(w: Walk, offset: number | undefined): SourcePosition {
  const pos = w.lc.linePos(offset ?? 0);
  return { line: pos.line, column: pos.col };
}

const plural = (n: number) => n.toLocaleString('en-US');

/**
 * Counts `n` steps; throws once the budget is spent, naming the alias whose expansion spent it.
 * True when a stepwise walk should yield now (a plain function: a generator per node costs).
 */
function spend(w: Walk, n: number, offset: number | undefined): boolean {
  const before = w.work;
  w.work += n;
  if (w.work > MAX_YAML_WORK) {
    const outer = w.aliases[0];
    if (outer) {
      const pos = at(w, outer.offset);
      throw new TooLarge(pos, `Too many alias expansions: expanding the alias *${outer.source} (line ${pos.line}, column ${pos.column}) makes more than ${plural(MAX_YAML_WORK)} values (aliases or merge keys "<<" repeating aliases, a "billion laughs"); no game configuration needs this. Write the values out, or alias less.`);
    }
    throw new TooLarge(at(w, offset), `The file holds more than ${plural(MAX_YAML_WORK)} values; no game configuration holds this many. Split it, or import only the fs3combat and fs3skills files.`);
  }
  return w.stepwise && Math.floor(before / WORK_PER_STEP) !== Math.floor(w.work / WORK_PER_STEP);
}

function report(w: Walk, severity: ProblemSeverity, code: ProblemCode, path: ConfigPath, pos: SourcePosition, message: string) {
  w.problems.push({ severity, code, message, file: w.file, path, line: pos.line, column: pos.column });
}

function scalarJson(w: Walk, node: Node & { value: unknown; source?: string }, path: ConfigPath): JsonValue | undefined {
  const v = node.value;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) {
      report(w, 'error', 'yaml-unsupported', path, at(w, node.range?.[0]), `The number ${node.source ?? String(v)} is too large or not a number; write a finite number.`);
      return undefined;
    }
    if (Number.isInteger(v) && /[.eE]/.test(node.source ?? '')) w.floatPaths.push(path);
    return v;
  }
  report(w, 'error', 'yaml-unsupported', path, at(w, node.range?.[0]), 'This value is not plain text, a number, true/false or empty, which an FS3 config never needs.');
  return undefined;
}

/** Per document: its anchored nodes by name and every alias, each with its place in document order. */
type AnchorIndex = { anchors: Map<string, { at: number; node: unknown }[]>; aliases: Map<unknown, number> };
const anchorIndexes = new WeakMap<Document.Parsed, AnchorIndex>();

/**
 * What an alias names when only part of a document is walked: the last anchor of its name before
 * it (as the library's `resolve()`), from an index built once per document. `resolve()` visits the
 * whole document for every alias, which made patching a file with many aliases quadratic.
 */
function anchorBefore(doc: Document.Parsed, alias: { source: string }): unknown {
  let index = anchorIndexes.get(doc);
  if (!index) {
    const built: AnchorIndex = { anchors: new Map(), aliases: new Map() };
    let at = 0;
    visit(doc, {
      Node: (_key, node) => {
        at++;
        if (isAlias(node)) built.aliases.set(node, at);
        const anchor = (node as { anchor?: string }).anchor;
        if (anchor) {
          const list = built.anchors.get(anchor) ?? [];
          list.push({ at, node });
          built.anchors.set(anchor, list);
        }
      },
    });
    anchorIndexes.set(doc, built);
    index = built;
  }
  const place = index.aliases.get(alias);
  const list = index.anchors.get(alias.source);
  if (place === undefined || !list) return undefined;
  // The last anchor before the alias: a binary search over the anchors in document order.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.at < place) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? list[lo - 1]!.node : undefined;
}

const offsetOf = (node: unknown) => (node as { range?: number[] } | null)?.range?.[0];

function* toJson(w: Walk, node: unknown, path: ConfigPath): Steps<JsonValue | undefined> {
  if (spend(w, 1, offsetOf(node))) yield;
  if (node === null || node === undefined) return null;
  if (path.length > MAX_NESTING) throw new TooLarge(at(w, offsetOf(node)), `Lists and mappings are nested more than ${MAX_NESTING} deep here; no game configuration needs this.`);
  if (isAlias(node)) {
    // Looked up in the walk's own map: the library's resolve() searches the whole document per alias.
    const target = w.anchors.get(node.source) ?? (w.partial ? anchorBefore(w.doc, node) : undefined);
    const pos = () => at(w, node.range?.[0]);
    if (!target) {
      report(w, 'error', 'yaml-unsupported', path, pos(), `The alias *${node.source} does not point at an anchor defined before it.`);
      return undefined;
    }
    if (w.aliases.length >= MAX_ALIAS_DEPTH) {
      const outer = w.aliases[0]!;
      const p = at(w, outer.offset);
      throw new TooLarge(p, `Too many alias expansions: the alias *${outer.source} (line ${p.line}, column ${p.column}) expands aliases nested more than ${MAX_ALIAS_DEPTH} deep; no game configuration needs this. Write the values out, or alias less.`);
    }
    w.aliases.push({ source: node.source, offset: node.range?.[0] });
    const value = yield* toJson(w, target, path);
    w.aliases.pop();
    return value;
  }
  const anchor = (node as { anchor?: string }).anchor;
  if (anchor) w.anchors.set(anchor, node);
  if (isScalar(node)) return scalarJson(w, node, path);
  if (isSeq(node)) {
    const out: JsonValue[] = [];
    for (const [i, item] of node.items.entries()) {
      const itemPath = [...path, i];
      const range = (item as { range?: [number, number, number] } | null)?.range;
      if (w.locate && range && !w.index.has(pathKey(itemPath))) w.index.set(pathKey(itemPath), at(w, range[0]));
      const value = yield* toJson(w, item, itemPath);
      if (value !== undefined) out.push(value);
    }
    return out;
  }
  if (isMap(node)) return yield* mapJson(w, node.items, path);
  report(w, 'error', 'yaml-unsupported', path, { line: 1, column: 1 }, 'This YAML construct is not supported.');
  return undefined;
}

function* mapJson(w: Walk, items: readonly { key: unknown; value: unknown }[], path: ConfigPath): Steps<JsonObject> {
  const out: JsonObject = {};
  const seen = new Map<string, SourcePosition>();
  const merges: unknown[] = [];
  for (const pair of items) {
    const k = pair.key;
    if (isScalar(k) && typeof k.value === 'symbol') {
      merges.push(pair.value);
      continue;
    }
    const pos = w.locate ? at(w, offsetOf(k)) : NOWHERE;
    if (!isScalar(k) && k !== null) {
      report(w, 'error', 'yaml-unsupported', path, pos, 'A key must be plain text, not a list or a mapping.');
      continue;
    }
    const raw = isScalar(k) ? k.value : null;
    if (raw !== null && typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      report(w, 'error', 'yaml-unsupported', path, pos, 'A key must be plain text or a number.');
      continue;
    }
    if (typeof raw === 'number' && !Number.isFinite(raw)) {
      report(w, 'error', 'yaml-unsupported', path, pos, 'A key must not be an infinite number.');
      continue;
    }
    const key = String(raw);
    const keyPath = [...path, key];
    const before = seen.get(key);
    if (before && w.locate) {
      report(w, 'warning', 'duplicate-key', keyPath, pos,
        `The key "${key}" appears twice (lines ${before.line} and ${pos.line}); AresMUSH keeps the last one, and so does the import.`);
    }
    seen.set(key, pos);
    if (typeof raw !== 'string') w.keyHints.push({ path: keyPath, key: raw });
    if (w.locate) w.index.set(pathKey(keyPath), pos);
    const value = yield* toJson(w, pair.value, keyPath);
    if (value !== undefined) setOwn(out, key, value);
  }
  // YAML merge keys (<<: *base): keys written in the mapping itself win over merged ones.
  for (const source of merges) {
    const merged = yield* toJson(w, source, path);
    const list = Array.isArray(merged) ? merged : [merged];
    for (const m of list) {
      if (m === null || typeof m !== 'object' || Array.isArray(m)) continue;
      const entries = Object.entries(m);
      // Copying is work too: a chain of merges copies every earlier key again at each link.
      if (spend(w, entries.length, offsetOf(source))) yield;
      for (const [key, value] of entries) if (!Object.hasOwn(out, key)) setOwn(out, key, value);
    }
  }
  return out;
}

const NOWHERE: SourcePosition = { line: 0, column: 0 };

/** Composing options: as `parseAllDocuments` is called by the import. */
const COMPOSE_OPTIONS = { ...YAML_OPTIONS, uniqueKeys: false, prettyErrors: false };
/** A large mapping is composed this many characters at a time, handing control back in between. */
const SLICE_CHARS = 32 * 1024;

/**
 * Lexes, parses and composes `text` as `parseAllDocuments` does, yielding every LEXEMES_PER_STEP
 * lexemes when stepwise, and composing a large document in slices (see composeSliced).
 */
function* readDocuments(text: string, lc: LineCounter, stepwise: boolean, sliceChars: number): Steps<Document.Parsed[]> {
  const parser = new Parser(lc.addNewLine);
  lc.addNewLine(0);
  const tokens: CST.Token[] = [];
  let lexemes = 0;
  let anchors = 0;
  for (const lexeme of new Lexer().lex(text, false)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (lexeme.startsWith('&') && ++anchors > MAX_YAML_ANCHORS) {
      const pos = lc.linePos(parser.offset);
      throw new TooLarge({ line: pos.line, column: pos.col }, `The file defines more than ${plural(MAX_YAML_ANCHORS)} anchors ("&name"); no game configuration needs this many (this one is at line ${pos.line}). Write the values out, or use fewer anchors.`);
    }
    if (stepwise && ++lexemes % LEXEMES_PER_STEP === 0) yield;
  }
  for (const token of parser.end()) tokens.push(token);
  if (stepwise) yield;
  const root = sliceable(tokens, text.length, sliceChars);
  if (!root) return [...new Composer(COMPOSE_OPTIONS).compose(tokens)];
  // The document around a placeholder (its directives, start and end as the library reads them),
  // then its mapping composed slice by slice and put in the placeholder's place.
  const { doc: token, value } = root;
  const around = tokens.map((t) => (t === token ? { ...token, value: undefined } : t));
  const docs = [...new Composer(COMPOSE_OPTIONS).compose(around)];
  const doc = docs[0]!;
  const found: Found = { errors: [], warnings: [] };
  doc.contents = (yield* composeMap(value, value.offset, text.length, found, stepwise, sliceChars)) as never;
  doc.errors.push(...found.errors);
  doc.warnings.push(...found.warnings);
  return docs;
}

type Found = { errors: YAMLError[]; warnings: YAMLError[] };

/** The one document's block mapping when it is large and plain enough to compose in slices; else null. */
function sliceable(tokens: readonly CST.Token[], length: number, sliceChars: number): { doc: CST.Document; value: CST.BlockMap } | null {
  if (length <= sliceChars * 2) return null;
  const docs = tokens.filter((t): t is CST.Document => t.type === 'document');
  if (docs.length !== 1 || tokens.some((t) => t.type === 'directive')) return null;
  const doc = docs[0]!;
  // Properties of the document's root (an anchor or tag after "---") are left to the library.
  if (doc.value?.type !== 'block-map' || doc.start.some((t) => t.type === 'anchor' || t.type === 'tag')) return null;
  return { doc, value: doc.value };
}

type MapItem = CST.BlockMap['items'][number];

function itemOffset(item: MapItem, fallback: number): number {
  return item.start[0]?.offset ?? item.key?.offset ?? item.sep?.[0]?.offset ?? item.value?.offset ?? fallback;
}

/** `bm` (whose items start at `offset`: the end of what came before) composed alone, as the root of a document of its own. */
function composeAlone(bm: CST.BlockMap, found: Found): YAMLMap {
  const token: CST.Document = { type: 'document', offset: bm.offset, start: [], value: bm, end: [] };
  const composer = new Composer(COMPOSE_OPTIONS);
  const doc = [...composer.next(token), ...composer.end()][0]!;
  found.errors.push(...doc.errors);
  found.warnings.push(...doc.warnings);
  return doc.contents as YAMLMap;
}

/** Whether an item's value may be composed apart: a large nested block mapping after a plain "key:" line. */
function splittable(item: MapItem, span: number, sliceChars: number): boolean {
  if (span <= sliceChars * 2 || item.value?.type !== 'block-map' || !item.key || item.explicitKey) return false;
  if (item.start.some((t) => t.type !== 'space' && t.type !== 'newline' && t.type !== 'comment')) return false;
  const sep = item.sep ?? [];
  const plain = sep.every((t) => ['map-value-ind', 'space', 'newline', 'comment', 'anchor'].includes(t.type) && !t.source.includes('\t'));
  return plain && sep.some((t) => t.type === 'newline') && sep.filter((t) => t.type === 'map-value-ind').length === 1;
}

/**
 * A block mapping composed in slices of about `sliceChars` characters (the same library calls on
 * the same tokens, with each slice starting where the one before ended, so nodes, positions and
 * errors are as one call makes them), yielding between slices; a large nested mapping is composed
 * the same way. One library call on a 2 MB file held the event loop for a third of a second.
 */
function* composeMap(bm: CST.BlockMap, start: number, end: number, found: Found, stepwise: boolean, sliceChars: number): Steps<YAMLMap> {
  let map: YAMLMap | null = null;
  let offset = start;
  const items = bm.items;
  let i = 0;
  while (i < items.length) {
    const from = itemOffset(items[i]!, offset);
    const next = (k: number) => (k + 1 < items.length ? itemOffset(items[k + 1]!, end) : end);
    let part: YAMLMap;
    if (splittable(items[i]!, next(i) - from, sliceChars)) {
      const item = items[i]! as MapItem & { value: CST.BlockMap };
      const head = composeAlone({ ...bm, offset, items: [{ ...item, value: undefined } as MapItem] }, found);
      const pair = head.items[0]!;
      const placeholder = pair.value as { anchor?: string } | null;
      const value = yield* composeMap(item.value, item.value.offset, next(i), found, stepwise, sliceChars);
      if (placeholder?.anchor) value.anchor = placeholder.anchor;
      pair.value = value;
      offset = value.range?.[2] ?? offset;
      part = head;
      i++;
    } else {
      let k = i;
      while (k + 1 < items.length && next(k) - from < sliceChars && !splittable(items[k + 1]!, next(k + 1) - itemOffset(items[k + 1]!, end), sliceChars)) k++;
      part = composeAlone({ ...bm, offset, items: items.slice(i, k + 1) }, found);
      offset = part.range?.[1] ?? offset;
      i = k + 1;
    }
    if (map) map.items.push(...part.items);
    else map = part;
    if (stepwise) yield;
  }
  const whole = map ?? composeAlone({ ...bm, offset, items: [] }, found);
  whole.range = [bm.offset, offset, offset];
  return whole;
}

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
