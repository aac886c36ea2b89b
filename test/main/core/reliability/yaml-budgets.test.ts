/**
 * Issue 17 item 3 (the YAML half): no config file freezes the app. Each hostile input of the
 * issue's probes is refused within 2 s, located (file name, and line and column where it applies),
 * and through the handlers as a plan with problems, never a 500. Inputs are generated into a temp
 * folder (nothing large is committed) and removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planImportFromPath, readConfigSource } from '../../../../main/core/config/read-config-files';
import { planImport } from '../../../../shared/config/plan';
import type { ConfigProblem } from '../../../../shared/config/problems';
import type { ImportPlanView } from '../../../../shared/ipc/config-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles, FIXTURE_DIR } from '../../../shared/config/fixtures';
import { writeZip } from '../config/zip-writer';
import { billionLaughs, mergeBomb, mergeChain, plainYaml } from '../../../helpers/hostile-yaml';

const root = mkdtempSync(join(tmpdir(), 'fs3-yaml-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const rig = useHandlerRig();

const errorsOf = (problems: readonly ConfigProblem[]) => problems.filter((p) => p.severity === 'error');

/**
 * Runs `work`, failing if it takes 2 s or more of this process's CPU (the bound for every
 * hostile input). CPU rather than wall time: the test machine is shared, and a freeze or quadratic
 * work shows in both; wall time gets a looser bound so that a hang still fails here, not by timeout.
 */
async function within2s<T>(work: () => Promise<T> | T): Promise<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  expect((used.user + used.system) / 1000).toBeLessThan(2_000);
  expect(performance.now() - started).toBeLessThan(10_000);
  return value;
}

function writeTemp(name: string, text: string | Buffer): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

describe('issue 17 item 3: hostile YAML is refused within its budgets, located', () => {
  it('a merge-key bomb (<<: *b in 20,000 mappings, 400 kB) answers with the alias and its line, not a freeze', async () => {
    const text = mergeBomb();
    expect(text.length).toBeGreaterThan(350_000);
    const plan = await within2s(() => planImportFromPath(null, writeTemp('fs3combat_merge.yml', text)));
    expect(plan.next).toBeNull();
    const [error] = errorsOf(plan.problems);
    expect(error).toMatchObject({ file: 'fs3combat_merge.yml', code: 'yaml-unsupported', line: expect.any(Number), column: expect.any(Number) });
    expect(error!.message).toMatch(/Too many alias expansions/);
    expect(error!.message).toMatch(/\*b \(line \d+, column \d+\)/);
    expect(error!.message).not.toMatch(/aliases of aliases/);
  });

  it('a chain of 8,000 merges answers with a located refusal (the expansion budget), not "an anchor not defined"', async () => {
    const plan = await within2s(() => planImportFromPath(null, writeTemp('fs3combat_chain.yml', mergeChain())));
    const [error] = errorsOf(plan.problems);
    expect(error).toMatchObject({ file: 'fs3combat_chain.yml', line: expect.any(Number), column: 9 });
    // Issue 35 refused it by its anchors (more than 1,000); since the work is counted while lexing
    // (yaml-count.ts), the merges' growing expansions are refused first, some 260 links in: still a
    // located budget refusal naming the alias at its line, never a lookup error.
    expect(error!.message).toMatch(/Too many alias expansions: expanding the alias \*a(\d+) \(line (\d+), column 9\)/);
    const [, link, line] = /\*a(\d+) \(line (\d+)/.exec(error!.message)!;
    expect(Number(line)).toBe(3 * Number(link) + 4); // link i (line 3i) merges *a{i-1} on line 3i + 1
    expect(error!.line).toBe(Number(line));
    expect(error!.message).not.toMatch(/does not point at an anchor/);
  });

  it('100,000 nested anchored lists around aliases of another anchor are refused within 2 s, naming the alias', async () => {
    // Each alias is looked up among the anchors being read: a search of them all made this 12 s.
    const n = 100_000;
    const text = `fs3combat:\n  b: &z 1\n  a: ${Array.from({ length: n }, (_, i) => `&a${i} [`).join('')}${'*z, '.repeat(n)}${']'.repeat(n)}\n`;
    const plan = await within2s(() => planImportFromPath(null, writeTemp('fs3combat_nested.yml', text)));
    const [error] = errorsOf(plan.problems);
    expect(error).toMatchObject({ file: 'fs3combat_nested.yml', line: 3, column: expect.any(Number) });
    expect(error!.message).toMatch(/^Too many alias expansions: expanding the alias \*z \(line 3, column \d+\)/);
  });

  it('a billion laughs names the alias whose expansion ran over the budget, at its line and column', async () => {
    const plan = await within2s(() => planImportFromPath(null, writeTemp('fs3combat_laughs.yml', billionLaughs())));
    const [error] = errorsOf(plan.problems);
    expect(error).toMatchObject({ file: 'fs3combat_laughs.yml', line: expect.any(Number), column: expect.any(Number) });
    expect(error!.message).toMatch(/Too many alias expansions: expanding the alias \*l\d/);
    expect(error!.message).toMatch(/100,000 values/);
  });

  it('a 20 MB plain YAML file is refused by its size before it is read, naming the file, its size and the limit', async () => {
    const path = writeTemp('fs3combat_huge.yml', plainYaml(20 * 1024 * 1024));
    const read = await within2s(() => readConfigSource(path));
    expect(read.files).toEqual([]);
    expect(read.problems).toMatchObject([{ severity: 'error', file: 'fs3combat_huge.yml' }]);
    expect(read.problems[0]!.message).toMatch(/fs3combat_huge\.yml is 20\.0 MB, more than the 2\.0 MB a config file may be/);
    expect(read.problems[0]!.message).not.toMatch(/alias/);
  });

  it('a plain file within the size budget but holding more values than the work budget is refused as such, not as aliases', async () => {
    const text = `fs3combat:\n  lists:\n${Array.from({ length: 1_100 }, (_, i) => `    l${i}: [${Array(100).fill(i % 10).join(', ')}]`).join('\n')}\n`;
    const plan = await within2s(() => planImportFromPath(null, writeTemp('fs3combat_many.yml', text)));
    const [error] = errorsOf(plan.problems);
    expect(error).toMatchObject({ file: 'fs3combat_many.yml', line: expect.any(Number) });
    expect(error!.message).toMatch(/holds more than 100,000 values/);
    expect(error!.message).not.toMatch(/alias/);
  });

  it('a folder holding a 20 MB YAML file refuses that file by name, without reading the others', async () => {
    const dir = join(root, 'big-folder');
    mkdirSync(dir);
    writeFileSync(join(dir, 'fs3combat_huge.yml'), plainYaml(20 * 1024 * 1024));
    writeFileSync(join(dir, 'fs3combat_ok.yml'), 'fs3combat:\n  pc_knockout_bonus: 1\n');
    const read = await within2s(() => readConfigSource(dir));
    expect(read.files).toEqual([]);
    expect(errorsOf(read.problems)).toMatchObject([{ file: 'fs3combat_huge.yml' }]);
    expect(read.problems[0]!.message).toMatch(/20\.0 MB/);
  });

  const mkfifo = (() => {
    try {
      execFileSync('mkfifo', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!mkfifo)('a named pipe (FIFO) given as the config is refused at once, never opened', async () => {
    const fifo = join(root, 'fs3combat_pipe.yml');
    execFileSync('mkfifo', [fifo]);
    const read = await within2s(() => readConfigSource(fifo));
    expect(read.problems).toMatchObject([{ severity: 'error', file: 'fs3combat_pipe.yml' }]);
    expect(read.problems[0]!.message).toMatch(/fs3combat_pipe\.yml is a named pipe \(FIFO\), not a file or folder/);
  });

  it.skipIf(!mkfifo)('a named pipe inside a folder import is left out with a warning naming it; the real files import', async () => {
    const dir = join(root, 'with-pipe');
    mkdirSync(dir);
    for (const f of fixtureFiles()) writeFileSync(join(dir, f.name), f.text);
    execFileSync('mkfifo', [join(dir, 'fs3combat_zz_pipe.yml')]);
    const plan = await within2s(() => planImportFromPath(null, dir));
    expect(plan.next).not.toBeNull();
    expect(plan.problems.filter((p) => p.file === 'fs3combat_zz_pipe.yml')).toMatchObject([{ severity: 'warning', message: expect.stringMatching(/named pipe \(FIFO\), not a file; it is left out/) }]);
    expect(plan.imported).toHaveLength(fixtureFiles().length);
  });

  it.skipIf(!existsSync('/dev/zero'))('/dev/zero (a device) is refused at once by name', async () => {
    const read = await within2s(() => readConfigSource('/dev/zero'));
    expect(read.problems).toMatchObject([{ severity: 'error', file: 'zero' }]);
    expect(read.problems[0]!.message).toMatch(/zero is a device, not a file or folder/);
  });

  it('a folder where a config file is expected is left out of a folder import with a warning naming it', async () => {
    const dir = join(root, 'with-folder');
    mkdirSync(join(dir, 'fs3combat_weapons.yml'), { recursive: true });
    writeFileSync(join(dir, 'fs3combat_armor.yml'), fixtureFiles().find((f) => f.name === 'fs3combat_armor.yml')!.text);
    const read = await within2s(() => readConfigSource(dir));
    expect(read.files.map((f) => f.name)).toEqual(['fs3combat_armor.yml']);
    expect(read.problems).toMatchObject([{ severity: 'warning', file: 'fs3combat_weapons.yml', message: expect.stringMatching(/is a folder, not a file; it is left out/) }]);
  });

  it('a path that does not exist is a located refusal, not a thrown error', async () => {
    const read = await readConfigSource(join(root, 'nowhere', 'fs3combat.yml'));
    expect(read.problems).toMatchObject([{ severity: 'error', file: 'fs3combat.yml', message: expect.stringMatching(/does not exist/) }]);
  });

  it('the real AresMUSH default config still imports exactly as before (read from disk and planned in one go or in steps)', async () => {
    const read = await readConfigSource(FIXTURE_DIR);
    expect(read.problems).toEqual([]);
    expect(read.files).toEqual(fixtureFiles());
    const plan = planImport(null, read.files);
    expect(plan.next).not.toBeNull();
    expect(plan.counts).toMatchObject({ weapons: 23, armor: 13, vehicles: 8, hitCharts: 7 });
    expect(errorsOf(plan.problems)).toEqual([]);
    const fromPath = await planImportFromPath(null, FIXTURE_DIR);
    expect(fromPath.next).toEqual(plan.next);
    expect(fromPath.problems).toEqual(plan.problems);
  });
});

describe('issue 17 item 3 through the handlers: refusals, never a 500', () => {
  async function setup() {
    const { ctx, dispatch, call } = rig();
    await call('campaign.create', { name: 'YAML budgets', template: 'blank' });
    return { ctx, dispatch, call };
  }

  it.each([
    ['a merge-key bomb', 'fs3combat_merge.yml', mergeBomb, /Too many alias expansions/],
    ['a billion laughs', 'fs3combat_laughs.yml', billionLaughs, /Too many alias expansions/],
    ['a 2.5 MB plain file (over the 2 MB file budget)', 'fs3combat_big.yml', () => plainYaml(2.5 * 1024 * 1024), /fs3combat_big\.yml is 2\.5 MB, more than the 2\.0 MB/],
  ])('%s sent as a file: a plan with a located error and no plan id, within 2 s', async (_what, name, make, message) => {
    const { dispatch } = await setup();
    const result = await within2s(() => dispatch('config.planImport', { files: [{ name, text: make() }] }));
    expect(result.ok).toBe(true);
    const plan = (result as { value: ImportPlanView }).value;
    expect(plan.planId).toBeNull();
    expect(errorsOf(plan.problems)[0]).toMatchObject({ file: name, message: expect.stringMatching(message) });
  });

  it('a large config within the budgets (27,000 weapons, 1.9 MB) plans instead of overflowing the stack (a 500 before), listing its first 1,000 warnings', async () => {
    const { dispatch } = await setup();
    const text = plainYaml(1.9 * 1024 * 1024).replace(/, penetration: 2, ammo: 30/g, '');
    const result = await dispatch('config.planImport', { files: [{ name: 'fs3combat_many.yml', text }] });
    expect(result).toMatchObject({ ok: true });
    const plan = (result as { value: ImportPlanView }).value;
    expect(plan.counts.weapons).toBeGreaterThan(20_000);
    // Its 200,000 warnings are not all sent: the first 1,000 and one line saying how many more there are.
    expect(plan.problems).toHaveLength(1_001);
    expect(plan.problems.at(-1)).toMatchObject({ severity: 'info', code: 'not-listed', message: expect.stringMatching(/^\d{6} more problems are not listed \(\d+ warnings/) });
  }, 120_000);

  it('a zip holding a 20 MB plain YAML entry is refused by the entry size before it is unpacked', async () => {
    const { dispatch } = await setup();
    const zip = writeZip([{ name: 'config/fs3combat_huge.yml', data: plainYaml(20 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(16 * 1024 * 1024);
    const result = await within2s(() => dispatch('config.planImport', { zip: { name: 'game.zip', base64: zip.toString('base64') } }));
    expect(result.ok).toBe(true);
    const plan = (result as { value: ImportPlanView }).value;
    expect(plan.planId).toBeNull();
    expect(errorsOf(plan.problems)[0]).toMatchObject({ file: 'game.zip', message: expect.stringMatching(/fs3combat_huge\.yml is 20\.0 MB unpacked, too large/) });
  });

  it('an import being planned can be cancelled by its plan id (from its progress events); nothing is kept', async () => {
    const { ctx, dispatch, call } = await setup();
    // Many within-budget files: planning takes many steps, each between other calls.
    const files = Array.from({ length: 40 }, (_, i) => ({ name: `fs3combat_w${i}.yml`, text: plainYaml(30_000).replace(/Weapon/g, `W${i}x`) }));
    const planning = dispatch('config.planImport', { files });
    let planId: string | undefined;
    while (!planId) {
      await new Promise((r) => setImmediate(r));
      planId = (ctx.emitted.find((e) => e.event === 'config.progress')?.payload as { planId?: string } | undefined)?.planId;
    }
    expect(await call('config.cancelImport', { planId })).toEqual({ cancelled: true });
    const result = await planning;
    expect(result).toMatchObject({ ok: false, error: { code: 'config/cancelled' } });
    await expect(call('config.applyImport', { planId })).rejects.toMatchObject({ code: 'config/unknown-plan' });
  });
});
