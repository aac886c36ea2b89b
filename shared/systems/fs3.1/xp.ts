/**
 * FS3.1 experience (seed 002 "Experience"; seed 000 "Awarding XP", "Limiting XP"): the shared XP
 * engine (shared/core/character/xp.ts) with FS3.1's numbers, as FS3.2 uses it, plus what FS3.1 adds —
 * rated languages learned and raised on the same cost table, and the sheet's wording.
 */
import { abilityKey, findRated, type Character } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import { isoDateToDay } from '../../core/character/calendar';
import { settingAttributeName } from '../../core/character/character-roll';
import type { Ruleset } from '../../core/dice/ruleset';
import { nextRaiseDate, raiseSkill, XpRuleError, type XpChange } from '../../core/character/xp';
import type { EditionRaiseRequest, GameSystem, RaisableKind, RaiseOffer } from '../types';
import { fs31Ranges, isSettingLanguage, skillMeaning } from './ratings';

/**
 * XP to raise a skill (or language) from `rating` to the next level (002's "Current Skill Level /
 * XP Cost For Next Level" table, the setting's `xp.raiseCost`), or null at the top of the range
 * (002: "Skills are rated on a 0-12 scale"; ratings.ts) or where the table stops.
 */
export function fs31XpCostToRaise(s: GameSystem, rating: number, kind: 'action-skill' | 'background-skill' = 'action-skill'): number | null {
  const r = fs31Ranges(s.core);
  const range = kind === 'action-skill' ? r.actionSkill : r.backgroundSkill;
  if (!Number.isInteger(rating) || rating < range.min || rating >= range.max) return null;
  return s.core.xp.raiseCost[rating] ?? null;
}

/** The setting as the shared engine must read it: FS3.1's ranges (ratings.ts) and the given XP numbers. */
function engineSetting(s: GameSystem, xp: Ruleset['xp'] = s.core.xp): Setting {
  return { ...s.setting, ruleset: { ...s.core, ratings: fs31Ranges(s.core), xp } };
}

/** The character's rated language entry of that name, if any. */
function ratedLanguage(c: Character, name: string) {
  return findRated(c.backgroundSkills, name);
}

/**
 * Raises a skill one level for its cost (the shared `raiseSkill`: attributes refused — 002
 * "Attributes cannot be changed using XP" —, one raise every N days, the XP balance). One of the
 * setting's languages the character does not rate yet (absent, or only on the unrated list) is
 * learned at 1 for the setting's language cost, the table's 0 → 1 step by default (002: XP "can
 * be used to learn new Skills"; languages are skills), as a rated entry with the ruling attribute
 * the request names; a rated language rises on the table like any skill.
 */
export function fs31RaiseSkill(s: GameSystem, c: Character, request: EditionRaiseRequest): XpChange {
  const name = request.skill.trim();
  const listed = c.languages.find((l) => abilityKey(l) === abilityKey(name));
  if (ratedLanguage(c, name) !== undefined || findRated(s.setting.actionSkills, name) !== undefined) return raiseSkill(engineSetting(s), c, request);
  if (!isSettingLanguage(s.setting, name)) {
    // A rated entry of a name off the setting's list would read as a background skill.
    if (listed !== undefined) throw new XpRuleError('not-buyable', `${name} is not on this setting's language list: the storyteller adds it there before it can be rated.`);
    return raiseSkill(engineSetting(s), c, request);
  }
  if (request.rulingAttribute === undefined || settingAttributeName(s.setting, request.rulingAttribute) === undefined) {
    throw new XpRuleError('unknown-skill', `${name} is a language without a rating yet: name its ruling attribute to learn it at 1.`);
  }
  const cost = s.core.xp.languageCost;
  // null: languages are not bought (the schema's meaning); 0 would be a ledger entry of nothing.
  if (cost === null || cost === 0) throw new XpRuleError('not-buyable', `This setting does not let XP buy languages; the storyteller gives ${name} a rating on the sheet.`);
  const spelled = s.setting.languages.find((l) => abilityKey(l) === abilityKey(name)) ?? name;
  // The shared engine refuses a name on the unrated list ("languages have no rating"): hand it the
  // character without that name, then put the list back as it was. Its 0 → 1 step costs the
  // setting's language cost (the table's 1 by default).
  const without = { ...c, languages: c.languages.filter((l) => abilityKey(l) !== abilityKey(name)) };
  const priced = engineSetting(s, { ...s.core.xp, raiseCost: [cost, ...s.core.xp.raiseCost.slice(1)] });
  const out = raiseSkill(priced, without, { ...request, skill: spelled, reason: request.reason ?? `Learned ${spelled} (language)` });
  return { ...out, character: { ...out.character, languages: c.languages } };
}

/** Whole days from `today` until `date` (0 once it has come, or for a date that does not parse). */
function daysUntil(today: string, date: string | null): number {
  if (date === null) return 0;
  const a = isoDateToDay(today);
  const b = isoDateToDay(date);
  return a === null || b === null ? 0 : Math.max(0, b - a);
}

/**
 * The sheet's raise control: `+1 (N XP)` with the rating it reaches and its meaning ("→ 6
 * Professional"), and the days left until the storyteller's interval allows the next raise (000
 * "A character can only raise one skill every 3 days"). Attributes get none (002).
 */
export function fs31RaiseOffer(s: GameSystem, c: Character, ability: string, kind: RaisableKind, today: string): RaiseOffer | null {
  if (kind === 'attribute') return null;
  const name = ability.trim();
  const held = kind === 'action-skill' ? findRated(c.actionSkills, name) : findRated(c.backgroundSkills, name);
  const rating = held?.rating ?? 0;
  const language = kind === 'background-skill' && isSettingLanguage(s.setting, name);
  const cost = language && held === undefined ? s.core.xp.languageCost : fs31XpCostToRaise(s, rating, kind);
  if (cost === null || cost === 0) return null;
  const to = rating + 1;
  const meaning = skillMeaning(to) ?? '';
  const next = nextRaiseDate(s.core, c);
  const waitDays = daysUntil(today, next);
  const what = language ? 'language' : 'skill';
  const wait = waitDays > 0 ? ` \u00b7 ${waitDays} ${waitDays === 1 ? 'day' : 'days'}` : '';
  const short = c.xp < cost ? `costs ${cost} XP, ${c.xp} available` : `${c.xp} XP available`;
  return {
    text: `+1 (${cost} XP)`,
    detail: `\u2192 ${to} ${meaning}${wait}`,
    label: `${rating === 0 ? 'Learn' : 'Raise'} ${name} to ${to} (${meaning}) for ${cost} XP${waitDays > 0 ? `; next raise in ${waitDays} days` : ''}`,
    hint: `Raise this ${what} from ${rating} to ${to} for ${cost} XP; ${short}${next !== null && waitDays > 0 ? `; the next raise is allowed on ${next}` : ''}.`,
    cost,
    waitDays,
  };
}

/** The first day a raise is allowed (000 "Limiting XP"), re-exported with the system's numbers. */
export function fs31NextRaiseDate(s: GameSystem, c: Character): string | null {
  return nextRaiseDate(s.core, c);
}
