import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { listBackups, restoreBackup } from '../../../../main/core/campaign/backups';
import { createCampaign, openCampaign, restoreCampaign } from '../../../../main/core/campaign/campaign-service';
import { testCharacter, testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, createManualTimers, snapshotDir, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

function countCharacters(file: string): number {
  const raw = new Database(file, { readonly: true });
  try {
    return (raw.prepare('SELECT count(*) AS n FROM characters').get() as { n: number }).n;
  } finally {
    raw.close();
  }
}

async function newCampaign(clock = createFakeClock(), timers = createManualTimers(), extra = {}) {
  const dir = tempDir();
  const path = join(dir, 'Siege.fs3');
  const options = testCampaignOptions(clock, { timers, ...extra });
  await (await createCampaign(path, testTemplate(), options)).close();
  return { dir, path, clock, timers, options };
}

describe('automatic backups', () => {
  it('backs up on open, named by the injected clock, in a folder beside the campaign', async () => {
    const { dir, path, options } = await newCampaign(createFakeClock('2026-05-01T18:00:00.000Z'));
    const session = await openCampaign(path, options);
    const [backup] = session.listBackups();
    expect(backup).toMatchObject({ kind: 'open', takenAt: '2026-05-01T18:00:00.000Z', migratingTo: null });
    expect(backup!.path).toBe(join(dir, 'Siege.backups', 'Siege.20260501-180000-000.open.sqlite'));
    expect(countCharacters(backup!.path)).toBe(2);
    await session.close();
  });

  it('keeps only the newest N automatic backups; a manual one is counted apart and stays', async () => {
    const { path, clock, options } = await newCampaign(createFakeClock(), createManualTimers(), { backups: { keep: 3 } });
    const session = await openCampaign(path, options);
    clock.advance(1000);
    await session.backupNow('manual');
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      await session.backupNow('periodic');
    }
    const kept = session.listBackups();
    expect(kept.map((b) => b.kind)).toEqual(['periodic', 'periodic', 'periodic', 'manual']);
    expect(kept[0]!.takenAt > kept[1]!.takenAt).toBe(true);
    await session.close();
  });

  it('backs up periodically while open, only when something changed, and stops on close', async () => {
    const { path, clock, timers, options } = await newCampaign();
    const session = await openCampaign(path, options);
    expect(timers.active()).toBe(1);
    const count = () => session.listBackups().filter((b) => b.kind === 'periodic').length;
    clock.advance(600_000);
    timers.tick();
    await Promise.resolve();
    expect(count()).toBe(0); // nothing changed since the open backup
    session.transact((r) => r.characters.insert(testCharacter('newcomer')));
    timers.tick();
    await session.backupNow('manual'); // waits for the in-flight periodic backup
    expect(count()).toBe(1);
    const periodic = session.listBackups().find((b) => b.kind === 'periodic')!;
    expect(countCharacters(periodic.path)).toBe(3);
    await session.close();
    expect(timers.active()).toBe(0);
  });

  it('reports a failing periodic backup instead of crashing', async () => {
    const errors: unknown[] = [];
    let backupDir = 'fine';
    const { dir, path, options } = await newCampaign(createFakeClock(), createManualTimers(), { onBackupError: (e: unknown) => errors.push(e) });
    const session = await openCampaign(path, { ...options, backups: { dir: () => join(dir, backupDir) } });
    writeFileSync(join(dir, 'blocked'), 'a file where a folder should be');
    backupDir = 'blocked/inside';
    session.transact((r) => r.characters.insert(testCharacter('x')));
    (options.timers as ReturnType<typeof createManualTimers>).tick();
    await new Promise((r) => setTimeout(r, 20));
    expect(errors).toHaveLength(1);
    await session.close();
  });

  it('names two backups in the same millisecond apart', async () => {
    const { path, options } = await newCampaign();
    const session = await openCampaign(path, options);
    await session.backupNow('manual');
    await session.backupNow('manual');
    const names = session.listBackups().map((b) => basename(b.path));
    expect(new Set(names).size).toBe(3);
    await session.close();
  });
});

describe('restoring a backup', () => {
  it('brings back the backed-up state and keeps the replaced one as a pre-restore backup', async () => {
    const { path, clock, options } = await newCampaign();
    let session = await openCampaign(path, options);
    const before = await session.backupNow('manual');
    clock.advance(5000);
    session.transact((r) => r.characters.insert(testCharacter('regretted')));
    session = await restoreCampaign(session, before.path, options);
    expect(session.repos.characters.get('regretted')).toBeUndefined();
    const safety = session.listBackups().find((b) => b.kind === 'pre-restore')!;
    expect(countCharacters(safety.path)).toBe(3);
    await session.close();
  });

  it('refuses a damaged backup before closing anything; the campaign stays open and unchanged', async () => {
    const { dir, path, options } = await newCampaign();
    const session = await openCampaign(path, options);
    const bad = join(dir, 'Siege.backups', 'Siege.20260101-000000-000.manual.sqlite');
    writeFileSync(bad, readFileSync(path).subarray(0, 5000));
    await expect(restoreCampaign(session, bad, options)).rejects.toMatchObject({ reason: 'corrupt' });
    expect(session.isOpen).toBe(true);
    expect(session.repos.characters.count()).toBe(2);
    await session.close();
  });

  it('refuses a backup from a newer app without touching the campaign', async () => {
    const { dir, path, options } = await newCampaign();
    const future = join(dir, 'future.sqlite');
    writeFileSync(future, readFileSync(path));
    const raw = new Database(future);
    raw.pragma('user_version = 99');
    raw.close();
    const before = snapshotDir(dir);
    await expect(restoreBackup(path, future, options)).rejects.toMatchObject({ reason: 'from-future' });
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('keeps the exact bytes of a campaign too damaged to open before replacing it', async () => {
    const { path, options } = await newCampaign();
    const session = await openCampaign(path, options);
    const good = await session.backupNow('manual');
    await session.close();
    writeFileSync(path, 'scrambled by a bad disk');
    const safety = await restoreBackup(path, good.path, options);
    expect(readFileSync(safety!.path, 'utf8')).toBe('scrambled by a bad disk');
    // Restoring left no stray side files beside the campaign or the backup it read.
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${good.path}-shm`)).toBe(false);
    expect(countCharacters(path)).toBe(2);
    expect(listBackups(path).map((b) => b.kind)).toContain('pre-restore');
  });
});
