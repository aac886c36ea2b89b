/**
 * §A.1 dice as combat uses them (`one_shot_die_roll`): d8s, a success on 6+, fractional pools
 * rounded up, at least one die, more than 30 dice returns 15 successes unrolled, and no successes
 * with more 1s than half the dice is an embarrassing failure (-1). Kept local to combat so the
 * procedures do not wait for the edition's dice module; both implement the same section.
 */
import type { Rng } from '../../../rules/rng';

/** The dice actually rolled for a pool: `[dice, 1].max.ceil`; null when the pool is over 30. */
export function diceRolled(dice: number): number | null {
  if (dice > 30) return null;
  return Math.max(Math.ceil(dice - 1e-9), 1);
}

/** Rolls a pool and returns the success level: successes, 0, or -1 (embarrassing failure). */
export function rollSuccesses(rng: Rng, dice: number): number {
  const n = diceRolled(dice);
  if (n === null) return 15;
  let hits = 0;
  let ones = 0;
  for (let i = 0; i < n; i++) {
    const d = rng.die(8);
    if (d >= 6) hits++;
    else if (d === 1) ones++;
  }
  if (hits > 0) return hits;
  return ones > Math.floor(n / 2) ? -1 : 0;
}

/** Ruby `rand(n)`: an integer in 0..n-1. */
export const rand = (rng: Rng, n: number): number => rng.die(n) - 1;
