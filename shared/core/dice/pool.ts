import type { Rng } from './rng';

/** FS3.2 uses eight-sided dice for every ability roll. */
export const POOL_DIE_SIDES = 8;

/** Rolls `size` d8 (none when `size` is zero or less) and returns each face in order. */
export function rollPool(size: number, rng: Rng): number[] {
  const n = Math.max(0, Math.floor(size));
  const dice = new Array<number>(n);
  for (let i = 0; i < n; i++) dice[i] = rng.die(POOL_DIE_SIDES);
  return dice;
}

/** Counts the dice showing `threshold` or more (FS3.2: 7+ is a hit). */
export function countHits(dice: readonly number[], threshold: number): number {
  let hits = 0;
  for (const d of dice) if (d >= threshold) hits++;
  return hits;
}
