/**
 * Issue 41: the sampling pieces of the forecast's fast simulation (forecast-table.ts): CDF
 * tables, a draw from one, a fast seeded uniform generator over typed state, and initiative
 * order sampled from each shooter's exact odds.
 */

const TWO_32 = 0x1_0000_0000;

/**
 * Orders the shots by sampled initiative: each shooter's hits from its CDF, most first (a
 * counting sort, hits being few values); equal hits in random order, as the editions break ties.
 * One uniform number gives both: where it falls in its hits' band is itself uniform and
 * independent of the hits, so it is the tie-break key.
 */
export function initiativeSorter(cdfs: readonly Float64Array[], uniform: () => number): (order: Int32Array) => void {
  const m = cdfs.length;
  const levels = Math.max(1, ...cdfs.map((c) => c.length));
  const group = new Int32Array(m);
  const tie = new Float64Array(m);
  const start = new Int32Array(levels + 1);
  return (order) => {
    start.fill(0);
    for (let k = 0; k < m; k++) {
      const c = cdfs[k]!;
      const u = uniform();
      let h = 0;
      while (h < c.length - 1 && u >= c[h]!) h++;
      const lo = h === 0 ? 0 : c[h - 1]!;
      tie[k] = (u - lo) / (c[h]! - lo || 1);
      group[k] = levels - 1 - h;
      start[group[k]! + 1]!++;
    }
    for (let g = 0; g < levels; g++) start[g + 1] = start[g + 1]! + start[g]!;
    // Each shot joins its group at a random place (an inside-out Fisher–Yates shuffle driven by the tie key).
    const fill = start.slice();
    for (let k = 0; k < m; k++) {
      const g = group[k]!;
      const i = fill[g]!++;
      const j = start[g]! + Math.floor(tie[k]! * (i - start[g]! + 1));
      order[i] = order[j]!;
      order[j] = k;
    }
  };
}

/** A uniform number in [0, 1) from sfc32 over typed state, seeded by four draws of the seeded dice. */
export function sfc32(seed: { die(sides: number): number }): () => number {
  const st = new Uint32Array(4);
  for (let i = 0; i < 4; i++) st[i] = seed.die(TWO_32) - 1;
  return () => {
    const a = st[0]!;
    const b = st[1]!;
    const c = st[2]!;
    const d = (st[3]! + 1) >>> 0;
    const t = (a + b + d) >>> 0;
    st[0] = b ^ (b >>> 9);
    st[1] = c + (c << 3);
    st[2] = ((c << 21) | (c >>> 11)) + t;
    st[3] = d;
    return t / TWO_32;
  };
}

export function cdf(p: readonly number[]): Float64Array {
  const c = new Float64Array(p.length);
  let sum = 0;
  for (let i = 0; i < p.length; i++) c[i] = sum += Math.max(0, p[i]!);
  for (let i = 0; i < p.length; i++) c[i] = c[i]! / sum;
  return c;
}

/** The index whose CDF band holds `u`. */
export function draw(c: Float64Array, u: number): number {
  let i = 0;
  while (i < c.length - 1 && u >= c[i]!) i++;
  return i;
}
