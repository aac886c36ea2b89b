/**
 * Seed 002 "Attributes" and "Skills": FS3.1's rating ranges and what each rating means, and how
 * the console's character model holds FS3.1's rated languages (GROWTH-NOTES.md "Languages").
 */
import { abilityKey } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import type { Ruleset } from '../../core/dice/ruleset';
import type { RatedListKind, RatingBounds } from '../ratings';
import type { GameSystem, RatingKind, RatingLabel } from '../types';
import { rowFor } from './dice';

export { settingLanguageRuling } from '../language-rulings';

/** 002 "Attributes are rated on a 1-12 scale." */
export const FS31_ATTRIBUTE_RANGE: RatingBounds = { min: 1, max: 12 };
/** 002 "Skills are rated on a 0-12 scale." Languages are skills (002 "Language Skills"). */
export const FS31_SKILL_RANGE: RatingBounds = { min: 0, max: 12 };

type Meaning = { from: number; to: number; label: string };

/** 002's "Rating / Attribute Meaning" table. */
export const FS31_ATTRIBUTE_MEANINGS: readonly Meaning[] = [
  { from: 1, to: 3, label: 'Poor' },
  { from: 4, to: 6, label: 'Average' },
  { from: 7, to: 9, label: 'Good' },
  { from: 10, to: 12, label: 'Exceptional' },
];

/** 002's "Rating / Skill Meaning" table. */
export const FS31_SKILL_MEANINGS: readonly Meaning[] = [
  { from: 0, to: 0, label: 'Untrained' },
  { from: 1, to: 3, label: 'Rookie' },
  { from: 4, to: 6, label: 'Professional' },
  { from: 7, to: 9, label: 'Veteran' },
  { from: 10, to: 12, label: 'Expert' },
];

const meaningIn = (table: readonly Meaning[], rating: number): string | null =>
  Number.isInteger(rating) ? (table.find((m) => rating >= m.from && rating <= m.to)?.label ?? null) : null;

/** "Poor" … "Exceptional", or null for a rating off 002's scale. */
export const attributeMeaning = (rating: number): string | null => meaningIn(FS31_ATTRIBUTE_MEANINGS, rating);
/** "Untrained" … "Expert", or null for a rating off 002's scale. */
export const skillMeaning = (rating: number): string | null => meaningIn(FS31_SKILL_MEANINGS, rating);

/**
 * The ranges ratings must lie in (the `ratingRange` op, chargen, XP): 002's scales narrowed by
 * the setting's `ruleset.ratings` where the storyteller set them tighter (its numbers are the
 * setting editor's), never wider — the result table has rows 0–12 only, so a rating beyond them
 * has nothing to roll on. A setting whose range misses 002's altogether gets 002's. A rated
 * language is a background entry (background range); an NPC's single rating is read on the
 * table's row like a skill (0–12).
 */
export function fs31Ranges(core: Pick<Ruleset, 'ratings'>): Ruleset['ratings'] {
  const narrow = (own: RatingBounds, set: RatingBounds): RatingBounds => {
    const r = { min: Math.max(own.min, set.min), max: Math.min(own.max, set.max) };
    return r.min <= r.max ? r : own;
  };
  return {
    attribute: narrow(FS31_ATTRIBUTE_RANGE, core.ratings.attribute),
    actionSkill: narrow(FS31_SKILL_RANGE, core.ratings.actionSkill),
    backgroundSkill: narrow(FS31_SKILL_RANGE, core.ratings.backgroundSkill),
  };
}

/** The range of a rating in one of the console's lists (see {@link fs31Ranges}). */
export function fs31RatingRange(core: Pick<Ruleset, 'ratings'>, list: RatedListKind): RatingBounds {
  if (list === 'npc-rating') return FS31_SKILL_RANGE;
  const r = fs31Ranges(core);
  return list === 'attribute' ? r.attribute : list === 'action-skill' ? r.actionSkill : r.backgroundSkill;
}

/**
 * What the sheet prints beside a rating: its meaning and the result-table row a roll of it
 * reads ("Firearms 5 · Professional · row 5"). Null for a rating off the scale (the sheet
 * flags it through `ratingProblems`). An attribute rolled alone reads its own row (002 "What to
 * Roll": an attribute for a common-knowledge task, modifier 0).
 */
export function fs31RatingLabel(kind: RatingKind, rating: number): RatingLabel | null {
  const range = kind === 'attribute' ? FS31_ATTRIBUTE_RANGE : FS31_SKILL_RANGE;
  if (!Number.isInteger(rating) || rating < range.min || rating > range.max) return null;
  const label = kind === 'attribute' ? attributeMeaning(rating) : skillMeaning(rating);
  return label === null ? null : { label, row: rowFor(rating) };
}

/** The setting's language names by key (a setting that may be only its ruleset has none). */
export function languageKeys(setting: Partial<Pick<Setting, 'languages'>>): Set<string> {
  return new Set((setting.languages ?? []).map(abilityKey));
}

/** A rated ability as FS3.1 reads it off the character. */
export type Fs31Rated = { name: string; rating: number; rulingAttribute: string | null };

/**
 * The character's skills outside the action list split FS3.1's way: a `backgroundSkills` entry
 * named after one of the setting's languages is a rated language (the convention AresMUSH Third
 * Edition already uses, so no new field); the rest are background skills. `unrated` are names in
 * the character's `languages` list with no rated entry (FS3.2's "speaks, reads and writes it"),
 * which FS3.1 cannot price or roll.
 */
export function fs31Skills(
  setting: Partial<Pick<Setting, 'languages'>>,
  c: { backgroundSkills: readonly { name: string; rating: number; rulingAttribute?: string | null }[]; languages: readonly string[] },
): { backgrounds: Fs31Rated[]; languages: Fs31Rated[]; unrated: string[] } {
  const keys = languageKeys(setting);
  const backgrounds: Fs31Rated[] = [];
  const languages: Fs31Rated[] = [];
  for (const b of c.backgroundSkills) {
    const rated = { name: b.name, rating: b.rating, rulingAttribute: b.rulingAttribute ?? null };
    (keys.has(abilityKey(b.name)) ? languages : backgrounds).push(rated);
  }
  const ratedKeys = new Set(c.backgroundSkills.map((b) => abilityKey(b.name)));
  const unrated: string[] = [];
  const seen = new Set<string>();
  for (const l of c.languages) {
    const key = abilityKey(l);
    if (ratedKeys.has(key) || seen.has(key)) continue;
    seen.add(key);
    unrated.push(l.trim());
  }
  return { backgrounds, languages, unrated };
}

/** Whether a name is one of the setting's languages. */
export function isSettingLanguage(setting: Pick<Setting, 'languages'>, name: string): boolean {
  return languageKeys(setting).has(abilityKey(name));
}

/** The rating kind of a `backgroundSkills` entry for the sheet's label: a language or a background skill. */
export function backgroundKind(s: GameSystem, name: string): 'language' | 'background-skill' {
  return isSettingLanguage(s.setting, name) ? 'language' : 'background-skill';
}
