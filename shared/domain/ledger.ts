import { z } from 'zod';
import { EntityIdSchema } from './ids';
import { InGameDateSchema, IsoTimestampSchema } from './timestamps';

const LedgerBase = z.object({
  /** Assigned by the campaign file, in recording order. */
  id: z.number().int().min(1),
  characterId: EntityIdSchema,
  /** Points gained (positive) or spent (negative). */
  delta: z.number().int().refine((d) => d !== 0, 'A ledger entry must change the balance'),
  reason: z.string().max(500),
  inGameDate: InGameDateSchema,
  recordedAt: IsoTimestampSchema,
});

/** One XP award or spend; `ability` names what a spend raised. */
export const XpEntrySchema = LedgerBase.extend({ ability: z.string().min(1).max(100).nullable() });
export type XpEntry = z.infer<typeof XpEntrySchema>;
export type NewXpEntry = Omit<XpEntry, 'id'>;

/** One luck award or spend. */
export const LuckEntrySchema = LedgerBase;
export type LuckEntry = z.infer<typeof LuckEntrySchema>;
export type NewLuckEntry = Omit<LuckEntry, 'id'>;
