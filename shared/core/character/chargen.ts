import { abilityKey, CharacterSchema } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import type { ChargenFinding, ChargenSeverity } from './chargen-finding';
import { readCharacterLeniently, type LenientCharacter } from './chargen-input';
import type { RatingRange } from '../dice/ruleset';

/**
 * The character-creation check (seed 004 "Character Creation", seed 000 "Ability Limits").
 * It reads any input, however broken (a half-filled form, an old file), and reports findings;
 * it never throws. Errors break a rule; warnings point at something unusual.
 */

export { CHARGEN_SEVERITIES, type ChargenSeverity, type ChargenFinding } from './chargen-finding';

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
  return runChargenCheck(setting.ruleset.chargen.abilityPoints, input, (c, findings) => {
    const points = countPoints(setting, c);
    checkAbilities(setting, c, findings);
    if (c.kind !== 'npc') checkLimits(setting, c, points, findings);
    return points;
  });
}

/**
 * What every edition's check does around its own rules: reads the input leniently, reports
 * what the schema refuses, runs `check` (which counts the points and adds findings) and turns a
 * bug in it into a finding, so the character editor never goes down with it.
 */
export function runChargenCheck(available: number, input: unknown, check: (c: LenientCharacter, findings: ChargenFinding[]) => ChargenPoints): ChargenReport {
  const findings: ChargenFinding[] = [];
  let points: ChargenPoints = { attributes: 0, actionSkills: 0, backgroundSkills: 0, languages: 0, total: 0, available };
  try {
    const parsed = CharacterSchema.safeParse(input);
    const lenient = readCharacterLeniently(input, findings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        findings.push({ severity: 'error', code: 'invalid-data', ability: lenient.nameAt(issue.path), message: lenient.describeIssue(issue.path, issue.message) });
      }
    }
    points = check(lenient, findings);
    noteUnspent(lenient, points, findings);
  } catch (e) {
    // A bug here must not take the character editor down with it.
    findings.push({ severity: 'error', code: 'check-failed', ability: null, message: `The check could not finish: ${String(e)}` });
  }
  return { ok: !findings.some((f) => f.severity === 'error'), findings, points };
}

/**
 * Issue 37 item 12: a player character with points of the pool still unspent gets the note FS3.2
 * gives ({@link checkPointLimits}), in every edition: an edition whose check says nothing of the
 * pool (Fading Suns, whose seed sets no creation limits) no longer reads "Every chargen rule is
 * met" with most of the pool unspent. A check that spoke of the pool already is left as it is.
 */
function noteUnspent(c: LenientCharacter, p: ChargenPoints, findings: ChargenFinding[]): void {
  if (c.kind === 'npc' || p.available <= 0 || p.total >= p.available) return;
  if (findings.some((f) => f.code === 'points-unspent' || f.code.startsWith('too-many'))) return;
  findings.push({ severity: 'warning', code: 'points-unspent', ability: null, message: `${p.available - p.total} of ${p.available} points are still unspent.` });
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
  const { dup, attrs, actions } = checkCoreAbilities(setting, c, setting.ruleset.ratings, out);
  for (const b of c.backgroundSkills) {
    if (dup(b.name)) continue;
    checkNotOwnAbility(b.name, attrs, actions, out);
    if (b.rulingAttribute === null || !attrs.has(abilityKey(b.rulingAttribute))) {
      out.push({ severity: 'error', code: 'unknown-ruling-attribute', ability: b.name, message: `${b.name} needs a ruling attribute from this setting's attributes.` });
    }
    checkRange(b, setting.ruleset.ratings.backgroundSkill, 'Background skills', out);
    checkBackgroundRating(b, out);
  }
  checkLanguageList(setting, c.languages, '; it is only paid for once', out);
}

/** The setting's abilities by key (attributes, action skills) and a duplicate check across every list. */
export type CoreAbilities = { dup: (name: string) => boolean; attrs: ReadonlyMap<string, string>; actions: ReadonlyMap<string, string> };

/**
 * Checks every edition shares: each of the setting's attributes rated, no unknown attribute or
 * action skill, none listed twice, each in its range. Returns the lookups and the duplicate check
 * for the edition's own background and language rules.
 */
export function checkCoreAbilities(setting: Setting, c: LenientCharacter, ranges: { attribute: RatingRange; actionSkill: RatingRange }, out: ChargenFinding[]): CoreAbilities {
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
  // 002 and 004: every character has a rating in every attribute.
  for (const [key, name] of attrs) {
    if (!c.attributes.some((a) => abilityKey(a.name) === key)) {
      out.push({ severity: 'error', code: 'missing-attribute', ability: name, message: `${name} needs a rating of at least ${ranges.attribute.min}: every character has every attribute.` });
    }
  }
  for (const a of c.attributes) {
    if (dup(a.name)) continue;
    if (!attrs.has(abilityKey(a.name))) out.push({ severity: 'error', code: 'unknown-attribute', ability: a.name, message: `${a.name} is not an attribute of this setting.` });
    checkRange(a, ranges.attribute, 'attributes', out);
  }
  for (const s of c.actionSkills) {
    if (dup(s.name)) continue;
    if (!actions.has(abilityKey(s.name))) {
      out.push({ severity: 'error', code: 'unknown-action-skill', ability: s.name, message: `${s.name} is not an action skill of this setting; take it as a background skill instead.` });
    }
    checkRange(s, ranges.actionSkill, 'action skills', out);
  }
  return { dup, attrs, actions };
}

/** A background skill named like one of the setting's attributes or action skills. */
export function checkNotOwnAbility(name: string, attrs: ReadonlyMap<string, string>, actions: ReadonlyMap<string, string>, out: ChargenFinding[]): void {
  if (actions.has(abilityKey(name)) || attrs.has(abilityKey(name))) {
    out.push({ severity: 'error', code: 'background-is-action', ability: name, message: `${name} is one of the setting's own abilities, not a background skill.` });
  }
}

/** A background skill at 0, or above 3 (002 and 004 "Choosing Appropriate Levels": "It would be rare for someone to have a hobby at higher than rating 3"). */
export function checkBackgroundRating(b: { name: string; rating: number }, out: ChargenFinding[]): void {
  if (b.rating === 0) {
    out.push({ severity: 'warning', code: 'unrated-background', ability: b.name, message: `${b.name} is rated 0: give it a rating or remove it.` });
  } else if (b.rating > 3) {
    out.push({ severity: 'warning', code: 'high-background', ability: b.name, message: `${b.name} is rated ${b.rating}: a hobby above 3 would be rare unless it is a real profession.` });
  }
}

/** The character's language list: each once, each from the setting's list. `twiceNote` ends the duplicate's message. */
export function checkLanguageList(setting: Setting, languages: readonly string[], twiceNote: string, out: ChargenFinding[]): void {
  const listed = new Set<string>();
  const known = new Set(setting.languages.map(abilityKey));
  for (const l of languages) {
    const key = abilityKey(l);
    if (listed.has(key)) out.push({ severity: 'warning', code: 'duplicate-language', ability: l, message: `${l} is listed more than once${twiceNote}.` });
    else if (!known.has(key)) out.push({ severity: 'warning', code: 'unknown-language', ability: l, message: `${l} is not on this setting's language list.` });
    listed.add(key);
  }
}

/** A rating outside its range; `what` names the list ("attributes"). */
export function checkRange(a: { name: string; rating: number }, range: RatingRange, what: string, out: ChargenFinding[]): void {
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
  checkPointLimits(setting.ruleset.chargen, c, p, { backgrounds: c.backgroundSkills, highName: (a) => a.name }, out);
}

/**
 * Seed 000 "Ability Limits" and the Player's Guides' chargen rules, shared by every edition: the
 * points pool, the attribute and action-skill caps, high-rated abilities, the minimum of background
 * skills (`backgrounds`: what the edition counts as one), quirks and the concept. `highName` names
 * a high-rated ability in the message.
 */
export function checkPointLimits(
  lim: Setting['ruleset']['chargen'],
  c: LenientCharacter,
  p: ChargenPoints,
  how: { backgrounds: readonly { name: string; rating: number }[]; highName: (a: { name: string; rating: number }) => string },
  out: ChargenFinding[],
): void {
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
  // 000 "Ability Limits": "This includes attributes and all kinds of skills."
  if (lim.maxHighRatedAbilities !== null) {
    const high = [...c.attributes, ...c.actionSkills, ...c.backgroundSkills].filter((a) => a.rating >= lim.highRatingThreshold);
    if (high.length > lim.maxHighRatedAbilities) {
      const names = high.map(how.highName).join(', ');
      add('error', 'too-many-high-ratings', `${high.length} abilities are rated ${lim.highRatingThreshold} or higher (${names}); the limit is ${lim.maxHighRatedAbilities}.`);
    }
  }
  const rated = new Set(how.backgrounds.filter((b) => b.rating > 0).map((b) => abilityKey(b.name))).size;
  if (rated < lim.minBackgroundSkills) {
    add('error', 'too-few-background-skills', `${rated} background skill${rated === 1 ? '' : 's'}; at least ${lim.minBackgroundSkills} are required.`);
  }
  const quirks = c.quirks.filter((q) => q.trim() !== '');
  if (quirks.length < c.quirks.length) add('warning', 'empty-quirk', 'A quirk is blank: describe it or remove it.');
  if (quirks.length < lim.minQuirks) add('error', 'too-few-quirks', `${quirks.length} quirk${quirks.length === 1 ? '' : 's'}; at least ${lim.minQuirks} are required.`);
  if (lim.maxQuirks !== null && quirks.length > lim.maxQuirks) add('error', 'too-many-quirks', `${quirks.length} quirks; at most ${lim.maxQuirks} are allowed.`);
  if (c.concept.trim() === '') add('warning', 'missing-concept', 'The concept is empty: two or three sentences about occupation, personality and recent backstory.');
}
