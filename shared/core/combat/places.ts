/**
 * Where an id stands in a list of a context (its combatants): contexts are never mutated, so an
 * index per list stays valid for as long as the list lives, and finding someone in a
 * 500-combatant step is O(1), not a scan.
 *
 * Issue 38: a step's new list (a copy with some people changed) almost always keeps everyone in
 * place, so the index last built is tried first, checked by the id found at that place, before a
 * new one is built: one index per change of roster, not one per step (each step of a big fight
 * used to build a 500-entry map for its new list, and often another for each list in between).
 */
const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();
let recent = new Map<string, number>();

/** The place of `id` in `list`, or -1. Ids in a list are unique. */
export function placeOf(list: readonly { id: string }[], id: string): number {
  let index = indexes.get(list);
  if (!index) {
    const guess = recent.get(id);
    if (guess !== undefined && guess < list.length && list[guess]!.id === id) return guess;
    index = new Map();
    for (let i = 0; i < list.length; i++) index.set(list[i]!.id, i);
    indexes.set(list, index);
    recent = index;
  }
  return index.get(id) ?? -1;
}
