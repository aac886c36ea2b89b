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
