/**
 * A new FS3.1 character before the storyteller fills it in (the `startingCharacter` op).
 *
 * Every attribute starts at 5, "Average" (002's 4–6) and the point where the ruling attribute
 * adds nothing (002 "Ruling Attribute": "5 | 0"), rather than at 002's floor of 1 ("you must have
 * at least 1 rating point in every Attribute"): a fresh sheet then rolls its skills unmodified,
 * and 000 "Ability Points" expects a budget with "enough points to have average in every
 * attribute and above average in a couple", so the player lowers or raises from an average
 * person instead of buying every attribute up from Poor (−8 on every skill at 1). When the
 * setting's attribute cap or pool cannot pay 5 in every attribute, each starts at what they can
 * pay evenly (never below 1), so a new sheet never starts over a limit. Luck: 002 "Every
 * character begins the game with 1 Luck Point" (the ruleset's starting luck).
 */
import { makeCharacter, type Character } from '../../domain/character';
import type { GameSystem } from '../types';
import { fs31Ranges } from './ratings';

/** 002's average attribute: the ruling attribute's neutral rating. */
export const FS31_AVERAGE_ATTRIBUTE = 5;

/** The rating each attribute of a new character starts at under the setting's limits. */
export function startingAttributeRating(s: GameSystem): number {
  const n = s.setting.attributes.length;
  if (n === 0) return FS31_AVERAGE_ATTRIBUTE;
  const ch = s.core.chargen;
  const cost = Math.max(1, s.core.pointCosts.attributePerRating);
  const budget = Math.min(ch.abilityPoints, ch.maxAttributePoints ?? Number.POSITIVE_INFINITY);
  const even = Math.floor(budget / cost / n);
  // An attribute at the high-rating threshold would count toward that limit: stay below it.
  const belowHigh = ch.maxHighRatedAbilities !== null ? ch.highRatingThreshold - 1 : FS31_AVERAGE_ATTRIBUTE;
  const range = fs31Ranges(s.core).attribute;
  return Math.max(range.min, Math.min(FS31_AVERAGE_ATTRIBUTE, even, belowHigh, range.max));
}

export function fs31StartingCharacter(s: GameSystem, input: { id: string; name: string; kind: Character['kind'] }): Character {
  const rating = startingAttributeRating(s);
  return makeCharacter({
    id: input.id,
    name: input.name,
    kind: input.kind,
    attributes: s.setting.attributes.map((a) => ({ name: a.name, rating })),
    luckPoints: s.core.luck.startingPoints,
  });
}
