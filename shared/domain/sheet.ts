import { z } from 'zod';
import { SUCCESS_LEVELS } from '../rules/ruleset';
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
  odds: z.object({ pSuccess: z.number().min(0).max(1), levels: z.record(z.enum(SUCCESS_LEVELS), z.number()) }),
  luckSpent: z.boolean(),
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
