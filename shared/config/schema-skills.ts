/**
 * The `fs3skills` section as AresMUSH reads it (attributes, action skills, backgrounds, languages,
 * advantages, chargen, XP and luck). Like `schema-combat.ts`: AresMUSH key names, JSON types
 * only, unknown keys kept verbatim.
 */
import { z } from 'zod';
import { JsonValueSchema } from '../domain/json';

const text = z.string();
const num = z.number();
const flag = z.boolean();
const names = z.array(z.string());
const numbers = z.record(z.string(), z.number());

export const AresAttributeSchema = z.looseObject({ name: text.nullish(), desc: text.nullish() });
export type AresAttribute = z.infer<typeof AresAttributeSchema>;

export const AresActionSkillSchema = z.looseObject({
  name: text.nullish(),
  desc: text.nullish(),
  linked_attr: text.nullish(),
  specialties: names.nullish(),
});
export type AresActionSkill = z.infer<typeof AresActionSkillSchema>;

export const AresLanguageSchema = z.looseObject({ name: text.nullish(), desc: text.nullish() });
export type AresLanguage = z.infer<typeof AresLanguageSchema>;

export const AresAdvantageSchema = z.looseObject({ name: text.nullish(), desc: text.nullish() });
export type AresAdvantage = z.infer<typeof AresAdvantageSchema>;

/** `skills` (name → rating) and `specialties` (skill → list) granted to a group value. */
export const AresStartingSkillsSchema = z.looseObject({
  skills: numbers.nullish(),
  specialties: z.record(z.string(), names).nullish(),
});
export type AresStartingSkills = z.infer<typeof AresStartingSkillsSchema>;

/** XP category (action, attribute…) → level → XP spends needed. */
export const XP_CATEGORIES = ['language', 'action', 'background', 'attribute', 'advantage'] as const;

/**
 * A web portal text: nothing in play reads it, so any value AresMUSH loads is kept as written
 * (a real game has `advantages_blurb: false`); the linter says when it is not a text.
 */
const blurb = JsonValueSchema.nullish();

export const Fs3SkillsSchema = z.looseObject({
  attributes: z.array(AresAttributeSchema).nullish(),
  attributes_blurb: blurb,
  default_linked_attr: text.nullish(),
  action_skills: z.array(AresActionSkillSchema).nullish(),
  action_skills_blurb: blurb,
  background_skills: z.record(z.string(), text).nullish(),
  bg_skills_blurb: blurb,
  languages: z.array(AresLanguageSchema).nullish(),
  language_blurb: blurb,
  /**
   * `false` in a game that turned advantages off: AresMUSH reads the list only when
   * `use_advantages` is true (`FS3Skills.advantages`), so the game runs (see lint-skills.ts).
   */
  advantages: z.union([z.array(AresAdvantageSchema), z.literal(false)]).nullish(),
  advantages_blurb: blurb,
  use_advantages: flag.nullish(),
  advantages_cost: num.nullish(),
  allow_incapable_action_skills: flag.nullish(),
  free_backgrounds: num.nullish(),
  free_languages: num.nullish(),
  max_ap: num.nullish(),
  max_attr_rating: num.nullish(),
  max_attrs_at_or_above: numbers.nullish(),
  max_points_on_action: num.nullish(),
  max_points_on_advantages: num.nullish(),
  max_points_on_attrs: num.nullish(),
  max_skill_rating: num.nullish(),
  max_skills_at_or_above: numbers.nullish(),
  min_backgrounds: num.nullish(),
  /** `Everyone: {skills, specialties}` and group → value → {skills, specialties}. */
  starting_skills: z.record(z.string(), JsonValueSchema).nullish(),
  unusual_skills: names.nullish(),
  action_dots_beyond_chargen_max: num.nullish(),
  allow_advantages_xp: flag.nullish(),
  attr_dots_beyond_chargen_max: num.nullish(),
  advantage_dots_beyond_chargen_max: num.nullish(),
  days_between_learning: num.nullish(),
  max_xp_hoard: num.nullish(),
  periodic_xp: num.nullish(),
  xp_costs: z.record(z.string(), numbers).nullish(),
  xp_cron: JsonValueSchema.nullish(),
  max_luck: num.nullish(),
  luck_for_scene: numbers.nullish(),
  public_sheets: flag.nullish(),
  roll_channel: text.nullish(),
  job_on_luck_spend: flag.nullish(),
});
/** The whole `fs3skills` section; keys not listed here (shortcuts, permissions…) stay verbatim. */
export type Fs3Skills = z.infer<typeof Fs3SkillsSchema>;

/** Keys of fs3skills_chargen.yml and fs3skills_xp.yml that are whole numbers with a lower bound. */
export const SKILLS_INT_BOUNDS: Readonly<Record<string, { min: number; max?: number }>> = {
  advantages_cost: { min: 1 },
  free_backgrounds: { min: 0 },
  free_languages: { min: 0 },
  max_ap: { min: 1 },
  max_attr_rating: { min: 1, max: 4 },
  max_points_on_action: { min: 0 },
  max_points_on_advantages: { min: 0 },
  max_points_on_attrs: { min: 0 },
  max_skill_rating: { min: 1, max: 8 },
  min_backgrounds: { min: 0 },
  max_luck: { min: 1 },
  action_dots_beyond_chargen_max: { min: 0 },
  attr_dots_beyond_chargen_max: { min: 0 },
  advantage_dots_beyond_chargen_max: { min: 0 },
  days_between_learning: { min: 0 },
  max_xp_hoard: { min: 0 },
  periodic_xp: { min: 0 },
};
