import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { AppError } from '../../../shared/ipc/result';
import { sqliteCode } from './db';

/** Why a campaign file was refused. Each one has a sentence a storyteller understands. */
export const CAMPAIGN_FILE_REASONS = [
  'not-found',
  'exists',
  'not-sqlite',
  'not-a-campaign',
  'corrupt',
  'from-future',
  'locked',
  'unreadable',
  'read-only',
  'same-file',
  'not-a-file',
  'unexpected-schema',
  'migration-failed',
  'disk-full',
  'io-error',
] as const;
export type CampaignFileReason = (typeof CAMPAIGN_FILE_REASONS)[number];

/**
 * A campaign file that cannot be opened, created or replaced. Thrown before anything is written,
 * so the file on disk is exactly as it was. `code` is `campaign/<reason>` so the RPC dispatcher
 * passes it to the UI unchanged.
 */
export class CampaignFileError extends AppError {
  readonly reason: CampaignFileReason;
  readonly path: string;
  constructor(reason: CampaignFileReason, path: string, message: string, options?: { cause?: unknown }) {
    super(`campaign/${reason}`, message);
    this.name = 'CampaignFileError';
    this.reason = reason;
    this.path = path;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The file was written by a newer FS3 Console: migrating backwards is impossible, so it is refused. */
export class DbFromFutureError extends CampaignFileError {
  readonly fileVersion: number;
  readonly appVersion: number;
  constructor(path: string, fileVersion: number, appVersion: number) {
    super(
      'from-future',
      path,
      `This campaign was saved by a newer version of FS3 Console (file format ${fileVersion}, this app reads up to ${appVersion}). Update the app to open it; the file has not been changed.`,
    );
    this.name = 'DbFromFutureError';
    this.fileVersion = fileVersion;
    this.appVersion = appVersion;
  }
}

/** `E*` code of a Node file-system error (`EROFS`, `ENOSPC`), or undefined. */
function nodeCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Whether `path` (a file or folder) cannot be written: a read-only file system (EROFS) or no
 * permission. SQLite reports a write refused by the file system as a plain I/O or "cannot open"
 * error without the errno (issue 35 item 9: a read-only file system answered campaign/io-error),
 * so the file system is asked.
 */
function notWritable(path: string): boolean {
  for (const target of [path, dirname(path)]) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      const code = nodeCode(error);
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return true;
    }
  }
  return false;
}

/**
 * A SQLite or file-system failure during ordinary work (a full disk, a file made read-only or
 * damaged under the app, a lock) as a `campaign/*` refusal a storyteller can act on, instead of
 * SQLite's own text in a 500. The transaction it broke was rolled back, so the message can say
 * nothing was saved. `files`: the campaign's files and folders the work wrote to, asked when an
 * I/O error may really be a read-only file system. Undefined for errors that are neither
 * SQLite's nor a file system's refusal, or are the app's own bugs (constraints).
 */
export function campaignFailure(error: unknown, files: readonly string[] = []): AppError | undefined {
  const code = sqliteCode(error) ?? nodeCode(error);
  if (code === undefined) return undefined;
  const notSaved = 'The change was not saved; nothing was half-written.';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new AppError('campaign/locked', `The campaign file is held by another program. ${notSaved} Close it there and try again.`);
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') {
    return new AppError('campaign/disk-full', `The disk is full. ${notSaved} Free some space, then try again.`);
  }
  const io = code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PROTOCOL';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || (io && files.some(notWritable))) {
    return new AppError(
      'campaign/read-only',
      `The campaign file or its folder can no longer be written (a read-only disk or folder). ${notSaved} Make the folder writable, or use Save As to put the campaign somewhere you can write to.`,
    );
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new AppError('campaign/corrupt', `The campaign file is damaged. ${notSaved} Restore one of its backups (Home, Backups).`);
  }
  if (io || code === 'EIO') {
    return new AppError('campaign/io-error', `The disk reported an error with the campaign file. ${notSaved} Check the drive, then try again.`);
  }
  if (code === 'SQLITE_ERROR' && error instanceof Error && /no such (table|column)/.test(error.message)) {
    return new AppError('campaign/invalid-data', 'The campaign file lacks part of its layout. Restore one of its backups.');
  }
  return undefined;
}
