/**
 * Name matching as AresMUSH does it (reference §E): most lookups ignore case, but specials, called
 * areas and stances are titlecased first and then looked up exactly.
 */

/** Ruby `String#titlecase` as AresMUSH uses it: each space-separated word capitalised, the rest lower case. */
export function titlecase(s: string): string {
  return s
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** The key of `record` equal to `name` ignoring case, or null. */
export function findKey(record: Readonly<Record<string, unknown>>, name: string): string | null {
  if (Object.hasOwn(record, name)) return name;
  const lower = name.toLowerCase();
  for (const k of Object.keys(record)) if (k.toLowerCase() === lower) return k;
  return null;
}
