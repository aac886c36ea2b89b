import { existsSync, renameSync, rmSync } from 'node:fs';
import type { Db } from './db';
import { withReadOnlyConnectionAsync } from './read-only';

function removeSideFiles(path: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

/**
 * Copies a live campaign to `destination` with SQLite's online backup API (consistent even while
 * the app keeps writing). The copy is written beside the target and renamed into place, so a
 * crash mid-backup never leaves a half-written file under the final name. Returns the page count.
 */
export async function backupDatabase(db: Db, destination: string): Promise<number> {
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  removeSideFiles(partial);
  try {
    const result = await db.backup(partial);
    // Stale side files of an older file at the destination would be replayed onto the new one.
    removeSideFiles(destination);
    renameSync(partial, destination);
    return result.totalPages;
  } finally {
    if (existsSync(partial)) rmSync(partial, { force: true });
    removeSideFiles(partial);
  }
}

/** Same as {@link backupDatabase} for a file that is not open (restoring, copying a backup). */
export async function backupFile(source: string, destination: string): Promise<number> {
  return withReadOnlyConnectionAsync(source, (raw) => backupDatabase(raw as Db, destination));
}
