/** Issue 38: dice read ahead are the dice rolled next; reading ahead changes no die. */
import { describe, expect, it } from 'vitest';
import { LookaheadRng, lookaheadOf } from '../../../../shared/core/dice/lookahead-rng';
import { createSeededRng } from '../../../../shared/core/dice/rng';

const rolls = (rng: { die: (s: number) => number }, sides: number[]) => sides.map((s) => rng.die(s));
const SIDES = [10, 8, 6, 10, 20, 3, 10, 10, 7, 100];

describe('lookahead dice (issue 38)', () => {
  it('a peek reads the very dice the next rolls give, and consumes none', () => {
    const plain = createSeededRng('ahead');
    const ahead = lookaheadOf(createSeededRng('ahead'))!;
    const peek = ahead.peek();
    const peeked = rolls(peek.rng, SIDES);
    expect(ahead.consumed).toBe(0);
    // Rolled afterwards, with the same dice asked for: the same faces, and then the plain sequence goes on.
    expect(rolls(ahead, SIDES)).toEqual(peeked);
    expect(rolls(plain, SIDES)).toEqual(peeked);
    expect(rolls(ahead, SIDES)).toEqual(rolls(plain, SIDES));
  });

  it('a peek thrown away changes nothing, whatever dice are rolled instead', () => {
    const plain = createSeededRng('thrown');
    const ahead = lookaheadOf(createSeededRng('thrown'))!;
    rolls(ahead.peek().rng, SIDES);
    // Other dice (d8s instead of d10s) read the same words as they would have.
    expect(rolls(ahead, [8, 8, 8, 2, 12, 10])).toEqual(rolls(plain, [8, 8, 8, 2, 12, 10]));
    expect(rolls(ahead, SIDES)).toEqual(rolls(plain, SIDES));
  });

  it('taking a peek consumes its words; a peek made before other rolls can no longer be taken', () => {
    const plain = createSeededRng('take');
    const ahead = lookaheadOf(createSeededRng('take'))!;
    const peek = ahead.peek();
    const peeked = rolls(peek.rng, SIDES);
    expect(peeked).toEqual(rolls(plain, SIDES));
    ahead.take({ at: peek.at, words: peek.used() });
    expect(ahead.consumed).toBe(peek.used());
    expect(rolls(ahead, SIDES)).toEqual(rolls(plain, SIDES));
    const stale = ahead.peek();
    ahead.die(10);
    expect(() => ahead.take({ at: stale.at, words: 1 })).toThrow(/moved/);
  });

  it('dice without words to read (scripted dice) have no lookahead; a lookahead is not wrapped twice', () => {
    expect(lookaheadOf({ die: () => 1 })).toBeNull();
    const ahead = new LookaheadRng(createSeededRng('x').words!);
    expect(lookaheadOf(ahead)).toBe(ahead);
  });
});
