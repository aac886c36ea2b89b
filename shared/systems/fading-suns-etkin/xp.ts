/**
 * Experience under the Fading Suns house rules (CHARACTERS-NOTES.md "XP"). Seed 003 prints no XP
 * costs: the console's cost table (the setting's `xp.raiseCost`, by the rating raised from) stays,
 * with numbers the storyteller edits in the Game system screen, and one table prices
 * characteristics and skills alike. What the seed does say is kept: Human and Destiny are earned,
 * not bought ("players must earn the right to increase this stat"), and an allegiance lore rises
 * only with rank.
 */
import { findRated, type Character } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import { isoDateToDay } from '../../core/character/calendar';
import { settingAttributeName } from '../../core/character/character-roll';
import { nextRaiseDate, raiseSkill, XpRuleError, type XpChange, type XpLedgerEntry, type XpLimit } from '../../core/character/xp';
import type { EditionRaiseRequest, GameSystem, RaisableKind, RaiseOffer } from '../types';
import { heroRaiseRefusal } from './hero-pool';
import { ALLEGIANCE_LORE_REFUSAL, isAllegianceLore } from './lore';
import { etkinRanges, etkinRatingRange, skillBand } from './ratings';

/** XP from `rating` to the next, or null at the top of the range or past the table's end. */
export function etkinXpCostToRaise(s: GameSystem, rating: number, kind: 'action-skill' | 'background-skill' | 'attribute' = 'action-skill', name = ''): number | null {
  const range = etkinRatingRange(s.core, kind, name);
  if (!Number.isInteger(rating) || rating < 0 || rating >= range.max) return null;
  return s.core.xp.raiseCost[rating] ?? null;
}

export function etkinNextRaiseDate(s: GameSystem, c: Character): string | null {
  return nextRaiseDate(s.core, c);
}

/** The setting as the shared engine reads it: this edition's ranges. */
function engineSetting(s: GameSystem): Setting {
  return { ...s.setting, ruleset: { ...s.core, ratings: etkinRanges(s.core) } };
}

function requireDay(date: string): number {
  const day = isoDateToDay(date);
  if (day === null) throw new XpRuleError('bad-date', `date: ${date} is not a calendar date (YYYY-MM-DD).`);
  return day;
}

/**
 * Raises a characteristic or a skill one step for the table's cost. Human and Destiny are refused
 * (seed 003), so is an allegiance lore (seed 003 "may only be increased when the character raises
 * in rank"); skills go through the shared engine (the wait between raises, the balance).
 */
export function etkinRaiseSkill(s: GameSystem, c: Character, request: EditionRaiseRequest): XpChange {
  const name = request.skill.trim();
  const hero = heroRaiseRefusal(name);
  if (hero !== null) throw new XpRuleError('not-buyable', hero);
  if (isAllegianceLore(name)) throw new XpRuleError('not-buyable', ALLEGIANCE_LORE_REFUSAL);
  const attribute = settingAttributeName(s.setting, name);
  if (attribute === undefined) return raiseSkill(engineSetting(s), c, request);
  const today = requireDay(request.date);
  const from = findRated(c.attributes, attribute)?.rating ?? 0;
  const cost = etkinXpCostToRaise(s, from, 'attribute', attribute);
  if (cost === null) throw new XpRuleError('max-rating', `${attribute} is already at the highest rating XP can buy.`);
  if (c.xp < cost) throw new XpRuleError('not-enough-xp', `Raising ${attribute} from ${from} to ${from + 1} costs ${cost} XP; ${c.name} has ${c.xp}.`);
  const overrides: XpLimit[] = [];
  const next = nextRaiseDate(s.core, c);
  if (next !== null && today < isoDateToDay(next)!) {
    if (request.override !== true) throw new XpRuleError('too-soon', `${c.name} raised an ability on ${c.lastSkillRaiseDate}; the next raise is allowed on ${next}.`, next);
    overrides.push('days-between-raises');
  }
  const to = from + 1;
  const held = findRated(c.attributes, attribute);
  const attributes = held ? c.attributes.map((a) => (a === held ? { ...a, rating: to } : a)) : [...c.attributes, { name: attribute, rating: to }];
  const character: Character = { ...c, attributes, xp: c.xp - cost, lastSkillRaiseDate: request.date };
  const entry: XpLedgerEntry = {
    characterId: c.id,
    kind: 'raise-skill',
    delta: -cost,
    balanceAfter: character.xp,
    ability: attribute,
    fromRating: from,
    toRating: to,
    reason: request.reason ?? `Raised ${attribute} to ${to}`,
    inGameDate: request.date,
    overrides,
  };
  return { character, entry, forfeited: 0 };
}

function daysUntil(today: string, date: string | null): number {
  if (date === null) return 0;
  const a = isoDateToDay(today);
  const b = isoDateToDay(date);
  return a === null || b === null ? 0 : Math.max(0, b - a);
}

/**
 * The sheet's raise control: "+1 (N XP)" with the rating reached and, for a skill, the d20s it
 * then rolls ("→ 6 · 3d20"); characteristics too (the rulebook buys them with XP), except Human
 * and Destiny; none for an allegiance lore.
 */
export function etkinRaiseOffer(s: GameSystem, c: Character, ability: string, kind: RaisableKind, today: string): RaiseOffer | null {
  const name = ability.trim();
  if (isAllegianceLore(name) || heroRaiseRefusal(name) !== null) return null;
  const held = kind === 'attribute' ? findRated(c.attributes, name) : kind === 'action-skill' ? findRated(c.actionSkills, name) : findRated(c.backgroundSkills, name);
  const rating = held?.rating ?? 0;
  const cost = etkinXpCostToRaise(s, rating, kind, name);
  if (cost === null) return null;
  const to = rating + 1;
  const band = kind === 'attribute' ? '' : ` \u00b7 ${skillBand(to)}d20`;
  const next = nextRaiseDate(s.core, c);
  const waitDays = daysUntil(today, next);
  const wait = waitDays > 0 ? ` \u00b7 ${waitDays} ${waitDays === 1 ? 'day' : 'days'}` : '';
  const what = kind === 'attribute' ? 'characteristic' : 'skill';
  const short = c.xp < cost ? `costs ${cost} XP, ${c.xp} available` : `${c.xp} XP available`;
  return {
    text: `+1 (${cost} XP)`,
    detail: `\u2192 ${to}${band}${wait}`,
    label: `${rating === 0 ? 'Learn' : 'Raise'} ${name} to ${to} for ${cost} XP${waitDays > 0 ? `; next raise in ${waitDays} days` : ''}`,
    hint: `Raise this ${what} from ${rating} to ${to} for ${cost} XP; ${short}${next !== null && waitDays > 0 ? `; the next raise is allowed on ${next}` : ''}.`,
    cost,
    waitDays,
  };
}
