import { z } from 'zod';
import { RulesetSchema } from '../core/dice/ruleset';

/**
 * A game setting: the storyteller's ability lists, ideas for players and special-ability mapping,
 * with the ruleset (edition numbers plus chargen and XP limits) it plays under. Stored as JSON in
 * the campaign and validated with {@link SettingSchema}.
 */

export const SPECIAL_ABILITY_ROLES = ['toughness', 'medicine', 'firstAid', 'repair', 'juryRig', 'initiative'] as const;
/** Rolls the combat rules need an ability for (seed 000 "Special Abilities"). */
export type SpecialAbilityRole = (typeof SPECIAL_ABILITY_ROLES)[number];

export const AttributeDefSchema = z.object({
  name: z.string().trim().min(1),
  description: z.string(),
});
export type AttributeDef = z.infer<typeof AttributeDefSchema>;

export const ActionSkillDefSchema = z.object({
  name: z.string().trim().min(1),
  /** Set by the storyteller for action skills (seed 004 "Ruling Attribute"). */
  rulingAttribute: z.string().trim().min(1),
  description: z.string(),
});
export type ActionSkillDef = z.infer<typeof ActionSkillDefSchema>;

export const SpecialAbilitiesSchema = z.object({
  toughness: z.string().min(1),
  medicine: z.string().min(1),
  firstAid: z.string().min(1),
  repair: z.string().min(1),
  juryRig: z.string().min(1),
  initiative: z.string().min(1),
});
/** Which attribute or action skill each special roll uses. */
export type SpecialAbilities = z.infer<typeof SpecialAbilitiesSchema>;

const SettingFields = {
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  /** Where the content came from, e.g. the seed file it was authored from. */
  source: z.string(),
  ruleset: RulesetSchema,
  attributes: z.array(AttributeDefSchema).min(1),
  actionSkills: z.array(ActionSkillDefSchema),
  languages: z.array(z.string().trim().min(1)),
  /**
   * Each language's ruling attribute, by language name, where the edition rates languages (FS3.1
   * seed 002: "The Storyteller sets the Ruling Attribute for Action and Language skills as part of
   * the skill list"). Absent, or a language without an entry: the character's entry names it.
   */
  languageRulingAttributes: z.record(z.string(), z.string()).optional(),
  backgroundSkillIdeas: z.array(z.string()),
  quirkIdeas: z.array(z.string()),
  commonKnowledge: z.array(z.string()),
  specialAbilities: SpecialAbilitiesSchema,
};

const Name = z.string().max(200);
/**
 * A setting as the storyteller may save it while still editing (issue 14: "a setting with errors
 * can be saved as a draft"): every field present and well-typed, but names may be blank, lists
 * empty and references dangling. The setting lint (shared/systems/setting-lint.ts) reports what is
 * wrong, and a roll or combat that needs a broken part says so. Sizes are bounded at the edge.
 */
export const SettingDraftSchema = z.object({
  ...SettingFields,
  name: Name,
  description: z.string().max(20_000),
  source: z.string().max(2_000),
  attributes: z.array(z.object({ name: Name, description: z.string().max(5_000) })).max(500),
  actionSkills: z.array(z.object({ name: Name, rulingAttribute: Name, description: z.string().max(5_000) })).max(2_000),
  languages: z.array(Name).max(1_000),
  languageRulingAttributes: z.record(Name, Name).refine((r) => Object.keys(r).length <= 1_000, 'At most 1,000 language ruling attributes').optional(),
  backgroundSkillIdeas: z.array(Name).max(2_000),
  quirkIdeas: z.array(Name).max(2_000),
  commonKnowledge: z.array(Name).max(2_000),
  specialAbilities: z.object({
    toughness: Name, medicine: Name, firstAid: Name, repair: Name, juryRig: Name, initiative: Name,
  }),
});

export const SettingSchema = z
  .object(SettingFields)
  .superRefine((s, ctx) => {
    const attrs = new Set(s.attributes.map((a) => a.name.toLowerCase()));
    const skills = new Set(s.actionSkills.map((a) => a.name.toLowerCase()));
    s.actionSkills.forEach((skill, i) => {
      if (!attrs.has(skill.rulingAttribute.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['actionSkills', i, 'rulingAttribute'],
          message: `${skill.name} is ruled by ${skill.rulingAttribute}, which is not an attribute of this setting`,
        });
      }
    });
    for (const role of SPECIAL_ABILITY_ROLES) {
      const name = s.specialAbilities[role].toLowerCase();
      if (!attrs.has(name) && !skills.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['specialAbilities', role],
          message: `${s.specialAbilities[role]} (${role}) is neither an attribute nor an action skill of this setting`,
        });
      }
    }
  });
export type Setting = z.infer<typeof SettingSchema>;
