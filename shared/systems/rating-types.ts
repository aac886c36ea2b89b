/**
 * The rated lists of a character and a rating range, apart from the checks in `ratings.ts` so
 * the edition interface (`types.ts`) can name them without importing what imports it.
 */

/** Which list of a character a rating sits in; `npc-rating` is an NPC's single rating (or its default). */
export type RatedListKind = 'attribute' | 'action-skill' | 'background-skill' | 'npc-rating';

/** An inclusive range and what the list is called in a message. */
export type RatingBounds = { min: number; max: number };
