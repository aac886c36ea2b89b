/**
 * §A.1 dice as combat uses them (`one_shot_die_roll`): the edition's own dice (../dice.ts), so a
 * sheet roll and a combat roll of the same pool can never disagree.
 */
import type { Rng } from '../../../core/dice/rng';
import { ARES_DICE_CAP, aresDiceFor, aresRollLevel } from '../dice';

/** The dice actually rolled for a pool: `[dice, 1].max.ceil`; null when the pool is over 30. */
export function diceRolled(dice: number): number | null {
  return dice > ARES_DICE_CAP ? null : aresDiceFor(dice);
}

/** Rolls a pool and returns the success level: successes, 0, or -1 (embarrassing failure). */
export function rollSuccesses(rng: Rng, dice: number): number {
  return aresRollLevel(dice, rng);
}

/** Ruby `rand(n)`: an integer in 0..n-1. */
export const rand = (rng: Rng, n: number): number => rng.die(n) - 1;
