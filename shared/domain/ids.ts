import { z } from 'zod';

/**
 * Ids of stored entities (characters, wounds, combats…). Opaque strings chosen by the creator
 * (a UUID in the app, readable names in fixtures) so that exports and imports keep them as-is.
 */
export const EntityIdSchema = z.string().min(1).max(100);
export type EntityId = z.infer<typeof EntityIdSchema>;
