/**
 * Makes the parsed nodes of a YAML file say new values by pushing line edits (see yaml-patch.ts):
 * a changed scalar is replaced where it stands, entries added to or removed from a block mapping
 * or list are inserted or taken out in place, and what cannot be patched that way is rewritten
 * as one entry.
 */
import { isAlias, isMap, isScalar, isSeq, visit, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import type { JsonObject, JsonValue } from '../domain/json';
import type { ConfigPath } from './problems';
import { columnOf, contentEnd, insertLines, ownLineStart, pairEnd, removeLines, spanEnd, type Ctx, type Site } from './yaml-patch-lines';
import { renderItem, renderPair, renderScalar, rewrite } from './yaml-patch-render';
import { nodeJson, pathKey } from './yaml-source';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: JsonValue | undefined, b: JsonValue) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes `node` say `next` by pushing edits; returns false when it cannot, with no edit pushed,
 * so that the caller rewrites the whole entry holding it.
 */
export function patchNode(ctx: Ctx, node: unknown, next: JsonValue, path: ConfigPath, site: Site, inFlow = false): boolean {
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

/** A scalar's JSON value as the import reads it (see yaml-walk.ts scalarJson), without building a walk. */
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
