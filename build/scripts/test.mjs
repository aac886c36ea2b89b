// `npm test`: unit, component and browser e2e tests in one vitest run, closing with the plain
// "N passed, N failed" line CI reads (vitest's own summary is not among the formats it knows).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './stale.mjs';

buildIfStale(); // the e2e tests drive the built app
const report = join(root, 'test-results/vitest.json');
mkdirSync(join(root, 'test-results'), { recursive: true });
rmSync(report, { force: true });
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'test/vitest.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0);
} else {
  failed = 1; // vitest died before reporting: count it, never hide it
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
