import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CampaignFileError, type CampaignFileReason } from '../../../../main/core/db/errors';
import { closeDatabase, createDatabase, openDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { LATEST_SCHEMA_VERSION } from '../../../../main/core/db/migrations';
import { snapshotDir, useTempDirs } from '../../../helpers/db-temp';
import { testCharacter, TEST_SETTING } from '../../../helpers/db-fixtures';

const tempDir = useTempDirs();

/** A real campaign with enough rows to span many pages (`count` characters with `notes`-long notes). */
function healthyCampaign(path: string, count = 300, notes = 200): void {
  const db = createDatabase(path);
  const repos = createRepos(db);
  const at = '2026-05-01T18:00:00.000Z';
  repos.campaign.put({ name: 'Healthy', description: '', inGameDate: '', createdAt: at, updatedAt: at }, TEST_SETTING);
  repos.characters.insertMany(Array.from({ length: count }, (_, i) => testCharacter(`c${i}`, { notes: 'x'.repeat(notes) })));
  closeDatabase(db);
}

/** Scribbles over the b-tree headers of a run of pages in the middle of the file. */
function scribbleMidPages(path: string): void {
  const bytes = Buffer.from(readFileSync(path));
  const pageSize = bytes.readUInt16BE(16);
  const pages = bytes.length / pageSize;
  for (let p = Math.floor(pages / 3); p < Math.floor(pages / 3) + 5; p++) bytes.fill(0xa5, p * pageSize, p * pageSize + 64);
  writeFileSync(path, bytes);
}

async function expectRefused(dir: string, path: string, reason: CampaignFileReason): Promise<CampaignFileError> {
  const before = snapshotDir(dir);
  const error = await openDatabase(path).then(
    () => { throw new Error('expected the file to be refused'); },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CampaignFileError);
  const fileError = error as CampaignFileError;
  expect(fileError.reason).toBe(reason);
  expect(fileError.code).toBe(`campaign/${reason}`);
  // A plain sentence: no SQLite jargon reaches the storyteller.
  expect(fileError.message).not.toMatch(/SQLITE|malformed|sqlite_/);
  expect(snapshotDir(dir)).toEqual(before);
  return fileError;
}

describe('opening files that are not healthy campaigns', () => {
  it('refuses a text file, an image and an empty file as not SQLite', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'Session 3: the party met a dragon.\n'.repeat(100));
    writeFileSync(join(dir, 'map.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(500).fill(7)]));
    writeFileSync(join(dir, 'empty.sqlite'), '');
    await expectRefused(dir, join(dir, 'notes.txt'), 'not-sqlite');
    await expectRefused(dir, join(dir, 'map.png'), 'not-sqlite');
    const empty = await expectRefused(dir, join(dir, 'empty.sqlite'), 'not-sqlite');
    expect(empty.message).toMatch(/empty/);
  });

  it('refuses a folder and a missing file', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'folder.sqlite'));
    await expectRefused(dir, join(dir, 'folder.sqlite'), 'not-sqlite');
    await expectRefused(dir, join(dir, 'missing.sqlite'), 'not-found');
  });

  it('refuses a truncated campaign as corrupt', async () => {
    const dir = tempDir();
    const source = join(tempDir(), 'healthy.sqlite');
    healthyCampaign(source);
    const bytes = readFileSync(source);
    writeFileSync(join(dir, 'half.sqlite'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    writeFileSync(join(dir, 'header-only.sqlite'), bytes.subarray(0, 60));
    writeFileSync(join(dir, 'page-aligned.sqlite'), bytes.subarray(0, 4096 * 3));
    await expectRefused(dir, join(dir, 'half.sqlite'), 'corrupt');
    await expectRefused(dir, join(dir, 'header-only.sqlite'), 'corrupt');
    await expectRefused(dir, join(dir, 'page-aligned.sqlite'), 'corrupt');
  });

  it('refuses a campaign with damaged pages as corrupt', async () => {
    const dir = tempDir();
    const path = join(dir, 'damaged.sqlite');
    healthyCampaign(path);
    scribbleMidPages(path);
    await expectRefused(dir, path, 'corrupt');
  });

  it('checks a big campaign (past the 4 MB main-thread limit) in a worker: damaged pages are refused, a healthy one opens', async () => {
    const dir = tempDir();
    const path = join(dir, 'big.sqlite');
    healthyCampaign(path, 3000, 2000);
    expect(statSync(path).size).toBeGreaterThan(5 * 1024 * 1024);
    const reopened = await openDatabase(path);
    expect(createRepos(reopened).characters.count()).toBe(3000);
    closeDatabase(reopened);

    scribbleMidPages(path);
    await expectRefused(dir, path, 'corrupt');
  });

  it('refuses a campaign written by a newer app, naming both versions', async () => {
    const dir = tempDir();
    const path = join(dir, 'future.sqlite');
    healthyCampaign(path);
    const raw = new Database(path);
    raw.pragma('user_version = 42');
    raw.close();
    const error = await expectRefused(dir, path, 'from-future');
    expect(error.message).toMatch(/newer version of FS3 Console/);
    expect(error.message).toMatch(/42/);
  });

  it('refuses a WAL-mode file from the future even when side files must be created to read it', async () => {
    const dir = tempDir();
    const path = join(dir, 'future-wal.sqlite');
    healthyCampaign(path); // closed cleanly: WAL mode in the header, no -wal/-shm files
    const raw = new Database(path);
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    raw.close();
    expect(Object.keys(snapshotDir(dir))).toEqual(['future-wal.sqlite']);
    await expectRefused(dir, path, 'from-future');
  });

  it('refuses a database that belongs to another program', async () => {
    const dir = tempDir();
    const path = join(dir, 'places.sqlite');
    const raw = new Database(path);
    raw.exec('CREATE TABLE bookmarks (url TEXT)');
    raw.close();
    const error = await expectRefused(dir, path, 'not-a-campaign');
    expect(error.message).toMatch(/another program/);
  });

  it('keeps working after a refusal: the next healthy campaign opens', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'junk.sqlite'), 'junk');
    await expectRefused(dir, join(dir, 'junk.sqlite'), 'not-sqlite');
    healthyCampaign(join(dir, 'good.sqlite'));
    const db = await openDatabase(join(dir, 'good.sqlite'));
    expect(createRepos(db).characters.count()).toBe(300);
    closeDatabase(db);
  });
});
