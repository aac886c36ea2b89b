// `npm test`: unit, component and browser e2e tests in one vitest run, closing with the plain
// "N passed, N failed" line CI reads (vitest's own summary is not among the formats it knows).
import { spawn, spawnSync } from 'node:child_process';
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
mkdirSync(join(root, 'test-results'), { recursive: true });
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

/**
 * One vitest run writing its JSON report to test-results/<name>.json. Its output is passed on
 * whole lines at a time, so two runs side by side mix lines, never characters.
 */
function run(name, extra) {
  const report = join(root, `test-results/${name}.json`);
  rmSync(report, { force: true });
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'test/vitest.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop();
      if (lines.length > 0) to.write(`${lines.join('\n')}\n`);
    });
    from.on('end', () => rest && to.write(`${rest}\n`));
  }
  return new Promise((done) => child.on('close', (code) => done({ code, report })));
}

function tally({ code, report }) {
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false }; // vitest died before reporting: count it, never hide it
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0);
  return { passed: json.numPassedTests ?? 0, failed, ok: code === 0 && failed === 0 };
}

// A whole run: vitest runs its projects one after another, so the browser tests (one file at a
// time, each with its own host and Chromium) would start only once the unit tests were done. They
// run beside each other instead, the unit tests on one worker so that the browser tests keep a core
// (the whole run: some 41 minutes one after another on a 2-core machine).
const runs = args.length > 0
  ? [run('vitest', args)]
  : [run('vitest-e2e', ['--project', 'e2e']), run('vitest-unit', ['--project', 'node', '--project', 'dom', '--maxWorkers=1'])];
const results = (await Promise.all(runs)).map(tally);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
