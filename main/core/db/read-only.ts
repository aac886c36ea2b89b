import { existsSync, statSync, unlinkSync } from 'node:fs';
import Database from 'better-sqlite3';

const SIDE_SUFFIXES = ['-wal', '-shm'] as const;
/**
 * A campaign held by another app instance stays locked for as long as it is open (see lock.ts),
 * so waiting the usual 5 s would only delay the refusal that names the holder.
 */
const READ_BUSY_TIMEOUT_MS = 0;

const openReadOnly = (path: string) => new Database(path, { readonly: true, fileMustExist: true, timeout: READ_BUSY_TIMEOUT_MS });

/**
 * Runs `fn` on a read-only connection to `path` and then removes the -wal/-shm files SQLite had
 * to create to read a WAL-mode file, so looking at a file (probing, copying a backup) leaves the
 * folder exactly as it was. Side files that existed before are never touched.
 */
export function withReadOnlyConnection<T>(path: string, fn: (raw: Database.Database) => T): T {
  const existedBefore = SIDE_SUFFIXES.filter((s) => existsSync(path + s));
  let raw: Database.Database | null = null;
  try {
    raw = openReadOnly(path);
    const result = fn(raw);
    if (result instanceof Promise) throw new Error('withReadOnlyConnection takes a synchronous function; use withReadOnlyConnectionAsync');
    return result;
  } finally {
    raw?.close();
    cleanUp(path, existedBefore);
  }
}

/** Runs `fn` (which reads `path` some other way, e.g. from a worker thread) and then removes the side files it left. */
export async function restoringSideFiles<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const existedBefore = SIDE_SUFFIXES.filter((s) => existsSync(path + s));
  try {
    return await fn();
  } finally {
    cleanUp(path, existedBefore);
  }
}

/** {@link withReadOnlyConnection} for asynchronous work such as the online backup API. */
export function withReadOnlyConnectionAsync<T>(path: string, fn: (raw: Database.Database) => Promise<T>): Promise<T> {
  return restoringSideFiles(path, async () => {
    const raw = openReadOnly(path);
    try {
      return await fn(raw);
    } finally {
      raw.close();
    }
  });
}

function cleanUp(path: string, existedBefore: readonly string[]): void {
  for (const s of SIDE_SUFFIXES) {
    if (existedBefore.includes(s) || !existsSync(path + s)) continue;
    try {
      // A read-only connection never writes WAL frames, so a new -wal is empty; anything else is kept.
      if (s === '-shm' || statSync(path + s).size === 0) unlinkSync(path + s);
    } catch {
      // Best effort: a leftover empty side file is harmless to SQLite.
    }
  }
}
