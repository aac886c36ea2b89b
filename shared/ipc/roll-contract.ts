/**
 * The dice roller (issue 16): single and opposed rolls with substitution, defaulting and luck,
 * rolls asked of several characters at once, luck re-rolls, and the exact odds before any of
 * them. Names in `roll-names.ts`. Every roll lands in the campaign's roll log (`character.rolled`).
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';
import { RollLogEntrySchema, SheetRollSchema } from '../domain/sheet';

/** One roller: who, what, and the storyteller's adjustments. */
export const RollSideSchema = z.strictObject({
  id: EntityIdSchema,
  ability: z.string().trim().min(1, 'Choose an ability to roll').max(100),
  /**
   * The situation's modifier (+/-): dice for a pool edition, percent for a d100 one (FS3.1); main
   * checks it against the edition's range (±20 dice, ±100 percent).
   */
  modifier: z.number().int().min(-100).max(100).default(0),
  /** Roll the skill with this attribute instead of its ruling one (seed 004; AresMUSH `Skill+Attr`). */
  attribute: z.string().trim().min(1, 'Choose an attribute').max(100).optional(),
  /** Defaulting: `ability` is the loosely related ability rolled for this task (seed 004: "usually -3 or more"). */
  defaulting: z
    .strictObject({
      task: z.string().trim().min(1, 'Name the task or skill the character lacks').max(100),
      modifier: z.number().int().min(-100).max(0).optional(),
    })
    .optional(),
  /** Subtract the wound modifier (the rules say so; the storyteller may waive it). */
  applyWounds: z.boolean().default(true),
  /** Issue 22: the edition's tagged situations in force ("non-stressful": seed 003's +2 goal); main refuses a tag the edition lacks. */
  situations: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  /** Issue 22: accenting (seed 003: negative one die more, positive one fewer); refused by editions without it. */
  accent: z.enum(['negative', 'positive']).optional(),
  /** Issue 22: the SFX range (seed 003: Good on 1, Bad on 20; a blessing or curse widens them); checked by the edition. */
  sfx: z.strictObject({ good: z.number().int().min(0).max(21), bad: z.number().int().min(0).max(21) }).optional(),
});
export type RollSide = z.infer<typeof RollSideSchema>;

/** A luck point offered before the roll by a character on one side's roll. */
export const LuckOfferSchema = z.strictObject({
  by: EntityIdSchema,
  effect: z.enum(['bonus', 'penalty', 'cancel', 'announce']),
  on: z.enum(['first', 'second']).default('first'),
});

const Offers = z.array(LuckOfferSchema).max(4, 'At most four luck spends on one roll').default([]);

export const SingleRollSchema = z.strictObject({ first: RollSideSchema, luck: Offers });
export const OpposedRollSchema = z.strictObject({ first: RollSideSchema, second: RollSideSchema, luck: Offers });
export const PreviewRollSchema = z.strictObject({ first: RollSideSchema, second: RollSideSchema.optional(), luck: Offers });

export const GroupRollSchema = z.strictObject({
  ids: z.array(EntityIdSchema).min(1, 'Choose at least one character').max(500),
  ability: z.string().trim().min(1, 'Choose an ability to roll').max(100),
  modifier: z.number().int().min(-100).max(100).default(0),
  attribute: z.string().trim().min(1, 'Choose an attribute').max(100).optional(),
  applyWounds: z.boolean().default(true),
  /** Shown in the log ("Everyone rolls Alertness" when absent). */
  label: z.string().trim().max(200).optional(),
});

const OddsSchema = SheetRollSchema.shape.odds;
export const OpposedOddsSchema = z.object({
  pFirst: z.number(),
  pDraw: z.number(),
  pSecond: z.number(),
  pNone: z.number(),
  pBothFail: z.number(),
  outcomes: z.array(z.object({ winner: z.enum(['first', 'second', 'draw', 'none']), margin: z.string().nullable(), label: z.string(), p: z.number() })),
});
export type OpposedOddsOut = z.infer<typeof OpposedOddsSchema>;

export const RollPreviewSchema = z.object({
  sides: z.array(z.object({ id: EntityIdSchema, name: z.string(), poolText: z.string(), diceRolled: z.number().int(), odds: OddsSchema, luck: z.array(z.string()) })),
  opposed: OpposedOddsSchema.nullable(),
});
export type RollPreview = z.infer<typeof RollPreviewSchema>;

const Balances = z.array(z.object({ id: EntityIdSchema, name: z.string(), luckPoints: z.number().int() }));
export const RollOutputSchema = z.object({ entries: z.array(RollLogEntrySchema), balances: Balances });
export type RollOutput = z.infer<typeof RollOutputSchema>;

export const rollContract = {
  /** The pools and exact odds of a roll (and of each outcome of an opposed roll) without rolling. */
  'roll.preview': { input: PreviewRollSchema, output: RollPreviewSchema },
  'roll.single': { input: SingleRollSchema, output: RollOutputSchema },
  /** Both sides roll; each side's log row carries the outcome, the margin and the odds it had. */
  'roll.opposed': { input: OpposedRollSchema, output: RollOutputSchema },
  /** Everyone chosen rolls the same ability; one log row each, linked. */
  'roll.group': { input: GroupRollSchema, output: RollOutputSchema },
  /** The roller spends a luck point to roll a logged roll again and keep the better (seed 004). */
  'roll.reroll': { input: z.strictObject({ rollId: z.number().int().min(1) }), output: RollOutputSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const rollEvents = {} as const satisfies Record<string, z.ZodType>;
