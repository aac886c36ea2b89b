// `npm test`: unit, component and browser e2e tests in one vitest run, closing with the plain
// "N passed, N failed" line CI reads (vitest's own summary is not among the formats it knows).
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
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
const asked = process.argv.slice(2);

/**
 * One vitest run of `args`, its JSON report at `report`; resolves with its exit status. `nice`: the
 * run's scheduling priority (its workers, forked later, inherit it).
 */
function runVitest(args, report, nice = 0) {
  rmSync(report, { force: true });
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--config', 'test/vitest.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      { cwd: root, stdio: 'inherit' },
    );
    if (nice !== 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // A machine that refuses only loses the priority: the run is the same.
      }
    }
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Passed and failed tests of a JSON report; a report missing (vitest died before it) counts as a failure, never hidden. */
function counts(report) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0);
  return { passed: json.numPassedTests ?? 0, failed };
}

// The whole suite: the browser files run in a second vitest beside the unit and component files.
// They run one at a time and mostly wait on Chromium and the host (0.8 of a core on average,
// measured), so run after the others they left a core idle for a quarter of an hour. The unit
// and component files run at the lowest priority: they take the CPU the browser files leave
// idle, and a browser file's waits for the screen are as short as when it runs alone (run beside
// them at the same priority, one waited more than 15 s for a page once).
const runs = asked.length > 0
  ? [{ args: asked, report: join(root, 'test-results/vitest.json') }]
  : [
      { args: ['--project', 'node', '--project', 'node-isolated', '--project', 'dom'], report: join(root, 'test-results/vitest.json'), nice: 19 },
      { args: ['--project', 'e2e'], report: join(root, 'test-results/vitest-e2e.json') },
    ];
const statuses = await Promise.all(runs.map((r) => runVitest(r.args, r.report, r.nice)));
let passed = 0;
let failed = 0;
for (const r of runs) {
  const c = counts(r.report);
  passed += c.passed;
  failed += c.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(statuses.every((s) => s === 0) && failed === 0 ? 0 : 1);
