/**
 * Issue 38: copying a context object (a combatant, a team) while giving it a field it did not have.
 *
 * `{ ...c, shown }` where `c` has no `shown` yet gives each copy a hidden class of its own in V8
 * (Node 20): the spread's copy is not linked to the shapes that already have the new key, so
 * adding it makes a fresh one every time. After the step that first shows 500 NPCs, a context had
 * ~490 shapes of combatant, and every piece of code reading combatants (the rules, the view, the
 * diff) went megamorphic for good, and later spreads of those objects were several times slower.
 * Copying key by key into a fresh object follows the shared shape transitions instead: one shape
 * per set of keys, whatever the number of combatants.
 *
 * The result has the keys of `{ ...o, ...fields }` in the same order (so JSON and stored snapshots
 * are unchanged): `o`'s own keys, then the new ones in the order of `fields`.
 */
export function withFields<T extends object>(o: T, fields: Partial<T>): T {
  const out: Record<string, unknown> = {};
  const from = o as Record<string, unknown>;
  for (const key of Object.keys(from)) out[key] = from[key];
  const add = fields as Record<string, unknown>;
  for (const key of Object.keys(add)) out[key] = add[key];
  return out as T;
}
