import { closeSync, constants, existsSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { sqliteCode } from './db';
import { CampaignFileError, DbFromFutureError } from './errors';
import { lockedError } from './lock';
import { APPLICATION_ID, type Migration } from './migrate';
import { MIGRATIONS } from './migrations';
import { restoringSideFiles, withReadOnlyConnection } from './read-only';
import { checkOffThread } from './check-off-thread';
import { oddKind } from '../file-kind';
import { checkSchema, readSchema } from './schema-check';

/** How hard to look for damage before opening: `quick` is O(file) but skips index cross-checks. */
export type VerifyLevel = 'none' | 'quick' | 'full';

export type FileProbe = {
  readonly userVersion: number;
  readonly applicationId: number;
  readonly sizeBytes: number;
  /** Whether the file holds its campaign record (a bare schema does not). */
  readonly hasCampaign: boolean;
};

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_BYTES = 100;

/** A pipe, a device or a socket: opening one can block forever or read without end. */
function notAFile(path: string, st: Stats): CampaignFileError | null {
  if (st.isDirectory()) return new CampaignFileError('not-sqlite', path, `"${path}" is a folder, not a campaign file.`);
  const odd = oddKind(st);
  return odd === null ? null : new CampaignFileError('not-a-file', path, `"${path}" is ${odd}, not a campaign file. Choose a campaign file (.fs3campaign).`);
}

/** A failed stat, open or read of the file, naming the system's reason (EACCES, EIO…). */
function unreadableFile(path: string, error: unknown): CampaignFileError {
  const code = (error as NodeJS.ErrnoException).code;
  return new CampaignFileError('unreadable', path, `The campaign file "${path}" cannot be read (${code ?? 'unknown error'}).`, { cause: error });
}

function readHeader(path: string): { header: Buffer; size: number } {
  let size: number;
  try {
    const st = statSync(path);
    const refusal = notAFile(path, st);
    if (refusal) throw refusal;
    size = st.size;
  } catch (error) {
    if (error instanceof CampaignFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CampaignFileError('not-found', path, `There is no campaign file at "${path}".`);
    throw unreadableFile(path, error);
  }
  const header = Buffer.alloc(HEADER_BYTES);
  // Non-blocking, then checked again on the open descriptor: a file swapped for a pipe between
  // the stat and the open must not hang the app (issue 17).
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw unreadableFile(path, error);
  }
  try {
    const refusal = notAFile(path, fstatSync(fd));
    if (refusal) throw refusal;
    readSync(fd, header, 0, HEADER_BYTES, 0);
  } catch (error) {
    if (error instanceof CampaignFileError) throw error;
    throw unreadableFile(path, error);
  } finally {
    closeSync(fd);
  }
  return { header, size };
}

function checkHeader(path: string, header: Buffer, size: number): void {
  if (size === 0) throw new CampaignFileError('not-sqlite', path, 'This file is empty: it is not an FS3 Console campaign.');
  if (!header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    throw new CampaignFileError('not-sqlite', path, 'This file is not an FS3 Console campaign (it is not a database file at all).');
  }
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const headerValid = header.readUInt32BE(24) === header.readUInt32BE(92);
  const pagesInHeader = header.readUInt32BE(28);
  // A WAL file may legitimately hold pages beyond the main file's end, so only judge without one.
  const truncated =
    size < HEADER_BYTES ||
    size % pageSize !== 0 ||
    (headerValid && pagesInHeader > 0 && pagesInHeader * pageSize > size && !existsSync(`${path}-wal`));
  if (truncated) throw corrupt(path);
}

function corrupt(path: string, cause?: unknown): CampaignFileError {
  return new CampaignFileError(
    'corrupt',
    path,
    'This campaign file is damaged (truncated or corrupted) and cannot be opened. It has not been changed; try restoring a backup.',
    { cause },
  );
}

function classifySqliteError(path: string, error: unknown): CampaignFileError {
  const code = sqliteCode(error) ?? '';
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return lockedError(path, error);
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    return new CampaignFileError('unreadable', path, `The campaign file "${path}" cannot be read.`, { cause: error });
  }
  return corrupt(path, error);
}

/**
 * Files above this size are checked in a worker thread. Below it a check takes under ~30 ms on
 * the main thread, less than starting a worker costs (and most campaigns are this small).
 */
const OFF_THREAD_BYTES = 4 * 1024 * 1024;

/** The whole-file check, off the main thread for a big file when a worker can load SQLite (check-off-thread.ts). */
async function checkIntegrity(path: string, full: boolean, size: number): Promise<void> {
  const pragma = full ? 'integrity_check(1)' : 'quick_check(1)';
  const outcome = await restoringSideFiles(path, async () => {
    const offThread = size > OFF_THREAD_BYTES ? checkOffThread(path, full) : null;
    if (offThread) return offThread;
    try {
      return withReadOnlyConnection(path, (raw) => ({ result: String(raw.pragma(pragma, { simple: true })) }));
    } catch (error) {
      throw classifySqliteError(path, error);
    }
  });
  if ('timedOut' in outcome) {
    throw new CampaignFileError('unreadable', path, 'Checking this campaign file for damage took too long, so it was not opened. It has not been changed; copy it to a local disk and try again.');
  }
  if ('error' in outcome) throw classifySqliteError(path, Object.assign(new Error(outcome.error.message), { code: outcome.error.code }));
  if (outcome.result !== 'ok') throw corrupt(path, new Error(outcome.result));
}

/**
 * Examines a campaign file WITHOUT changing it: header sanity, then a read-only connection for
 * its version and application id, (by default) `PRAGMA quick_check` in a worker thread (it reads
 * the whole file), and its schema against the one `migrations` build for its version (no
 * trigger or view of anyone else's). Throws a {@link CampaignFileError} for anything that is not
 * a healthy campaign this app can read. Side files (-wal/-shm) that reading required are removed again.
 */
export async function probeCampaignFile(
  path: string,
  latestVersion: number,
  verify: VerifyLevel = 'quick',
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<FileProbe> {
  const { header, size } = readHeader(path);
  checkHeader(path, header, size);
  let userVersion = 0;
  let applicationId = 0;
  let hasTables = false;
  let hasCampaign = false;
  try {
    withReadOnlyConnection(path, (raw) => {
      userVersion = raw.pragma('user_version', { simple: true }) as number;
      applicationId = raw.pragma('application_id', { simple: true }) as number;
      // schema_version counts schema changes: 0 means nothing was ever created in the file.
      hasTables = (raw.pragma('schema_version', { simple: true }) as number) > 0;
    });
  } catch (error) {
    throw classifySqliteError(path, error);
  }
  if (applicationId !== APPLICATION_ID) {
    const what = hasTables ? 'a database from another program' : 'an empty database';
    throw new CampaignFileError('not-a-campaign', path, `This file is ${what}, not an FS3 Console campaign.`);
  }
  if (userVersion > latestVersion) throw new DbFromFutureError(path, userVersion, latestVersion);
  if (verify !== 'none') await checkIntegrity(path, verify === 'full', size);
  if (userVersion > migrations.length) return { userVersion, applicationId, sizeBytes: size, hasCampaign };
  // Our files get their mark and their first tables in one transaction: a mark with nothing
  // behind it is not something this app wrote.
  if (userVersion === 0) throw new CampaignFileError('corrupt', path, 'This file is marked as an FS3 Console campaign but holds no campaign data. It has not been changed.');
  try {
    withReadOnlyConnection(path, (raw) => {
      const schema = readSchema(raw);
      checkSchema(path, schema, migrations, userVersion);
      if (schema.some((o) => o.type === 'table' && o.name === 'campaign')) {
        hasCampaign = raw.prepare('SELECT 1 FROM campaign LIMIT 1').get() !== undefined;
      }
    });
  } catch (error) {
    if (error instanceof CampaignFileError) throw error;
    throw classifySqliteError(path, error);
  }
  return { userVersion, applicationId, sizeBytes: size, hasCampaign };
}
