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

/**
 * A SQLite failure during ordinary work (a full disk, a file made read-only or damaged under
 * the app, a lock) as a `campaign/*` refusal a storyteller can act on, instead of SQLite's own
 * text in a 500. The transaction it broke was rolled back, so the message can say nothing was
 * saved. Undefined for errors that are not SQLite's, or are the app's own bugs (constraints).
 */
export function campaignFailure(error: unknown): AppError | undefined {
  const code = sqliteCode(error);
  if (code === undefined) return undefined;
  const notSaved = 'The change was not saved; nothing was half-written.';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new AppError('campaign/locked', `The campaign file is held by another program. ${notSaved} Close it there and try again.`);
  }
  if (code === 'SQLITE_FULL') return new AppError('campaign/disk-full', `The disk is full. ${notSaved} Free some space, then try again.`);
  if (code.startsWith('SQLITE_READONLY')) {
    return new AppError('campaign/read-only', `The campaign file can no longer be written (it or its folder became read-only). ${notSaved}`);
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new AppError('campaign/corrupt', `The campaign file is damaged. ${notSaved} Restore one of its backups (Home, Backups).`);
  }
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PROTOCOL') {
    return new AppError('campaign/io-error', `The disk reported an error with the campaign file. ${notSaved} Check the drive, then try again.`);
  }
  if (code === 'SQLITE_ERROR' && error instanceof Error && /no such (table|column)/.test(error.message)) {
    return new AppError('campaign/invalid-data', 'The campaign file lacks part of its layout. Restore one of its backups.');
  }
  return undefined;
}
