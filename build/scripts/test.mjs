// `npm test`: unit, component and browser e2e tests in one vitest run, closing with the plain
// "N passed, N failed" line CI reads (vitest's own summary is not among the formats it knows).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './stale.mjs';

// The system tools the tests use, checked first so a fresh machine gets one line saying what to
// install instead of a run of `spawnSync pdfinfo ENOENT` failures (issue 17).
const missing = [];
const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
if (!['pdftotext', 'pdfinfo', 'pdffonts', 'pdftoppm'].every(onPath)) missing.push('poppler-utils (pdftotext, pdfinfo, pdffonts, pdftoppm)');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) missing.push(`chromium (${chromiumPath}; or set CHROMIUM_PATH)`);
if (missing.length > 0) {
  console.error(`Missing system packages for the tests: ${missing.join('; ')}. On Debian: sudo apt-get install poppler-utils chromium`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

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
