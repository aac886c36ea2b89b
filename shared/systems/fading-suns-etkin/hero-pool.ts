/**
 * Seed 003 "The Hero Pool" on the character (CHARACTERS-NOTES.md "Hero pool"): the pool's size,
 * its refresh and why Human (or Destiny) is not bought with XP. Hero points are the console's luck
 * points and luck ledger; spending them on rolls is the rolls and turn slices' (the costs are here
 * so every screen quotes the same numbers).
 */
import { findRated, type Character } from '../../domain/character';

/** "Each character has a pool of hero points equal to his Human characteristic." */
export const HUMAN = 'Human';
/** "With 2nd edition, Instead of human, I added a new stat (not opposed) called Destiny". */
export const DESTINY = 'Destiny';

/** The seed's prices, in hero points. */
export const HERO_COSTS = {
  /** "A hero point may be spent to reroll the result of any action ... keep the most favorable roll." */
  reroll: 1,
  /** "A second reroll may be made, but at the cost of 2 additional hero points." */
  secondReroll: 2,
  /** "One hero point may be spent to add an action bonus -- a +4 GN modifier to all actions a character takes during a round." */
  roundBonus: 1,
  /** "A roll of a natural 20 may be rerolled with the expenditure of 5 hero points". */
  natural20: 5,
} as const;

/** The +4 goal of the round bonus. */
export const HERO_ROUND_BONUS_GOAL = 4;

/**
 * The characteristic that sizes the pool: Destiny when the character rates it (the seed's 2nd
 * edition stat), else Human. Null when the character has neither.
 */
export function heroCharacteristic(c: Pick<Character, 'attributes'>): { name: string; rating: number } | null {
  const destiny = findRated(c.attributes, DESTINY);
  if (destiny) return { name: destiny.name, rating: destiny.rating };
  const human = findRated(c.attributes, HUMAN);
  return human ? { name: human.name, rating: human.rating } : null;
}

/** The pool's size: the Human (or Destiny) rating, 0 without either. */
export function heroPoolSize(c: Pick<Character, 'attributes'>): number {
  return Math.max(0, heroCharacteristic(c)?.rating ?? 0);
}

/**
 * "The Hero Pool refreshes every span": the points that bring the character back to a full pool,
 * with the ledger's reason. Null when the pool is already full (a refresh never takes away points
 * the storyteller awarded above it). `span` names the span ("Span 3", "the Kurgan raid").
 */
export function heroRefresh(c: Pick<Character, 'attributes' | 'luckPoints'>, span?: string): { points: number; reason: string } | null {
  const size = heroPoolSize(c);
  const points = size - c.luckPoints;
  if (points <= 0) return null;
  const which = heroCharacteristic(c)?.name ?? HUMAN;
  const when = span !== undefined && span.trim() !== '' ? ` (${span.trim()})` : '';
  return { points, reason: `Hero pool refreshed${when}: back to ${size} (${which} ${size})` };
}

/** Why XP cannot raise Human or Destiny (seed 003), or null for any other characteristic. */
export function heroRaiseRefusal(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (key !== HUMAN.toLowerCase() && key !== DESTINY.toLowerCase()) return null;
  return `${key === HUMAN.toLowerCase() ? HUMAN : DESTINY} is not bought with XP (seed 003: "players must earn the right to increase this stat" by doing heroic and important things): the storyteller raises it on the sheet.`;
}
