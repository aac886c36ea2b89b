/**
 * The text side of patching a YAML file (see yaml-patch.ts): the patch's context, where a node's
 * lines start and end, the file's own style (line ending, indentation, quoting), and the edits that
 * replace, take out or insert whole lines without disturbing a file that does not end in a newline.
 */
import { isMap, isSeq, visit, type Document, type Node, type Pair } from 'yaml';
import type { ConfigPath } from './problems';
import type { KeyHint } from './yaml-source';

/** The typed keys and float-written numbers the patched text must show, by path from the file root. */
export type PatchHints = { keyHints: readonly KeyHint[]; floatPaths: readonly ConfigPath[] };

export type Style = { eol: string; indent: number; indentSeq: boolean; singleQuote: boolean };
type Edit = { start: number; end: number; text: string };
export type Ctx = {
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
export type Site =
  | { kind: 'pair'; pair: Pair; path: ConfigPath; column: number }
  | { kind: 'item'; node: Node; path: ConfigPath; column: number }
  | { kind: 'root'; node: Node | null }
  | { kind: 'none' };

export function lineStart(src: string, offset: number): number {
  const at = src.lastIndexOf('\n', offset - 1) + 1;
  // A byte-order mark is not part of the first line's indentation.
  return at === 0 && src.charCodeAt(0) === 0xfeff ? 1 : at;
}

function lineEnd(src: string, offset: number): number {
  const at = src.indexOf('\n', offset);
  return at < 0 ? src.length : at + 1;
}

/** The offset just after the last character of a node's own content (not its trailing comments). */
export function contentEnd(node: unknown): number {
  if (isMap(node) && !node.flow && node.items.length > 0) return pairEnd(node.items[node.items.length - 1]!);
  if (isSeq(node) && !node.flow && node.items.length > 0) return contentEnd(node.items[node.items.length - 1]);
  return (node as { range?: [number, number, number] } | null)?.range?.[1] ?? 0;
}

export function pairEnd(pair: Pair): number {
  const keyEnd = (pair.key as Node | null)?.range?.[1] ?? 0;
  return Math.max(keyEnd, pair.value ? contentEnd(pair.value) : keyEnd);
}

/**
 * Where the lines of an entry starting at `column` end: after the line holding its last content,
 * plus the comment lines right below indented deeper than the entry (a commented-out field).
 */
export function spanEnd(src: string, end: number, column: number): number {
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
export function ownLineStart(src: string, offset: number, dash: boolean): { start: number; column: number } | null {
  const start = lineStart(src, offset);
  const before = src.slice(start, offset);
  if (dash) {
    const m = /^([ \t]*)-[ \t]*$/.exec(before);
    return m ? { start, column: m[1]!.length } : null;
  }
  return /^[ \t]*$/.test(before) ? { start, column: before.length } : null;
}

export function detectStyle(src: string, doc: Document.Parsed): Style {
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

/** Replaces whole lines [start, end); keeps a file that did not end in a newline that way. */
export function pushLines(ctx: Ctx, start: number, end: number, text: string): void {
  const atEof = end === ctx.src.length && !ctx.src.endsWith('\n');
  ctx.edits.push({ start, end, text: atEof ? text.slice(0, text.length - ctx.style.eol.length) : text });
}

/** Takes lines [start, end) out; at the end of a file without a final newline, the newline before goes too. */
export function removeLines(ctx: Ctx, start: number, end: number): void {
  const atEof = end === ctx.src.length && !ctx.src.endsWith('\n');
  const from = atEof && start > 0 ? start - (ctx.src.slice(0, start).endsWith('\r\n') ? 2 : 1) : start;
  ctx.edits.push({ start: from, end, text: '' });
}

/** Inserts whole lines at `at` (a line start, or the end of the file). */
export function insertLines(ctx: Ctx, at: number, text: string): void {
  const { src } = ctx;
  if (at === src.length && src.length > 0 && !src.endsWith('\n')) {
    ctx.edits.push({ start: at, end: at, text: ctx.style.eol + text.slice(0, text.length - ctx.style.eol.length) });
  } else ctx.edits.push({ start: at, end: at, text });
}

export function columnOf(src: string, offset: number): number {
  return offset - lineStart(src, offset);
}

export function applyEdits(src: string, edits: readonly Edit[]): string | null {
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
