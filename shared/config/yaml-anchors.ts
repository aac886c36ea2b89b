/**
 * Alias lookup for a walk over part of a parsed YAML document (see yaml-walk.ts), indexed once per
 * document so that patching a file with many aliases stays linear.
 */
import { isAlias, visit, type Document } from 'yaml';

/** Per document: its anchored nodes by name and every alias, each with its place in document order. */
type AnchorIndex = { anchors: Map<string, { at: number; node: unknown }[]>; aliases: Map<unknown, number> };
const anchorIndexes = new WeakMap<Document.Parsed, AnchorIndex>();

/**
 * What an alias names when only part of a document is walked: the last anchor of its name before
 * it (as the library's `resolve()`), from an index built once per document. `resolve()` visits the
 * whole document for every alias, which made patching a file with many aliases quadratic.
 */
export function anchorBefore(doc: Document.Parsed, alias: { source: string }): unknown {
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
