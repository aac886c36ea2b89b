import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Bench } from './types';

/**
 * Character sheet PDFs with react-pdf in Node: one sheet (cold and warm), a 100-character batch
 * in one PDF, and the batch's memory peak. The work runs in a fresh child process (bundled to ESM
 * here) so the memory figures are the PDF's own and not the other benches'.
 */
type Figures = {
  coldMs: number; medianMs: number; p90Ms: number; medianCpuMs: number; batchMs: number; batchCpuMs: number; loadAverage: number; batchBytes: number;
  rssBeforeBatchMb: number; peakRssMb: number; maxRssMb: number;
};

let figures: Promise<Figures> | null = null;

function measure(): Promise<Figures> {
  figures ??= (async () => {
    // Under out/ (build output: ignored by git and eslint), so Node finds node_modules above it.
    const dir = join(process.cwd(), 'out', 'bench');
    mkdirSync(dir, { recursive: true });
    const outfile = join(dir, 'pdf-worker.mjs');
    await build({
      entryPoints: [join(process.cwd(), 'test/bench/pdf-worker.ts')],
      outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', logLevel: 'error',
    });
    const out = execFileSync(process.execPath, [outfile], { encoding: 'utf8', maxBuffer: 1 << 20 });
    return JSON.parse(out.trim().split('\n').at(-1)!) as Figures;
  })();
  return figures;
}

const ms = (n: number): string => `${n.toFixed(0)} ms`;

export const benches: Bench[] = [
  {
    name: 'PDF: one sheet, wall median / p90 / cold (CPU median)',
    target: '< 300 ms',
    run: async () => {
      const f = await measure();
      return `${ms(f.medianMs)} / ${ms(f.p90Ms)} / ${ms(f.coldMs)} (${ms(f.medianCpuMs)})`;
    },
  },
  {
    name: 'PDF: 100-character batch into one file',
    target: '< 15 s',
    run: async () => {
      const f = await measure();
      return `${(f.batchMs / 1000).toFixed(2)} s (CPU ${(f.batchCpuMs / 1000).toFixed(1)} s, load ${f.loadAverage.toFixed(1)}), ${(f.batchBytes / 2 ** 20).toFixed(1)} MB`;
    },
  },
  {
    name: 'PDF: memory peak of the batch (RSS)',
    target: 'report',
    run: async () => {
      const f = await measure();
      return `${f.peakRssMb.toFixed(0)} MB (maxRSS ${f.maxRssMb.toFixed(0)} MB; ${f.rssBeforeBatchMb.toFixed(0)} MB before)`;
    },
  },
];
