import type { ChargenFinding } from './chargen-finding';

/**
 * Reads whatever the character editor or an old file hands the chargen check, keeping every
 * well-formed ability and skipping the rest (the schema check reports those), so one bad entry
 * does not hide the findings about all the others.
 */

/** The parts of a character the chargen check can use, salvaged from any input. */
export type LenientCharacter = {
  kind: 'pc' | 'npc';
  concept: string;
  attributes: { name: string; rating: number }[];
  actionSkills: { name: string; rating: number }[];
  backgroundSkills: { name: string; rating: number; rulingAttribute: string | null }[];
  languages: string[];
  quirks: string[];
  /** The ability named at a schema-issue path, if there is one. */
  nameAt(path: readonly PropertyKey[]): string | null;
  /** A schema issue rephrased with the section and ability it concerns. */
  describeIssue(path: readonly PropertyKey[], message: string): string;
};

const SECTION_LABELS: Record<string, string> = {
  attributes: 'Attribute',
  actionSkills: 'Action skill',
  backgroundSkills: 'Background skill',
  languages: 'Language',
  quirks: 'Quirk',
  npc: 'NPC ratings',
};

function asRecord(x: unknown): Record<string, unknown> | null {
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
}

function asList(x: unknown): unknown[] {
  return Array.isArray(x) ? x : [];
}

function asText(x: unknown): string | null {
  return typeof x === 'string' && x.trim() !== '' ? x.trim() : null;
}

function rated(x: unknown): { name: string; rating: number } | null {
  const r = asRecord(x);
  if (r === null) return null;
  const name = asText(r['name']);
  const rating = r['rating'];
  if (name === null || typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  return { name, rating };
}

/** Salvages a character from any value. Adds a finding when the value is not a record at all. */
export function readCharacterLeniently(input: unknown, findings: ChargenFinding[]): LenientCharacter {
  const root = asRecord(input);
  if (root === null) {
    findings.push({ severity: 'error', code: 'not-a-character', ability: null, message: 'This is not a character record.' });
  }
  const r = root ?? {};
  const attributes = asList(r['attributes']).map(rated).filter((a) => a !== null);
  const actionSkills = asList(r['actionSkills']).map(rated).filter((a) => a !== null);
  const backgroundSkills = asList(r['backgroundSkills']).flatMap((x) => {
    const a = rated(x);
    return a === null ? [] : [{ ...a, rulingAttribute: asText(asRecord(x)?.['rulingAttribute']) }];
  });
  const languages = asList(r['languages']).flatMap((l) => {
    const t = asText(l);
    return t === null ? [] : [t];
  });
  const quirks = asList(r['quirks']).filter((q): q is string => typeof q === 'string');
  const nameAt = (path: readonly PropertyKey[]): string | null => {
    const [section, index] = path;
    if (typeof section !== 'string' || typeof index !== 'number') return null;
    const item = asList(r[section])[index];
    return asText(item) ?? asText(asRecord(item)?.['name']);
  };
  const describeIssue = (path: readonly PropertyKey[], message: string): string => {
    if (path.length === 0) return `Character: ${message}`;
    const [section, index] = path;
    const label = typeof section === 'string' ? (SECTION_LABELS[section] ?? section) : String(section);
    if (typeof index !== 'number') return `${label}: ${message}`;
    const name = nameAt(path);
    return `${label} ${name ?? `#${index + 1}`}: ${message}`;
  };
  return {
    kind: r['kind'] === 'npc' ? 'npc' : 'pc',
    concept: typeof r['concept'] === 'string' ? r['concept'] : '',
    attributes,
    actionSkills,
    backgroundSkills,
    languages,
    quirks,
    nameAt,
    describeIssue,
  };
}
