/**
 * FS3.1 character creation (seed 002 "Character Creation", "Abilities", "Ability Limits"; seed 000
 * "Ability Points", "Ability Limits", "Ability Levels"). Like the shared check it reads any input,
 * however broken, and reports findings without throwing; the finding codes are the shared ones
 * (the sheet places them by code) plus `unrated-language`.
 *
 * What differs from FS3.2's check (shared/core/character/chargen.ts): languages are rated skills priced per
 * rating (002 "Skills cost 1 point per rating"; FS3.2 prices a language once, unrated), kept as
 * `backgroundSkills` entries named after a setting language (ratings.ts); they count among the
 * high-rated abilities but not toward the minimum of background skills; and the ranges are 002's
 * (narrowed by the setting's, ratings.ts).
 */
import { abilityKey } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import {
  checkBackgroundRating, checkCoreAbilities, checkLanguageList, checkNotOwnAbility, checkPointLimits, checkRange, runChargenCheck,
  type ChargenFinding, type ChargenPoints, type ChargenReport, type PointedCharacter,
} from '../../core/character/chargen';
import type { LenientCharacter } from '../../core/character/chargen-input';
import type { GameSystem } from '../types';
import { fs31Ranges, fs31Skills, settingLanguageRuling } from './ratings';

/** A setting as the points count may receive it: a draft's lint passes the ruleset alone. */
type PointSetting = Pick<Setting, 'ruleset'> & Partial<Pick<Setting, 'languages'>>;

const sum = (list: readonly { rating: number }[]): number => list.reduce((s, a) => s + Math.max(0, a.rating), 0);

/**
 * Ability points spent (002 "Attributes cost 1 point per rating", "Skills cost 1 point per
 * rating"). The per-rating prices are the setting's `pointCosts` (002's 1s by default); a rated
 * language costs `languageEach` per rating. Without the setting's language list, languages
 * count as background skills (the same price by default, so the total is the same).
 */
export function fs31CountPoints(setting: PointSetting, c: PointedCharacter): ChargenPoints {
  const costs = setting.ruleset.pointCosts;
  const skills = fs31Skills(setting, c);
  const attributes = sum(c.attributes) * costs.attributePerRating;
  const actionSkills = sum(c.actionSkills) * costs.actionSkillPerRating;
  const backgroundSkills = sum(skills.backgrounds) * costs.backgroundSkillPerRating;
  const languages = sum(skills.languages) * costs.languageEach;
  return { attributes, actionSkills, backgroundSkills, languages, total: attributes + actionSkills + backgroundSkills + languages, available: setting.ruleset.chargen.abilityPoints };
}

/** Checks a character (any JSON-ish value) against FS3.1's rules and the setting's limits. */
export function fs31CheckCharacter(s: GameSystem, input: unknown): ChargenReport {
  const setting = s.setting;
  return runChargenCheck(s.core.chargen.abilityPoints, input, (c, findings) => {
    const points = fs31CountPoints(setting, c);
    checkAbilities(setting, c, findings);
    // 002: "NPCs are described in the Storyteller's Guide", which builds them without points.
    if (c.kind !== 'npc') checkLimits(setting, c, points, findings);
    return points;
  });
}

function checkAbilities(setting: Setting, c: LenientCharacter, out: ChargenFinding[]): void {
  const range = fs31Ranges(setting.ruleset);
  // 002: "All characters will have a rating in every attribute"; "you must have at least 1 rating point in every Attribute".
  const { dup, attrs, actions } = checkCoreAbilities(setting, c, range, out);
  const skills = fs31Skills(setting, c);
  const ruledBy = (b: { name: string; rulingAttribute: string | null }, what: string): void => {
    if (b.rulingAttribute === null || !attrs.has(abilityKey(b.rulingAttribute))) {
      out.push({ severity: 'error', code: 'unknown-ruling-attribute', ability: b.name, message: `${b.name} needs a ruling attribute from this setting's attributes (${what}).` });
    }
  };
  for (const b of skills.backgrounds) {
    if (dup(b.name)) continue;
    checkNotOwnAbility(b.name, attrs, actions, out);
    // 002 "Ruling Attribute": "You choose the Ruling Attribute for Background skills during character creation."
    ruledBy(b, 'the player chooses it');
    checkRange(b, range.backgroundSkill, 'background skills', out);
    // 002 "Choosing Appropriate Levels": "It would be rare for someone to have a hobby at higher than rating 3".
    checkBackgroundRating(b, out);
  }
  for (const l of skills.languages) {
    if (dup(l.name)) continue;
    // 002 "The Storyteller sets the Ruling Attribute for Action and Language skills": the skill
    // list's when set (issue 39), else the entry carries it (GROWTH-NOTES.md "Languages").
    if (settingLanguageRuling(setting, l.name) === undefined) ruledBy(l, 'the storyteller names it for each language');
    checkRange(l, range.backgroundSkill, 'languages', out);
    if (l.rating === 0) out.push({ severity: 'warning', code: 'unrated-background', ability: l.name, message: `${l.name} is rated 0: give the language a rating or remove it.` });
  }
  checkLanguageList(setting, c.languages, '', out);
  const known = new Set(setting.languages.map(abilityKey));
  for (const l of skills.unrated) {
    if (!known.has(abilityKey(l))) continue;
    out.push({
      severity: 'warning',
      code: 'unrated-language',
      ability: l,
      message: `${l} has no rating: FS3.1 rates languages like skills (0 to 12, 1 point per rating). Add it to the skills with a rating; until then it costs no points.`,
    });
  }
}

/**
 * The shared limits (shared/core/character/chargen.ts), read FS3.1's way: 002 "Games may impose a minimum
 * number of Background Skills required" counts background skills, not rated languages (their own
 * category); 000's high-rated abilities include "attributes and all kinds of skills", named with
 * their ratings.
 */
function checkLimits(setting: Setting, c: LenientCharacter, p: ChargenPoints, out: ChargenFinding[]): void {
  checkPointLimits(setting.ruleset.chargen, c, p, { backgrounds: fs31Skills(setting, c).backgrounds, highName: (a) => `${a.name} ${a.rating}` }, out);
}
