import { z } from 'zod';

/** An instant in UTC as `Date.toISOString()` writes it; what the campaign file stores. */
export const IsoTimestampSchema = z.iso.datetime();
export type IsoTimestamp = z.infer<typeof IsoTimestampSchema>;

/**
 * An in-game date as the storyteller writes it ("Day 3 of the Siege", "2025-04-01"): the fiction's
 * calendar is the storyteller's, so it is free text, compared only for equality.
 */
export const InGameDateSchema = z.string().max(200);
