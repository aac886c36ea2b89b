import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planImportFromPath, readConfigSource } from '../../../../main/core/config/read-config-files';
import { planImport, type ImportProgress } from '../../../../shared/config/plan';
import { fixtureFiles, FIXTURE_DIR } from '../../../shared/config/fixtures';
import { writeZip } from './zip-writer';

const root = mkdtempSync(join(tmpdir(), 'fs3-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: readonly { name: string; data: string | Buffer }[]): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(join(dir, f.name), f.data);
  return dir;
}

describe('reading AresMUSH config files from disk', () => {
  it('reads the fixture folder: 17 files, in name order, with progress', async () => {
    const seen: ImportProgress[] = [];
    const read = await readConfigSource(FIXTURE_DIR, { onProgress: (p) => seen.push(p) });
    expect(read.problems).toEqual([]);
    expect(read.files).toEqual(fixtureFiles());
    expect(seen.map((p) => p.stage)).toEqual(Array(17).fill('load'));
    expect(seen.at(-1)).toMatchObject({ done: 16, total: 17, file: 'fs3skills_xp.yml' });
  });

  it('plans the import of a zip of the folder, ignoring macOS litter and other files', async () => {
    const zip = join(root, 'game.zip');
    writeFileSync(zip, writeZip([
      ...fixtureFiles().map((f) => ({ name: `game/config/${f.name}`, data: f.text })),
      { name: '__MACOSX/game/config/._fs3combat_armor.yml', data: Buffer.from([0, 5, 22, 7, 255]) },
      { name: 'game/config/.hidden.yml', data: 'nope: [' },
      { name: 'game/config/website.yml', data: 'website:\n  title: Game\n' },
      { name: 'game/README.md', data: '# hi' },
    ]));
    const plan = await planImportFromPath(null, zip);
    expect(plan.next).not.toBeNull();
    expect(plan.counts).toMatchObject({ weapons: 23, vehicles: 8, hitCharts: 7 });
    expect(plan.skipped).toEqual(['website.yml']);
    expect(plan.imported).toHaveLength(17);
  });

  it('keeps a byte-order mark (export writes the file back with it) and refuses text that is not UTF-8, naming the file', async () => {
    const dir = folder('encodings', [
      { name: 'fs3combat_mounts.yml', data: `\uFEFF${fixtureFiles().find((f) => f.name === 'fs3combat_mounts.yml')!.text}` },
      { name: 'fs3combat_npcs.yml', data: Buffer.from([0x66, 0x73, 0x33, 0xff, 0xfe, 0x3a]) },
    ]);
    const read = await readConfigSource(dir);
    expect(read.files.map((f) => f.name)).toEqual(['fs3combat_mounts.yml']);
    expect(read.files[0]!.text.startsWith('\uFEFF---')).toBe(true);
    expect(planImport(null, read.files).next?.fs3combat.mounts).toBeDefined();
    expect(read.problems).toMatchObject([{ severity: 'error', file: 'fs3combat_npcs.yml', message: expect.stringMatching(/UTF-8/) }]);
    const plan = await planImportFromPath(null, dir);
    expect(plan.next).toBeNull();
    expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
  });

  it('reads a single .yml file, and says what to choose otherwise', async () => {
    const dir = folder('single', [{ name: 'fs3combat_mounts.yml', data: 'fs3combat:\n  mounts: {}\n' }, { name: 'notes.txt', data: 'x' }]);
    expect((await readConfigSource(join(dir, 'fs3combat_mounts.yml'))).files).toHaveLength(1);
    expect((await readConfigSource(join(dir, 'notes.txt'))).problems[0]!.message).toMatch(/folder, a .zip archive or a .yml file/);
    const empty = folder('empty', []);
    expect((await readConfigSource(empty)).problems[0]!.message).toMatch(/no .yml files/);
  });

  it('reports a damaged zip as a problem of that file instead of throwing', async () => {
    const zip = join(root, 'broken.zip');
    writeFileSync(zip, Buffer.from('PK not really'));
    const plan = await planImportFromPath(null, zip);
    expect(plan.next).toBeNull();
    expect(plan.problems[0]).toMatchObject({ severity: 'error', file: 'broken.zip', message: expect.stringMatching(/not a zip/) });
  });
});
