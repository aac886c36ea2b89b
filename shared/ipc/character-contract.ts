/**
 * Characters of the open campaign (roster, quick NPCs, sheets). Spread into `contract` and
 * `events`; names in `character-names.ts`. Ids are made by main, never by the caller.
 */
import { z } from 'zod';
import { CHARACTER_KINDS, CharacterSchema, RatedAbilitySchema } from '../domain/character';
import { EntityIdSchema } from '../domain/ids';
import { LuckEntrySchema, XpEntrySchema } from '../domain/ledger';
import { SettingDraftSchema } from '../domain/setting';
import { GearItemSchema, RollLogEntrySchema } from '../domain/sheet';
import { WoundSchema } from '../domain/wound';

const IdInput = z.strictObject({ id: EntityIdSchema });

export const CharacterSummarySchema = CharacterSchema.pick({ id: true, kind: true, name: true, concept: true });
export type CharacterSummary = z.infer<typeof CharacterSummarySchema>;

/** The longest character name (the name fields hold no more; issue 37 item 4). */
export const CHARACTER_NAME_MAX = 200;

/** A new character: a name and kind, anything else optional (empty defaults). */
export const NewCharacterSchema = CharacterSchema.omit({ id: true }).partial().extend({
  name: z.string().trim().min(1, 'A character needs a name').max(CHARACTER_NAME_MAX, `A character's name can be at most ${CHARACTER_NAME_MAX} characters`),
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

/** A wound with what it costs on every roll and how far its healing has come. */
export const SheetWoundSchema = WoundSchema.extend({
  /** This wound's share of the wound modifier (halved once treated or healing). */
  modifier: z.number(),
  /** Healing points this severity needs in all; `healingPoints` of them are still missing. */
  pointsForLevel: z.number().min(0),
  /** 0..1 of the way to the next lower severity. */
  progress: z.number().min(0).max(1),
});
export type SheetWound = z.infer<typeof SheetWoundSchema>;

/** The last XP or luck change that `character.undoLedger` would take back. */
export const UndoableSchema = z.object({ ledger: z.enum(['xp', 'luck']), delta: z.number().int(), reason: z.string() });

/** Everything a character sheet shows, read in one transaction. */
export const CharacterSheetSchema = z.object({
  character: CharacterSchema,
  wounds: z.array(SheetWoundSchema),
  /** Dice lost on every roll: the rounded-down sum of the wounds' modifiers (and its exact value). */
  woundModifier: z.object({ exact: z.number(), total: z.number().int().min(0) }),
  gear: z.array(GearItemSchema),
  xpLedger: z.array(XpEntrySchema),
  luckLedger: z.array(LuckEntrySchema),
  undoable: UndoableSchema.nullable(),
  /** The first real date a new skill raise is allowed (YYYY-MM-DD), or null. */
  nextRaiseDate: z.string().nullable(),
  /** The day (YYYY-MM-DD) XP limits are measured against: main's date, or the in-game date with the game clock. */
  today: z.string(),
  /** The calendar XP limits follow; `problem` when the game clock has no calendar date (then `today` is main's date, for display only). */
  xpClock: z.object({ kind: z.enum(['real', 'game']), problem: z.string().nullable() }),
  /** Stored ratings outside the edition's range (saved before the edge checked them), flagged on the sheet. */
  ratingProblems: z.array(z.object({ field: z.string(), list: z.enum(['attribute', 'action-skill', 'background-skill', 'npc-rating']), message: z.string() })),
});
export type CharacterSheet = z.infer<typeof CharacterSheetSchema>;

const Ids = z.array(EntityIdSchema).min(1, 'Choose at least one character').max(500);
const Reason = z.string().trim().min(1, 'Give a reason for the ledger').max(400);

/** One character's outcome of an award to many. */
export const AwardResultSchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  credited: z.number().int(),
  forfeited: z.number().int(),
  balance: z.number().int(),
  /** Points held above a cap the storyteller lifted for this award (0: none lifted). */
  lifted: z.number().int().min(0).optional(),
});

export const RollInputSchema = z.strictObject({
  id: EntityIdSchema,
  ability: z.string().trim().min(1, 'Choose an ability to roll').max(100),
  /**
   * The situation's modifier (+/-): dice for a pool edition, percent for a d100 one (FS3.1); main
   * checks it against the edition's range (±20 dice, ±100 percent).
   */
  modifier: z.number().int().min(-100).max(100).default(0),
  /** Spend one luck point for the ruleset's luck bonus. */
  luck: z.boolean().default(false),
  /** Subtract the wound modifier (the rules say so; the storyteller may waive it). */
  applyWounds: z.boolean().default(true),
});

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
  /** The campaign's setting as stored (a draft may have problems: the Game system screen lists them). */
  'character.setting': { input: z.strictObject({}), output: SettingDraftSchema },
  'character.sheet': { input: IdInput, output: CharacterSheetSchema },
  'character.setGear': {
    input: z.strictObject({ id: EntityIdSchema, gear: z.array(GearItemSchema).max(200) }),
    output: z.object({ gear: z.array(GearItemSchema) }),
  },
  /** XP for one or many characters; savings over the limit are forfeited unless `override`. */
  'character.awardXp': {
    input: z.strictObject({
      ids: Ids,
      amount: z.number().int().min(1, 'Award at least 1 XP').max(100),
      reason: Reason,
      override: z.boolean().default(false),
    }),
    output: z.object({ results: z.array(AwardResultSchema) }),
  },
  /** Raises a skill by one level (or learns it at 1) for the cost table's price; limits enforced. */
  'character.spendXp': {
    input: z.strictObject({
      id: EntityIdSchema,
      skill: z.string().trim().min(1, 'Choose a skill').max(100),
      /** Only to learn a new background skill. */
      rulingAttribute: z.string().trim().min(1).max(100).optional(),
      reason: z.string().trim().max(400).optional(),
      /** Lift the days-between-raises limit for this raise (a storyteller exception). */
      override: z.boolean().default(false),
    }),
    output: z.object({ character: CharacterSchema, entry: XpEntrySchema }),
  },
  'character.awardLuck': {
    input: z.strictObject({
      ids: Ids,
      amount: z.number().int().min(1, 'Award at least 1 luck point').max(20),
      reason: Reason,
      /** Lift the luck cap for this award (a storyteller exception, logged in the ledger). */
      override: z.boolean().default(false),
    }),
    output: z.object({ results: z.array(AwardResultSchema) }),
  },
  'character.spendLuck': {
    input: z.strictObject({ id: EntityIdSchema, points: z.number().int().min(1).max(20).default(1), reason: Reason }),
    output: z.object({ entry: LuckEntrySchema, balance: z.number().int() }),
  },
  /** Takes back the character's last XP or luck change made in the app (balance, skill, dates). */
  'character.undoLedger': { input: IdInput, output: z.object({ undone: UndoableSchema, character: CharacterSchema }) },
  /** Rolls an ability with main's dice; the roll goes to the campaign's roll log. */
  'character.roll': { input: RollInputSchema, output: z.object({ entry: RollLogEntrySchema, luckPoints: z.number().int() }) },
  'character.rollLog': {
    input: z.strictObject({ id: EntityIdSchema.optional(), limit: z.number().int().min(1).max(500).default(50) }),
    output: z.object({ entries: z.array(RollLogEntrySchema) }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const characterEvents = {
  /** Characters were added, changed or deleted (ids); windows refetch what they show. */
  /**
   * `sheetsOnly`: only what the sheets show changed (a fight's wounds and luck, issue 20): names,
   * kinds and the campaign's counts did not, so rosters and the campaign summary need no refetch.
   */
  'character.changed': z.object({ ids: z.array(EntityIdSchema), sheetsOnly: z.literal(true).optional() }),
  /** A sheet roll was logged. */
  'character.rolled': RollLogEntrySchema,
} as const satisfies Record<string, z.ZodType>;
