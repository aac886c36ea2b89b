/**
 * Issue 38: dice that can be read ahead without being rolled. The combat host prepares the step
 * the storyteller is likely to take next while it is idle (main/core/combat/prepared-steps.ts),
 * with the dice that step would roll if it were taken now: the words the generator will hand out
 * next, peeked, not taken. Taken later, the step consumes exactly those words; not taken, nothing
 * was consumed and every later roll is what it would have been without the preparing. So a
 * prepared step is the very step the click would have rolled, and seeded fights replay the same.
 */
import { dieFromUint32, type Rng } from './rng';

/** A peek: dice read from the words ahead, and how many words they read. */
export type PeekedDice = { rng: Rng; used: () => number; at: number };

export class LookaheadRng implements Rng {
  /** Words drawn from the generator, oldest first; those before `head` are consumed. */
  private ahead: number[] = [];
  private head = 0;
  /** Words consumed so far (a peek is valid while this has not moved). */
  private consumedCount = 0;
  private readonly source: () => number;

  constructor(source: () => number) {
    this.source = source;
  }

  readonly words = (): number => {
    this.consumedCount++;
    if (this.head >= this.ahead.length) return this.source();
    const w = this.ahead[this.head++]!;
    // All read ahead consumed: start over (no shifting of a long array, word by word).
    if (this.head === this.ahead.length) {
      this.ahead = [];
      this.head = 0;
    }
    return w;
  };

  die(sides: number): number {
    return dieFromUint32(this.words, sides);
  }

  /** How many words have been consumed: a peek made at another count no longer reads the next words. */
  get consumed(): number {
    return this.consumedCount;
  }

  /** Dice read from the words ahead, consuming nothing. */
  peek(): PeekedDice {
    let i = 0;
    const next = (): number => {
      while (this.ahead.length <= this.head + i) this.ahead.push(this.source());
      return this.ahead[this.head + i++]!;
    };
    return { rng: { die: (sides) => dieFromUint32(next, sides), words: next }, used: () => i, at: this.consumedCount };
  }

  /** Consumes the `count` words a peek read (its step was taken as prepared). */
  take(peek: { at: number; words: number }): void {
    if (peek.at !== this.consumedCount) throw new Error('The dice moved since this step was prepared');
    for (let k = 0; k < peek.words; k++) this.words();
  }
}

/** The lookahead over `rng`'s words, or null for dice without them (scripted dice: nothing is read ahead). */
export function lookaheadOf(rng: Rng): LookaheadRng | null {
  if (rng instanceof LookaheadRng) return rng;
  return rng.words ? new LookaheadRng(rng.words) : null;
}
