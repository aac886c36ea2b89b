/**
 * How the Fading Suns house rules rate a character (CHARACTERS-NOTES.md "Ratings"): characteristics
 * 1–10, the occult pairs (Psi/Urge, Theurgy/Hubris) 0–10 since most characters have none, skills
 * 0–12 (seed 003 "Skill level 11+ 5d20" is open-ended; 12 leaves room above 10 without letting a
 * typo become a goal of 99). The sheet's word beside a skill is the d20 band it rolls.
 */
import { abilityKey } from '../../domain/character';
import type { Ruleset } from '../../core/dice/ruleset';
import type { RatedListKind, RatingBounds } from '../ratings';
import type { RatingKind, RatingLabel } from '../types';

/** Fading Suns rates characteristics 1 to 10 (the rulebook; the seed prints ratings up to 7). */
export const ETKIN_CHARACTERISTIC_RANGE: RatingBounds = { min: 1, max: 10 };
/** An occult characteristic is 0 for everyone who is not psychic or a theurgist. */
export const ETKIN_OCCULT_RANGE: RatingBounds = { min: 0, max: 10 };
/** Skills 0 (unskilled) to 12: seed 003 "Skill level 11+" is the top band. */
export const ETKIN_SKILL_RANGE: RatingBounds = { min: 0, max: 12 };

/** The occult characteristics and their shadows (0 allowed). */
export const OCCULT_CHARACTERISTICS: readonly string[] = ['Psi', 'Urge', 'Theurgy', 'Hubris'];

export const isOccult = (name: string): boolean => OCCULT_CHARACTERISTICS.some((o) => abilityKey(o) === abilityKey(name));

/**
 * Seed 003 "Task Resolution": "Skill level 1-2 1d20 / 3-5 2d20 / 6-8 3d20 / 9-10 4d20 / 11+ 5d20";
 * a characteristic rolled alone (skill 0) rolls one die. Kept here as well as in dice.ts's
 * `diceForSkill` so the sheet's label does not need the dice engine; a test keeps them equal.
 */
export function skillBand(skill: number): number {
  if (skill >= 11) return 5;
  if (skill >= 9) return 4;
  if (skill >= 6) return 3;
  if (skill >= 3) return 2;
  return 1;
}

/**
 * The ranges ratings must lie in: the house rules' scales narrowed by the setting's
 * `ruleset.ratings` where the storyteller set them tighter, never wider (a skill of 40 has no band).
 */
export function etkinRanges(core: Pick<Ruleset, 'ratings'>): Ruleset['ratings'] {
  const narrow = (own: RatingBounds, set: RatingBounds): RatingBounds => {
    const r = { min: Math.max(own.min, set.min), max: Math.min(own.max, set.max) };
    return r.min <= r.max ? r : own;
  };
  return {
    attribute: narrow(ETKIN_CHARACTERISTIC_RANGE, core.ratings.attribute),
    actionSkill: narrow(ETKIN_SKILL_RANGE, core.ratings.actionSkill),
    backgroundSkill: narrow(ETKIN_SKILL_RANGE, core.ratings.backgroundSkill),
  };
}

/**
 * The range of one rating. An occult characteristic may be 0; an NPC's single rating stands for a
 * whole goal (characteristic + skill), so 0 to 22.
 */
export function etkinRatingRange(core: Pick<Ruleset, 'ratings'>, list: RatedListKind, name: string): RatingBounds {
  const r = etkinRanges(core);
  if (list === 'npc-rating') return { min: 0, max: ETKIN_CHARACTERISTIC_RANGE.max + ETKIN_SKILL_RANGE.max };
  if (list === 'attribute') return isOccult(name) ? { min: 0, max: r.attribute.max } : r.attribute;
  return list === 'action-skill' ? r.actionSkill : r.backgroundSkill;
}

/**
 * The word beside a rating: a skill's d20 band ("3d20"), none for a characteristic (its goal is
 * its rating; the pool beside the skills says the goal). Null off the scale: the sheet flags it.
 */
export function etkinRatingLabel(kind: RatingKind, rating: number): RatingLabel | null {
  if (!Number.isInteger(rating)) return null;
  if (kind === 'attribute') return null;
  if (rating < ETKIN_SKILL_RANGE.min || rating > ETKIN_SKILL_RANGE.max) return null;
  return rating === 0 ? { label: 'unskilled' } : { label: `${skillBand(rating)}d20` };
}
