import { abilityKey, CharacterSchema } from '../domain/character';
import type { Setting } from '../domain/setting';
import { readCharacterLeniently, type LenientCharacter } from './chargen-input';
import type { RatingRange } from './ruleset';

/**
 * The character-creation check (seed 004 "Character Creation", seed 000 "Ability Limits").
 * It reads any input, however broken (a half-filled form, an old file), and reports findings;
 * it never throws. Errors break a rule; warnings point at something unusual.
 */

export const CHARGEN_SEVERITIES = ['error', 'warning'] as const;
export type ChargenSeverity = (typeof CHARGEN_SEVERITIES)[number];

/** One finding: how bad, a stable code, the ability concerned (if any) and a plain sentence. */
export type ChargenFinding = { severity: ChargenSeverity; code: string; ability: string | null; message: string };

/** Ability points spent, per kind, and the pool available. */
export type ChargenPoints = {
  attributes: number;
  actionSkills: number;
  backgroundSkills: number;
  languages: number;
  total: number;
  available: number;
};

export type ChargenReport = { ok: boolean; findings: ChargenFinding[]; points: ChargenPoints };

/** Checks a character (any JSON-ish value) against the setting's ruleset and limits. */
export function checkCharacter(setting: Setting, input: unknown): ChargenReport {
  const findings: ChargenFinding[] = [];
  let points: ChargenPoints = emptyPoints(setting);
  try {
    const parsed = CharacterSchema.safeParse(input);
    const lenient = readCharacterLeniently(input, findings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        findings.push({ severity: 'error', code: 'invalid-data', ability: lenient.nameAt(issue.path), message: lenient.describeIssue(issue.path, issue.message) });
      }
    }
    points = countPoints(setting, lenient);
    checkAbilities(setting, lenient, findings);
    if (lenient.kind !== 'npc') checkLimits(setting, lenient, points, findings);
  } catch (e) {
    // A bug here must not take the character editor down with it.
    findings.push({ severity: 'error', code: 'check-failed', ability: null, message: `The check could not finish: ${String(e)}` });
  }
  return { ok: !findings.some((f) => f.severity === 'error'), findings, points };
}

function emptyPoints(setting: Setting): ChargenPoints {
  return { attributes: 0, actionSkills: 0, backgroundSkills: 0, languages: 0, total: 0, available: setting.ruleset.chargen.abilityPoints };
}

/** The lists points are counted from (the setting editor passes a character's ratings alone). */
export type PointedCharacter = Pick<LenientCharacter, 'attributes' | 'actionSkills' | 'backgroundSkills' | 'languages'>;

/** Ability points a character spends (seed 004: 1 per rating, languages 2 each). */
export function countPoints(setting: Pick<Setting, 'ruleset'>, c: PointedCharacter): ChargenPoints {
  const costs = setting.ruleset.pointCosts;
  const sum = (list: readonly { rating: number }[]): number => list.reduce((s, a) => s + Math.max(0, a.rating), 0);
  const attributes = sum(c.attributes) * costs.attributePerRating;
  const actionSkills = sum(c.actionSkills) * costs.actionSkillPerRating;
  const backgroundSkills = sum(c.backgroundSkills) * costs.backgroundSkillPerRating;
  const languages = new Set(c.languages.map(abilityKey)).size * costs.languageEach;
  const total = attributes + actionSkills + backgroundSkills + languages;
  return { attributes, actionSkills, backgroundSkills, languages, total, available: setting.ruleset.chargen.abilityPoints };
}

function checkAbilities(setting: Setting, c: LenientCharacter, out: ChargenFinding[]): void {
  const r = setting.ruleset.ratings;
  const settingAttrs = new Map(setting.attributes.map((a) => [abilityKey(a.name), a.name]));
  const settingSkills = new Map(setting.actionSkills.map((a) => [abilityKey(a.name), a.name]));
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
  for (const [key, name] of settingAttrs) {
    if (!c.attributes.some((a) => abilityKey(a.name) === key)) {
      out.push({ severity: 'error', code: 'missing-attribute', ability: name, message: `${name} needs a rating of at least ${r.attribute.min}: every character has every attribute.` });
    }
  }
  for (const a of c.attributes) {
    if (dup(a.name)) continue;
    if (!settingAttrs.has(abilityKey(a.name))) {
      out.push({ severity: 'error', code: 'unknown-attribute', ability: a.name, message: `${a.name} is not an attribute of this setting.` });
    }
    checkRange(a, r.attribute, 'Attributes', out);
  }
  for (const s of c.actionSkills) {
    if (dup(s.name)) continue;
    if (!settingSkills.has(abilityKey(s.name))) {
      out.push({ severity: 'error', code: 'unknown-action-skill', ability: s.name, message: `${s.name} is not an action skill of this setting; take it as a background skill instead.` });
    }
    checkRange(s, r.actionSkill, 'Action skills', out);
  }
  for (const b of c.backgroundSkills) {
    if (dup(b.name)) continue;
    if (settingSkills.has(abilityKey(b.name)) || settingAttrs.has(abilityKey(b.name))) {
      out.push({ severity: 'error', code: 'background-is-action', ability: b.name, message: `${b.name} is one of the setting's own abilities, not a background skill.` });
    }
    if (b.rulingAttribute === null || !settingAttrs.has(abilityKey(b.rulingAttribute))) {
      out.push({ severity: 'error', code: 'unknown-ruling-attribute', ability: b.name, message: `${b.name} needs a ruling attribute from this setting's attributes.` });
    }
    checkRange(b, r.backgroundSkill, 'Background skills', out);
    if (b.rating === 0) {
      out.push({ severity: 'warning', code: 'unrated-background', ability: b.name, message: `${b.name} is rated 0: give it a rating or remove it.` });
    } else if (b.rating > 3) {
      out.push({ severity: 'warning', code: 'high-background', ability: b.name, message: `${b.name} is rated ${b.rating}: a hobby above 3 would be rare unless it is a real profession.` });
    }
  }
  const langs = new Set<string>();
  const known = new Set(setting.languages.map(abilityKey));
  for (const l of c.languages) {
    const key = abilityKey(l);
    if (langs.has(key)) out.push({ severity: 'warning', code: 'duplicate-language', ability: l, message: `${l} is listed more than once; it is only paid for once.` });
    else if (!known.has(key)) out.push({ severity: 'warning', code: 'unknown-language', ability: l, message: `${l} is not on this setting's language list.` });
    langs.add(key);
  }
}

function checkRange(a: { name: string; rating: number }, range: RatingRange, what: string, out: ChargenFinding[]): void {
  if (a.rating < range.min || a.rating > range.max) {
    out.push({
      severity: 'error',
      code: 'rating-out-of-range',
      ability: a.name,
      message: `${a.name} is rated ${a.rating}; ${what.toLowerCase()} are rated ${range.min} to ${range.max}.`,
    });
  }
}

function checkLimits(setting: Setting, c: LenientCharacter, p: ChargenPoints, out: ChargenFinding[]): void {
  const lim = setting.ruleset.chargen;
  const add = (severity: ChargenSeverity, code: string, message: string): void => {
    out.push({ severity, code, ability: null, message });
  };
  if (p.total > lim.abilityPoints) add('error', 'too-many-points', `${p.total} ability points spent; only ${lim.abilityPoints} are available.`);
  else if (p.total < lim.abilityPoints) add('warning', 'points-unspent', `${lim.abilityPoints - p.total} of ${lim.abilityPoints} ability points are still unspent.`);
  if (lim.maxAttributePoints !== null && p.attributes > lim.maxAttributePoints) {
    add('error', 'too-many-attribute-points', `${p.attributes} points are on attributes; the limit is ${lim.maxAttributePoints}.`);
  }
  if (lim.maxActionSkillPoints !== null && p.actionSkills > lim.maxActionSkillPoints) {
    add('error', 'too-many-action-points', `${p.actionSkills} points are on action skills; the limit is ${lim.maxActionSkillPoints}.`);
  }
  if (lim.maxHighRatedAbilities !== null) {
    const high = [...c.attributes, ...c.actionSkills, ...c.backgroundSkills].filter((a) => a.rating >= lim.highRatingThreshold);
    if (high.length > lim.maxHighRatedAbilities) {
      const names = high.map((a) => a.name).join(', ');
      add('error', 'too-many-high-ratings', `${high.length} abilities are rated ${lim.highRatingThreshold} or higher (${names}); the limit is ${lim.maxHighRatedAbilities}.`);
    }
  }
  const rated = new Set(c.backgroundSkills.filter((b) => b.rating > 0).map((b) => abilityKey(b.name))).size;
  if (rated < lim.minBackgroundSkills) {
    add('error', 'too-few-background-skills', `${rated} background skill${rated === 1 ? '' : 's'}; at least ${lim.minBackgroundSkills} are required.`);
  }
  const quirks = c.quirks.filter((q) => q.trim() !== '');
  if (quirks.length < c.quirks.length) add('warning', 'empty-quirk', 'A quirk is blank: describe it or remove it.');
  if (quirks.length < lim.minQuirks) add('error', 'too-few-quirks', `${quirks.length} quirk${quirks.length === 1 ? '' : 's'}; at least ${lim.minQuirks} are required.`);
  if (lim.maxQuirks !== null && quirks.length > lim.maxQuirks) add('error', 'too-many-quirks', `${quirks.length} quirks; at most ${lim.maxQuirks} are allowed.`);
  if (c.concept.trim() === '') add('warning', 'missing-concept', 'The concept is empty: two or three sentences about occupation, personality and recent backstory.');
}
