/**
 * The Ragnar Anchorage sample's cast, which FS3.2 and FS3.1 both ship with their own numbers: the
 * four crew (names, concepts, quirks) and the Centurions. Each edition passes the ratings its rules
 * give them; authored for FS3 Console (no AresMUSH data), so it can ship.
 */
import { makeCharacter, type Character } from '../../domain/character';

export type Ratings = Record<string, number>;

export const rated = (ratings: Ratings) => Object.entries(ratings).map(([name, rating]) => ({ name, rating }));

/** A sample PC: background skills as `[name, rating, ruling attribute]`, one luck point. */
export function samplePc(
  id: string,
  name: string,
  concept: string,
  ratings: { attributes: Ratings; skills: Ratings; background: [string, number, string][]; languages?: string[] },
  quirks: string[],
): Character {
  return makeCharacter({
    id,
    name,
    kind: 'pc',
    concept,
    attributes: rated(ratings.attributes),
    actionSkills: rated(ratings.skills),
    backgroundSkills: ratings.background.map(([n, rating, rulingAttribute]) => ({ name: n, rating, rulingAttribute })),
    ...(ratings.languages ? { languages: ratings.languages } : {}),
    quirks,
    luckPoints: 1,
  });
}

/** A Centurion with the edition's single ratings. */
export function sampleCenturion(id: string, name: string, ratings: Ratings, defaultRating: number): Character {
  return makeCharacter({
    id,
    name,
    kind: 'npc',
    concept: 'A Cylon Centurion: relentless, armoured, not much for conversation.',
    npc: { ratings: rated(ratings), defaultRating },
  });
}
