import { findRated, type Character, type RatedAbility } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import { dayToIsoDate, isoDateToDay } from './calendar';
import { settingAttributeName } from './character-roll';
import type { Ruleset } from '../dice/ruleset';

/**
 * Experience (seed 004 "Experience", seed 000 "Experience"): XP buys skills one level at a time
 * from the cost table; attributes and quirks cannot be bought; the storyteller limits raises to
 * one per N days and savings to a maximum (3 days, 16 XP by default). Every change returns a
 * ledger entry whose fields match the campaign's XP ledger (shared/domain/ledger.ts) plus the
 * details the GM log shows. Dates are `YYYY-MM-DD` (game or real calendar, the caller's choice).
 */

export const XP_LEDGER_KINDS = ['weekly-award', 'award', 'removal', 'learn-skill', 'raise-skill', 'learn-language'] as const;
export type XpLedgerKind = (typeof XP_LEDGER_KINDS)[number];

/** Storyteller limits that an override can lift (seed 000: "legitimate exceptions"). */
export const XP_LIMITS = ['days-between-raises', 'max-saved-xp'] as const;
export type XpLimit = (typeof XP_LIMITS)[number];

/** One XP change, for the ledger. */
export type XpLedgerEntry = {
  characterId: string;
  kind: XpLedgerKind;
  /** XP gained (positive) or spent (negative); never 0. */
  delta: number;
  balanceAfter: number;
  ability: string | null;
  fromRating: number | null;
  toRating: number | null;
  reason: string;
  inGameDate: string;
  /** Limits the storyteller lifted for this change. */
  overrides: XpLimit[];
};

/** The updated character and the ledger entry recording the change. */
export type XpChange = { character: Character; entry: XpLedgerEntry; forfeited: number };

export const XP_ERROR_CODES = [
  'bad-date',
  'bad-amount',
  'not-buyable',
  'unknown-skill',
  'max-rating',
  'not-enough-xp',
  'too-soon',
  'max-saved-xp',
  'already-known',
] as const;
export type XpErrorCode = (typeof XP_ERROR_CODES)[number];

/** A refused XP change, with a message for the storyteller. */
export class XpRuleError extends Error {
  constructor(
    readonly code: XpErrorCode,
    message: string,
    /** For 'too-soon': the first day the raise is allowed (what a storyteller's override lifts). */
    readonly nextAllowed?: string,
  ) {
    super(message);
    this.name = 'XpRuleError';
  }
}

/** XP to raise a skill from `currentRating` to the next level, or null when it cannot be raised. */
export function xpCostToRaise(ruleset: Ruleset, currentRating: number, kind: 'action-skill' | 'background-skill' = 'action-skill'): number | null {
  const range = kind === 'action-skill' ? ruleset.ratings.actionSkill : ruleset.ratings.backgroundSkill;
  if (!Number.isInteger(currentRating) || currentRating < 0 || currentRating >= range.max) return null;
  return ruleset.xp.raiseCost[currentRating] ?? null;
}

/** Total XP from one rating to a higher one, level by level; null when the table runs out. */
export function xpCostBetween(ruleset: Ruleset, from: number, to: number): number | null {
  let total = 0;
  for (let r = from; r < to; r++) {
    const c = xpCostToRaise(ruleset, r);
    if (c === null) return null;
    total += c;
  }
  return total;
}

/** The first date a new raise is allowed, or null when there is no waiting. */
export function nextRaiseDate(ruleset: Ruleset, character: Character): string | null {
  const wait = ruleset.xp.daysBetweenRaises;
  if (wait === null || wait === 0 || character.lastSkillRaiseDate === null) return null;
  const last = isoDateToDay(character.lastSkillRaiseDate);
  return last === null ? null : dayToIsoDate(last + wait);
}

/** A request to raise (or learn) one skill by one level. */
export type RaiseRequest = {
  skill: string;
  /** Needed only to learn a new background skill. */
  rulingAttribute?: string;
  date: string;
  reason?: string;
  /** Lift the storyteller's time limit for this raise. */
  override?: boolean;
};

/**
 * Raises an action or background skill by one level, paying the table's cost. A skill the
 * character does not have is learned at rating 1 (an action skill of the setting, or a new
 * background skill when `rulingAttribute` is given). Throws {@link XpRuleError}.
 */
export function raiseSkill(setting: Setting, character: Character, request: RaiseRequest): XpChange {
  const ruleset = setting.ruleset;
  const today = requireDay(request.date);
  if (settingAttributeName(setting, request.skill) !== undefined) {
    throw new XpRuleError('not-buyable', `${request.skill.trim()} is an attribute: attributes cannot be raised with XP.`);
  }
  const actionDef = findRated(setting.actionSkills, request.skill);
  const existingBg = actionDef ? undefined : findRated(character.backgroundSkills, request.skill);
  const kind = actionDef ? 'action-skill' : 'background-skill';
  let name: string;
  let from: number;
  if (actionDef) {
    name = actionDef.name;
    from = findRated(character.actionSkills, name)?.rating ?? 0;
  } else if (existingBg) {
    name = existingBg.name;
    from = existingBg.rating;
  } else {
    if (character.languages.some((l) => l.trim().toLowerCase() === request.skill.trim().toLowerCase())) {
      throw new XpRuleError('not-buyable', `${request.skill.trim()} is a language: languages have no rating to raise.`);
    }
    if (request.rulingAttribute === undefined || settingAttributeName(setting, request.rulingAttribute) === undefined) {
      throw new XpRuleError('unknown-skill', `${request.skill.trim()} is not an action skill; choose a ruling attribute to learn it as a background skill.`);
    }
    name = request.skill.trim();
    from = 0;
  }
  const cost = xpCostToRaise(ruleset, from, kind);
  if (cost === null) throw new XpRuleError('max-rating', `${name} is already at the highest rating XP can buy.`);
  if (character.xp < cost) {
    throw new XpRuleError('not-enough-xp', `Raising ${name} from ${from} to ${from + 1} costs ${cost} XP; ${character.name} has ${character.xp}.`);
  }
  const overrides: XpLimit[] = [];
  const next = nextRaiseDate(ruleset, character);
  if (next !== null && today < isoDateToDay(next)!) {
    if (request.override !== true) {
      throw new XpRuleError('too-soon', `${character.name} raised a skill on ${character.lastSkillRaiseDate}; the next raise is allowed on ${next}.`, next);
    }
    overrides.push('days-between-raises');
  }
  const to = from + 1;
  const updated: Character = { ...character, xp: character.xp - cost, lastSkillRaiseDate: request.date };
  if (kind === 'action-skill') {
    updated.actionSkills = upsert(character.actionSkills, name, to);
  } else {
    const ruling = existingBg?.rulingAttribute ?? settingAttributeName(setting, request.rulingAttribute!)!;
    updated.backgroundSkills = existingBg
      ? character.backgroundSkills.map((b) => (b === existingBg ? { ...b, rating: to } : b))
      : [...character.backgroundSkills, { name, rating: to, rulingAttribute: ruling }];
  }
  const entry: XpLedgerEntry = {
    characterId: character.id,
    kind: from === 0 ? 'learn-skill' : 'raise-skill',
    delta: -cost,
    balanceAfter: updated.xp,
    ability: name,
    fromRating: from,
    toRating: to,
    reason: request.reason ?? (from === 0 ? `Learned ${name}` : `Raised ${name} to ${to}`),
    inGameDate: request.date,
    overrides,
  };
  return { character: updated, entry, forfeited: 0 };
}

/** Learns a language for `ruleset.xp.languageCost` XP (refused when the ruleset sets none). */
export function learnLanguage(setting: Setting, character: Character, request: { language: string; date: string; reason?: string }): XpChange {
  const cost = setting.ruleset.xp.languageCost;
  requireDay(request.date);
  const name = request.language.trim();
  if (cost === null) throw new XpRuleError('not-buyable', 'This ruleset does not let XP buy languages; the storyteller grants them.');
  if (character.languages.some((l) => l.trim().toLowerCase() === name.toLowerCase())) {
    throw new XpRuleError('already-known', `${character.name} already speaks ${name}.`);
  }
  if (character.xp < cost) throw new XpRuleError('not-enough-xp', `Learning ${name} costs ${cost} XP; ${character.name} has ${character.xp}.`);
  const updated: Character = { ...character, xp: character.xp - cost, languages: [...character.languages, name] };
  return {
    character: updated,
    entry: {
      characterId: character.id,
      kind: 'learn-language',
      delta: -cost,
      balanceAfter: updated.xp,
      ability: name,
      fromRating: null,
      toRating: null,
      reason: request.reason ?? `Learned ${name}`,
      inGameDate: request.date,
      overrides: [],
    },
    forfeited: 0,
  };
}

/**
 * Awards XP (a one-off award, or `weekly` for the regular award). Savings above the ruleset's
 * maximum are forfeited unless `override`; an award that would credit nothing is refused.
 */
export function awardXp(
  ruleset: Ruleset,
  character: Character,
  award: { amount: number; date: string; reason: string; weekly?: boolean; override?: boolean },
): XpChange {
  requireDay(award.date);
  if (!Number.isInteger(award.amount) || award.amount <= 0) throw new XpRuleError('bad-amount', 'An XP award must be a whole number above 0.');
  const cap = ruleset.xp.maxSavedXp;
  const overrides: XpLimit[] = [];
  let credited = award.amount;
  if (cap !== null && character.xp + award.amount > cap) {
    if (award.override === true) overrides.push('max-saved-xp');
    else credited = Math.max(0, cap - character.xp);
  }
  if (credited === 0) {
    throw new XpRuleError('max-saved-xp', `${character.name} already has ${character.xp} XP, the most that can be saved (${cap}).`);
  }
  const forfeited = award.amount - credited;
  const updated: Character = { ...character, xp: character.xp + credited };
  const reason = forfeited > 0 ? `${award.reason} (${forfeited} XP over the ${cap} XP limit forfeited)` : award.reason;
  return {
    character: updated,
    entry: {
      characterId: character.id,
      kind: award.weekly === true ? 'weekly-award' : 'award',
      delta: credited,
      balanceAfter: updated.xp,
      ability: null,
      fromRating: null,
      toRating: null,
      reason,
      inGameDate: award.date,
      overrides,
    },
    forfeited,
  };
}

/** The regular award: `ruleset.xp.weeklyAward` per week (seed 000: 1, or 2 in intense games). */
export function awardWeeklyXp(ruleset: Ruleset, character: Character, date: string, weeks = 1): XpChange {
  if (!Number.isInteger(weeks) || weeks < 1) throw new XpRuleError('bad-amount', 'Weekly XP is awarded for one or more whole weeks.');
  const amount = ruleset.xp.weeklyAward * weeks;
  const reason = weeks === 1 ? 'Weekly XP' : `Weekly XP for ${weeks} weeks`;
  return awardXp(ruleset, character, { amount, date, reason, weekly: true });
}

/** Takes XP away (a storyteller correction); the balance never goes below 0. */
export function removeXp(character: Character, removal: { amount: number; date: string; reason: string }): XpChange {
  requireDay(removal.date);
  if (!Number.isInteger(removal.amount) || removal.amount <= 0) throw new XpRuleError('bad-amount', 'XP removed must be a whole number above 0.');
  if (removal.amount > character.xp) throw new XpRuleError('not-enough-xp', `${character.name} has only ${character.xp} XP.`);
  const updated: Character = { ...character, xp: character.xp - removal.amount };
  return {
    character: updated,
    entry: {
      characterId: character.id,
      kind: 'removal',
      delta: -removal.amount,
      balanceAfter: updated.xp,
      ability: null,
      fromRating: null,
      toRating: null,
      reason: removal.reason,
      inGameDate: removal.date,
      overrides: [],
    },
    forfeited: 0,
  };
}

function requireDay(date: string): number {
  const day = isoDateToDay(date);
  if (day === null) throw new XpRuleError('bad-date', `"${date}" is not a date written as YYYY-MM-DD.`);
  return day;
}

function upsert(list: readonly RatedAbility[], name: string, rating: number): RatedAbility[] {
  const found = findRated(list, name);
  return found ? list.map((s) => (s === found ? { ...s, rating } : s)) : [...list, { name, rating }];
}
