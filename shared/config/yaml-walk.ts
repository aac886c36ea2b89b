/**
 * Walks a parsed YAML document into plain JSON as the import reads it (Psych's scalars, aliases and
 * merge keys expanded, a key's last occurrence winning), recording where every key and list item
 * stood, the typed keys and the float-written numbers, within a work budget that also bounds what
 * aliases may expand to.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath, ConfigProblem, ProblemCode, ProblemSeverity } from './problems';
import { anchorBefore } from './yaml-anchors';

export type SourcePosition = { line: number; column: number };
/** Positions of keys (and list items) by {@link pathKey}. */
export type SourceIndex = ReadonlyMap<string, SourcePosition>;
/** A mapping key that was not a string in the YAML (`0: 0.1`), kept so export writes it back typed. */
export type KeyHint = { path: ConfigPath; key: number | boolean | null };

/**
 * The work budget of reading one file, in steps: every node visited (an alias or a merge key walks
 * its target again, so each expansion counts again) and every key a merge copies. It bounds both
 * the values a file may hold and what its aliases may expand to ("billion laughs", merge chains);
 * AresMUSH's default config takes under 4,000 steps per file. See CONFIG-NOTES.md, "Budgets".
 */
export const MAX_YAML_WORK = 100_000;
/** Aliases expanded inside aliases, and lists or mappings inside each other (real configs: about 6). */
const MAX_ALIAS_DEPTH = 64;
export const MAX_NESTING = 100;
/** A stepwise walk hands control back after this many steps (a few ms each). */
const WORK_PER_STEP = 4_000;

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
export class TooLarge extends Error {
  constructor(readonly pos: SourcePosition, readonly why: string) {
    super(why);
  }
}

/** A walk's steps; a stepwise walk yields now and then (see {@link drain}). */
export type Steps<T> = Generator<void, T>;

export type Walk = {
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

export function newWalk(file: string, doc: Document.Parsed, lc: LineCounter, options: { partial?: boolean; locate: boolean; stepwise?: boolean }): Walk {
  return {
    file, doc, lc, index: new Map(), keyHints: [], floatPaths: [], problems: [], work: 0, aliases: [], anchors: new Map(),
    partial: options.partial ?? false, locate: options.locate, stepwise: options.stepwise ?? false,
  };
}

/** Runs steps to their end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export function at(w: Walk, offset: number | undefined): SourcePosition {
  const pos = w.lc.linePos(offset ?? 0);
  return { line: pos.line, column: pos.col };
}

export const plural = (n: number) => n.toLocaleString('en-US');

/** Why a file holding more values than the budget is refused (the walk and the count before parsing, yaml-count.ts). */
export const TOO_MANY_VALUES = `The file holds more than ${plural(MAX_YAML_WORK)} values; no game configuration holds this many. Split it, or import only the fs3combat and fs3skills files.`;

/** Why a file is refused whose alias `*source` at `pos` expands past the budget. */
export function tooManyExpansions(source: string, pos: SourcePosition): string {
  return `Too many alias expansions: expanding the alias *${source} (line ${pos.line}, column ${pos.column}) makes more than ${plural(MAX_YAML_WORK)} values (aliases or merge keys "<<" repeating aliases, a "billion laughs"); no game configuration needs this. Write the values out, or alias less.`;
}

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
      throw new TooLarge(pos, tooManyExpansions(outer.source, pos));
    }
    throw new TooLarge(at(w, offset), TOO_MANY_VALUES);
  }
  return w.stepwise && Math.floor(before / WORK_PER_STEP) !== Math.floor(w.work / WORK_PER_STEP);
}

export function report(w: Walk, severity: ProblemSeverity, code: ProblemCode, path: ConfigPath, pos: SourcePosition, message: string) {
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

const offsetOf = (node: unknown) => (node as { range?: number[] } | null)?.range?.[0];

export function* toJson(w: Walk, node: unknown, path: ConfigPath): Steps<JsonValue | undefined> {
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
