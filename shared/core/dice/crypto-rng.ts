import { dieFromUint32, type Rng } from './rng';

/**
 * Fills an array with cryptographically strong random 32-bit words: `crypto.getRandomValues`
 * (Web Crypto, also global in Node 20) or `node:crypto`'s `randomFillSync`. `shared/` cannot
 * reach either itself (no DOM or node types, no I/O), so main hands one in.
 */
export type RandomWordSource = (words: Uint32Array) => void;

/** Words fetched per refill: one call to the entropy source serves a few hundred dice. */
const BUFFER_WORDS = 256;

/**
 * The app's dice: unpredictable, unbiased (rejection sampling in `dieFromUint32`), and buffered
 * so that rolling a large pool does not cost one system call per die.
 * Example (main): `createCryptoRng((w) => crypto.getRandomValues(w))`.
 */
export function createCryptoRng(fill: RandomWordSource): Rng {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let index = BUFFER_WORDS;
  const next = (): number => {
    if (index >= BUFFER_WORDS) {
      fill(buffer);
      index = 0;
    }
    return buffer[index++]!;
  };
  return { die: (sides) => dieFromUint32(next, sides), words: next };
}
