/**
 * What the sheet and its PDF print beside a rating (issue 19): the edition's word for it
 * ("Professional", "Good"), the result-table row it reads and that row's ranges, and the pool a
 * plain roll of a skill takes ("5 dice", or "row 5 +4" for a percentile engine). All through the
 * edition's seams (`EditionOps.ratingLabel`, `DiceEngine.resultRow`): nothing here names one.
 */
import { AbilityLookupError } from '../core/character/character-roll';
import { findRated, type Character } from '../domain/character';
import { ratingLabel, type GameSystem } from '../systems';
import type { RatingKind } from '../systems/types';
import { isGoalNumber, isPercentile, signed } from './roll-words';

export type RatingKindWord = RatingKind;

export type RatingWords = {
  /** The edition's word ("Veteran"), or null when it has none. */
  label: string | null;
  /** The result-table row read, or null when the engine has no table. */
  row: number | null;
  /** "1–2 Terrible Failure · 3–4 Bad Failure · …" for a tooltip or the PDF; null without a table. */
  ranges: string | null;
  /** The seed's sentence for the rating (FS3.2's 1–12 chart), or null. */
  description: string | null;
};

/** The word, the table row and its ranges for one rating. */
export function ratingWords(system: GameSystem, kind: RatingKindWord, rating: number, name?: string): RatingWords {
  const labelled = ratingLabel(system, kind, rating, name);
  const table = system.edition.dice.resultRow?.(rating) ?? null;
  const row = labelled?.row ?? (table ? Math.max(0, Math.min(12, Math.trunc(rating))) : null);
  const ranges = table
    ? table.map((c) => `${c.range ? (c.range[0] === c.range[1] ? `${c.range[0]}` : `${c.range[0]}\u2013${c.range[1]}`) : 'n/a'} ${c.label}`).join(' \u00b7 ')
    : null;
  return { label: labelled?.label ?? null, row, ranges, description: labelled?.description ?? null };
}

/**
 * "Veteran · row 7", "row 7", "Veteran", or '' — the short form beside a rating. `withRow`
 * false: the word only (a skill whose plain pool, shown beside it, already says the row).
 */
export function ratingTag(w: RatingWords, withRow = true): string {
  return [w.label, !withRow || w.row === null ? null : `row ${w.row}`].filter((x) => x !== null).join(' \u00b7 ');
}

/** The list and rating of `ability` on the character (0 for a listed ability not yet learned), or null. */
function ratedAbility(system: GameSystem, character: Character, ability: string): [RatingKindWord, number] | null {
  const { setting } = system;
  if (findRated(setting.attributes, ability) || findRated(character.attributes, ability)) return ['attribute', findRated(character.attributes, ability)?.rating ?? 0];
  if (findRated(setting.actionSkills, ability) || findRated(character.actionSkills, ability)) return ['action-skill', findRated(character.actionSkills, ability)?.rating ?? 0];
  const background = findRated(character.backgroundSkills, ability);
  if (background) return ['background-skill', background.rating];
  const npc = character.npc ? findRated(character.npc.ratings, ability) : undefined;
  return npc ? ['npc-rating', npc.rating] : null;
}

/**
 * The roller's line for the chosen ability (issue 39): "Firearms 5 · Proficient", with the seed's
 * description of the rating where the edition has one; null when the character has no such
 * rating or the edition no word for it.
 */
export function abilityRatingLine(system: GameSystem, character: Character, ability: string): { text: string; description: string | null } | null {
  const found = ratedAbility(system, character, ability);
  if (found === null) return null;
  const w = ratingWords(system, found[0], found[1], ability);
  const tag = ratingTag(w);
  return tag === '' ? null : { text: `${ability} ${found[1]} \u00b7 ${tag}`, description: w.description };
}

/**
 * The pool a plain roll of `ability` takes (issue 18's pool beside each skill): "5 dice", for
 * a percentile engine "row 5 +4" (the row read and the ruling attribute's modifier), for d20s
 * against a goal "goal 14"; null when
 * the edition cannot build the roll.
 */
export function plainPoolText(system: GameSystem, character: Character, ability: string): string | null {
  try {
    const pool = system.edition.ops.poolForAbility(system, character, ability);
    if (isPercentile(system)) {
      const m = pool.modifiers.reduce((s, x) => s + x.dice, 0);
      return `row ${pool.size}${m !== 0 ? ` ${signed(m)}` : ''}`;
    }
    // d20s against a goal (seed 003): the goal (characteristic + skill); the d20s are the rating's word beside it.
    if (isGoalNumber(system)) return `goal ${pool.size}`;
    return `${pool.diceRolled} ${pool.diceRolled === 1 ? 'die' : 'dice'}`;
  } catch (error) {
    if (error instanceof AbilityLookupError) return null;
    throw error;
  }
}
