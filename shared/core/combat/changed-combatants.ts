/**
 * Issue 38: the combatants a step changed, found by their objects. A step keeps the object of
 * every combatant it did not touch (world-write-back.ts and every other step build the new
 * context so), so when the same people stand in the same places the changed ones are those
 * whose object is new: a pointer comparison each, and nothing allocated for the others.
 */
import type { CombatantState, CombatContext } from './context';

/** A combatant as it was (undefined: joined in the step) and as it is now. */
export type CombatantChange = { before: CombatantState | undefined; after: CombatantState; index: number };

/** True when both lists hold the same ids in the same order. */
export function samePlaces(a: readonly CombatantState[], b: readonly CombatantState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && a[i]!.id !== b[i]!.id) return false;
  return true;
}

/** Every combatant of `after` whose object differs from its object in `before`, in `after`'s order. */
export function changedCombatants(before: CombatContext, after: CombatContext): CombatantChange[] {
  const a = before.combatants;
  const b = after.combatants;
  if (a === b) return [];
  const out: CombatantChange[] = [];
  if (samePlaces(a, b)) {
    for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) out.push({ before: a[i], after: b[i]!, index: i });
    return out;
  }
  // Someone joined, left or moved: look everyone up (rare steps).
  const old = new Map(a.map((c) => [c.id, c]));
  b.forEach((c, index) => {
    const prev = old.get(c.id);
    if (prev !== c) out.push({ before: prev, after: c, index });
  });
  return out;
}
