/**
 * §B.7: experience as AresMUSH spends it. Every `learn` costs 1 XP and moves one ability's
 * progress by one; `xp_costs[type][rating]` spends raise it. A new ability goes straight to 1
 * for 1 XP with no checks. An existing one needs `days_between_learning` days since its own last
 * spend and must stay within the point caps (`*_dots_beyond_chargen_max`). Dates are
 * `YYYY-MM-DD` passed in (the convention of shared/core/character/xp.ts); AresMUSH counts seconds, so a
 * spend is allowed on the day `last + days` (same wall-clock time rounded to the day).
 */
import { dayToIsoDate, isoDateToDay } from '../../core/character/calendar';
import { XpRuleError } from '../../core/character/xp';
import { aresPoints } from './chargen';
import type { AresRatings, AresRules } from './pools';
import type { AresAbilityType } from './skills-config';

/** One ability's progress toward its next rating (`LearnableAbility#xp`, `last_learned`). */
export type AbilityProgress = { spent: number; lastLearned: string | null };

/** `xp_needed(type, rating)`: spends from `rating` to `rating + 1`, or null (not raisable by XP). */
export function xpNeeded(rules: AresRules, type: AresAbilityType, rating: number): number | null {
  return rules.skills.xpCosts[type][rating] ?? null;
}

/** The first day the ability may be learned again, or null when it may be now (no last spend, no wait). */
export function nextLearnDate(rules: AresRules, progress: AbilityProgress): string | null {
  if (progress.lastLearned === null || rules.skills.daysBetweenLearning <= 0) return null;
  const day = isoDateToDay(progress.lastLearned);
  return day === null ? null : dayToIsoDate(day + rules.skills.daysBetweenLearning);
}

/**
 * `check_can_learn`'s point caps: the spend must keep the type's chargen points within the
 * chargen maximum plus the dots beyond it. Backgrounds and languages have no cap. Null when allowed.
 */
export function learnCapMessage(rules: AresRules, ratings: AresRatings, type: AresAbilityType): string | null {
  const k = rules.skills;
  const p = aresPoints(rules, ratings);
  if (type === 'attribute') {
    const cap = k.maxPointsOnAttrs + 2 * k.attrDotsBeyondChargenMax;
    if (p.attributes + 2 > cap) return `Attributes already use ${p.attributes} points; raising one would pass the limit of ${cap}.`;
  } else if (type === 'action') {
    const cap = k.maxPointsOnAction + k.actionDotsBeyondChargenMax;
    if (p.action + 1 > cap) return `Action skills already use ${p.action} points; raising one would pass the limit of ${cap}.`;
  } else if (type === 'advantage') {
    // AresMUSH adds 1 here although an advantage dot costs `advantages_cost`.
    const cap = k.maxPointsOnAdvantages + k.advantageDotsBeyondChargenMax * k.advantagesCost;
    if (p.advantages + 1 > cap) return `Advantages already use ${p.advantages} points; raising one would pass the limit of ${cap}.`;
  }
  return null;
}

/** What one `learn` did. */
export type LearnOutcome = {
  /** The rating before (null: a new ability) and after. */
  from: number | null;
  to: number;
  progress: AbilityProgress;
  /** Spends this rating needs (null for a new ability). */
  needed: number | null;
  xpAfter: number;
};

/**
 * `learn_ability`: one 1-XP spend on an ability of `type` held at `rating` (null: not held).
 * Throws {@link XpRuleError} with AresMUSH's refusals. `date` is today.
 */
export function learnAbility(
  rules: AresRules,
  input: { name: string; type: AresAbilityType; rating: number | null; progress: AbilityProgress; xp: number; ratings: AresRatings; date: string; override?: boolean },
): LearnOutcome {
  const today = isoDateToDay(input.date);
  if (today === null) throw new XpRuleError('bad-date', `"${input.date}" is not a date written as YYYY-MM-DD.`);
  if (input.xp <= 0) throw new XpRuleError('not-enough-xp', 'Learning costs 1 XP, and there is none to spend.');
  if (input.type === 'advantage' && !rules.skills.allowAdvantagesXp) throw new XpRuleError('not-buyable', `${input.name} is an advantage: this game does not let XP buy advantages.`);
  if (input.rating === null) {
    return { from: null, to: 1, progress: { spent: 0, lastLearned: input.date }, needed: null, xpAfter: input.xp - 1 };
  }
  const needed = xpNeeded(rules, input.type, input.rating);
  if (needed === null) throw new XpRuleError('max-rating', `${input.name} cannot be raised above ${input.rating} with XP.`);
  const cap = learnCapMessage(rules, input.ratings, input.type);
  if (cap !== null) throw new XpRuleError('max-rating', cap);
  const next = nextLearnDate(rules, input.progress);
  if (next !== null && today < isoDateToDay(next)! && input.override !== true) {
    throw new XpRuleError('too-soon', `${input.name} was last learned on ${input.progress.lastLearned}; it can be learned again on ${next}.`, next);
  }
  const spent = input.progress.spent + 1;
  const raised = spent >= needed;
  return {
    from: input.rating,
    to: raised ? input.rating + 1 : input.rating,
    progress: { spent: raised ? 0 : spent, lastLearned: input.date },
    needed,
    xpAfter: input.xp - 1,
  };
}

/** `modify_xp`: the balance clamped to [0, max_xp_hoard]. */
export function clampXp(rules: AresRules, xp: number): number {
  return Math.min(Math.max(0, xp), rules.skills.maxXpHoard);
}

/** §B.2 rating names (AresMUSH's English locale), by ability type. */
const RATING_NAMES: Record<AresAbilityType, readonly string[]> = {
  attribute: ['', 'Poor', 'Average', 'Good', 'Exceptional'],
  action: ['Incapable', 'Everyman', 'Fair', 'Competent', 'Good', 'Great', 'Exceptional', 'Amazing', 'Legendary'],
  background: ['Everyman', 'Fair', 'Good', 'Exceptional'],
  language: ['Everyman', 'Beginner', 'Conversational', 'Fluent'],
  advantage: ['Everyman', 'Fair', 'Good', 'Exceptional'],
};

/** The name of a rating ("Good"), or the number when the locale has none. */
export function ratingName(type: AresAbilityType, rating: number): string {
  return RATING_NAMES[type][rating] || String(rating);
}

/** Whole days from `today` until `date` (0 when it has come). */
export function daysUntil(today: string, date: string | null): number {
  if (date === null) return 0;
  const a = isoDateToDay(today);
  const b = isoDateToDay(date);
  return a === null || b === null ? 0 : Math.max(0, b - a);
}
