import { AppError } from '../../../shared/ipc/result';

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
