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
import { isScalar, parseDocument, type Document } from 'yaml';
import type { JsonObject } from '../domain/json';
import { applyEdits, detectStyle, type Ctx, type PatchHints, type Site, type Style } from './yaml-patch-lines';
import { patchNode } from './yaml-patch-nodes';
import { rewrite } from './yaml-patch-render';
import { pathKey, YAML_OPTIONS } from './yaml-source';

export type { PatchHints } from './yaml-patch-lines';

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
