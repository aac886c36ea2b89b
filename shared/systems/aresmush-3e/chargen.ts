/**
 * §B.4–§B.6: starting skills, point costs and the chargen review, from `fs3skills_chargen.yml`.
 * The review only warns (AresMUSH leaves approval to staff), in AresMUSH's order.
 */
import { abilityKey } from '../../domain/character';
import { aresAbilityRating, aresAbilityType, type AresRated, type AresRatings, type AresRules } from './pools';
import type { StartingGrant } from './skills-config';

/** A character's value per demographic group (`Position: Rifleman`); the console stores none. */
export type GroupValues = Readonly<Record<string, string>>;

/** `get_groups_for_char`: Everyone, then each group whose value matches the character's (case-insensitive). */
export function startingGrants(rules: AresRules, groups: GroupValues): StartingGrant[] {
  const out: StartingGrant[] = [];
  const s = rules.skills.startingSkills;
  if (s.everyone) out.push(s.everyone);
  for (const g of s.groups) {
    const value = Object.entries(groups).find(([k]) => abilityKey(k) === abilityKey(g.group))?.[1];
    if (value === undefined) continue;
    const hit = g.values.find(([v]) => abilityKey(v) === abilityKey(value));
    if (hit) out.push(hit[1]);
  }
  return out;
}

const BG_TYPES = new Set(['background', 'language', 'advantage']);

/**
 * `reset_char`: every attribute 2, every action skill 1, then each matched group's skills set in
 * order (a later group overwrites; a background, language or advantage set to 0 is deleted), then
 * the group specialties.
 */
export function resetRatings(rules: AresRules, groups: GroupValues): AresRatings {
  const lists = { attributes: new Map<string, AresRated>(), action: new Map<string, AresRated>(), backgrounds: new Map<string, AresRated>(), languages: new Map<string, AresRated>(), advantages: new Map<string, AresRated>() };
  for (const a of rules.lists.attributes) lists.attributes.set(abilityKey(a), { name: a, rating: 2 });
  for (const s of rules.lists.actionSkills) lists.action.set(abilityKey(s.name), { name: s.name, rating: 1 });
  const specialties: Record<string, string[]> = {};
  const grants = startingGrants(rules, groups);
  const target = { attribute: lists.attributes, action: lists.action, background: lists.backgrounds, language: lists.languages, advantage: lists.advantages };
  for (const g of grants) {
    for (const [name, rating] of g.skills) {
      const type = aresAbilityType(rules.lists, name);
      const map = target[type];
      if (BG_TYPES.has(type) && rating === 0) map.delete(abilityKey(name));
      else map.set(abilityKey(name), { name: map.get(abilityKey(name))?.name ?? name, rating });
    }
  }
  for (const g of grants) {
    for (const [skill, list] of g.specialties) {
      const have = (specialties[skill] ??= []);
      for (const sp of list) if (!have.includes(sp)) have.push(sp);
    }
  }
  return {
    attributes: [...lists.attributes.values()],
    action: [...lists.action.values()],
    backgrounds: [...lists.backgrounds.values()],
    languages: [...lists.languages.values()],
    advantages: [...lists.advantages.values()],
    specialties,
  };
}

/**
 * `get_skills_for_char`: the minimum each ability must have: attributes 1, action skills 1 (0
 * with incapable skills), then each group's skills keeping the highest.
 */
export function startingMinimums(rules: AresRules, groups: GroupValues): Array<{ name: string; rating: number }> {
  const out = new Map<string, { name: string; rating: number }>();
  const put = (name: string, rating: number) => {
    const key = abilityKey(name);
    const was = out.get(key);
    out.set(key, { name: was?.name ?? name, rating: Math.max(was?.rating ?? rating, rating) });
  };
  for (const a of rules.lists.attributes) put(a, 1);
  for (const s of rules.lists.actionSkills) put(s.name, rules.skills.allowIncapableActionSkills ? 0 : 1);
  for (const g of startingGrants(rules, groups)) for (const [name, rating] of g.skills) put(name, rating);
  return [...out.values()];
}

/** `get_specialties_for_char`: skill → union of the groups' specialties, in order. */
export function startingSpecialties(rules: AresRules, groups: GroupValues): Array<[string, string[]]> {
  const out = new Map<string, [string, string[]]>();
  for (const g of startingGrants(rules, groups)) {
    for (const [skill, list] of g.specialties) {
      const entry = out.get(abilityKey(skill)) ?? [skill, []];
      for (const sp of list) if (!entry[1].includes(sp)) entry[1].push(sp);
      out.set(abilityKey(skill), entry);
    }
  }
  return [...out.values()];
}

// ------------------------------------------------------------------ §B.2 check_rating

/** `get_min_rating`: attributes 1 (even with incapable skills), action skills 1 (0 if allowed), the rest 0. */
export function aresMinRating(rules: AresRules, type: ReturnType<typeof aresAbilityType>): number {
  if (type === 'attribute') return 1;
  if (type === 'action') return rules.skills.allowIncapableActionSkills ? 0 : 1;
  return 0;
}

/** `get_max_rating`: the chargen maximum (`max_attr_rating`, `max_skill_rating`; 3 hard-coded for the rest). */
export function aresMaxRating(rules: AresRules, type: ReturnType<typeof aresAbilityType>): number {
  if (type === 'attribute') return rules.skills.maxAttrRating;
  if (type === 'action') return rules.skills.maxSkillRating;
  return 3;
}

/** What `check_rating` answers: AresMUSH's locale key and the limit it names. */
export type AresRatingRefusal = { code: 'max_rating_is' | 'min_rating_is'; rating: number };

/**
 * `check_rating(ability, rating)`: the chargen commands (`raise`, `lower`, `ability`) refuse a
 * rating above the type's chargen maximum or below its minimum; the maximum is checked first.
 * XP (§B.7) is not bound by it.
 */
export function aresCheckRating(rules: AresRules, name: string, rating: number): AresRatingRefusal | null {
  const type = aresAbilityType(rules.lists, name);
  const max = aresMaxRating(rules, type);
  if (rating > max) return { code: 'max_rating_is', rating: max };
  const min = aresMinRating(rules, type);
  if (rating < min) return { code: 'min_rating_is', rating: min };
  return null;
}

/** `check_rating` over a whole sheet, one refusal per ability, in sheet order. */
export function aresRatingRefusals(rules: AresRules, r: AresRatings): Array<{ name: string; rating: number; refusal: AresRatingRefusal }> {
  const out: Array<{ name: string; rating: number; refusal: AresRatingRefusal }> = [];
  for (const list of [r.attributes, r.action, r.backgrounds, r.languages, r.advantages]) {
    for (const a of list) {
      const refusal = aresCheckRating(rules, a.name, a.rating);
      if (refusal) out.push({ name: a.name, rating: a.rating, refusal });
    }
  }
  return out;
}

// ------------------------------------------------------------------ §B.5 point costs

export const attrPoints = (ratings: readonly number[]): number => ratings.reduce((s, r) => s + (r > 2 ? (r - 2) * 2 : 0), 0);
export const actionPoints = (ratings: readonly number[]): number => ratings.reduce((s, r) => s + (r > 1 ? r - 1 : 0), 0);
export const specialtyPoints = (perSkill: ReadonlyArray<readonly string[]>): number => perSkill.reduce((s, l) => s + (l.length > 1 ? l.length - 1 : 0), 0);
export const freePoints = (ratings: readonly number[], free: number): number => Math.max(0, ratings.reduce((s, r) => s + r, 0) - free);
export const advantagePoints = (ratings: readonly number[], cost: number): number => ratings.reduce((s, r) => s + r * cost, 0);

/** The buckets of `ability_point_counter.rb` and their total. */
export type AresPoints = { attributes: number; action: number; specialties: number; backgrounds: number; languages: number; advantages: number; total: number };

export function aresPoints(rules: AresRules, r: AresRatings): AresPoints {
  const k = rules.skills;
  const ratings = (l: readonly AresRated[]) => l.map((a) => a.rating);
  const p = {
    attributes: attrPoints(ratings(r.attributes)),
    action: actionPoints(ratings(r.action)),
    specialties: specialtyPoints(r.action.map((a) => specialtiesOf(r, a.name))),
    backgrounds: freePoints(ratings(r.backgrounds), k.freeBackgrounds),
    languages: freePoints(ratings(r.languages), k.freeLanguages),
    advantages: advantagePoints(ratings(r.advantages), k.advantagesCost),
  };
  return { ...p, total: p.attributes + p.action + p.specialties + p.backgrounds + p.languages + p.advantages };
}

function specialtiesOf(r: AresRatings, skill: string): readonly string[] {
  const key = abilityKey(skill);
  return Object.entries(r.specialties).find(([k]) => abilityKey(k) === key)?.[1] ?? [];
}

// ------------------------------------------------------------------ §B.6 review

/** One review warning: the check it belongs to, a stable code, the ability, the sentence. */
export type AresReviewWarning = { check: AresReviewCheck; code: string; ability: string | null; message: string };
export const ARES_REVIEW_CHECKS = ['total-points', 'ability-ratings', 'backgrounds', 'starting-skills', 'unusual-skills'] as const;
export type AresReviewCheck = (typeof ARES_REVIEW_CHECKS)[number];

/** `app_review`: every check in order; an empty list is "OK" everywhere. Never blocks. */
export function aresReview(rules: AresRules, r: AresRatings, groups: GroupValues = {}): AresReviewWarning[] {
  const k = rules.skills;
  const out: AresReviewWarning[] = [];
  const warn = (check: AresReviewCheck, code: string, ability: string | null, message: string) => out.push({ check, code, ability, message });
  const points = aresPoints(rules, r);
  // 1. Total points.
  if (points.total > k.maxAp) warn('total-points', 'too-many-points', null, `${points.total} total points spent (${k.maxAp} max).`);
  // 2. Ability ratings.
  for (const [rating, limit] of k.maxSkillsAtOrAbove) {
    const n = r.action.filter((a) => a.rating >= rating).length;
    if (n > limit) warn('ability-ratings', 'too-many-high-skills', null, `${n} action skills are rated ${rating} or higher; at most ${limit} may be.`);
  }
  for (const [rating, limit] of k.maxAttrsAtOrAbove) {
    const n = r.attributes.filter((a) => a.rating >= rating).length;
    if (n > limit) warn('ability-ratings', 'too-many-high-attrs', null, `${n} attributes are rated ${rating} or higher; at most ${limit} may be.`);
  }
  if (points.attributes > k.maxPointsOnAttrs) warn('ability-ratings', 'too-many-attr-points', null, `${points.attributes} points on attributes (${k.maxPointsOnAttrs} max).`);
  if (points.action > k.maxPointsOnAction) warn('ability-ratings', 'too-many-action-points', null, `${points.action} points on action skills (${k.maxPointsOnAction} max).`);
  if (points.advantages > k.maxPointsOnAdvantages) warn('ability-ratings', 'too-many-advantage-points', null, `${points.advantages} points on advantages (${k.maxPointsOnAdvantages} max).`);
  // 3. Backgrounds (records: AresMUSH deletes a background set to 0).
  const bgCount = r.backgrounds.filter((b) => b.rating > 0).length;
  if (bgCount < k.minBackgrounds) warn('backgrounds', 'too-few-backgrounds', null, `${bgCount} background skill${bgCount === 1 ? '' : 's'}; at least ${k.minBackgrounds} are expected.`);
  // 4. Starting skills.
  for (const min of startingMinimums(rules, groups)) {
    const have = aresAbilityRating(rules.lists, r, min.name);
    if (have < min.rating) warn('starting-skills', 'missing-starting-skill', min.name, `${min.name} should be at least ${min.rating} (starting skills); it is ${have}.`);
  }
  for (const [skill, list] of startingSpecialties(rules, groups)) {
    const have = specialtiesOf(r, skill);
    for (const sp of list) if (!have.includes(sp)) warn('starting-skills', 'missing-group-specialty', skill, `${skill} should have the specialty ${sp} (starting skills).`);
  }
  const configured = rules.skills.skillSpecialties;
  for (const a of r.action) {
    const options = configured.find(([n]) => abilityKey(n) === abilityKey(a.name))?.[1];
    if (options && options.length > 0 && a.rating > 2 && specialtiesOf(r, a.name).length === 0) {
      warn('starting-skills', 'missing-specialty', a.name, `${a.name} is rated ${a.rating} and needs a specialty (${options.join(', ')}).`);
    }
  }
  // 5. Unusual skills and high backgrounds.
  for (const u of k.unusualSkills) {
    const key = abilityKey(u);
    const held =
      r.backgrounds.some((b) => abilityKey(b.name) === key) ||
      r.action.some((a) => abilityKey(a.name) === key && a.rating > 1) ||
      r.languages.some((l) => abilityKey(l.name) === key);
    if (held) warn('unusual-skills', 'unusual-skill', u, `${u} is unusual in this game; staff will ask why.`);
  }
  for (const b of r.backgrounds) {
    if (b.rating > 1) warn('unusual-skills', 'high-background', b.name, `${b.name} is rated ${b.rating}: pretty high for a hobby.`);
  }
  return out;
}
