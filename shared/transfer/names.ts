/** Names of imported records against the campaign's: how they fold, and a free name for a copy. */

/** The folded form names are unique in ("  The  Centurion" = "the centurion"), as main stores them. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** What an import does with a name the campaign already has. */
export const CLASH_CHOICES = ['refuse', 'rename', 'use-existing'] as const;
export type ClashChoice = (typeof CLASH_CHOICES)[number];

/** "Okafor (2)", "Okafor (3)" … the first name `taken` does not hold (within `max` characters). */
export function freeName(name: string, taken: (name: string) => boolean, max = 120): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const next = `${name.slice(0, max - suffix.length)}${suffix}`;
    if (!taken(next)) return next;
  }
}
