/**
 * Rating ranges at the edge (issue 16, deliverable 7): a write of a character whose rating lies
 * outside the edition's range is refused with the field named ("Firearms: 99 is above the highest
 * rating, 8"); chargen budgets stay warnings of `checkCharacter`. The range of each list comes
 * from the edition (`EditionOps.ratingRange`), else from the ruleset's `ratings`.
 */
import type { Character } from '../domain/character';
import type { RatedListKind, RatingBounds } from './rating-types';
import type { GameSystem } from './types';

export type { RatedListKind, RatingBounds } from './rating-types';

/** One out-of-range rating: `field` names it as the storyteller sees it. */
export type RatingProblem = { list: RatedListKind; field: string; rating: number; bounds: RatingBounds; message: string };

const LIST_WORD: Record<RatedListKind, string> = {
  attribute: 'attribute',
  'action-skill': 'action skill',
  'background-skill': 'background skill',
  'npc-rating': 'NPC rating',
};

/**
 * The range of a rating in `list` named `name`. Without an edition op: the ruleset's ranges, and
 * for an NPC's single rating (rolled in place of attribute + skill, seed 001) 0 up to the highest
 * attribute plus the highest action skill.
 */
export function ratingRange(s: GameSystem, list: RatedListKind, name: string): RatingBounds {
  const own = s.edition.ops.ratingRange?.(s, list, name);
  if (own) return own;
  const r = s.core.ratings;
  if (list === 'attribute') return r.attribute;
  if (list === 'action-skill') return r.actionSkill;
  if (list === 'background-skill') return r.backgroundSkill;
  return { min: 0, max: r.attribute.max + r.actionSkill.max };
}

function check(s: GameSystem, list: RatedListKind, name: string, rating: number, out: RatingProblem[]): void {
  const bounds = ratingRange(s, list, name);
  if (rating >= bounds.min && rating <= bounds.max) return;
  const field = name.trim() === '' ? `An unnamed ${LIST_WORD[list]}` : name.trim();
  const message =
    rating > bounds.max
      ? `${field}: ${rating} is above the highest rating, ${bounds.max}`
      : `${field}: ${rating} is below the lowest rating, ${bounds.min}`;
  out.push({ list, field, rating, bounds, message });
}

/** Every rating of the character outside the edition's range, in sheet order (empty: all in range). */
export function ratingProblems(s: GameSystem, c: Pick<Character, 'attributes' | 'actionSkills' | 'backgroundSkills' | 'npc'>): RatingProblem[] {
  const out: RatingProblem[] = [];
  for (const a of c.attributes) check(s, 'attribute', a.name, a.rating, out);
  for (const a of c.actionSkills) check(s, 'action-skill', a.name, a.rating, out);
  for (const a of c.backgroundSkills) check(s, 'background-skill', a.name, a.rating, out);
  if (c.npc) {
    for (const a of c.npc.ratings) check(s, 'npc-rating', a.name, a.rating, out);
    if (c.npc.defaultRating !== null) check(s, 'npc-rating', 'Default rating', c.npc.defaultRating, out);
  }
  return out;
}

/** The refusal text for a character with out-of-range ratings (the first few named), or null. */
export function ratingRefusal(s: GameSystem, c: Pick<Character, 'name' | 'attributes' | 'actionSkills' | 'backgroundSkills' | 'npc'>): string | null {
  const problems = ratingProblems(s, c);
  if (problems.length === 0) return null;
  const shown = problems.slice(0, 3).map((p) => p.message).join('; ');
  const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
  return `${c.name}: ${shown}${more}.`;
}
