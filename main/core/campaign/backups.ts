import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { AppError } from '../../../shared/ipc/result';
import { backupFile } from '../db/backup';
import { CampaignFileError } from '../db/errors';
import { LATEST_SCHEMA_VERSION } from '../db/migrations';
import { probeCampaignFile } from '../db/probe';

/**
 * Why a backup exists: `open` and `periodic` are automatic; `manual` is the storyteller's own;
 * `pre-migration`, `pre-restore` and `pre-import` (taken just before an AresMUSH import is
 * applied, so it can be undone) are undo points for one action. Every kind rotates (issue 17:
 * a folder of never-rotated backups reached 2.81 GB), each by its own count in the policy.
 */
export const BACKUP_KINDS = ['open', 'periodic', 'manual', 'pre-migration', 'pre-restore', 'pre-import'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
/** The automatic kinds share one count (`keep`): an open backup and a periodic one are the same kind of safety net. */
export const AUTOMATIC_BACKUP_KINDS: readonly BackupKind[] = ['open', 'periodic'];

export type BackupInfo = {
  path: string;
  fileName: string;
  kind: BackupKind;
  /** Schema version a pre-migration backup was taken for; null otherwise. */
  migratingTo: number | null;
  takenAt: string;
  /** Bytes on disk, with any side file (-wal, -shm, -journal) the backup carries. */
  sizeBytes: number;
};

/**
 * How many backups stay. The newest of each count stay and older ones are deleted after every
 * backup; the backup just taken is never the one deleted, and a count below 1 counts as 1.
 * Why these numbers (DEFAULT_BACKUP_POLICY): see main/core/campaign/NOTES.md.
 */
export type BackupPolicy = {
  /** Automatic backups (open and periodic together) kept per campaign. */
  keep: number;
  /** Manual backups ("Back up now") kept per campaign. */
  keepManual: number;
  /** Backups kept of EACH pre-action kind (pre-migration, pre-restore, pre-import). */
  keepEach: number;
  /** Milliseconds between periodic backups while open (skipped when nothing changed); null = never. */
  intervalMs: number | null;
  /** Folder for a campaign's backups. Default: "<name>.backups" beside the campaign file. */
  dir: (campaignPath: string) => string;
  /**
   * A `.partial`/`.creating` file untouched for this long is litter of a killed app and is
   * removed; a younger one may belong to a second app instance still writing it, so it stays.
   */
  staleAfterMs: number;
};

export const DEFAULT_BACKUP_POLICY: BackupPolicy = {
  keep: 10,
  keepManual: 20,
  keepEach: 5,
  intervalMs: 10 * 60 * 1000,
  dir: (campaignPath) => join(dirname(campaignPath), `${campaignStem(campaignPath)}.backups`),
  staleAfterMs: 10 * 60 * 1000,
};

/** The count of `kind` the policy keeps (at least 1, so the newest of a kind always stays). */
export function keepCountFor(kind: BackupKind, policy: BackupPolicy): number {
  const n = AUTOMATIC_BACKUP_KINDS.includes(kind) ? policy.keep : kind === 'manual' ? policy.keepManual : policy.keepEach;
  return Math.max(1, Math.floor(n));
}

/** The rotation group of a kind: the automatic kinds share one, every other kind is its own. */
function rotationGroup(kind: BackupKind): string {
  return AUTOMATIC_BACKUP_KINDS.includes(kind) ? 'automatic' : kind;
}

const SIDE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/** Size of a file plus its SQLite side files, 0 for any that is missing. */
function bytesWithSideFiles(path: string): number {
  let total = 0;
  for (const suffix of ['', ...SIDE_SUFFIXES]) {
    try {
      total += statSync(path + suffix).size;
    } catch {
      // Missing (or vanished meanwhile): nothing to count.
    }
  }
  return total;
}

function removeWithSideFiles(path: string): void {
  for (const suffix of ['', ...SIDE_SUFFIXES]) rmSync(path + suffix, { force: true });
}

/** The campaign file name without its extension: the prefix of all its backups. */
export function campaignStem(campaignPath: string): string {
  const name = basename(campaignPath);
  const ext = extname(name);
  return ext ? name.slice(0, -ext.length) : name;
}

function stamp(at: Date): string {
  const iso = at.toISOString(); // 2026-05-22T10:15:00.123Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}-${iso.slice(20, 23)}`;
}

function unstamp(s: string): string {
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(16, 19)}Z`;
}

const NAME_PATTERN = /^(.*)\.(\d{8}-\d{6}-\d{3})(?:-(\d+))?\.(open|periodic|manual|pre-restore|pre-import|pre-v(\d+))\.sqlite$/;

/** A fresh, unused path for a backup of `campaignPath` taken at `at`. */
export function backupPathFor(campaignPath: string, policy: BackupPolicy, kind: BackupKind, at: Date, migratingTo?: number): string {
  const dir = policy.dir(campaignPath);
  mkdirSync(dir, { recursive: true });
  const token = kind === 'pre-migration' ? `pre-v${migratingTo ?? 0}` : kind;
  const base = `${campaignStem(campaignPath)}.${stamp(at)}`;
  let candidate = join(dir, `${base}.${token}.sqlite`);
  // Two backups in the same millisecond (tests, a fast double click) get a counter.
  for (let n = 2; existsSync(candidate); n++) candidate = join(dir, `${base}-${n}.${token}.sqlite`);
  return candidate;
}

/** The backups of a campaign, newest first. Files that do not follow the naming scheme are ignored. */
export function listBackups(campaignPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY): BackupInfo[] {
  const dir = policy.dir(campaignPath);
  if (!existsSync(dir)) return [];
  const stem = campaignStem(campaignPath);
  const found: (BackupInfo & { order: number })[] = [];
  for (const fileName of readdirSync(dir)) {
    const m = NAME_PATTERN.exec(fileName);
    if (!m || m[1] !== stem) continue;
    const token = m[4]!;
    const kind: BackupKind = token.startsWith('pre-v') ? 'pre-migration' : (token as BackupKind);
    const path = join(dir, fileName);
    found.push({
      path, fileName, kind, migratingTo: m[5] ? Number(m[5]) : null, takenAt: unstamp(m[2]!),
      sizeBytes: bytesWithSideFiles(path), order: Number(m[3] ?? 1),
    });
  }
  found.sort((a, b) => (a.takenAt === b.takenAt ? b.order - a.order : a.takenAt < b.takenAt ? 1 : -1));
  return found.map(({ order: _order, ...info }) => info);
}

/**
 * Deletes the backups beyond each kind's count (newest stay; see {@link BackupPolicy}). `justTaken`
 * is never deleted, even if a clock set back makes it look older than the rest. Returns the
 * deleted paths.
 */
export function rotateBackups(campaignPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY, justTaken?: string): string[] {
  const seen = new Map<string, number>();
  const doomed: string[] = [];
  for (const backup of listBackups(campaignPath, policy)) {
    const group = rotationGroup(backup.kind);
    const rank = (seen.get(group) ?? 0) + 1;
    seen.set(group, rank);
    if (rank > keepCountFor(backup.kind, policy) && backup.path !== justTaken) doomed.push(backup.path);
  }
  for (const path of doomed) removeWithSideFiles(path);
  return doomed;
}

/** The backups of a campaign with their total size on disk (what the backups panel shows). */
export function backupFolder(campaignPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY) {
  const backups = listBackups(campaignPath, policy);
  return {
    folder: policy.dir(campaignPath),
    backups,
    totalBytes: backups.reduce((sum, b) => sum + b.sizeBytes, 0),
    limits: { automatic: keepCountFor('open', policy), manual: keepCountFor('manual', policy), eachOther: keepCountFor('pre-import', policy) },
  };
}

/**
 * Deletes one backup (with its side files). Only a path {@link listBackups} answers for this
 * campaign is accepted, compared after resolving: anything else (another campaign's backup, a
 * `.partial`, the campaign itself, `../../etc`) is refused and nothing is deleted.
 */
export function deleteBackup(campaignPath: string, backupPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY): BackupInfo {
  const backup = findBackup(campaignPath, backupPath, policy);
  if (!backup) return notABackup(backupPath);
  removeWithSideFiles(backup.path);
  return backup;
}

/** The listed backup of this campaign at `backupPath`, or undefined. */
export function findBackup(campaignPath: string, backupPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY): BackupInfo | undefined {
  const wanted = resolve(backupPath);
  return listBackups(campaignPath, policy).find((b) => resolve(b.path) === wanted);
}

export function notABackup(backupPath: string): never {
  throw new AppError(
    'campaign/not-a-backup',
    `${backupPath} is not one of this campaign's backups (it may have been deleted or rotated away). Refresh the backups list and pick one from it.`,
  );
}

/** Files of a killed write: `.partial` (backups, Save As, restore) and `.creating` (a new campaign). */
const LITTER = /\.(partial|creating)$/;
/**
 * What a killed write leaves beside its file: SQLite's side files, and the lock label (`lock.ts`) the
 * writing connection put there (an import's worker writes `<name>.<id>.creating.lock`; issue 35).
 */
const LITTER_SIDE_SUFFIXES = [...SIDE_SUFFIXES, '.lock'] as const;

/**
 * Removes stale write litter in `dir`: files whose name (less a -wal/-shm/-journal/.lock suffix) passes
 * `accepts`, and whose group (the file and its side files) was last modified more than
 * `staleAfterMs` before `now`. A younger group may be a second app instance mid-backup, so it
 * stays; mtime moves with every page written, so a long live backup never looks stale. Folders and
 * anything that cannot be read or removed are left alone: cleaning up never stops an open.
 * Returns the removed paths.
 */
export function removeStaleLitter(dir: string, accepts: (baseName: string) => boolean, now: Date, staleAfterMs: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const side = LITTER_SIDE_SUFFIXES.find((suffix) => name.endsWith(suffix));
    const base = side ? name.slice(0, -side.length) : name;
    if (!LITTER.test(base) || !accepts(base)) continue;
    groups.set(base, [...(groups.get(base) ?? []), name]);
  }
  const cutoff = now.getTime() - staleAfterMs;
  const removed: string[] = [];
  for (const members of groups.values()) {
    const paths = members.map((name) => join(dir, name));
    try {
      const stats = paths.map((path) => lstatSync(path));
      if (stats.some((st) => !st.isFile() || st.mtimeMs > cutoff)) continue;
      for (const path of paths) {
        rmSync(path, { force: true });
        removed.push(path);
      }
    } catch {
      // Vanished or locked meanwhile (the other instance finished): leave it.
    }
  }
  return removed;
}

/**
 * Stale `.partial` files of this campaign: in its backups folder (a backup killed mid-copy) and
 * the one beside it (a restore killed mid-copy). Called once a file is accepted and open.
 */
export function removeStaleBackupPartials(campaignPath: string, policy: BackupPolicy, now: Date): string[] {
  const stem = campaignStem(campaignPath);
  const own = `${basename(campaignPath)}.partial`;
  return [
    ...removeStaleLitter(policy.dir(campaignPath), (name) => name.startsWith(`${stem}.`) && name.endsWith('.partial'), now, policy.staleAfterMs),
    ...removeStaleLitter(dirname(campaignPath), (name) => name === own, now, policy.staleAfterMs),
  ];
}

/**
 * Replaces a CLOSED campaign file with one of its backups. The backup is checked first (a bad
 * or future backup is refused and nothing changes); the current file is then saved as a
 * `pre-restore` backup (byte copy if it is too damaged to read), so a restore can be undone.
 */
export async function restoreBackup(
  campaignPath: string,
  backupPath: string,
  options: { now: () => Date; policy?: BackupPolicy },
): Promise<BackupInfo | null> {
  const policy = options.policy ?? DEFAULT_BACKUP_POLICY;
  await probeCampaignFile(backupPath, LATEST_SCHEMA_VERSION, 'full');
  let safety: string | null = null;
  if (existsSync(campaignPath)) {
    safety = backupPathFor(campaignPath, policy, 'pre-restore', options.now());
    try {
      await probeCampaignFile(campaignPath, Number.MAX_SAFE_INTEGER, 'quick');
      await backupFile(campaignPath, safety);
    } catch (error) {
      if (!(error instanceof CampaignFileError)) throw error;
      // Unreadable as a database: keep its exact bytes (and its WAL) rather than nothing.
      copyFileSync(campaignPath, safety);
      if (existsSync(`${campaignPath}-wal`)) copyFileSync(`${campaignPath}-wal`, `${safety}-wal`);
    }
  }
  await backupFile(backupPath, campaignPath);
  if (safety) rotateBackups(campaignPath, policy, safety);
  return safety ? (listBackups(campaignPath, policy).find((b) => b.path === safety) ?? null) : null;
}
