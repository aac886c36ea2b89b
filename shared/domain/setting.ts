import { z } from 'zod';
import { RulesetSchema } from '../rules/ruleset';

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

export const SettingSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    description: z.string(),
    /** Where the content came from, e.g. the seed file it was authored from. */
    source: z.string(),
    ruleset: RulesetSchema,
    attributes: z.array(AttributeDefSchema).min(1),
    actionSkills: z.array(ActionSkillDefSchema),
    languages: z.array(z.string().trim().min(1)),
    backgroundSkillIdeas: z.array(z.string()),
    quirkIdeas: z.array(z.string()),
    commonKnowledge: z.array(z.string()),
    specialAbilities: SpecialAbilitiesSchema,
  })
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
