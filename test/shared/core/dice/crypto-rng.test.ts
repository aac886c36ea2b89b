import { getRandomValues } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCryptoRng } from '../../../../shared/core/dice/crypto-rng';

describe('createCryptoRng', () => {
  it('rolls every face of a d8 evenly from the system source', () => {
    const rng = createCryptoRng((w) => getRandomValues(w));
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < 80_000; i++) counts[rng.die(8)]! += 1;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 8; f++) expect(Math.abs(counts[f]! - 10_000)).toBeLessThan(600);
  });

  it('refills its buffer from the source only when it runs out', () => {
    let calls = 0;
    const rng = createCryptoRng((w) => {
      calls++;
      w.fill(0x8000_0000); // top bit set: the upper half of every die
    });
    for (let i = 0; i < 256; i++) expect(rng.die(8)).toBe(5);
    expect(calls).toBe(1);
    rng.die(8);
    expect(calls).toBe(2);
  });
});
