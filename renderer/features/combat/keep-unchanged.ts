/**
 * Issue 38: a view fetched whole (the window missed an update, or a reopened fight's first step
 * did not follow the version it holds) keeps the objects of what did not change: the combatants
 * by id, and the view's other parts (the edition's words and lists, the teams, the order). Taken
 * as it came, every object was new, and every row on the board rendered again (the rows share the
 * edition's words; each row holds its combatant), although one combatant had changed.
 */
import { sameJson } from '../../../shared/core/combat/view-patch';

type WithId = { id: unknown };
const hasId = (x: unknown): x is WithId => typeof x === 'object' && x !== null && 'id' in x;

/** `next`, with each part equal in content to `prev`'s being `prev`'s object: the view's own fields and, one level down, list elements (by id) and fields; a changed combatant is `next`'s. */
export function keepUnchanged<T>(prev: unknown, next: T, depth = 2): T {
  if (prev === undefined || sameJson(prev, next)) return (prev ?? next) as T;
  if (depth === 0 || typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    const byId = new Map(prev.filter(hasId).map((x) => [x.id, x]));
    return next.map((x: unknown, i) => keepUnchanged(hasId(x) ? byId.get(x.id) : prev[i], x, depth - 1)) as T;
  }
  if (Array.isArray(prev)) return next;
  const before = prev as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) out[k] = keepUnchanged(before[k], v, depth - 1);
  return out as T;
}
