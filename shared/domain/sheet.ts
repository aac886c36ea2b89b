import { z } from 'zod';
import { SUCCESS_LEVELS } from '../core/dice/ruleset';
import { XpProgressSchema } from './character';
import { EntityIdSchema } from './ids';
import { InGameDateSchema, IsoTimestampSchema } from './timestamps';

/**
 * Records the character sheet adds to a campaign (migration 0004): the gear a character
 * carries and the roll log of sheet rolls. Validated at every boundary like the rest.
 */

/** One item a character carries: free text, since gear on a sheet is often not in the catalog. */
export const GearItemSchema = z.object({
  name: z.string().trim().min(1, 'A gear item needs a name').max(200),
  notes: z.string().max(2000),
});
export type GearItem = z.infer<typeof GearItemSchema>;

const ModifierSchema = z.object({ dice: z.number().int(), source: z.string() });

export const LUCK_ROLL_EFFECTS = ['bonus', 'penalty', 'cancel', 'reroll', 'announce'] as const;
export type LuckRollEffect = (typeof LUCK_ROLL_EFFECTS)[number];

/** A luck point spent on this roll (seed 004; 'announce': an edition whose luck gives no dice, §B.8). */
export const RollLuckSchema = z.object({
  by: z.string(),
  byId: EntityIdSchema.nullable(),
  effect: z.enum(LUCK_ROLL_EFFECTS),
  /** Dice it added (+) or took (−); 0 for cancel, re-roll and announce. */
  dice: z.number(),
  /** The luck ledger entry that paid for it. */
  ledgerEntryId: z.number().int().nullable(),
  /** Issue 22: points it cost when more than one (seed 003: a second re-roll 2, a natural 20's 5); absent: 1. */
  points: z.number().int().min(1).max(100).optional(),
});
export type RollLuck = z.infer<typeof RollLuckSchema>;

/** The pool as rolled, kept so a luck re-roll rolls exactly it again. */
export const RolledPoolSchema = z.object({
  terms: z.array(z.object({ kind: z.string(), name: z.string(), rating: z.number() })),
  modifiers: z.array(z.object({ dice: z.number(), source: z.string(), tag: z.string().optional() })),
  attributeRating: z.number(),
  size: z.number(),
  diceRolled: z.number().int().min(0),
  /** Issue 22: a goal roll's accent and SFX range, so a re-roll rolls the same task. */
  accent: z.enum(['negative', 'positive']).optional(),
  sfx: z.object({ good: z.number().int(), bad: z.number().int() }).optional(),
});

/**
 * The steps of a percentile roll (FS3.1, seed 002 "How to Roll"): the d100, the modifiers summed
 * in percent, the modified total, the result-table row read and the Roll Result −2 … +3.
 */
export const PercentileRollSchema = z.object({
  roll: z.number().int().min(1).max(100),
  modifier: z.number().int(),
  total: z.number().int(),
  row: z.number().int().min(0),
  result: z.number().int().min(-2).max(3),
});
export type StoredPercentileRoll = z.infer<typeof PercentileRollSchema>;

const D20 = z.number().int().min(1).max(20);
const SFX_BAND = z.enum(['1-10', '11-15', '16-19', '20']);

/**
 * Issue 22: a goal-number roll (seed 003): the skill d20s, the kept die (the best at or under the
 * goal; null when none), successes and VP before the SFX, the SFX die, its kind and the effect
 * d20 with its band and text, and the result after it.
 */
export const GoalRollSchema = z.object({
  goal: z.number().int(),
  dice: z.array(D20).max(50),
  kept: z.number().int().min(0).nullable(),
  successes: z.number().int().min(0),
  baseSuccess: z.boolean(),
  baseVp: z.number().int().min(0),
  accent: z.enum(['negative', 'positive']).nullable(),
  sfxDie: D20,
  sfx: z.enum(['good', 'bad']).nullable(),
  effectDie: D20.nullable(),
  band: SFX_BAND.nullable(),
  effectText: z.string().max(500).nullable(),
  success: z.boolean(),
  vp: z.number().int().min(0),
});
export type StoredGoalRoll = z.infer<typeof GoalRollSchema>;

/** The exact chance of every result of an engine not counted in hits (FS3.1's Roll Results), worst first. */
export const ResultOddsSchema = z.array(z.object({ value: z.number().int(), label: z.string(), p: z.number().min(0).max(1) }));

/** How the two sides of an opposed roll came out, stored on each side's row. */
export const OpposedRecordSchema = z.object({
  /** Which side this row is. */
  side: z.enum(['first', 'second']),
  opponent: z.string(),
  opponentId: EntityIdSchema.nullable(),
  opponentAbility: z.string(),
  opponentLabel: z.string(),
  opponentHits: z.number().int().min(0),
  opponentDice: z.array(z.number().int().min(1)),
  /** Issue 19: the other side's percentile steps, when the edition rolls a d100 (absent for dice pools). */
  opponentPercentile: PercentileRollSchema.optional(),
  /** Issue 22: the other side's goal roll (seed 003's d20s and SFX). */
  opponentGoal: GoalRollSchema.optional(),
  winner: z.enum(['first', 'second', 'draw', 'none']),
  net: z.number().int().min(0),
  label: z.string(),
  /** "Marginal Victory for Dane Ruiz", "Draw", "Everyone failed". */
  text: z.string(),
  bothFailed: z.boolean(),
  /** Exact odds before the roll: first wins, draw, second wins, nobody wins. */
  odds: z.object({ pFirst: z.number(), pDraw: z.number(), pSecond: z.number(), pNone: z.number() }),
});
export type OpposedRecord = z.infer<typeof OpposedRecordSchema>;

/** A sheet roll as the log keeps it: the pool, the dice, the result and the exact odds beforehand. */
export const SheetRollSchema = z.object({
  ability: z.string(),
  /** "Firearms 3 + Reaction 2" or "Reaction 2 (attribute alone)". */
  poolText: z.string(),
  modifiers: z.array(ModifierSchema),
  diceRolled: z.number().int().min(0),
  dice: z.array(z.number().int().min(1)),
  hits: z.number().int().min(0),
  successLevel: z.enum(SUCCESS_LEVELS),
  label: z.string(),
  isSuccess: z.boolean(),
  /** P(success) and P(each level) of this pool, computed before the dice fell. */
  odds: z.object({
    pSuccess: z.number().min(0).max(1),
    levels: z.record(z.enum(SUCCESS_LEVELS), z.number()),
    /** Issue 19: each Roll Result's chance for a percentile roll (absent for dice pools and older rows). */
    results: ResultOddsSchema.optional(),
    /** Issue 22: P(Good / Bad SFX) and P(each effect band with it), for an engine with an SFX die. */
    sfx: z.object({ pGood: z.number().min(0).max(1), pBad: z.number().min(0).max(1), good: z.array(z.number().min(0).max(1)).max(4), bad: z.array(z.number().min(0).max(1)).max(4) }).optional(),
    /** Issue 22: the same task under the roller's other choices (each accent, hero re-rolls). */
    variants: z.array(z.object({ label: z.string(), pSuccess: z.number().min(0).max(1), expected: z.number(), refused: z.string().optional() })).max(10).optional(),
  }),
  luckSpent: z.boolean(),
  // Issue 16 (all optional: rolls logged before read as they were).
  pool: RolledPoolSchema.optional(),
  /** The attribute substituted for the skill's ruling one. */
  attribute: z.string().optional(),
  /** Defaulting: the related ability rolled for a task the character has no rating in. */
  defaulting: z.object({ task: z.string(), from: z.string(), modifier: z.number() }).optional(),
  luck: z.array(RollLuckSchema).optional(),
  /** A luck re-roll of an earlier roll: both sets of dice, the better kept. */
  reroll: z.object({
    of: z.number().int().min(1), by: z.string(), firstDice: z.array(z.number().int()), secondDice: z.array(z.number().int()), kept: z.enum(['first', 'second']),
    /** Issue 22: which re-roll of the first roll this is (seed 003 allows a second); absent: 1. */
    nth: z.number().int().min(1).max(10).optional(),
    /** Issue 22: the SFX dice of the two rolls compared. */
    firstSfx: D20.optional(),
    secondSfx: D20.optional(),
  }).optional(),
  /** Rolls made together: the two sides of an opposed roll, or a roll asked of several characters. */
  link: z.object({ kind: z.enum(['opposed', 'group']), id: z.string().min(1).max(100), label: z.string() }).optional(),
  opposed: OpposedRecordSchema.optional(),
  /** Issue 21: who rolled, when not the storyteller ("Kim's phone", a player's device). */
  rolledBy: z.string().max(80).optional(),
  /** Issue 19: a percentile roll's steps ("d100 63 +10 → 73 on row 5 → +1 Success"); absent for dice pools. */
  percentile: PercentileRollSchema.optional(),
  /** Issue 22: a goal roll's d20s, kept die, SFX and effect (seed 003); absent for other engines. */
  goal: GoalRollSchema.optional(),
});
export type SheetRoll = z.infer<typeof SheetRollSchema>;

export const RollLogEntrySchema = z.object({
  id: z.number().int().min(1),
  /** Null once the character was deleted; the name stays. */
  characterId: EntityIdSchema.nullable(),
  characterName: z.string(),
  roll: SheetRollSchema,
  inGameDate: InGameDateSchema,
  recordedAt: IsoTimestampSchema,
});
export type RollLogEntry = z.infer<typeof RollLogEntrySchema>;

/** What undoing one XP or luck entry must put back besides the balance. */
export const LedgerUndoSchema = z.object({
  lastSkillRaiseDate: z.string().nullable().optional(),
  skill: z
    .object({
      /** 'attribute': an edition that raises attributes with XP (AresMUSH Third Edition). */
      list: z.enum(['action', 'background', 'attribute']),
      name: z.string(),
      fromRating: z.number().int().min(0),
      toRating: z.number().int().min(1),
    })
    .optional(),
  language: z.string().optional(),
  /**
   * The ability's progress toward its next rating before the spend (null: none), for editions
   * that raise over several spends. Absent for FS3.2 raises and for entries made before.
   */
  xpProgress: XpProgressSchema.nullable().optional(),
});
export type LedgerUndo = z.infer<typeof LedgerUndoSchema>;
