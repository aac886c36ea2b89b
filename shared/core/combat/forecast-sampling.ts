/**
 * Issue 41: the sampling pieces of the forecast's fast simulation (forecast-table.ts): CDF
 * tables, a draw from one, a fast seeded uniform generator filling typed buffers, and initiative
 * order sampled from each shooter's exact odds.
 */

const TWO_32 = 0x1_0000_0000;
/** Buckets of each initiative CDF's guide (a power of two, so u·GUIDE is exact). */
const GUIDE = 64;

/**
 * Orders the shots by sampled initiative: each shooter's hits from its CDF, most first (a
 * counting sort, hits being few values); equal hits in random order, as the editions break ties.
 * One uniform number gives both: where it falls in its hits' band is itself uniform and
 * independent of the hits, so it is the tie-break key. `tieOrder` (the shots from first to last
 * among equals, an edition whose ties are not random: Third Edition's name order) places equal
 * hits in that order instead.
 */
export function initiativeSorter(cdfs: readonly Float64Array[], tieOrder?: readonly number[]): (order: Int32Array, uniforms: Float64Array) => void {
  const m = cdfs.length;
  const levels = Math.max(1, ...cdfs.map((c) => c.length));
  const group = new Int32Array(m);
  const tie = new Float64Array(m);
  const start = new Int32Array(levels + 1);
  // Every CDF in one flat array, padded with 1s to `levels` (a shot's draw is then a scan of typed memory).
  const flat = new Float64Array(m * levels).fill(1);
  cdfs.forEach((c, k) => flat.set(c, k * levels));
  // Where each shooter's scan may start for u in [b/GUIDE, (b+1)/GUIDE): the first level whose CDF
  // passes b/GUIDE (every level before it the scan would pass too, so the draw is the same). A
  // long CDF (Third Edition's hits and tie die: over a hundred levels) then costs a step or two.
  const guide = new Int32Array(m * GUIDE);
  for (let k = 0, at = 0; k < m; k++, at += levels) {
    let h = 0;
    for (let b = 0; b < GUIDE; b++) {
      while (h < levels - 1 && b / GUIDE >= flat[at + h]!) h++;
      guide[k * GUIDE + b] = h;
    }
  }
  return (order, uniforms) => {
    start.fill(0);
    for (let k = 0, at = 0; k < m; k++, at += levels) {
      const u = uniforms[k]!;
      let h = guide[k * GUIDE + ((u * GUIDE) | 0)]!;
      while (h < levels - 1 && u >= flat[at + h]!) h++;
      const lo = h === 0 ? 0 : flat[at + h - 1]!;
      tie[k] = (u - lo) / (flat[at + h]! - lo || 1);
      const g = levels - 1 - h;
      group[k] = g;
      start[g + 1]!++;
    }
    for (let g = 0; g < levels; g++) start[g + 1] = start[g + 1]! + start[g]!;
    const fill = start.slice();
    if (tieOrder) {
      for (let r = 0; r < m; r++) {
        const k = tieOrder[r]!;
        order[fill[group[k]!]!++] = k;
      }
      return;
    }
    // Each shot joins its group at a random place (an inside-out Fisher–Yates shuffle driven by the tie key).
    for (let k = 0; k < m; k++) {
      const g = group[k]!;
      const i = fill[g]!++;
      const j = start[g]! + Math.floor(tie[k]! * (i - start[g]! + 1));
      order[i] = order[j]!;
      order[j] = k;
    }
  };
}

/**
 * Uniform numbers in [0, 1) from sfc32, seeded by four draws of the seeded dice, made a turn's
 * worth at a time into a typed buffer (the generator's state in locals: a few ns a number).
 */
export class UniformStream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: { die(sides: number): number }) {
    // Kept as int32 (`| 0`): V8 keeps them small integers, not boxed doubles.
    this.a = (seed.die(TWO_32) - 1) | 0;
    this.b = (seed.die(TWO_32) - 1) | 0;
    this.c = (seed.die(TWO_32) - 1) | 0;
    this.d = (seed.die(TWO_32) - 1) | 0;
  }
  fill(out: Float64Array): void {
    let { a, b, c, d } = this;
    for (let i = 0; i < out.length; i++) {
      let t = (a + b) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      d = (d + 1) | 0;
      t = (t + d) | 0;
      c = (c + t) | 0;
      out[i] = (t >>> 0) / TWO_32;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }
}

export function cdf(p: readonly number[]): Float64Array {
  const c = new Float64Array(p.length);
  let sum = 0;
  for (let i = 0; i < p.length; i++) c[i] = sum += Math.max(0, p[i]!);
  for (let i = 0; i < p.length; i++) c[i] = c[i]! / sum;
  return c;
}

/** The index whose CDF band holds `u` (a short scan, or a binary search in a long table). */
export function draw(c: Float64Array, u: number): number {
  const last = c.length - 1;
  if (last < 12) {
    let i = 0;
    while (i < last && u >= c[i]!) i++;
    return i;
  }
  // The first index whose CDF exceeds u (the last at most): the same answer as the scan.
  let lo = 0;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (u >= c[mid]!) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The standard deviation of a value summing to `sum`, its squares to `squares`, over `done` turns. */
export const sdOf = (squares: number, sum: number, done: number): number => Math.sqrt(Math.max(0, squares / done - (sum / done) ** 2));

/** Below this p(1 − p) (p under about 0.01%), a chance's needed count is worked out as if it were this: its error is then within ±0.02 points at 95%. */
export const LEAST_BERNOULLI_VARIANCE = 1e-4;

/** The worst over some chances: the largest spread of one turn's contribution (`sd`), and the largest ratio of its variance to p(1 − p) (`ratio`). */
export type Spread = { sd: number; ratio: number };

/** Folds one chance (its sum of squares and sum over `done` turns) into `worst`. */
export function foldSpread(worst: Spread, squares: number, sum: number, done: number): void {
  const sd = sdOf(squares, sum, done);
  const p = sum / done;
  worst.sd = Math.max(worst.sd, sd);
  worst.ratio = Math.max(worst.ratio, (sd * sd) / Math.max(p * (1 - p), LEAST_BERNOULLI_VARIANCE));
}
