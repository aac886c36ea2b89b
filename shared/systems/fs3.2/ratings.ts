/**
 * Seed 004 "Attributes" and "Skills": what each FS3.2 rating means, for the sheet, the roller and
 * the PDF (issue 39; FS3.1 and seed 003 print theirs the same way, through `EditionOps.ratingLabel`).
 * A rating off the seed's scales (a setting that widened its ranges) has no word.
 */
import type { RatingKind, RatingLabel } from '../types';

type Meaning = { from: number; to: number; label: string };

/** 004 "Attributes are rated on a 1-4 scale", its "Rating / Attribute Meaning" table. */
export const FS32_ATTRIBUTE_MEANINGS: readonly Meaning[] = [
  { from: 1, to: 1, label: 'Poor' },
  { from: 2, to: 2, label: 'Average' },
  { from: 3, to: 3, label: 'Good' },
  { from: 4, to: 4, label: 'Exceptional' },
];

/** 004 "Action and Background Skills are rated on a 0-12 scale", its "Rating / Skill Meaning" table. */
export const FS32_SKILL_MEANINGS: readonly Meaning[] = [
  { from: 0, to: 0, label: 'Untrained' },
  { from: 1, to: 3, label: 'Novice' },
  { from: 4, to: 6, label: 'Proficient' },
  { from: 7, to: 9, label: 'Veteran' },
  { from: 10, to: 12, label: 'Master' },
];

const SENIOR = 'You are a highly skilled, senior professional with many years of experience. The subtle differences in these levels speak breadth or depth of knowledge, and greater finesse or efficiency.';

/** 004's "Rating / Description" chart of skill ratings 1–12, word for word. */
export const FS32_SKILL_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'You are a casual hobbyist or beginning student.',
  2: 'You are a very interested hobbyist or a mid-level student.',
  3: 'You are a serious hobbyist or a senior student.',
  4: 'You are a rookie - competent enough to be considered a professional, but lacking experience and finesse.',
  5: "You are no longer the 'rook' and have learned some of the tricks of the trade.",
  6: 'You are a thoroughly competent professional with a several years of experience.',
  7: SENIOR,
  8: SENIOR,
  9: SENIOR,
  10: 'You are elite \u2013 highly trained with lots of experience.',
  11: 'You are a true master in your field. You probably have some degree of renown.',
  12: "You are one of the best in the world (alive today, not necessarily 'best of all time').",
};

const meaningIn = (table: readonly Meaning[], rating: number): string | null =>
  table.find((m) => rating >= m.from && rating <= m.to)?.label ?? null;

/**
 * The word (and, for a skill, 004's description) beside a rating. Attributes and action and
 * background skills only: 004 "Language Skills don't have a rating", and an NPC's single rating
 * (seed 001) stands for attribute and skill together, which neither table describes.
 */
export function fs32RatingLabel(kind: RatingKind, rating: number): RatingLabel | null {
  if (!Number.isInteger(rating)) return null;
  if (kind === 'attribute') {
    const label = meaningIn(FS32_ATTRIBUTE_MEANINGS, rating);
    return label === null ? null : { label };
  }
  if (kind !== 'action-skill' && kind !== 'background-skill') return null;
  const label = meaningIn(FS32_SKILL_MEANINGS, rating);
  if (label === null) return null;
  const description = FS32_SKILL_DESCRIPTIONS[rating];
  return description === undefined ? { label } : { label, description };
}
