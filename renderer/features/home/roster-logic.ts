/**
 * Pure roster logic of the campaign home: search, natural ordering, and the quick-NPC form's
 * parsing and validation (messages name the field, so they can sit right under it).
 */
import type { Vehicle } from '../../../shared/domain/gear';
import type { CharacterSummary } from '../../../shared/ipc/character-contract';

/** "Centurion 2" before "Centurion 10"; case-insensitive. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

/** Lower case without accents, so "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** Every word of the query must appear in one of the fields (name, concept …). */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const haystack = fold(fields.join('\n'));
  return queryWords(query).every((w) => haystack.includes(w));
}

/** A rating that may be negative (a Third Edition game's Raider has toughness −1), with a true minus sign. */
export const signedRating = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/** A vehicle type in one line (Home's roster and the Characters list), with the numbers its edition's fights use. */
export function vehicleFacts(v: Vehicle): string {
  const facts = [`Piloting: ${v.pilotingSkill}`, `Toughness ${signedRating(v.toughness)}`];
  if (v.armor) facts.push(`Armor: ${v.armor}`);
  if (v.weapons.length > 0) facts.push(`Weapons: ${v.weapons.join(', ')}`);
  return facts.join(' · ');
}

/** What a search looks at in a vehicle type. */
export function vehicleText(v: Vehicle): string[] {
  return [v.name, v.pilotingSkill, v.armor ?? '', ...v.weapons];
}

export type RosterGroups = { pcs: CharacterSummary[]; npcs: CharacterSummary[] };
/** Characters sorted once, with their searchable text folded once (not per keystroke). */
export type RosterIndex = { character: CharacterSummary; text: string }[];

export function indexRoster(characters: readonly CharacterSummary[]): RosterIndex {
  return [...characters]
    .sort((a, b) => naturalCompare(a.name, b.name) || naturalCompare(a.id, b.id))
    .map((character) => ({ character, text: fold(`${character.name}\n${character.concept}`) }));
}

/** PCs and NPCs of the index whose name or concept holds every word of `query`. */
export function filterRoster(index: RosterIndex, query: string): RosterGroups {
  const words = queryWords(query);
  const groups: RosterGroups = { pcs: [], npcs: [] };
  for (const { character, text } of index) {
    if (words.every((w) => text.includes(w))) (character.kind === 'pc' ? groups.pcs : groups.npcs).push(character);
  }
  return groups;
}

/** Splits the characters into PCs and NPCs, keeps those matching `query`, in natural name order. */
export function groupRoster(characters: readonly CharacterSummary[], query: string): RosterGroups {
  return filterRoster(indexRoster(characters), query);
}

export type Rating = { name: string; rating: number };
export type ParsedRatings = { ratings: Rating[]; error: null } | { ratings: null; error: string };

const MAX_RATING = 15;

/**
 * Reads "Firearms 5, Reaction 4" (commas, semicolons or new lines between entries; an optional
 * colon or equals sign before the number). Refuses a missing or out-of-range number and a
 * repeated ability, naming the entry.
 */
export function parseRatings(text: string): ParsedRatings {
  const entries = text.split(/[,;\n]/).map((e) => e.trim()).filter(Boolean);
  const ratings: Rating[] = [];
  for (const entry of entries) {
    const m = /^(.*?)[\s:=]*(-?\d+)$/.exec(entry);
    if (!m) return { ratings: null, error: `Ratings: "${entry}" needs a number, e.g. ${entry} 5.` };
    const name = m[1]?.trim() ?? '';
    if (!name) return { ratings: null, error: `Ratings: "${entry}" needs an ability name, e.g. Firearms ${entry}.` };
    const rating = Number(m[2]);
    if (rating < 0 || rating > MAX_RATING) {
      return { ratings: null, error: `Ratings: ${name} ${rating} is out of range; use 0 to ${MAX_RATING}.` };
    }
    if (ratings.some((r) => fold(r.name) === fold(name))) {
      return { ratings: null, error: `Ratings: ${name} is listed twice.` };
    }
    ratings.push({ name, rating });
  }
  return { ratings, error: null };
}

export type QuickNpcFields = { name: string; count: string; concept: string; ratings: string; defaultRating: string };
export type QuickNpcErrors = Partial<Record<keyof QuickNpcFields, string>>;
export type QuickNpcInput = {
  baseName: string;
  count: number;
  concept: string;
  ratings: Rating[];
  defaultRating: number | null;
};

export const MAX_NPC_BATCH = 50;
const MAX_NAME = 180;

function wholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** Checks the form the way main will, so the storyteller sees every problem before sending. */
export function validateQuickNpc(fields: QuickNpcFields): { input: QuickNpcInput; errors: null } | { input: null; errors: QuickNpcErrors } {
  const errors: QuickNpcErrors = {};
  const baseName = fields.name.trim();
  if (!baseName) errors.name = 'Name: give the NPCs a name, e.g. Centurion.';
  else if (baseName.length > MAX_NAME) errors.name = `Name: at most ${MAX_NAME} characters.`;
  const count = wholeNumber(fields.count);
  if (count === null || count < 1 || count > MAX_NPC_BATCH) errors.count = `How many: a whole number from 1 to ${MAX_NPC_BATCH}.`;
  const parsed = parseRatings(fields.ratings);
  if (parsed.error) errors.ratings = parsed.error;
  let defaultRating: number | null = null;
  if (fields.defaultRating.trim()) {
    defaultRating = wholeNumber(fields.defaultRating);
    if (defaultRating === null || defaultRating > MAX_RATING) errors.defaultRating = `Default rating: a whole number from 0 to ${MAX_RATING}, or empty.`;
  }
  if (Object.keys(errors).length > 0 || count === null || parsed.ratings === null) return { input: null, errors };
  return { input: { baseName, count, concept: fields.concept.trim(), ratings: parsed.ratings, defaultRating }, errors: null };
}

/** The names `character.createNpcs` will give: "Centurion" alone, or "Centurion 1" … "Centurion N". */
export function npcNames(baseName: string, count: number): string[] {
  return count === 1 ? [baseName] : Array.from({ length: count }, (_, i) => `${baseName} ${i + 1}`);
}

/** A short preview: "Centurion 1 … Centurion 5". */
export function describeNames(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names[0] ?? ''} … ${names[names.length - 1] ?? ''}`;
}

/** A whole number typed in a field, or `fallback` while it is not one. */
export function wholeNumberOr(text: string, fallback: number): number {
  return wholeNumber(text) ?? fallback;
}
