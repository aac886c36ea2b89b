// Issue 41: the sampling pieces of the forecast's outcome tables: a draw from a long CDF (binary
// search) lands where the plain scan does; an edition's tie order places equal initiative as told.
import { describe, expect, it } from 'vitest';
import { cdf, draw, initiativeSorter } from '../../../../shared/core/combat/forecast-sampling';
import { createSeededRng } from '../../../../shared/core/dice/rng';

const scan = (c: Float64Array, u: number) => {
  let i = 0;
  while (i < c.length - 1 && u >= c[i]!) i++;
  return i;
};

describe('forecast sampling', () => {
  it('draw agrees with the plain scan on short and long tables, zero bands included', () => {
    const rng = createSeededRng('draw');
    for (let n = 1; n <= 60; n++) {
      const c = cdf(Array.from({ length: n }, () => (rng.die(4) === 1 ? 0 : rng.die(100))));
      for (let k = 0; k < 200; k++) {
        const u = (rng.die(1_000_000) - 1) / 1_000_000;
        expect(draw(c, u)).toBe(scan(c, u));
      }
      expect(draw(c, 0)).toBe(scan(c, 0));
      expect(draw(c, 0.999999999)).toBe(scan(c, 0.999999999));
    }
  });

  it('equal initiative in the tie order given; higher initiative first', () => {
    // Shots 0, 1, 2 certain of 1 hit, shot 3 certain of 2 hits; ties: 2, 0, 1.
    const one = cdf([0, 1, 0]);
    const two = cdf([0, 0, 1]);
    const sort = initiativeSorter([one, one, one, two], [2, 0, 1, 3]);
    const order = new Int32Array(4);
    sort(order, Float64Array.from([0.5, 0.1, 0.9, 0.3]));
    expect([...order]).toEqual([3, 2, 0, 1]);
    // Without a tie order every order of the tied three turns up.
    const random = initiativeSorter([one, one, one, two]);
    const seen = new Set<string>();
    const rng = createSeededRng('ties');
    for (let t = 0; t < 300; t++) {
      random(order, Float64Array.from({ length: 4 }, () => (rng.die(1_000_000) - 1) / 1_000_000));
      expect(order[0]).toBe(3);
      seen.add([...order].join());
    }
    expect(seen.size).toBe(6);
  });
});
