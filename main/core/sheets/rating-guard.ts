import { abilityKey, type Character } from '../../../shared/domain/character';
import { AppError, type ErrorCode } from '../../../shared/ipc/result';
import { ratingProblems, ratingRefusal, type GameSystem, type PoolSpec } from '../../../shared/systems';

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
 * The sheet roller's guard for ratings stored before the edge checked them (an older file): a
 * roll whose pool uses a rating out of range is refused, so the roller never rolls 99 dice; the
 * sheet flags the rating for the storyteller to fix. Other abilities of that sheet still roll.
 */
export function assertRollable(system: GameSystem, character: Character, pool: PoolSpec): void {
  const problems = ratingProblems(system, character);
  if (problems.length === 0) return;
  // Pool terms are named after the ability ("Firearms", "Cooking 2×2"): match the name, or the name then a space.
  const used = problems.filter((p) => {
    const field = abilityKey(p.field);
    return pool.terms.some((t) => {
      const term = abilityKey(t.name);
      return term === field || term.startsWith(`${field} `);
    });
  });
  if (used.length > 0) {
    throw new AppError('roll/rating-out-of-range', `Fix the sheet before rolling: ${used.map((p) => p.message).join('; ')}.`);
  }
}
