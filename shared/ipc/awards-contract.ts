/**
 * Awards for the whole roster (issue 16, deliverable 3): weekly XP for every PC in one action,
 * with the hoard cap applied and shown and the storyteller's explicit override. Single-character
 * awards stay in `character-contract.ts`. Names in `awards-names.ts`.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';

/** The calendar XP limits follow and today's day on it (null: the game clock has no calendar date, `problem` says why). */
export const XpClockSchema = z.object({
  kind: z.enum(['real', 'game']),
  today: z.string().nullable(),
  problem: z.string().nullable(),
});

/** When weekly XP was last given: the real moment and the in-game date of its entries. */
export const LastWeeklySchema = z.object({ recordedAt: z.string(), inGameDate: z.string() });

export const WeeklyStatusSchema = z.object({
  /** XP per week (FS3.2 weekly award; Third Edition `periodic_xp`). */
  perWeek: z.number().int().min(0),
  /** Most XP a character may hold (null: no cap). */
  hoardCap: z.number().int().min(0).nullable(),
  clock: XpClockSchema,
  /** PCs the award would reach. */
  pcs: z.number().int().min(0),
  lastGiven: LastWeeklySchema.nullable(),
  /** Set when weekly XP was already given within the last 7 days on the clock in force (a warning, not a refusal). */
  warning: z.string().nullable(),
});
export type WeeklyStatus = z.infer<typeof WeeklyStatusSchema>;

export const WeeklyResultSchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  credited: z.number().int().min(0),
  forfeited: z.number().int().min(0),
  /** XP held above the hoard cap because the storyteller lifted it. */
  lifted: z.number().int().min(0),
  balance: z.number().int().min(0),
});
export type WeeklyResult = z.infer<typeof WeeklyResultSchema>;

export const awardsContract = {
  'awards.weeklyStatus': { input: z.strictObject({}), output: WeeklyStatusSchema },
  /** Credits every PC the weekly award × weeks, cut to the hoard cap unless `override`. */
  'awards.weeklyXp': {
    input: z.strictObject({
      weeks: z.number().int().min(1, 'Give at least 1 week').max(52, 'At most 52 weeks at once').default(1),
      /** Lift the hoard cap for this award (a storyteller exception, logged in each entry). */
      override: z.boolean().default(false),
      reason: z.string().trim().max(200).optional(),
    }),
    output: z.object({
      results: z.array(WeeklyResultSchema),
      perWeek: z.number().int().min(0),
      amount: z.number().int().min(0),
      /** The XP ledger entries added, oldest first. */
      entryIds: z.array(z.number().int().min(1)),
      /** The warning the status gave before the award (already given this week), or null. */
      warning: z.string().nullable(),
    }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const awardsEvents = {} as const satisfies Record<string, z.ZodType>;
