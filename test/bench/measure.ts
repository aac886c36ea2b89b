// What the benches measure with (not a bench: run.mts loads only `*-bench.ts`).

/** Runs `fn` in batches until `ms` have passed; returns iterations and elapsed milliseconds. */
export function timed(ms: number, batch: number, fn: () => void): { iterations: number; elapsed: number } {
  const start = performance.now();
  let iterations = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < batch; i++) fn();
    iterations += batch;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { iterations, elapsed };
}

/** The nearest-rank quantile `q` (0..1) of `xs`; NaN when there are none. */
export const quantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? NaN;

/** The quantile `q` (0..1) of `xs` at index floor(q·(n−1)), as {@link medianP95} reads it. */
export const floorQuantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;

/** The quantile `q` (0..1) of `xs` at index floor(q·n), the last one at most (the upper of two candidates). */
export const upperQuantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** "median 1.23 ms, p95 4.56 ms" of `times` (sorted in place). */
export function medianP95(times: number[], unit = 'ms', digits = 2): string {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(digits);
  return `median ${q(0.5)} ${unit}, p95 ${q(0.95)} ${unit}`;
}

/** The median (the lower of the middle two) and the worst of `xs`. */
export const medianWorst = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor((s.length - 1) / 2)]!, worst: s[s.length - 1]! };
};
