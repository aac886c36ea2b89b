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

export const AresAttributeSchema = z.looseObject({ name: text.optional(), desc: text.optional() });
export type AresAttribute = z.infer<typeof AresAttributeSchema>;

export const AresActionSkillSchema = z.looseObject({
  name: text.optional(),
  desc: text.optional(),
  linked_attr: text.optional(),
  specialties: names.optional(),
});
export type AresActionSkill = z.infer<typeof AresActionSkillSchema>;

export const AresLanguageSchema = z.looseObject({ name: text.optional(), desc: text.optional() });
export type AresLanguage = z.infer<typeof AresLanguageSchema>;

export const AresAdvantageSchema = z.looseObject({ name: text.optional(), desc: text.optional() });
export type AresAdvantage = z.infer<typeof AresAdvantageSchema>;

/** `skills` (name → rating) and `specialties` (skill → list) granted to a group value. */
export const AresStartingSkillsSchema = z.looseObject({
  skills: numbers.optional(),
  specialties: z.record(z.string(), names).optional(),
});
export type AresStartingSkills = z.infer<typeof AresStartingSkillsSchema>;

/** XP category (action, attribute…) → level → XP spends needed. */
export const XP_CATEGORIES = ['language', 'action', 'background', 'attribute', 'advantage'] as const;

export const Fs3SkillsSchema = z.looseObject({
  attributes: z.array(AresAttributeSchema).optional(),
  attributes_blurb: text.optional(),
  default_linked_attr: text.optional(),
  action_skills: z.array(AresActionSkillSchema).optional(),
  action_skills_blurb: text.optional(),
  background_skills: z.record(z.string(), text).optional(),
  bg_skills_blurb: text.optional(),
  languages: z.array(AresLanguageSchema).optional(),
  language_blurb: text.optional(),
  advantages: z.array(AresAdvantageSchema).optional(),
  advantages_blurb: text.optional(),
  use_advantages: flag.optional(),
  advantages_cost: num.optional(),
  allow_incapable_action_skills: flag.optional(),
  free_backgrounds: num.optional(),
  free_languages: num.optional(),
  max_ap: num.optional(),
  max_attr_rating: num.optional(),
  max_attrs_at_or_above: numbers.optional(),
  max_points_on_action: num.optional(),
  max_points_on_advantages: num.optional(),
  max_points_on_attrs: num.optional(),
  max_skill_rating: num.optional(),
  max_skills_at_or_above: numbers.optional(),
  min_backgrounds: num.optional(),
  /** `Everyone: {skills, specialties}` and group → value → {skills, specialties}. */
  starting_skills: z.record(z.string(), JsonValueSchema).optional(),
  unusual_skills: names.optional(),
  action_dots_beyond_chargen_max: num.optional(),
  allow_advantages_xp: flag.optional(),
  attr_dots_beyond_chargen_max: num.optional(),
  advantage_dots_beyond_chargen_max: num.optional(),
  days_between_learning: num.optional(),
  max_xp_hoard: num.optional(),
  periodic_xp: num.optional(),
  xp_costs: z.record(z.string(), numbers).optional(),
  xp_cron: JsonValueSchema.optional(),
  max_luck: num.optional(),
  luck_for_scene: numbers.optional(),
  public_sheets: flag.optional(),
  roll_channel: text.optional(),
  job_on_luck_spend: flag.optional(),
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
