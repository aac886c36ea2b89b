/**
 * Issue 17 items 3, 7 and 8: paths that are not files, files that were altered outside the app,
 * and failures while working. Each is refused quickly with a campaign/* code that says what is
 * wrong, and the refused file and its folder stay byte-for-byte as they were.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ID } from '../../../../main/core/db/migrate';
import { snapshotDir } from '../../../helpers/db-temp';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Summary = { path: string; name: string };
type Refusal = Error & { code: string };

const NEW = { setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'fs3.2' } as const;

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const started = Date.now();
  const outcome = await promise.then(() => null, (e: unknown) => e as Refusal);
  expect(outcome, 'expected a refusal').not.toBeNull();
  // "No input freezes the app": every one of these answers at once.
  expect(Date.now() - started).toBeLessThan(2000);
  return outcome!;
}

function mkfifo(path: string): boolean {
  try {
    execFileSync('mkfifo', [path]);
    return true;
  } catch {
    return false;
  }
}

describe('paths that are not campaign files', () => {
  it('refuses a named pipe, a device and a folder at once, and start-up skips a pipe at the top of the recent list', async () => {
    const { call, ctx } = rig();
    const keep = await call<Summary>('campaign.create', { name: 'Keep', path: join(ctx.dir, 'Keep.fs3campaign'), ...NEW });
    const pipe = join(ctx.dir, 'Pipe.fs3campaign');
    expect(mkfifo(pipe), 'mkfifo (coreutils) is needed for this test').toBe(true);
    const folder = join(ctx.dir, 'Folder.fs3campaign');
    mkdirSync(folder);

    const fifo = await refusal(call('campaign.open', { path: pipe }));
    expect(fifo.code).toBe('campaign/not-a-file');
    expect(fifo.message).toMatch(/named pipe/);
    const device = await refusal(call('campaign.open', { path: '/dev/zero' }));
    expect(device.code).toBe('campaign/not-a-file');
    expect(device.message).toMatch(/device/);
    expect((await refusal(call('campaign.open', { path: folder }))).message).toMatch(/folder/);
    expect((await call<Summary>('campaign.current')).path).toBe(keep.path);

    // The pipe at the top of the recent list: the next start skips it and opens Keep.
    await ctx.campaigns.close();
    ctx.prefs.set({ recentCampaigns: [{ path: pipe, name: 'Pipe', openedAt: '2026-03-01T00:00:00.000Z' }, ...ctx.prefs.get().recentCampaigns] });
    const started = Date.now();
    expect((await ctx.campaigns.openAtStartup())!.path).toBe(keep.path);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** A closed campaign file to tamper with, and a second campaign that stays open. */
async function victimAndKeeper(r: ReturnType<typeof rig>) {
  const victim = join(r.ctx.dir, 'Victim.fs3campaign');
  await r.call('campaign.create', { name: 'Victim', path: victim, ...NEW });
  await r.call('character.create', { name: 'Ada', kind: 'pc' });
  const keep = await r.call<Summary>('campaign.create', { name: 'Keep', path: join(r.ctx.dir, 'Keep.fs3campaign'), ...NEW });
  return { victim, keep };
}

function tamper(path: string, sql: string): void {
  const raw = new Database(path);
  raw.exec(sql);
  raw.pragma('wal_checkpoint(TRUNCATE)');
  raw.close();
}

describe('schema objects the app did not create', () => {
  const cases: [string, string, RegExp][] = [
    ['a trigger that swallows XP awards', "CREATE TRIGGER swallow BEFORE INSERT ON xp_ledger BEGIN SELECT RAISE(IGNORE); END;", /trigger "swallow" on "xp_ledger"/],
    ['a trigger that wipes the roll log', 'CREATE TRIGGER wipe AFTER INSERT ON characters BEGIN DELETE FROM roll_log; END;', /trigger "wipe" on "characters"/],
    [
      'a trigger that loops forever',
      'CREATE TRIGGER spin BEFORE INSERT ON xp_ledger BEGIN SELECT count(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n); END;',
      /trigger "spin"/,
    ],
    ['a view', 'CREATE VIEW everyone AS SELECT * FROM characters;', /view "everyone"/],
    [
      "a changed trigger of the app's own",
      "DROP TRIGGER combat_events_append_only_delete; CREATE TRIGGER combat_events_append_only_delete BEFORE DELETE ON combat_events BEGIN SELECT 1; END;",
      /changed trigger "combat_events_append_only_delete"/,
    ],
    ['a missing table', 'DROP TABLE roll_log;', /no table "roll_log"/],
  ];
  for (const [what, sql, named] of cases) {
    it(`refuses ${what} by name, leaving the file untouched and the open campaign open`, async () => {
      const r = rig();
      const { victim, keep } = await victimAndKeeper(r);
      tamper(victim, sql);
      const before = snapshotDir(r.ctx.dir);
      const error = await refusal(r.call('campaign.open', { path: victim }));
      expect(error.code).toBe('campaign/unexpected-schema');
      expect(error.message).toMatch(named);
      expect(error.message).toMatch(/has not been changed/);
      expect(snapshotDir(r.ctx.dir)).toEqual(before);
      expect((await r.call<Summary>('campaign.current')).path).toBe(keep.path);
    });
  }

  it('refuses a file with the campaign mark but no tables, leaving no -wal/-shm behind', async () => {
    const r = rig();
    const path = join(r.ctx.dir, 'Hollow.fs3campaign');
    const raw = new Database(path);
    raw.pragma(`application_id = ${APPLICATION_ID}`);
    raw.close();
    const before = snapshotDir(r.ctx.dir);
    const error = await refusal(r.call('campaign.open', { path }));
    expect(error.code).toMatch(/^campaign\/(corrupt|unexpected-schema)$/);
    expect(snapshotDir(r.ctx.dir)).toEqual(before);
    expect(existsSync(`${path}-wal`) || existsSync(`${path}-shm`)).toBe(false);
  });

  it('still opens the first release\'s own file (its schema is what its version promises)', async () => {
    const r = rig();
    const path = join(r.ctx.dir, 'Old.fs3campaign');
    copyFileSync(join(process.cwd(), 'test', 'fixtures', 'release-0.1.0.fs3campaign'), path);
    expect((await r.call<Summary>('campaign.open', { path })).path).toBe(path);
  });
});

describe('failures while working', () => {
  it('a full disk answers campaign/disk-full with nothing written, and the campaign goes on', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'Full', path: join(r.ctx.dir, 'Full.fs3campaign'), ...NEW });
    const pc = await r.call<{ id: string; notes: string }>('character.create', { name: 'Ada', kind: 'pc' });
    const db = r.ctx.campaigns.requireSession().db;
    const pages = db.pragma('page_count', { simple: true }) as number;
    // SQLite's own cap on the file's size stands in for a full disk: the same SQLITE_FULL.
    db.pragma(`max_page_count = ${pages + 1}`);
    const answer = await r.dispatch('character.update', { character: { ...pc, notes: 'x'.repeat(200_000) } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'campaign/disk-full' } });
    expect(JSON.stringify(answer)).not.toMatch(/SQLITE|database or disk/);
    db.pragma('max_page_count = 1073741823');
    const sheet = await r.call<{ character: { notes: string } }>('character.get', { id: pc.id });
    expect(sheet.character.notes).toBe('');
    await r.call('character.update', { character: { ...pc, notes: 'fine now' } });
    expect((await r.call<{ character: { notes: string } }>('character.get', { id: pc.id })).character.notes).toBe('fine now');
    expect(readFileSync(r.ctx.campaigns.requireSession().path).length).toBeGreaterThan(0);
  });
});

describe('targets that cannot take a new campaign file', () => {
  it('refuses a missing folder, a file used as a folder, and Save As over a folder (even confirmed), writing nothing', async () => {
    const r = rig();
    const keep = await r.call<Summary>('campaign.create', { name: 'Keep', path: join(r.ctx.dir, 'Keep.fs3campaign'), ...NEW });
    const missing = await refusal(r.call('campaign.create', { name: 'Lost', path: join(r.ctx.dir, 'no-such-folder', 'Lost.fs3campaign'), ...NEW }));
    expect(missing).toMatchObject({ code: 'campaign/not-found' });
    expect(missing.message).toMatch(/no-such-folder" does not exist/);
    const underFile = await refusal(r.call('campaign.create', { name: 'Lost', path: join(keep.path, 'Lost.fs3campaign'), ...NEW }));
    expect(underFile).toMatchObject({ code: 'campaign/not-found' });
    expect(underFile.message).toMatch(/is not a folder/);

    const folder = join(r.ctx.dir, 'Notes');
    mkdirSync(folder);
    const before = snapshotDir(r.ctx.dir);
    const overFolder = await refusal(r.call('campaign.saveAs', { path: folder, overwrite: true }));
    expect(overFolder).toMatchObject({ code: 'campaign/not-a-file' });
    expect(overFolder.message).toMatch(/is a folder/);
    expect(snapshotDir(r.ctx.dir)).toEqual(before);
    expect((await r.call<Summary>('campaign.current')).path).toBe(keep.path);
  });
});

describe('odd paths from the window', () => {
  it('answers every one with a campaign/* or bad-request code, never a 500', async () => {
    const r = rig();
    const paths = ['a\u0000b.fs3campaign', '/proc/self/mem', '/dev/stdin', '/', join(r.ctx.dir, 'no', 'such', 'x.fs3campaign'), '/etc/hostname'];
    for (const path of paths) {
      const inputs: [string, unknown][] = [
        ['campaign.open', { path }],
        ['campaign.create', { name: 'X', path, ...NEW }],
        ['campaign.importJson', { json: '{"format":"x"}', path }],
      ];
      for (const [method, input] of inputs) {
        const answer = (await r.dispatch(method, input)) as { ok: boolean; error?: { code: string } };
        expect(answer.ok, `${method} ${JSON.stringify(path)}`).toBe(false);
        expect(answer.error!.code, `${method} ${JSON.stringify(path)}`).toMatch(/^(campaign\/[a-z-]+|bad-request)$/);
      }
    }
  });
});
