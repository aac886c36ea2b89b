import { randomBytes } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { AppError } from '../../../shared/ipc/result';

/**
 * Which file paths a request may name.
 * - `granted` (the desktop app): only paths main itself handed out (its own dialogs, the recent
 *   list it keeps, the open campaign's backups as it lists them). A compromised or confused page
 *   cannot make main open, overwrite or copy an arbitrary file by sending its path.
 * - `any` (browser mode): the page may name any path. The host listens on 127.0.0.1 only and
 *   every request carries the per-launch token, so the page is as trusted as the shell that
 *   started the host; and a browser has no native dialog that could grant a path instead.
 */
export type PathPolicy = 'granted' | 'any';

/** `open`: read an existing campaign; `save`: write a new file there (the dialog asked before replacing one). */
export type GrantPurpose = 'open' | 'save';

/** What a dialog method gives the page: an opaque token for the file, and a name to show. */
export type GrantedFile = { handle: string; name: string };

/** Dialog picks per app run are few; the oldest are forgotten past this, so the registry stays small. */
export const MAX_GRANTS = 200;

type Grant = { path: string; purpose: GrantPurpose };

/**
 * Main's registry of paths the storyteller chose through main's own dialogs. A grant is for
 * one purpose: a file picked to open may not be overwritten through it, and a save location
 * is not a file to open. Paths are compared after `resolve`, so `a/../b` cannot dodge a check.
 */
export class PathGrants {
  private readonly byHandle = new Map<string, Grant>();

  // 16 random bytes: a handle cannot be guessed; the contract checks its shape (PathHandleSchema).
  constructor(private readonly newHandle: () => string = () => `grant-${randomBytes(16).toString('base64url')}`) {}

  /** Records a path chosen in a dialog and returns the handle the page may send instead of it. */
  grant(path: string, purpose: GrantPurpose): GrantedFile {
    const handle = this.newHandle();
    this.byHandle.set(handle, { path: resolve(path), purpose });
    while (this.byHandle.size > MAX_GRANTS) {
      const oldest = this.byHandle.keys().next().value;
      if (oldest === undefined) break;
      this.byHandle.delete(oldest);
    }
    return { handle, name: basename(path) };
  }

  /** The path behind a handle for this purpose, or a refusal the page can show. */
  pathOf(handle: string, purpose: GrantPurpose): string {
    const grant = this.byHandle.get(handle);
    if (!grant) throw new AppError('app/unknown-handle', 'That file choice has expired. Choose the file again with the app\'s dialog.');
    if (grant.purpose !== purpose) throw notGranted(purpose);
    return grant.path;
  }

  /** True when a dialog granted exactly this path for this purpose. */
  has(path: string, purpose: GrantPurpose): boolean {
    const wanted = resolve(path);
    for (const grant of this.byHandle.values()) if (grant.path === wanted && grant.purpose === purpose) return true;
    return false;
  }
}

export function notGranted(purpose: GrantPurpose): AppError {
  return new AppError(
    'app/path-not-granted',
    purpose === 'open'
      ? 'The desktop app opens only files chosen in its Open dialog, listed under recent campaigns, or backups it lists. Choose the file with the app\'s dialog.'
      : 'The desktop app writes only where you chose in its Save dialog. Choose the place with the app\'s dialog.',
  );
}

/** Where a request names a file: a path (browser mode, or one main already knows) or a dialog handle. */
export type FileRef = { path?: string | undefined; handle?: string | undefined };

/** What the checks need to know besides the grants; read at call time, so they follow the app's state. */
export type GrantSources = {
  policy: PathPolicy;
  grants: PathGrants;
  /** Paths of the recent-campaigns list main keeps in its preferences. */
  recentPaths: () => readonly string[];
  /** The open campaign's path, if one is open. */
  currentPath: () => string | null;
  /** The open campaign's backups as main lists them (throws when no campaign is open). */
  backupPaths: () => readonly string[];
};

const sameFile = (paths: readonly string[], path: string) => paths.some((p) => resolve(p) === resolve(path));

/**
 * The path a request may use to read a campaign (`open`), or the refusal. Under `granted`, a
 * raw path must be one main handed out: a dialog pick, a recent campaign, or the open one.
 */
export function pathToOpen(s: GrantSources, ref: FileRef): string {
  if (ref.handle !== undefined) return s.grants.pathOf(ref.handle, 'open');
  const path = requirePath(ref);
  if (s.policy === 'any') return path;
  const current = s.currentPath();
  if (s.grants.has(path, 'open') || sameFile(s.recentPaths(), path) || (current !== null && sameFile([current], path))) return path;
  throw notGranted('open');
}

/** The path a request may write a new campaign file to, or the refusal; `undefined` keeps main's default place. */
export function pathToSave(s: GrantSources, ref: FileRef): string | undefined {
  if (ref.handle !== undefined) return s.grants.pathOf(ref.handle, 'save');
  if (ref.path === undefined) return undefined;
  if (s.policy === 'any' || s.grants.has(ref.path, 'save')) return ref.path;
  throw notGranted('save');
}

/** A backup of the open campaign, as main lists them; anything else is refused under `granted`. */
export function backupToRead(s: GrantSources, backupPath: string): string {
  if (s.policy === 'any') return backupPath;
  if (sameFile(s.backupPaths(), backupPath)) return backupPath;
  throw new AppError(
    'app/path-not-granted',
    'The desktop app restores only backups of the open campaign that it lists under Backups. Pick one from that list.',
  );
}

/**
 * The recent list the page may store: under `granted` it may reorder or drop entries, never add
 * a path (that would grant it). Main adds entries itself when a campaign opens.
 */
export function checkRecentPaths(policy: PathPolicy, before: readonly string[], after: readonly string[]): void {
  if (policy === 'any') return;
  const added = after.find((p) => !sameFile(before, p));
  if (added !== undefined) {
    throw new AppError('app/path-not-granted', 'Recent campaigns are added by opening a campaign, not by editing the list. Open the file with the app\'s dialog.');
  }
}

function requirePath(ref: FileRef): string {
  if (ref.path === undefined) throw new AppError('bad-request', 'Name the file: a path or a handle from the app\'s dialog');
  return ref.path;
}
