import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupDatabase, backupFile } from '../../../../main/core/db/backup';
import { closeDatabase, createDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

function characters(file: string): string[] {
  const raw = new Database(file, { readonly: true });
  try {
    return raw.prepare<[], { id: string }>('SELECT id FROM characters ORDER BY id').all().map((r) => r.id);
  } finally {
    raw.close();
  }
}

describe('backupDatabase', () => {
  it('copies committed data, including what is still only in the WAL', async () => {
    const dir = tempDir();
    const db = createDatabase(join(dir, 'live.fs3'));
    createRepos(db).characters.insertMany([testCharacter('a'), testCharacter('b')]);
    const pages = await backupDatabase(db, join(dir, 'copy.sqlite'));
    expect(pages).toBeGreaterThan(5);
    expect(characters(join(dir, 'copy.sqlite'))).toEqual(['a', 'b']);
    closeDatabase(db);
  });

  it('replaces an older file at the destination and drops its stale WAL instead of replaying it', async () => {
    const dir = tempDir();
    const db = createDatabase(join(dir, 'live.fs3'));
    createRepos(db).characters.insert(testCharacter('fresh'));
    writeFileSync(join(dir, 'copy.sqlite'), 'old backup');
    writeFileSync(join(dir, 'copy.sqlite-wal'), 'stale frames from another file');
    await backupDatabase(db, join(dir, 'copy.sqlite'));
    closeDatabase(db);
    expect(readdirSync(dir).sort()).toEqual(['copy.sqlite', 'live.fs3']); // no .partial, no stale WAL
    expect(characters(join(dir, 'copy.sqlite'))).toEqual(['fresh']);
  });

  it('copies a closed file without leaving side files next to it', async () => {
    const dir = tempDir();
    const db = createDatabase(join(dir, 'closed.fs3'));
    createRepos(db).characters.insert(testCharacter('x'));
    closeDatabase(db);
    await backupFile(join(dir, 'closed.fs3'), join(dir, 'copy.sqlite'));
    expect(readdirSync(dir).sort()).toEqual(['closed.fs3', 'copy.sqlite']);
    expect(characters(join(dir, 'copy.sqlite'))).toEqual(['x']);
  });
});
