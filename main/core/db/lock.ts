import { closeSync, constants, fstatSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type Database from 'better-sqlite3';
import { sqliteCode } from './db';
import { CampaignFileError } from './errors';

/**
 * One writer per campaign file. The lock itself is SQLite's own: the connection runs in
 * `locking_mode = EXCLUSIVE` and takes the exclusive lock at open, so the operating system
 * holds it (POSIX advisory / Windows file locks) until the connection closes or the process
 * dies — a SIGKILL frees it, no stale lock survives. SQLite cannot say who holds a lock, so the
 * holder also writes `<file>.lock` beside the campaign: who, where, since when. That file is
 * only a label, read to name the holder in the refusal; the OS lock decides (issue 17: two
 * instances on one file acknowledged contradictory combats).
 *
 * POSIX drops every lock a process holds on a file when that process closes ANY descriptor of
 * it. So nothing in this process may open the open campaign file itself with `node:fs` (read
 * it through its connection: `db.serialize()`, the backup API); stat is fine.
 */
export type LockHolder = { app: string; pid: number; host: string; openedAt: string };

const APP = 'FS3 Console';
const MAX_LABEL_BYTES = 4096;

export const lockLabelPath = (path: string) => `${path}.lock`;

/** Takes the exclusive lock on a fresh writable connection, before anything is written. */
export function takeLock(raw: Database.Database, path: string, now: Date): void {
  raw.pragma('busy_timeout = 0');
  raw.pragma('locking_mode = EXCLUSIVE');
  try {
    raw.exec('BEGIN EXCLUSIVE');
    raw.exec('COMMIT');
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') throw lockedError(path, error);
    throw error;
  }
  const label: LockHolder = { app: APP, pid: process.pid, host: hostname(), openedAt: now.toISOString() };
  try {
    writeFileSync(lockLabelPath(path), `${JSON.stringify(label)}\n`);
  } catch {
    // The label only names the holder for others; the lock holds without it.
  }
}

/** Removes our label after the connection closed (someone else's label is left alone). */
export function releaseLockLabel(path: string): void {
  const holder = readHolder(path);
  if (holder && holder.pid === process.pid && holder.host === hostname()) rmSync(lockLabelPath(path), { force: true });
}

/** The label beside `path`, if it is a small regular file that parses; never blocks on a pipe. */
export function readHolder(path: string): LockHolder | null {
  let fd: number;
  try {
    fd = openSync(lockLabelPath(path), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > MAX_LABEL_BYTES) return null;
    const buffer = Buffer.alloc(st.size);
    readSync(fd, buffer, 0, st.size, 0);
    const value = JSON.parse(buffer.toString('utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.openedAt !== 'string') return null;
    return { app: typeof value.app === 'string' ? value.app : APP, pid: value.pid, host: value.host.slice(0, 200), openedAt: value.openedAt.slice(0, 40) };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** The refusal for a file another program holds, naming the holder when its label says who. */
export function lockedError(path: string, cause?: unknown): CampaignFileError {
  const holder = readHolder(path);
  // "2026-11-24T04:56:11.152Z" reads as "2026-11-24 04:56 UTC".
  const since = holder && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(holder.openedAt) ? `${holder.openedAt.slice(0, 10)} ${holder.openedAt.slice(11, 16)} UTC` : holder?.openedAt;
  const where = !holder
    ? 'another program (or another FS3 Console window)'
    : holder.host === hostname()
      ? `another ${holder.app} window on this computer (process ${holder.pid}, open since ${since})`
      : `${holder.app} on "${holder.host}" (process ${holder.pid}, open since ${since})`;
  return new CampaignFileError(
    'locked',
    path,
    `This campaign is open in ${where}. A campaign has one writer at a time; close it there, then open it here.`,
    { cause },
  );
}
