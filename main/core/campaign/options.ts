import type { Durability } from '../db/open';
import { APP_VERSION } from '../version';
import type { VerifyLevel } from '../db/probe';
import { DEFAULT_BACKUP_POLICY, type BackupPolicy } from './backups';

/** Interval timers, injected so tests drive periodic backups without waiting. */
export type Timers = {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export const NODE_TIMERS: Timers = {
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    // A pending backup timer must never keep the process (or a test run) alive.
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** Everything the campaign service needs from outside; only `now` is required. */
export type CampaignOptions = {
  /** The clock: backup names, created/updated stamps, export dates. Never read the real clock inside. */
  readonly now: () => Date;
  /** Written into exports and snapshots. */
  readonly appVersion?: string;
  readonly backups?: Partial<BackupPolicy>;
  readonly timers?: Timers;
  /** How thoroughly an opened file is checked first (default `quick`). */
  readonly verify?: VerifyLevel;
  readonly durability?: Durability;
  /** Where failures of background (periodic) backups are reported. */
  readonly onBackupError?: (error: unknown) => void;
};

export type ResolvedOptions = {
  now: () => Date;
  appVersion: string;
  policy: BackupPolicy;
  timers: Timers;
  verify: VerifyLevel;
  durability: Durability;
  onBackupError: (error: unknown) => void;
};

export function resolveOptions(options: CampaignOptions): ResolvedOptions {
  return {
    now: options.now,
    appVersion: options.appVersion ?? APP_VERSION,
    policy: { ...DEFAULT_BACKUP_POLICY, ...options.backups },
    timers: options.timers ?? NODE_TIMERS,
    verify: options.verify ?? 'quick',
    durability: options.durability ?? 'normal',
    onBackupError: options.onBackupError ?? (() => undefined),
  };
}
