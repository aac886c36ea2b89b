/**
 * The console's character read as an AresMUSH sheet (NOTES.md "Characters"). Types come from
 * names, as in AresMUSH: a `backgroundSkills` entry named after one of the game's languages is a
 * rated language, one named after an advantage (when the game uses them) an advantage, anything
 * else a background. A language in the character's unrated `languages` list (FS3.2's "speaks,
 * reads and writes it") reads as Fluent, 3, unless a rated entry of that name exists.
 */
import { abilityKey, type Character } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import type { GameConfig } from '../../config/model';
import { aresAbilityType, type AresRated, type AresRatings, type AresRules } from './pools';
import { readSkillsConfig, type AresSkillsConfig } from './skills-config';

/** The rating an unrated language of the console counts as (AresMUSH "Fluent"). */
export const UNRATED_LANGUAGE_RATING = 3;

/** The ability lists of a setting and config (languages from both; advantages only when used). */
export function aresRulesFor(setting: Pick<Setting, 'attributes' | 'actionSkills' | 'languages'>, skills: AresSkillsConfig): AresRules {
  const languages = [...setting.languages];
  for (const l of skills.languages) if (!languages.some((x) => abilityKey(x) === abilityKey(l))) languages.push(l);
  return {
    skills,
    lists: {
      attributes: setting.attributes.map((a) => a.name),
      actionSkills: setting.actionSkills.map((s) => ({ name: s.name, linkedAttr: s.rulingAttribute })),
      languages,
      advantages: skills.useAdvantages ? skills.advantages : [],
    },
  };
}

const memo = new WeakMap<object, WeakMap<object, AresRules>>();

/** {@link aresRulesFor} for a setting and a stored config, memoised per pair of objects. */
export function aresRulesOf(setting: Setting, config: GameConfig | null): AresRules {
  const key = config ?? EMPTY;
  let inner = memo.get(setting);
  if (!inner) memo.set(setting, (inner = new WeakMap()));
  let rules = inner.get(key);
  if (!rules) inner.set(key, (rules = aresRulesFor(setting, readSkillsConfig(config, setting.ruleset))));
  return rules;
}
const EMPTY = {};

/** The character's ratings split by AresMUSH type. */
export function aresRatingsOf(
  rules: AresRules,
  c: Pick<Character, 'attributes' | 'actionSkills' | 'languages'> & { backgroundSkills: ReadonlyArray<{ name: string; rating: number }> },
): AresRatings {
  const backgrounds: AresRated[] = [];
  const languages: AresRated[] = [];
  const advantages: AresRated[] = [];
  for (const b of c.backgroundSkills) {
    const type = aresAbilityType(rules.lists, b.name);
    const rated = { name: b.name, rating: b.rating };
    if (type === 'language') languages.push(rated);
    else if (type === 'advantage') advantages.push(rated);
    else if (type === 'background') backgrounds.push(rated);
    // An entry named after an attribute or action skill is a data error the check reports.
  }
  for (const l of c.languages) {
    if (!languages.some((x) => abilityKey(x.name) === abilityKey(l))) languages.push({ name: l, rating: UNRATED_LANGUAGE_RATING });
  }
  return { attributes: c.attributes, action: c.actionSkills, backgrounds, languages, advantages, specialties: {} };
}
