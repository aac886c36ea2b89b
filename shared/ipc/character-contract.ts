/**
 * Characters of the open campaign (roster, quick NPCs, sheets). Spread into `contract` and
 * `events`; names in `character-names.ts`. Ids are made by main, never by the caller.
 */
import { z } from 'zod';
import { CHARACTER_KINDS, CharacterSchema, RatedAbilitySchema } from '../domain/character';
import { EntityIdSchema } from '../domain/ids';
import { WoundSchema } from '../domain/wound';

const IdInput = z.strictObject({ id: EntityIdSchema });

export const CharacterSummarySchema = CharacterSchema.pick({ id: true, kind: true, name: true, concept: true });
export type CharacterSummary = z.infer<typeof CharacterSummarySchema>;

/** A new character: a name and kind, anything else optional (empty defaults). */
export const NewCharacterSchema = CharacterSchema.omit({ id: true }).partial().extend({
  name: z.string().trim().min(1, 'A character needs a name').max(200),
  kind: z.enum(CHARACTER_KINDS),
}).strict();

/** "Add 5 of these": single-rating NPCs named "Base 1" … "Base N". */
export const QuickNpcsSchema = z.strictObject({
  baseName: z.string().trim().min(1, 'The NPCs need a name').max(180),
  count: z.number().int().min(1).max(50),
  concept: z.string().max(2000).default(''),
  ratings: z.array(RatedAbilitySchema).max(100).default([]),
  defaultRating: z.number().int().min(0).max(15).nullable().default(null),
});

export const CharacterDetailSchema = z.object({ character: CharacterSchema, wounds: z.array(WoundSchema) });

export const characterContract = {
  'character.list': {
    input: z.strictObject({ kind: z.enum(CHARACTER_KINDS).optional() }),
    output: z.object({ characters: z.array(CharacterSummarySchema) }),
  },
  'character.get': { input: IdInput, output: CharacterDetailSchema },
  'character.create': { input: NewCharacterSchema, output: CharacterSchema },
  'character.createNpcs': { input: QuickNpcsSchema, output: z.object({ characters: z.array(CharacterSchema) }) },
  'character.update': { input: z.strictObject({ character: CharacterSchema }), output: CharacterSchema },
  'character.delete': { input: IdInput, output: z.object({ deleted: z.boolean() }) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const characterEvents = {
  /** Characters were added, changed or deleted (ids); windows refetch what they show. */
  'character.changed': z.object({ ids: z.array(EntityIdSchema) }),
} as const satisfies Record<string, z.ZodType>;
