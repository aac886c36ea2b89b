import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { backupFile } from '../db/backup';
import { CampaignFileError } from '../db/errors';
import { LATEST_SCHEMA_VERSION } from '../db/migrations';
import { probeCampaignFile } from '../db/probe';

/**
 * Why a backup exists. `open` and `periodic` are automatic and rotate (the newest N stay);
 * `manual`, `pre-migration`, `pre-restore` and `pre-import` (taken just before an AresMUSH import
 * is applied, so it can be undone) are kept until the storyteller deletes them.
 */
export const BACKUP_KINDS = ['open', 'periodic', 'manual', 'pre-migration', 'pre-restore', 'pre-import'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
export const ROTATING_BACKUP_KINDS: readonly BackupKind[] = ['open', 'periodic'];

export type BackupInfo = {
  path: string;
  fileName: string;
  kind: BackupKind;
  /** Schema version a pre-migration backup was taken for; null otherwise. */
  migratingTo: number | null;
  takenAt: string;
  sizeBytes: number;
};

export type BackupPolicy = {
  /** Automatic backups (open, periodic) kept per campaign; older ones are deleted. */
  keep: number;
  /** Milliseconds between periodic backups while open (skipped when nothing changed); null = never. */
  intervalMs: number | null;
  /** Folder for a campaign's backups. Default: "<name>.backups" beside the campaign file. */
  dir: (campaignPath: string) => string;
};

export const DEFAULT_BACKUP_POLICY: BackupPolicy = {
  keep: 10,
  intervalMs: 10 * 60 * 1000,
  dir: (campaignPath) => join(dirname(campaignPath), `${campaignStem(campaignPath)}.backups`),
};

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
      sizeBytes: statSync(path).size, order: Number(m[3] ?? 1),
    });
  }
  found.sort((a, b) => (a.takenAt === b.takenAt ? b.order - a.order : a.takenAt < b.takenAt ? 1 : -1));
  return found.map(({ order: _order, ...info }) => info);
}

/** Deletes automatic backups beyond the newest `policy.keep`. Returns the deleted paths. */
export function rotateBackups(campaignPath: string, policy: BackupPolicy = DEFAULT_BACKUP_POLICY): string[] {
  const automatic = listBackups(campaignPath, policy).filter((b) => ROTATING_BACKUP_KINDS.includes(b.kind));
  const doomed = automatic.slice(Math.max(0, policy.keep)).map((b) => b.path);
  for (const path of doomed) rmSync(path, { force: true });
  return doomed;
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
  probeCampaignFile(backupPath, LATEST_SCHEMA_VERSION, 'full');
  let safety: string | null = null;
  if (existsSync(campaignPath)) {
    safety = backupPathFor(campaignPath, policy, 'pre-restore', options.now());
    try {
      probeCampaignFile(campaignPath, Number.MAX_SAFE_INTEGER, 'quick');
      await backupFile(campaignPath, safety);
    } catch (error) {
      if (!(error instanceof CampaignFileError)) throw error;
      // Unreadable as a database: keep its exact bytes (and its WAL) rather than nothing.
      copyFileSync(campaignPath, safety);
      if (existsSync(`${campaignPath}-wal`)) copyFileSync(`${campaignPath}-wal`, `${safety}-wal`);
    }
  }
  await backupFile(backupPath, campaignPath);
  return safety ? (listBackups(campaignPath, policy).find((b) => b.path === safety) ?? null) : null;
}
