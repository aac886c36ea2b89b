/**
 * FS3.1 character creation (seed 002 "Character Creation", "Abilities", "Ability Limits"; seed 000
 * "Ability Points", "Ability Limits", "Ability Levels"). Like the shared check it reads any input,
 * however broken, and reports findings without throwing; the finding codes are the shared ones
 * (the sheet places them by code) plus `unrated-language`.
 *
 * What differs from FS3.2's check (shared/rules/chargen.ts): languages are rated skills priced per
 * rating (002 "Skills cost 1 point per rating"; FS3.2 prices a language once, unrated), kept as
 * `backgroundSkills` entries named after a setting language (ratings.ts); they count among the
 * high-rated abilities but not toward the minimum of background skills; and the ranges are 002's
 * (narrowed by the setting's, ratings.ts).
 */
import { abilityKey, CharacterSchema } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import type { ChargenFinding, ChargenPoints, ChargenReport, PointedCharacter } from '../../rules/chargen';
import { readCharacterLeniently, type LenientCharacter } from '../../rules/chargen-input';
import type { RatingBounds } from '../ratings';
import type { GameSystem } from '../types';
import { fs31Ranges, fs31Skills } from './ratings';

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
  const findings: ChargenFinding[] = [];
  let points: ChargenPoints = { attributes: 0, actionSkills: 0, backgroundSkills: 0, languages: 0, total: 0, available: s.core.chargen.abilityPoints };
  try {
    const parsed = CharacterSchema.safeParse(input);
    const lenient = readCharacterLeniently(input, findings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        findings.push({ severity: 'error', code: 'invalid-data', ability: lenient.nameAt(issue.path), message: lenient.describeIssue(issue.path, issue.message) });
      }
    }
    points = fs31CountPoints(setting, lenient);
    checkAbilities(setting, lenient, findings);
    // 002: "NPCs are described in the Storyteller's Guide", which builds them without points.
    if (lenient.kind !== 'npc') checkLimits(setting, lenient, points, findings);
  } catch (e) {
    findings.push({ severity: 'error', code: 'check-failed', ability: null, message: `The check could not finish: ${String(e)}` });
  }
  return { ok: !findings.some((f) => f.severity === 'error'), findings, points };
}

function checkRange(a: { name: string; rating: number }, range: RatingBounds, what: string, out: ChargenFinding[]): void {
  if (a.rating < range.min || a.rating > range.max) {
    out.push({ severity: 'error', code: 'rating-out-of-range', ability: a.name, message: `${a.name} is rated ${a.rating}; ${what} are rated ${range.min} to ${range.max}.` });
  }
}

function checkAbilities(setting: Setting, c: LenientCharacter, out: ChargenFinding[]): void {
  const range = fs31Ranges(setting.ruleset);
  const attrs = new Map(setting.attributes.map((a) => [abilityKey(a.name), a.name]));
  const actions = new Map(setting.actionSkills.map((a) => [abilityKey(a.name), a.name]));
  const seen = new Set<string>();
  const dup = (name: string): boolean => {
    const key = abilityKey(name);
    if (seen.has(key)) {
      out.push({ severity: 'error', code: 'duplicate-ability', ability: name, message: `${name} is listed more than once.` });
      return true;
    }
    seen.add(key);
    return false;
  };
  // 002: "All characters will have a rating in every attribute"; "you must have at least 1 rating point in every Attribute".
  for (const [key, name] of attrs) {
    if (!c.attributes.some((a) => abilityKey(a.name) === key)) {
      out.push({ severity: 'error', code: 'missing-attribute', ability: name, message: `${name} needs a rating of at least ${range.attribute.min}: every character has every attribute.` });
    }
  }
  for (const a of c.attributes) {
    if (dup(a.name)) continue;
    if (!attrs.has(abilityKey(a.name))) out.push({ severity: 'error', code: 'unknown-attribute', ability: a.name, message: `${a.name} is not an attribute of this setting.` });
    checkRange(a, range.attribute, 'attributes', out);
  }
  for (const a of c.actionSkills) {
    if (dup(a.name)) continue;
    if (!actions.has(abilityKey(a.name))) {
      out.push({ severity: 'error', code: 'unknown-action-skill', ability: a.name, message: `${a.name} is not an action skill of this setting; take it as a background skill instead.` });
    }
    checkRange(a, range.actionSkill, 'action skills', out);
  }
  const skills = fs31Skills(setting, c);
  const ruledBy = (b: { name: string; rulingAttribute: string | null }, what: string): void => {
    if (b.rulingAttribute === null || !attrs.has(abilityKey(b.rulingAttribute))) {
      out.push({ severity: 'error', code: 'unknown-ruling-attribute', ability: b.name, message: `${b.name} needs a ruling attribute from this setting's attributes (${what}).` });
    }
  };
  for (const b of skills.backgrounds) {
    if (dup(b.name)) continue;
    if (actions.has(abilityKey(b.name)) || attrs.has(abilityKey(b.name))) {
      out.push({ severity: 'error', code: 'background-is-action', ability: b.name, message: `${b.name} is one of the setting's own abilities, not a background skill.` });
    }
    // 002 "Ruling Attribute": "You choose the Ruling Attribute for Background skills during character creation."
    ruledBy(b, 'the player chooses it');
    checkRange(b, range.backgroundSkill, 'background skills', out);
    if (b.rating === 0) {
      out.push({ severity: 'warning', code: 'unrated-background', ability: b.name, message: `${b.name} is rated 0: give it a rating or remove it.` });
    } else if (b.rating > 3) {
      // 002 "Choosing Appropriate Levels": "It would be rare for someone to have a hobby at higher than rating 3".
      out.push({ severity: 'warning', code: 'high-background', ability: b.name, message: `${b.name} is rated ${b.rating}: a hobby above 3 would be rare unless it is a real profession.` });
    }
  }
  for (const l of skills.languages) {
    if (dup(l.name)) continue;
    // 002 "The Storyteller sets the Ruling Attribute for Action and Language skills"; the setting
    // has no field for a language's, so the entry carries it (GROWTH-NOTES.md "Languages").
    ruledBy(l, 'the storyteller names it for each language');
    checkRange(l, range.backgroundSkill, 'languages', out);
    if (l.rating === 0) out.push({ severity: 'warning', code: 'unrated-background', ability: l.name, message: `${l.name} is rated 0: give the language a rating or remove it.` });
  }
  const known = new Set(setting.languages.map(abilityKey));
  const listed = new Set<string>();
  for (const l of c.languages) {
    const key = abilityKey(l);
    if (listed.has(key)) out.push({ severity: 'warning', code: 'duplicate-language', ability: l, message: `${l} is listed more than once.` });
    else if (!known.has(key)) out.push({ severity: 'warning', code: 'unknown-language', ability: l, message: `${l} is not on this setting's language list.` });
    listed.add(key);
  }
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

function checkLimits(setting: Setting, c: LenientCharacter, p: ChargenPoints, out: ChargenFinding[]): void {
  const lim = setting.ruleset.chargen;
  const add = (severity: ChargenFinding['severity'], code: string, message: string, ability: string | null = null): void => {
    out.push({ severity, code, ability, message });
  };
  // 002: "Each character receives a pool of Ability Points to spend on abilities."
  if (p.total > lim.abilityPoints) add('error', 'too-many-points', `${p.total} ability points spent; only ${lim.abilityPoints} are available.`);
  else if (p.total < lim.abilityPoints) add('warning', 'points-unspent', `${lim.abilityPoints - p.total} of ${lim.abilityPoints} ability points are still unspent.`);
  // 002 "Ability Limits": "how many points in Attributes and Action Skills you can have".
  if (lim.maxAttributePoints !== null && p.attributes > lim.maxAttributePoints) {
    add('error', 'too-many-attribute-points', `${p.attributes} points are on attributes; the limit is ${lim.maxAttributePoints}.`);
  }
  if (lim.maxActionSkillPoints !== null && p.actionSkills > lim.maxActionSkillPoints) {
    add('error', 'too-many-action-points', `${p.actionSkills} points are on action skills; the limit is ${lim.maxActionSkillPoints}.`);
  }
  // 000 "Ability Limits": high-rating abilities — "This includes attributes and all kinds of skills."
  if (lim.maxHighRatedAbilities !== null) {
    const high = [...c.attributes, ...c.actionSkills, ...c.backgroundSkills].filter((a) => a.rating >= lim.highRatingThreshold);
    if (high.length > lim.maxHighRatedAbilities) {
      const names = high.map((a) => `${a.name} ${a.rating}`).join(', ');
      add('error', 'too-many-high-ratings', `${high.length} abilities are rated ${lim.highRatingThreshold} or higher (${names}); the limit is ${lim.maxHighRatedAbilities}.`);
    }
  }
  // 002: "Games may impose a minimum number of Background Skills required." Languages are their own category.
  const rated = new Set(fs31Skills(setting, c).backgrounds.filter((b) => b.rating > 0).map((b) => abilityKey(b.name))).size;
  if (rated < lim.minBackgroundSkills) {
    add('error', 'too-few-background-skills', `${rated} background skill${rated === 1 ? '' : 's'}; at least ${lim.minBackgroundSkills} are required.`);
  }
  // 002 "Quirks": "The Storyteller may impose a minimum and maximum number of quirks allowed."
  const quirks = c.quirks.filter((q) => q.trim() !== '');
  if (quirks.length < c.quirks.length) add('warning', 'empty-quirk', 'A quirk is blank: describe it or remove it.');
  if (quirks.length < lim.minQuirks) add('error', 'too-few-quirks', `${quirks.length} quirk${quirks.length === 1 ? '' : 's'}; at least ${lim.minQuirks} are required.`);
  if (lim.maxQuirks !== null && quirks.length > lim.maxQuirks) add('error', 'too-many-quirks', `${quirks.length} quirks; at most ${lim.maxQuirks} are allowed.`);
  // 002 "Concept": "a short (2-3 sentence) blurb".
  if (c.concept.trim() === '') add('warning', 'missing-concept', 'The concept is empty: two or three sentences about occupation, personality and recent backstory.');
}
