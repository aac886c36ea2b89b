/**
 * Issue 17 item 6: everything the app writes has a bounded lifetime. A kill mid-backup left
 * `.partial` files no listing showed and no rotation removed (327 MB in one run); manual backups
 * never rotated and could not be deleted (a backups folder reached 2.81 GB).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKUP_POLICY, listBackups, restoreBackup, rotateBackups } from '../../../../main/core/campaign/backups';
import { createCampaign, openCampaign } from '../../../../main/core/campaign/campaign-service';
import type { RecordingLogger } from '../../../../main/core/logger';
import type { BackupFolderView } from '../../../../shared/ipc/backup-contract';
import { testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, createManualTimers, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';
import { useHandlerRig } from '../../../helpers/handler-rig';

const tempDir = useTempDirs();
const rig = useHandlerRig();

type Summary = { path: string; name: string };

/** The handler rig's clock starts here and moves one second per reading. */
const RIG_START = Date.parse('2026-03-01T12:00:00Z');
/** An hour before: far past the ten minutes after which litter counts as stale. */
const STALE = new Date(RIG_START - 60 * 60 * 1000);
/** Two minutes before: another instance may still be writing it. */
const FRESH = new Date(RIG_START - 2 * 60 * 1000);

function litter(path: string, mtime: Date, bytes = 4096): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(bytes, 7));
  utimesSync(path, mtime, mtime);
  return path;
}

function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

async function withCampaign(name = 'Siege') {
  const { ctx, call, dispatch } = rig();
  const summary = await call<Summary>('campaign.create', { name, template: 'blank' });
  const backupsDir = join(dirname(summary.path), `${name}.backups`);
  return { ctx, call, dispatch, summary, backupsDir };
}

describe('partial files are cleaned at start', () => {
  it('removes a stale .partial (and its side files) in the backups folder when the campaign opens; keeps a fresh one', async () => {
    const { call, summary, backupsDir } = await withCampaign();
    await call('campaign.create', { name: 'Other', template: 'blank' });
    const stale = litter(join(backupsDir, 'Siege.20260301-100000-000.manual.sqlite.partial'), STALE, 300_000);
    const staleJournal = litter(`${stale}-journal`, STALE);
    const fresh = litter(join(backupsDir, 'Siege.20260301-115800-000.periodic.sqlite.partial'), FRESH);
    const staleBeside = litter(`${summary.path}.partial`, STALE);
    // Not litter: a finished backup from long ago and a file that is not ours.
    const oldBackup = litter(join(backupsDir, 'Siege.20260101-000000-000.manual.sqlite'), STALE);
    const notOurs = litter(join(backupsDir, 'notes.txt.partial.keep'), STALE);

    await call('campaign.open', { path: summary.path });

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(staleJournal)).toBe(false);
    expect(existsSync(staleBeside)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(oldBackup)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
  });

  it('keeps a group whose side file is still being written, even if the main file looks old', async () => {
    const { call, summary, backupsDir } = await withCampaign();
    await call('campaign.create', { name: 'Other', template: 'blank' });
    const partial = litter(join(backupsDir, 'Siege.20260301-100000-000.manual.sqlite.partial'), STALE);
    const journal = litter(`${partial}-journal`, FRESH);
    await call('campaign.open', { path: summary.path });
    expect(existsSync(partial)).toBe(true);
    expect(existsSync(journal)).toBe(true);
  });

  it('leaves the backups folder of a refused file untouched', async () => {
    const { ctx, call } = await withCampaign();
    const bogus = join(ctx.dir, 'Notes.fs3campaign');
    writeFileSync(bogus, 'not a campaign');
    const partial = litter(join(ctx.dir, 'Notes.backups', 'Notes.20260301-100000-000.manual.sqlite.partial'), STALE);
    await expect(call('campaign.open', { path: bogus })).rejects.toMatchObject({ code: expect.stringMatching(/^campaign\//) });
    expect(existsSync(partial)).toBe(true);
  });

  it('removes stale .creating and .partial files in the campaigns folder at app start, keeping fresh ones', async () => {
    const { ctx } = rig();
    const campaigns = join(ctx.dir, 'campaigns');
    const creating = litter(join(campaigns, 'Dust.fs3campaign.creating'), STALE);
    const creatingWal = litter(`${creating}-wal`, STALE);
    const saveAs = litter(join(campaigns, 'Copy.fs3campaign.partial'), STALE);
    const freshCreating = litter(join(campaigns, 'Busy.fs3campaign.creating'), FRESH);
    const oldCampaign = litter(join(campaigns, 'Ancient.fs3campaign'), STALE);
    const summary = await ctx.campaigns.openAtStartup();
    expect(summary!.name).toBe('Sample: Ragnar Anchorage');
    expect([creating, creatingWal, saveAs].filter(existsSync)).toEqual([]);
    expect(existsSync(freshCreating)).toBe(true);
    expect(existsSync(oldCampaign)).toBe(true);
    expect((ctx.log as RecordingLogger).lines.filter((l) => l.includes('left by an interrupted write'))).toHaveLength(3);
  });
});

describe('a .partial left by a kill is never listed or restored', () => {
  it('is not listed, and restore / restore-as-new / delete refuse it by name', async () => {
    const { call, summary, backupsDir } = await withCampaign();
    const taken = await call<{ path: string }>('campaign.backup');
    // A byte-complete copy is the most tempting case: it would even open as a database.
    const partial = `${taken.path}.partial`;
    copyFileSync(taken.path, partial);
    const folder = await call<BackupFolderView>('campaign.backupFolder');
    expect(folder.backups.map((b) => b.path)).not.toContain(partial);
    for (const [method, input] of [
      ['campaign.restore', { backupPath: partial }],
      ['campaign.restoreAsNew', { backupPath: partial }],
      ['campaign.deleteBackup', { backupPath: partial }],
    ] as const) {
      await expect(call(method, input), method).rejects.toMatchObject({ code: 'campaign/not-a-backup', message: expect.stringContaining(partial) });
    }
    expect(existsSync(partial)).toBe(true);
    expect((await call<Summary>('campaign.current')).path).toBe(summary.path);
    expect(readdirSync(backupsDir)).toContain(basename(partial));
  });
});

describe('backups rotate, every kind', () => {
  async function session(backups = {}) {
    const clock = createFakeClock('2026-05-01T18:00:00.000Z');
    const path = join(tempDir(), 'Siege.fs3');
    const options = testCampaignOptions(clock, { timers: createManualTimers(), backups });
    await (await createCampaign(path, testTemplate(), options)).close();
    return { clock, path, options, session: await openCampaign(path, options) };
  }
  const kinds = (path: string, policy = DEFAULT_BACKUP_POLICY) => listBackups(path, policy).map((b) => b.kind);

  it('keeps the newest keepManual manual backups and keepEach pre-import ones, apart from the automatic ones', async () => {
    const { clock, session: s } = await session({ keep: 2, keepManual: 3, keepEach: 2 });
    const manual: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      manual.push((await s.backupNow('manual')).path);
    }
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      await s.backupNow('pre-import');
    }
    clock.advance(1000);
    await s.backupNow('periodic');
    const kept = s.listBackups();
    expect(kept.filter((b) => b.kind === 'manual').map((b) => b.path)).toEqual(manual.slice(2).reverse());
    expect(kept.filter((b) => b.kind === 'pre-import')).toHaveLength(2);
    expect(kept.filter((b) => b.kind === 'open' || b.kind === 'periodic').map((b) => b.kind)).toEqual(['periodic', 'open']);
    await s.close();
  });

  it('the defaults a storyteller gets: 10 automatic, 20 manual, 5 of each pre-action kind', () => {
    expect(DEFAULT_BACKUP_POLICY).toMatchObject({ keep: 10, keepManual: 20, keepEach: 5, staleAfterMs: 10 * 60 * 1000 });
  });

  it('rotates pre-migration and pre-restore backups by their own counts', async () => {
    const { path, clock, options, session: s } = await session({ keepEach: 2 });
    const good = await s.backupNow('manual');
    await s.close();
    const policy = { ...DEFAULT_BACKUP_POLICY, keepEach: 2 };
    // Pre-migration backups are taken by the open of an older file; stand-ins named as they are named.
    const dir = policy.dir(path);
    for (let v = 3; v <= 6; v++) litter(join(dir, `Siege.2026010${v}-000000-000.pre-v${v}.sqlite`), STALE);
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      await restoreBackup(path, good.path, { now: clock.now, policy: { ...policy, ...options.backups } });
    }
    expect(kinds(path, policy).filter((k) => k === 'pre-restore')).toHaveLength(2);
    rotateBackups(path, policy);
    expect(listBackups(path, policy).filter((b) => b.kind === 'pre-migration').map((b) => b.migratingTo)).toEqual([6, 5]);
    expect(kinds(path, policy).filter((k) => k === 'manual')).toHaveLength(1);
  });

  it('never deletes the backup just taken, even when a clock set back makes it the oldest', async () => {
    const { clock, session: s } = await session({ keepManual: 1 });
    clock.advance(60_000);
    await s.backupNow('manual');
    clock.set('2026-04-01T00:00:00.000Z');
    const taken = await s.backupNow('manual');
    expect(existsSync(taken.path)).toBe(true);
    expect(s.listBackups().map((b) => b.path)).toContain(taken.path);
    await s.close();
  });
});

describe('the backups folder: total size and delete', () => {
  it('answers every backup with its size and the total the folder holds on disk', async () => {
    const { call, backupsDir } = await withCampaign();
    await call('campaign.backup');
    const taken = await call<{ path: string; sizeBytes: number }>('campaign.backup');
    // A byte copy of a damaged campaign keeps its WAL beside it: that is part of the backup.
    writeFileSync(`${taken.path}-wal`, Buffer.alloc(5000, 1));
    const folder = await call<BackupFolderView>('campaign.backupFolder');
    expect(folder.folder).toBe(backupsDir);
    expect(folder.backups).toHaveLength(2);
    expect(folder.totalBytes).toBe(folderBytes(backupsDir));
    expect(folder.backups.find((b) => b.path === taken.path)!.sizeBytes).toBe(taken.sizeBytes + 5000);
    expect(folder.limits).toEqual({ automatic: 10, manual: 20, eachOther: 5 });
  });

  it('deletes a listed backup with its side files and answers the folder as it is now', async () => {
    const { call, backupsDir } = await withCampaign();
    const taken = await call<{ path: string }>('campaign.backup');
    writeFileSync(`${taken.path}-wal`, Buffer.alloc(100, 1));
    const before = await call<BackupFolderView>('campaign.backupFolder');
    const after = await call<BackupFolderView>('campaign.deleteBackup', { backupPath: taken.path });
    expect(existsSync(taken.path)).toBe(false);
    expect(existsSync(`${taken.path}-wal`)).toBe(false);
    expect(after.backups.map((b) => b.path)).toEqual(before.backups.map((b) => b.path).filter((p) => p !== taken.path));
    expect(after.totalBytes).toBe(folderBytes(backupsDir));
  });

  it('refuses any path that is not one of THIS campaign\u2019s listed backups, deleting nothing', async () => {
    const { ctx, call, summary, backupsDir } = await withCampaign();
    const ours = await call<{ path: string; fileName: string }>('campaign.backup');
    const other = await call<Summary>('campaign.create', { name: 'Other', template: 'blank' });
    const othersBackup = await call<{ path: string }>('campaign.backup');
    await call('campaign.open', { path: summary.path });
    const stray = litter(join(ctx.dir, 'precious.txt'), STALE, 10);
    const named = litter(join(ctx.dir, ours.fileName), STALE, 10); // our backup's name, another folder
    const refused = [
      othersBackup.path,
      summary.path,
      other.path,
      stray,
      named,
      join(backupsDir, '..', '..', 'precious.txt'),
      join(backupsDir, 'Siege.20260101-000000-000.manual.sqlite'), // well-named, absent
      backupsDir,
    ];
    for (const backupPath of refused) {
      await expect(call('campaign.deleteBackup', { backupPath }), backupPath).rejects.toMatchObject({ code: 'campaign/not-a-backup' });
    }
    expect([othersBackup.path, summary.path, other.path, stray, named, ours.path].every(existsSync)).toBe(true);
    // A path that resolves to a listed backup is that backup.
    await call('campaign.deleteBackup', { backupPath: join(backupsDir, '..', `Siege.backups`, ours.fileName) });
    expect(existsSync(ours.path)).toBe(false);
  });

  it('refuses with campaign/none-open when nothing is open', async () => {
    const { call } = rig();
    await expect(call('campaign.deleteBackup', { backupPath: '/tmp/x' })).rejects.toMatchObject({ code: 'campaign/none-open' });
    await expect(call('campaign.backupFolder')).rejects.toMatchObject({ code: 'campaign/none-open' });
  });
});
