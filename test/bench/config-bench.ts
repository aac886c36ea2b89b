// Import, lint and export of the full AresMUSH default config (issue 7: target < 200 ms each).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportGameConfig } from '../../shared/config/export';
import { lintGameConfig } from '../../shared/config/lint';
import { planImport, type ConfigFileInput } from '../../shared/config/plan';
import type { Bench } from './types';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');

function files(): ConfigFileInput[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));
}

/** Runs `fn` `runs` times after a warm-up; returns "median X ms, worst Y ms (first Z ms)". */
function timeRuns(runs: number, fn: () => void): string {
  const first = performance.now();
  fn();
  const cold = performance.now() - first;
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return `median ${median.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms (first ${cold.toFixed(0)} ms)`;
}

function imported() {
  const plan = planImport(null, files());
  if (!plan.next) throw new Error('the default config did not import');
  return plan.next;
}

export const benches: Bench[] = [
  {
    name: 'config: import default AresMUSH config (17 files)',
    target: '< 200 ms',
    run: () => {
      const input = files();
      return timeRuns(50, () => {
        if (!planImport(null, input).next) throw new Error('refused');
      });
    },
  },
  {
    name: 'config: lint default AresMUSH config',
    target: '< 200 ms',
    run: () => {
      const config = imported();
      return timeRuns(200, () => void lintGameConfig(config));
    },
  },
  {
    name: 'config: export default AresMUSH config (17 files)',
    target: '< 200 ms',
    run: () => {
      const config = imported();
      return timeRuns(100, () => void exportGameConfig(config));
    },
  },
];
