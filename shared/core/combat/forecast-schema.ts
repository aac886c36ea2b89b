/**
 * Issue 41: the turn forecast as it crosses to the GM screen (`combat.forecast`), and the
 * storyteller's "what if" declarations it may be asked about (not committed, nothing stored).
 */
import { z } from 'zod';
import { EntityIdSchema } from '../../domain/ids';
import { StanceIdSchema } from './commands';
import { DeclaredActionSchema, LuckChoiceSchema } from './declarations';

const probability = z.number().min(0).max(1);

export const TurnForecastSchema = z.object({
  method: z.enum(['exact', 'simulation']),
  turns: z.number().int().nullable(),
  precision: z.number().min(0),
  equivalentTurns: z.number().int().min(1).optional(),
  engine: z.enum(['tables', 'full']).optional(),
  combatants: z.array(z.object({ id: EntityIdSchema, pHit: probability, pSerious: probability.nullable(), pOut: probability.nullable(), koRisk: probability.nullable() })),
  teams: z.array(z.object({ team: z.number().int(), expectedOut: z.number().min(0).nullable() })),
  vehicles: z.array(z.object({ id: EntityIdSchema, pHit: probability, pSerious: probability.nullable(), pOut: probability.nullable() })).optional(),
});

/** One combatant's declaration as the declare panel has it now; absent fields keep what is declared. */
export const WhatIfSchema = z.strictObject({
  combatantId: EntityIdSchema,
  action: DeclaredActionSchema,
  more: z.array(DeclaredActionSchema).max(2).optional(),
  luck: LuckChoiceSchema.nullable().default(null),
  stance: StanceIdSchema.optional(),
});
export type WhatIf = z.output<typeof WhatIfSchema>;

export const ForecastInputSchema = z.strictObject({
  combatId: EntityIdSchema,
  /** Declarations to forecast instead of those made (the "what if" toggle); absent or empty: as declared. */
  whatIf: z.array(WhatIfSchema).max(2000).default([]),
});

/**
 * `forecast` null with `reason`: nothing to forecast now (no fight turn, a what-if the rules
 * refuse); `superseded`: a newer question about this fight came first (its answer is the one to show).
 */
export const ForecastAnswerSchema = z.object({
  forecast: TurnForecastSchema.nullable(),
  superseded: z.boolean(),
  reason: z.string().nullable(),
});
export type ForecastAnswer = z.infer<typeof ForecastAnswerSchema>;
