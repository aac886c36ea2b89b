/**
 * One character or one encounter as a JSON file to share with another storyteller: a format id
 * and version (so a later app can read older files and an older app refuses newer ones by
 * name), the edition it was made in, and the records themselves. An encounter carries the NPC
 * templates its groups use and the characters it names, so it works in another campaign.
 */
import { z } from 'zod';
import { CharacterSchema } from '../domain/character';
import { EncounterBodySchema, NpcTemplateSchema } from '../encounters/schemas';
import { oversizeRefusal } from './budgets';
import type { LocatedError } from './located';

export const CHARACTER_FORMAT = 'fs3-console.character';
export const ENCOUNTER_FORMAT = 'fs3-console.encounter';
export const TRANSFER_VERSION = 1;

const Head = {
  formatVersion: z.number().int().min(1),
  /** The edition (game system id) of the campaign it came from. */
  edition: z.string().max(60),
  exportedAt: z.string().max(40),
  appVersion: z.string().max(40),
};

export const CharacterFileSchema = z.object({ format: z.literal(CHARACTER_FORMAT), ...Head, character: CharacterSchema });
export type CharacterFile = z.output<typeof CharacterFileSchema>;

export const EncounterFileSchema = z.object({
  format: z.literal(ENCOUNTER_FORMAT),
  ...Head,
  encounter: EncounterBodySchema,
  templates: z.array(NpcTemplateSchema).max(100),
  characters: z.array(CharacterSchema).max(200),
});
export type EncounterFile = z.output<typeof EncounterFileSchema>;

export type TransferMeta = { edition: string; exportedAt: string; appVersion: string };

export function characterFile(character: CharacterFile['character'], meta: TransferMeta): string {
  return `${JSON.stringify({ format: CHARACTER_FORMAT, formatVersion: TRANSFER_VERSION, ...meta, character }, null, 2)}\n`;
}

export function encounterFile(parts: Pick<EncounterFile, 'encounter' | 'templates' | 'characters'>, meta: TransferMeta): string {
  return `${JSON.stringify({ format: ENCOUNTER_FORMAT, formatVersion: TRANSFER_VERSION, ...meta, ...parts }, null, 2)}\n`;
}

export type JsonKind = 'character' | 'encounter' | 'improved-initiative';
export type ReadEnvelope =
  | { kind: 'character'; file: CharacterFile }
  | { kind: 'encounter'; file: EncounterFile }
  | { kind: 'improved-initiative'; text: string }
  | { kind: 'error'; error: LocatedError };

const refuse = (message: string): ReadEnvelope => ({ kind: 'error', error: { row: null, column: null, message } });

/**
 * Which JSON file this is and, for the app's own formats, its checked content. A file without
 * the app's format id is taken as Improved Initiative's (read by `readImprovedInitiative`).
 */
export function readJsonFile(text: string): ReadEnvelope {
  const tooBig = oversizeRefusal(text);
  if (tooBig !== null) return refuse(tooBig);
  let doc: unknown;
  try {
    doc = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    return refuse(`not JSON: ${(e as Error).message}`);
  }
  const format = typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as { format?: unknown }).format : undefined;
  if (format !== CHARACTER_FORMAT && format !== ENCOUNTER_FORMAT) {
    if (typeof format === 'string') return refuse(`a "${format.slice(0, 60)}" file, not a character or encounter export`);
    return { kind: 'improved-initiative', text };
  }
  const version = (doc as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > TRANSFER_VERSION) {
    return refuse(`made by a newer FS3 Console (format version ${version}; this app reads up to ${TRANSFER_VERSION}): update the app to import it`);
  }
  const schema = format === CHARACTER_FORMAT ? CharacterFileSchema : EncounterFileSchema;
  const parsed = schema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(`${issue.path.map(String).join('.') || 'file'}: ${issue.message}`);
  }
  return format === CHARACTER_FORMAT
    ? { kind: 'character', file: parsed.data as CharacterFile }
    : { kind: 'encounter', file: parsed.data as EncounterFile };
}
