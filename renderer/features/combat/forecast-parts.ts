/**
 * Issue 38: what every row on screen reads from one forecast, worked out once per forecast, not
 * once per row (a find over 200 and a number formatting each): its rows by id and its words.
 */
import type { CombatantForecast, TurnForecast } from '../../../shared/core/combat/forecast-types';

/** How the numbers were made, in the storyteller's words (no "seeded", no "95%"): how many play-throughs, and how close. */
export function methodWords(f: TurnForecast): string {
  if (f.method === 'exact') return 'Exact odds: no action this turn changes the odds of another.';
  const within = `each chance is right to within ${(f.precision * 100).toFixed(1)} points either way, 19 times in 20`;
  const played = f.equivalentTurns ?? f.turns ?? 0;
  // The tables play fewer turns, each averaging out the last shot at a target: say what they match.
  if (played > (f.turns ?? 0)) return `Played out ${(f.turns ?? 0).toLocaleString('en')} times, as close as playing it ${played.toLocaleString('en')} times: ${within}.`;
  return `Played out ${played.toLocaleString('en')} times: ${within}.`;
}

type Parts = { byId: ReadonlyMap<string, CombatantForecast>; words: string };
const perForecast = new WeakMap<TurnForecast, Parts>();

export function forecastParts(f: TurnForecast): Parts {
  let parts = perForecast.get(f);
  if (!parts) {
    parts = { byId: new Map(f.combatants.map((c) => [c.id, c])), words: methodWords(f) };
    perForecast.set(f, parts);
  }
  return parts;
}
