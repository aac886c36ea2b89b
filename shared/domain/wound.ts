import { z } from 'zod';
import { SEVERITIES } from '../core/mechanics/combat-ruleset';
import { DAMAGE_TYPES } from './gear';
import { EntityIdSchema } from './ids';
import { InGameDateSchema, IsoTimestampSchema } from './timestamps';

/** A wound a character carries until it heals (seed 004 "Damage"; AresMUSH's Damage record). */
export const WoundSchema = z.object({
  id: EntityIdSchema,
  characterId: EntityIdSchema,
  /** Hit location from the chart ("Chest", "Left Arm"). */
  location: z.string().min(1).max(100),
  severity: z.enum(SEVERITIES),
  /** Stun damage heals completely at its first healing (AresMUSH). */
  damageType: z.enum(DAMAGE_TYPES),
  /** Points still needed before the wound improves one severity step. */
  healingPoints: z.number().int().min(0),
  /** Healing has begun (first aid or a day's points): the wound counts a fraction of its modifier. */
  treated: z.boolean(),
  /**
   * First aid on this wound, kept apart from `treated` (migration 0008): 'failed' after a failed
   * roll (an edition that allows retries may try again), 'succeeded' once it worked. Absent: 'none'.
   */
  firstAid: z.enum(['none', 'failed', 'succeeded']).optional(),
  /** First-aid rolls made on this wound. Absent: 0. */
  firstAidAttempts: z.number().int().min(0).max(10_000).optional(),
  inGameDate: InGameDateSchema,
  /** What caused it, e.g. "Pistol - Chest". */
  description: z.string().max(500),
  /** Real time of infliction: treatment is possible only for a while after it. */
  inflictedAt: IsoTimestampSchema,
});
export type Wound = z.infer<typeof WoundSchema>;
