import type { Character } from '../../../shared/domain/character';
import { AppError, type ErrorCode } from '../../../shared/ipc/result';
import { ratingRefusal, type GameSystem } from '../../../shared/systems';

/**
 * Ratings at the edge (issue 16, deliverable 7): every write of a character's ratings goes
 * through here and is refused, naming the field, when a rating lies outside the edition's range
 * ("Firearms: 99 is above the highest rating, 8"). Chargen budgets stay warnings of the sheet's
 * check. Nothing is written when this throws (callers check before writing, in their transaction).
 */
export function assertRatingsInRange(system: GameSystem, characters: readonly Character[], code: ErrorCode = 'character/rating-out-of-range'): void {
  for (const c of characters) {
    const refusal = ratingRefusal(system, c);
    if (refusal !== null) throw new AppError(code, refusal);
  }
}

/**
 * The sheet roller's guard for ratings stored before the edge checked them (an older file): no
 * roll from a sheet with a rating out of range, so the roller never rolls 99 dice; the sheet
 * flags the rating and the storyteller fixes it first.
 */
export function assertRollable(system: GameSystem, character: Character): void {
  const refusal = ratingRefusal(system, character);
  if (refusal !== null) throw new AppError('roll/rating-out-of-range', `Fix the sheet before rolling. ${refusal}`);
}
