/**
 * Writes new YAML for a patch (see yaml-patch.ts) in the file's own style: one scalar where it
 * stands, a `key: value` pair or a `- value` item at a column, or a whole entry rewritten when its
 * own lines cannot be patched. The float and typed-key hints are laid on whatever is written.
 */
import { Document, isMap, isScalar, isSeq, Scalar, type Node, type ToStringOptions, type YAMLMap } from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath } from './problems';
import {
  contentEnd, lineStart, ownLineStart, pairEnd, pushLines, spanEnd, type Ctx, type PatchHints, type Site, type Style,
} from './yaml-patch-lines';
import { pathKey, YAML_OPTIONS } from './yaml-source';

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
export function renderPair(ctx: Ctx, path: ConfigPath, value: JsonValue, column: number, flow: boolean): string {
  const key = String(path[path.length - 1]);
  const doc = new Document({} as JsonObject, YAML_OPTIONS);
  const node = doc.createNode(value);
  if (flow && (isMap(node) || isSeq(node))) node.flow = true;
  (doc.contents as YAMLMap).set(doc.createNode(key), node);
  applyHints(doc, ctx.hints, path, [key]);
  return placed(toText(doc, ctx.style, 80), column, ctx.style);
}

/** `- value` at `column`. */
export function renderItem(ctx: Ctx, path: ConfigPath, value: JsonValue, column: number): string {
  const doc = new Document([value] as JsonValue[], YAML_OPTIONS);
  applyHints(doc, ctx.hints, path, [0]);
  return placed(toText(doc, ctx.style, 80), column, ctx.style);
}

/** One scalar on one line in the style of `like` (its quoting), or null when it needs several lines. */
export function renderScalar(ctx: Ctx, path: ConfigPath, value: JsonValue, like: Scalar | null, inFlow: boolean): string | null {
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
export function rewrite(ctx: Ctx, site: Site, value: JsonValue, flow = false): boolean {
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
