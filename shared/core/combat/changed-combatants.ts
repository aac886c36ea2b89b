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

/**
 * Whether any combatant of `list` passes `test`, the answer kept per list in `known` (lists never
 * change). Issue 38: when the list a step started from (`before`) is known to have none, only the
 * combatants the step changed are tested: one resolved action in a 1,000-combatant fight, two.
 */
export function anyCombatant(
  known: WeakMap<readonly CombatantState[], boolean>,
  list: readonly CombatantState[],
  before: readonly CombatantState[] | undefined,
  test: (c: CombatantState) => boolean,
): boolean {
  let any = known.get(list);
  if (any !== undefined) return any;
  any = false;
  if (before !== undefined && before.length === list.length && known.get(before) === false) {
    for (let i = 0; i < list.length && !any; i++) if (list[i] !== before[i] && test(list[i]!)) any = true;
  } else any = list.some(test);
  known.set(list, any);
  return any;
}
