// `npm run bench`: runs every `test/bench/*-bench.ts` module's benches and prints one line each.
// Figures are reported in closing notes; they are measured here, never asserted in unit tests.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bench } from './types';
import { removeRememberedTempDirs } from '../helpers/temp-registry';

async function main(): Promise<void> {
  const dir = join(process.cwd(), 'test/bench');
  const filter = process.argv[2];
  const files = readdirSync(dir).filter((f) => f.endsWith('-bench.ts')).sort();
  console.log(`FS3 Console benchmarks · Node ${process.versions.node} · ${new Date().toISOString()}`);
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { benches?: Bench[] };
    for (const bench of mod.benches ?? []) {
      if (filter && !bench.name.includes(filter) && !file.includes(filter)) continue;
      const started = performance.now();
      let figure: string;
      try {
        figure = await bench.run();
      } catch (error) {
        figure = `FAILED: ${error instanceof Error ? error.message : String(error)}`;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${bench.name.padEnd(52)} ${figure.padEnd(34)} target ${bench.target}  (${seconds} s)`);
    }
  }
}

// A bench stopped by hand (Ctrl+C, a timeout's kill) still removes the folders its contexts made.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeRememberedTempDirs();
    process.exit(130);
  });
}
try {
  await main();
} finally {
  removeRememberedTempDirs();
}
process.exit(0); // benches may leave handles (servers, workers) behind: the report is complete
