/**
 * The only source of randomness in the rules engine. Every die rolled anywhere in FS3 Console
 * comes from an `Rng` passed in by the caller: a seeded generator in tests and replays, a
 * cryptographic one in the app (built in main, because `shared/` must stay free of I/O).
 */
export type Rng = {
  /** A uniformly distributed integer from 1 to `sides` inclusive. */
  die(sides: number): number;
  /**
   * The raw 32-bit words the dice are made from, where the generator has them (seeded and
   * cryptographic ones; scripted dice do not). Issue 38: a lookahead (lookahead-rng.ts) reads
   * ahead in them without changing which dice are rolled next.
   */
  words?: () => number;
};

/** Thrown by a scripted Rng when a test or a manual-dice entry runs out of values. */
export class RngExhaustedError extends Error {
  constructor(used: number) {
    super(`Scripted dice ran out after ${used} values`);
    this.name = 'RngExhaustedError';
  }
}

const UINT32_RANGE = 0x1_0000_0000;

/** Maps 32 random bits onto 1..sides without modulo bias, drawing again when needed. */
export function dieFromUint32(next: () => number, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`Die sides must be a positive integer, got ${sides}`);
  // Powers of two (d2, d4, d8...) take the top bits: no rejection, which keeps d8 pools fast.
  if ((sides & (sides - 1)) === 0) return Math.floor((next() / UINT32_RANGE) * sides) + 1;
  const limit = UINT32_RANGE - (UINT32_RANGE % sides);
  let x = next();
  while (x >= limit) x = next();
  return (x % sides) + 1;
}

/** cyrb128: spreads a string seed over four 32-bit words for sfc32. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A fast seeded generator (sfc32). The same seed gives the same dice forever: the algorithm and
 * the seed hashing are frozen, because stored replays depend on them.
 */
export function createSeededRng(seed: number | string): Rng {
  let [a, b, c, d] = hashSeed(String(seed));
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up so that similar seeds diverge before the first die.
  for (let i = 0; i < 12; i++) next();
  return { die: (sides) => dieFromUint32(next, sides), words: next };
}

/**
 * Plays back exact die faces: for tests of worked examples and for dice a storyteller rolled by
 * hand. Throws when a value does not fit the die asked for or when the list runs out, so a test
 * also proves how many dice were rolled.
 */
export function createScriptedRng(values: readonly number[]): Rng & { readonly used: number } {
  let used = 0;
  return {
    get used() {
      return used;
    },
    die(sides) {
      const value = values[used];
      if (value === undefined) throw new RngExhaustedError(used);
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new RangeError(`Scripted value ${value} at position ${used} does not fit a d${sides}`);
      }
      used++;
      return value;
    },
  };
}

/**
 * An Rng told when a luck re-roll's second roll starts and ends (issue 39 item 2, seeds 002/004:
 * "after your own roll, spend a point to get a re-roll"): the combat machine's luck-after-the-roll
 * step replays the roll already seen and takes only the second roll's dice afresh. Any other Rng
 * ignores the calls.
 */
export type SecondRollRng = Rng & { secondRoll?(on: boolean): void };

/** Tells `rng` (if it listens) that a luck re-roll's second roll starts (`on`) or ended. */
export function markSecondRoll(rng: Rng, on: boolean): void {
  (rng as SecondRollRng).secondRoll?.(on);
}
