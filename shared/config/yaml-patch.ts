/**
 * Writes new values into an AresMUSH YAML file's own text, changing only the lines whose values
 * changed: comments (commented-out weapons included), blank lines, key order, quoting, indentation,
 * CRLF line endings, a byte-order mark and a missing final newline all stay as they were. Works on
 * the source positions of the `yaml` library's parsed Document: a changed scalar is replaced where
 * it stands (keeping its quoting), an entry added to a block mapping or list is inserted after its
 * predecessor in the file's own style, a removed one takes its lines out (with the comment lines
 * indented under it, and nothing else). What cannot be patched line by line (a reordered mapping,
 * a changed flow collection, a value that changed type) is rewritten as one entry: its own lines.
 */
import {
  Document, isAlias, isMap, isScalar, isSeq, parseDocument, Scalar, visit,
  type Node, type Pair, type ToStringOptions, type YAMLMap, type YAMLSeq,
} from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath } from './problems';
import { nodeJson, pathKey, YAML_OPTIONS, type KeyHint } from './yaml-source';

/** The typed keys and float-written numbers the patched text must show, by path from the file root. */
export type PatchHints = { keyHints: readonly KeyHint[]; floatPaths: readonly ConfigPath[] };

type Style = { eol: string; indent: number; indentSeq: boolean; singleQuote: boolean };
type Edit = { start: number; end: number; text: string };
type Ctx = {
  src: string;
  doc: Document.Parsed;
  /** The file's style, read on first use (most patches only replace scalars where they stand). */
  readonly style: Style;
  edits: Edit[];
  floats: ReadonlySet<string>;
  keyHints: ReadonlyMap<string, KeyHint['key']>;
  hints: PatchHints;
};

/** How a node can be rewritten whole when its own lines cannot be patched. */
type Site =
  | { kind: 'pair'; pair: Pair; path: ConfigPath; column: number }
  | { kind: 'item'; node: Node; path: ConfigPath; column: number }
  | { kind: 'root'; node: Node | null }
  | { kind: 'none' };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: JsonValue | undefined, b: JsonValue) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

function lineStart(src: string, offset: number): number {
  const at = src.lastIndexOf('\n', offset - 1) + 1;
  // A byte-order mark is not part of the first line's indentation.
  return at === 0 && src.charCodeAt(0) === 0xfeff ? 1 : at;
}

function lineEnd(src: string, offset: number): number {
  const at = src.indexOf('\n', offset);
  return at < 0 ? src.length : at + 1;
}

/** The offset just after the last character of a node's own content (not its trailing comments). */
function contentEnd(node: unknown): number {
  if (isMap(node) && !node.flow && node.items.length > 0) return pairEnd(node.items[node.items.length - 1]!);
  if (isSeq(node) && !node.flow && node.items.length > 0) return contentEnd(node.items[node.items.length - 1]);
  return (node as { range?: [number, number, number] } | null)?.range?.[1] ?? 0;
}

function pairEnd(pair: Pair): number {
  const keyEnd = (pair.key as Node | null)?.range?.[1] ?? 0;
  return Math.max(keyEnd, pair.value ? contentEnd(pair.value) : keyEnd);
}

/**
 * Where the lines of an entry starting at `column` end: after the line holding its last content,
 * plus the comment lines right below indented deeper than the entry (a commented-out field).
 */
function spanEnd(src: string, end: number, column: number): number {
  let at = lineEnd(src, Math.max(0, end - 1));
  for (;;) {
    const next = lineEnd(src, at);
    if (next === at) return at;
    const m = /^([ \t]*)#/.exec(src.slice(at, next));
    if (!m || m[1]!.length <= column) return at;
    at = next;
  }
}

/** The start of the line of `offset` when only blanks (and, for list items, one dash) precede it there. */
function ownLineStart(src: string, offset: number, dash: boolean): { start: number; column: number } | null {
  const start = lineStart(src, offset);
  const before = src.slice(start, offset);
  if (dash) {
    const m = /^([ \t]*)-[ \t]*$/.exec(before);
    return m ? { start, column: m[1]!.length } : null;
  }
  return /^[ \t]*$/.test(before) ? { start, column: before.length } : null;
}

function detectStyle(src: string, doc: Document.Parsed): Style {
  const style: Style = { eol: src.includes('\r\n') ? '\r\n' : '\n', indent: 0, indentSeq: false, singleQuote: true };
  let seqSeen = false;
  let single = 0;
  let double = 0;
  const col = (offset: number) => offset - lineStart(src, offset);
  visit(doc, {
    Scalar(_, node) {
      if (node.type === 'QUOTE_SINGLE') single++;
      if (node.type === 'QUOTE_DOUBLE') double++;
    },
    Pair(_, pair) {
      const key = pair.key as Node | null;
      if (!key?.range) return;
      const value = pair.value;
      if (!style.indent && isMap(value) && !value.flow && value.items[0]?.key) {
        const child = (value.items[0].key as Node).range?.[0];
        if (child !== undefined && col(child) > col(key.range[0])) style.indent = col(child) - col(key.range[0]);
      }
      if (!seqSeen && isSeq(value) && !value.flow && value.items[0]) {
        const dash = ownLineStart(src, (value.items[0] as Node).range?.[0] ?? 0, true);
        if (dash) {
          seqSeen = true;
          style.indentSeq = dash.column > col(key.range[0]);
        }
      }
    },
  });
  style.indent ||= 2;
  style.singleQuote = !(double > 0 && single === 0);
  return style;
}

/** Lays the float and typed-key hints below `base` onto a small document rooted at `prefix`. */
function applyHints(doc: Document, hints: PatchHints, base: ConfigPath, prefix: ConfigPath): void {
  const inside = (path: ConfigPath) => path.length >= base.length && base.every((p, i) => path[i] === p);
  const local = (path: ConfigPath) => [...prefix, ...path.slice(base.length)];
  for (const path of hints.floatPaths) {
    if (!inside(path)) continue;
    const node = doc.getIn(local(path), true);
    if (isScalar(node) && typeof node.value === 'number') node.minFractionDigits = 1;
  }
  // Deepest first: once a parent key becomes a number, the path to its children no longer matches.
  const keys = hints.keyHints.filter((h) => inside(h.path));
  for (const hint of [...keys].sort((a, b) => b.path.length - a.path.length)) {
    const path = local(hint.path);
    const parent = doc.getIn(path.slice(0, -1), true);
    if (!isMap(parent)) continue;
    const name = String(path[path.length - 1]);
    const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === name);
    if (pair) pair.key = doc.createNode(hint.key);
  }
}

function toText(doc: Document, style: Style, lineWidth: number): string {
  const options: ToStringOptions = { indent: style.indent, indentSeq: style.indentSeq, lineWidth, singleQuote: style.singleQuote };
  return doc.toString(options);
}

/** `text` (lines ending in "\n") indented by `column` and ending in the file's line ending. */
function placed(text: string, column: number, style: Style): string {
  const pad = ' '.repeat(column);
  return text.replace(/\n$/, '').split('\n').map((line) => (line ? pad + line : line) + style.eol).join('');
}

/** `key: value` as the file would write it, at `column`; `path` is the pair's path from the file root. */
function renderPair(ctx: Ctx, path: ConfigPath, value: JsonValue, column: number, flow: boolean): string {
  const key = String(path[path.length - 1]);
  const doc = new Document({} as JsonObject, YAML_OPTIONS);
  const node = doc.createNode(value);
  if (flow && (isMap(node) || isSeq(node))) node.flow = true;
  (doc.contents as YAMLMap).set(doc.createNode(key), node);
  applyHints(doc, ctx.hints, path, [key]);
  return placed(toText(doc, ctx.style, 80), column, ctx.style);
}

/** `- value` at `column`. */
function renderItem(ctx: Ctx, path: ConfigPath, value: JsonValue, column: number): string {
  const doc = new Document([value] as JsonValue[], YAML_OPTIONS);
  applyHints(doc, ctx.hints, path, [0]);
  return placed(toText(doc, ctx.style, 80), column, ctx.style);
}

/** One scalar on one line in the style of `like` (its quoting), or null when it needs several lines. */
function renderScalar(ctx: Ctx, path: ConfigPath, value: JsonValue, like: Scalar | null, inFlow: boolean): string | null {
  if (typeof value === 'object' && value !== null) return null;
  const doc = new Document(null, YAML_OPTIONS);
  const node = doc.createNode(value) as Scalar;
  if (typeof value === 'string' && like && (like.type === 'PLAIN' || like.type === 'QUOTE_SINGLE' || like.type === 'QUOTE_DOUBLE')) node.type = like.type;
  if (typeof value === 'string' && inFlow && /[,[\]{}#]/.test(value) && node.type !== 'QUOTE_DOUBLE') node.type = 'QUOTE_SINGLE';
  if (typeof value === 'number' && ctx.floats.has(pathKey(path))) node.minFractionDigits = 1;
  doc.contents = node;
  const text = toText(doc, ctx.style, 0).replace(/\n$/, '');
  return text.includes('\n') ? null : text;
}

/** The patch for an entry that cannot be patched line by line: its lines, rewritten. False for no site. */
function rewrite(ctx: Ctx, site: Site, value: JsonValue, flow = false): boolean {
  const { src } = ctx;
  if (site.kind === 'none') return false;
  if (site.kind === 'root') {
    const body = new Document(value, YAML_OPTIONS);
    applyHints(body, ctx.hints, [], []);
    const text = placed(toText(body, ctx.style, 80), 0, ctx.style);
    if (!site.node?.range) {
      const glue = src.length > 0 && !src.endsWith('\n') ? ctx.style.eol : '';
      ctx.edits.push({ start: src.length, end: src.length, text: glue + text });
    } else {
      const start = lineStart(src, site.node.range[0]);
      pushLines(ctx, start, spanEnd(src, contentEnd(site.node), 0), text);
    }
    return true;
  }
  if (site.kind === 'pair') {
    const start = lineStart(src, (site.pair.key as Node).range![0]);
    pushLines(ctx, start, spanEnd(src, pairEnd(site.pair), site.column), renderPair(ctx, site.path, value, site.column, flow));
    return true;
  }
  const own = ownLineStart(src, site.node.range![0], true)!;
  pushLines(ctx, own.start, spanEnd(src, contentEnd(site.node), site.column), renderItem(ctx, site.path, value, site.column));
  return true;
}

/** Replaces whole lines [start, end); keeps a file that did not end in a newline that way. */
function pushLines(ctx: Ctx, start: number, end: number, text: string): void {
  const atEof = end === ctx.src.length && !ctx.src.endsWith('\n');
  ctx.edits.push({ start, end, text: atEof ? text.slice(0, text.length - ctx.style.eol.length) : text });
}

/** Takes lines [start, end) out; at the end of a file without a final newline, the newline before goes too. */
function removeLines(ctx: Ctx, start: number, end: number): void {
  const atEof = end === ctx.src.length && !ctx.src.endsWith('\n');
  const from = atEof && start > 0 ? start - (ctx.src.slice(0, start).endsWith('\r\n') ? 2 : 1) : start;
  ctx.edits.push({ start: from, end, text: '' });
}

/** Inserts whole lines at `at` (a line start, or the end of the file). */
function insertLines(ctx: Ctx, at: number, text: string): void {
  const { src } = ctx;
  if (at === src.length && src.length > 0 && !src.endsWith('\n')) {
    ctx.edits.push({ start: at, end: at, text: ctx.style.eol + text.slice(0, text.length - ctx.style.eol.length) });
  } else ctx.edits.push({ start: at, end: at, text });
}

/**
 * Makes `node` say `next` by pushing edits; returns false when it cannot, with no edit pushed,
 * so that the caller rewrites the whole entry holding it.
 */
function patchNode(ctx: Ctx, node: unknown, next: JsonValue, path: ConfigPath, site: Site, inFlow = false): boolean {
  const mark = ctx.edits.length;
  const ok = patchInner(ctx, node, next, path, site, inFlow);
  if (!ok) ctx.edits.length = mark;
  return ok;
}

function patchInner(ctx: Ctx, node: unknown, next: JsonValue, path: ConfigPath, site: Site, inFlow: boolean): boolean {
  if (isScalar(node)) return patchScalar(ctx, node, next, path, site, inFlow);
  if (isAlias(node)) {
    if (same(nodeJson(ctx.doc, node), next)) return true;
    const text = renderScalar(ctx, path, next, null, inFlow);
    if (text === null || !node.range) return rewrite(ctx, site, next);
    ctx.edits.push({ start: node.range[0], end: node.range[1], text });
    return true;
  }
  if (isMap(node)) return patchMap(ctx, node, next, path, site, inFlow);
  if (isSeq(node)) return patchSeq(ctx, node, next, path, site, inFlow);
  return rewrite(ctx, site, next);
}

/** A scalar's JSON value as the import reads it (see yaml-source.ts scalarJson), without building a walk. */
function scalarValue(node: Scalar): JsonValue | undefined {
  const v = node.value;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** The JSON text of an item: scalars directly, anything else as the import reads it. */
function itemJson(ctx: Ctx, node: unknown): string {
  return JSON.stringify((isScalar(node) ? scalarValue(node) : nodeJson(ctx.doc, node)) ?? null);
}

function patchScalar(ctx: Ctx, node: Scalar, next: JsonValue, path: ConfigPath, site: Site, inFlow: boolean): boolean {
  const old = scalarValue(node);
  const wasFloat = typeof node.value === 'number' && Number.isInteger(node.value) && /[.eE]/.test(node.source ?? '');
  const isFloat = typeof next === 'number' && Number.isInteger(next) && ctx.floats.has(pathKey(path));
  if ((old === next || same(old, next)) && wasFloat === isFloat) return true;
  const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
  const text = block ? null : renderScalar(ctx, path, next, node, inFlow);
  if (text === null || !node.range) return rewrite(ctx, site, next);
  const [start, end] = node.range;
  // An empty value (`key:` with nothing after it) gets the space a written one needs.
  const gap = start === end && !/[ \t]/.test(ctx.src[start - 1] ?? ' ') ? ' ' : '';
  ctx.edits.push({ start, end, text: gap + text });
  return true;
}

function keyTyped(pair: Pair): boolean {
  return !isScalar(pair.key) || typeof pair.key.value !== 'string';
}

function patchMap(ctx: Ctx, node: YAMLMap, next: JsonValue, path: ConfigPath, site: Site, inFlow: boolean): boolean {
  if (!isObject(next)) return rewrite(ctx, site, next);
  const mark = ctx.edits.length;
  const fail = () => {
    ctx.edits.length = mark;
    return rewrite(ctx, site, next);
  };
  const merges = node.items.some((p) => isScalar(p.key) && typeof p.key.value === 'symbol');
  if (node.flow || inFlow || merges) {
    const old = nodeJson(ctx.doc, node);
    if (same(old, next) && !hintsDiffer(ctx, node, path)) return true;
    return rewrite(ctx, site, next, node.flow);
  }
  // The pair each key reads from (the last of duplicates, as Psych) and the keys in file order.
  const byKey = new Map<string, Pair>();
  for (const pair of node.items) byKey.set(String(isScalar(pair.key) ? pair.key.value : pair.key), pair as Pair);
  const oldKeys = [...byKey.keys()];
  const nextKeys = Object.keys(next);
  const kept = oldKeys.filter((k) => Object.hasOwn(next, k));
  const keptInNext = nextKeys.filter((k) => byKey.has(k));
  // A reordered mapping, or one left empty (which must be written `{}`), is rewritten whole.
  if (kept.join('\u0000') !== keptInNext.join('\u0000') || nextKeys.length === 0) return fail();
  const own = (pair: Pair) => ownLineStart(ctx.src, (pair.key as Node).range![0], false);
  // Removed keys take out every pair of that name; each must start its line.
  for (const pair of node.items as Pair[]) {
    const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
    if (Object.hasOwn(next, name)) continue;
    const at = own(pair);
    if (!at) return fail();
    removeLines(ctx, at.start, spanEnd(ctx.src, pairEnd(pair), at.column));
  }
  const firstKept = kept.length > 0 ? byKey.get(kept[0]!)! : null;
  const column = firstKept ? (own(firstKept)?.column ?? columnOf(ctx.src, (firstKept.key as Node).range![0])) : null;
  if (column === null) return fail();
  let before: Pair | null = null;
  let pending: string[] = [];
  const flush = (after: Pair | null, until: Pair | null) => {
    if (pending.length === 0) return true;
    let at: number;
    if (after) at = spanEnd(ctx.src, pairEnd(after), column!);
    else {
      const first = until ? own(until) : null;
      if (!first) return false;
      at = first.start;
    }
    insertLines(ctx, at, pending.map((k) => renderPair(ctx, [...path, k], next[k]!, column!, false)).join(''));
    pending = [];
    return true;
  };
  for (const key of nextKeys) {
    const pair = byKey.get(key);
    if (!pair) {
      pending.push(key);
      continue;
    }
    if (!flush(before, pair)) return fail();
    const childPath = [...path, key];
    const start = own(pair);
    const childSite: Site = start ? { kind: 'pair', pair, path: childPath, column: start.column } : { kind: 'none' };
    if (keyTyped(pair) !== ctx.keyHints.has(pathKey(childPath))) {
      if (!rewrite(ctx, childSite, next[key]!)) return fail();
    } else if (!patchNode(ctx, pair.value, next[key]!, childPath, childSite)) return fail();
    before = pair;
  }
  if (!flush(before, null)) return fail();
  return true;
}

function columnOf(src: string, offset: number): number {
  return offset - lineStart(src, offset);
}

/** Whether a flow or merged mapping's typed keys or floats differ from what the hints ask for. */
function hintsDiffer(ctx: Ctx, node: Node, path: ConfigPath): boolean {
  let differs = false;
  const prefix = pathKey(path);
  const expectedFloats = [...ctx.floats].filter((k) => k === prefix || k.startsWith(`${prefix}\u0000`)).length;
  let floats = 0;
  visit(node, {
    Scalar(_, s) {
      if (typeof s.value === 'number' && Number.isInteger(s.value) && /[.eE]/.test(s.source ?? '')) floats++;
    },
    Pair(_, p) {
      const merge = isScalar(p.key) && typeof p.key.value === 'symbol';
      if (!merge && keyTyped(p)) differs = true;
    },
  });
  return differs || floats !== expectedFloats;
}

/** Longest common run of equal items, as index pairs. */
function commonItems(old: readonly string[], next: readonly string[]): [number, number][] {
  const n = old.length;
  const m = next.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) table[i]![j] = old[i] === next[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  }
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (old[i] === next[j]) out.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

function patchSeq(ctx: Ctx, node: YAMLSeq, next: JsonValue, path: ConfigPath, site: Site, inFlow: boolean): boolean {
  if (!Array.isArray(next)) return rewrite(ctx, site, next);
  const items = node.items as Node[];
  const mark = ctx.edits.length;
  const fail = (flow = false) => {
    ctx.edits.length = mark;
    return rewrite(ctx, site, next, flow);
  };
  if (node.flow || inFlow) {
    if (items.length === next.length && items.every((item, i) => patchNode(ctx, item, next[i]!, [...path, i], { kind: 'none' }, true))) return true;
    return fail(node.flow);
  }
  // A list left empty must be written `[]`.
  if (next.length === 0) return items.length === 0 || fail();
  const starts = items.map((item) => (item?.range ? ownLineStart(ctx.src, item.range[0], true) : null));
  const itemSite = (i: number, at: number): Site => {
    const s = starts[i];
    return s ? { kind: 'item', node: items[i]!, path: [...path, at], column: s.column } : { kind: 'none' };
  };
  const oldJson = items.map((item) => itemJson(ctx, item));
  const nextJson = next.map((v) => JSON.stringify(v));
  if (oldJson.length === nextJson.length && oldJson.every((j, i) => j === nextJson[i])) return true;
  const matched = commonItems(oldJson, nextJson);
  const column = starts.find((s) => s !== null)?.column;
  let oi = 0;
  let ni = 0;
  for (const [mo, mn] of [...matched, [items.length, next.length] as [number, number]]) {
    // The gap before this match: pair old and new items in order, remove or insert the rest.
    const gapOld = mo - oi;
    const gapNew = mn - ni;
    const paired = Math.min(gapOld, gapNew);
    for (let k = 0; k < paired; k++) {
      if (!patchNode(ctx, items[oi + k], next[ni + k]!, [...path, ni + k], itemSite(oi + k, ni + k))) return fail();
    }
    for (let k = paired; k < gapOld; k++) {
      const s = starts[oi + k];
      if (!s) return fail();
      removeLines(ctx, s.start, spanEnd(ctx.src, contentEnd(items[oi + k]), s.column));
    }
    if (gapNew > paired) {
      const prev = oi + paired - 1 >= 0 ? oi + paired - 1 : -1;
      const anchor = gapOld > paired ? oi + paired : -1;
      let at: number | null = null;
      if (prev >= 0 && starts[prev]) at = spanEnd(ctx.src, contentEnd(items[prev]), starts[prev].column);
      else if (prev < 0 && mo < items.length && starts[mo]) at = starts[mo].start;
      else if (prev < 0 && anchor >= 0 && starts[anchor]) at = starts[anchor].start;
      if (at === null || column === undefined) return fail();
      const text = next.slice(ni + paired, mn).map((v, k) => renderItem(ctx, [...path, ni + paired + k], v, column)).join('');
      insertLines(ctx, at, text);
    }
    oi = mo + 1;
    ni = mn + 1;
  }
  return true;
}

function applyEdits(src: string, edits: readonly Edit[]): string | null {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) return null;
    out += src.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + src.slice(at);
}

/**
 * Parsed stored texts, by text: export reads a stored text to see whether it still says what the
 * configuration says, then patches it from the same parse; an edited file is patched again at every
 * export (and lint run) while its edit stands. Parsing is most of that time. Only read. Bounded.
 */
const docCache = new Map<string, Document.Parsed | null>();
// A parsed document takes some 100 bytes of memory per character of text.
const DOC_CACHE_CHARS = 512 * 1024;
let docCacheChars = 0;

export function parsedSource(source: string): Document.Parsed | null {
  const cached = docCache.get(source);
  if (cached !== undefined) return cached;
  const doc = parseDocument(source, { ...YAML_OPTIONS, uniqueKeys: false, prettyErrors: false });
  const parsed = doc.errors.length > 0 ? null : doc;
  if (source.length <= DOC_CACHE_CHARS / 4) {
    docCache.set(source, parsed);
    docCacheChars += source.length;
    for (const [old] of docCache) {
      if (docCacheChars <= DOC_CACHE_CHARS) break;
      docCache.delete(old);
      docCacheChars -= old.length;
    }
  }
  return parsed;
}

/** Forgets the parsed texts (for benchmarks measuring a first export). */
export function clearPatchCache(): void {
  docCache.clear();
  docCacheChars = 0;
}

/**
 * `source` with its values changed to `next` (the file's whole top-level mapping, in order), or
 * null when the text cannot be read as one YAML document. The caller checks the result reads back
 * as `next` (see export.ts) and writes the file fresh otherwise.
 */
export function patchYaml(source: string, next: JsonObject, hints: PatchHints): string | null {
  const doc = parsedSource(source);
  if (!doc) return null;
  let style: Style | null = null;
  const ctx: Ctx = {
    src: source,
    doc,
    get style() {
      return (style ??= detectStyle(source, doc));
    },
    edits: [],
    floats: new Set(hints.floatPaths.map(pathKey)),
    keyHints: new Map(hints.keyHints.map((h) => [pathKey(h.path), h.key])),
    hints,
  };
  const root = doc.contents;
  const site: Site = { kind: 'root', node: root };
  if (root === null || (isScalar(root) && root.value === null)) {
    if (Object.keys(next).length === 0) return source;
    rewrite(ctx, { kind: 'root', node: null }, next);
  } else if (!patchNode(ctx, root, next, [], site)) return null;
  return applyEdits(source, ctx.edits);
}
