/**
 * Names of NPCs made in groups: "4 × Centurion" → Centurion 1 … Centurion 4. Numbers continue
 * past names already taken (a second Centurion group, or Centurions already in the fight), so two
 * combatants of one fight never share a name.
 */

/** Lower case, single spaces: "centurion  2" and "Centurion 2" are the same name. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `count` names from `baseName`, skipping every name in `taken`. A single NPC whose base name is
 * free keeps the plain name ("Sergeant Vale"); otherwise numbers start after the highest
 * "Base N" already taken.
 */
export function groupNames(baseName: string, count: number, taken: Iterable<string> = []): string[] {
  const base = baseName.trim().replace(/\s+/g, ' ');
  const takenKeys = new Set([...taken].map(key));
  if (count === 1 && !takenKeys.has(key(base)) && !hasNumbered(base, takenKeys)) return [base];
  const numbered = new RegExp(`^${escapeRegExp(key(base))} (\\d+)$`);
  let next = 1;
  for (const k of takenKeys) {
    const m = numbered.exec(k);
    if (m) next = Math.max(next, Number(m[1]) + 1);
  }
  const names: string[] = [];
  while (names.length < count) {
    const name = `${base} ${next++}`;
    if (!takenKeys.has(key(name))) names.push(name);
  }
  return names;
}

function hasNumbered(base: string, takenKeys: Set<string>): boolean {
  const numbered = new RegExp(`^${escapeRegExp(key(base))} \\d+$`);
  for (const k of takenKeys) if (numbered.test(k)) return true;
  return false;
}

/**
 * The names of every group of an encounter, in order. Groups sharing a base name are numbered
 * as one run (2 × Centurion, then 3 × Centurion → Centurion 1…2, Centurion 3…5); `taken` holds
 * the names of the campaign characters the encounter brings.
 */
export function encounterNames(groups: readonly { baseName: string; count: number }[], taken: Iterable<string> = []): string[][] {
  const totals = new Map<string, number>();
  for (const g of groups) totals.set(key(g.baseName), (totals.get(key(g.baseName)) ?? 0) + g.count);
  const used = new Set([...taken].map(key));
  return groups.map((g) => {
    // A base name shared by several groups is always numbered, even when the first group has one NPC.
    const shared = (totals.get(key(g.baseName)) ?? 0) > g.count;
    const names = shared && g.count === 1 ? groupNames(g.baseName, 2, used).slice(0, 1) : groupNames(g.baseName, g.count, used);
    for (const n of names) used.add(key(n));
    return names;
  });
}

/** A short list for messages: "Centurion 1 … Centurion 4". */
export function describeNames(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names[0] ?? ''} … ${names[names.length - 1] ?? ''}`;
}
