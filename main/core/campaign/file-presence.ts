import { statSync, watch, type FSWatcher } from 'node:fs';
import { AppError } from '../../../shared/ipc/result';

/** Why the open campaign's file is no longer the one the app writes to. */
export type GoneReason = 'deleted' | 'replaced';
export type Gone = { reason: GoneReason; detectedAt: string };

type Identity = { dev: number; ino: number };

/** The file's identity by path (stat, never open: a second descriptor would drop SQLite's lock, see db/NOTES.md); null when nothing is there. */
function identityAt(path: string): Identity | null | 'unknown' {
  try {
    const st = statSync(path);
    return { dev: st.dev, ino: st.ino };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // ENOENT: the file is gone; ENOTDIR: its folder was replaced by a file. Anything else
    // (a slow network share) says nothing about the file, so it is not taken as gone.
    return code === 'ENOENT' || code === 'ENOTDIR' ? null : 'unknown';
  }
}

/**
 * Watches the open campaign's file for removal or replacement (issue 35 item 8: the data folder
 * was deleted under an open campaign, and later writes went into the unlinked file while being
 * acknowledged). The connection keeps writing to the inode it opened, so "still there" means: the
 * path still names that same inode (dev and ino as when opened). `fs.watch` tells early, but
 * watchers miss events (network shares, a folder removed with its watcher), so {@link check} also
 * runs before every write transaction and before a changing answer is acknowledged (why both:
 * CampaignSession.confirmWrites): one stat, a few µs.
 * Once gone it stays gone, even when a file appears at the path again (that is another file).
 */
export class FilePresence {
  private readonly identity: Identity | null;
  private watcher: FSWatcher | null = null;
  private gone: Gone | null = null;

  constructor(
    readonly path: string,
    private readonly now: () => Date,
    private readonly onGone: (gone: Gone) => void,
  ) {
    const id = identityAt(path);
    this.identity = id === 'unknown' ? null : id;
  }

  /** Starts the watcher (unreffed: it never keeps the process alive). A platform without one relies on {@link check}. */
  watch(): void {
    if (this.watcher || this.gone) return;
    try {
      this.watcher = watch(this.path, { persistent: false }, () => this.check());
      this.watcher.on('error', () => {
        // A watched file whose folder is removed can end its watcher with an error: check once more.
        this.check();
        this.stopWatching();
      });
    } catch {
      this.watcher = null;
    }
  }

  /** Null while the path still names the opened file; otherwise why not (reported once to `onGone`). */
  check(): Gone | null {
    if (this.gone || this.identity === null) return this.gone;
    const now = identityAt(this.path);
    if (now === 'unknown') return null;
    if (now && now.dev === this.identity.dev && now.ino === this.identity.ino) return null;
    this.gone = { reason: now === null ? 'deleted' : 'replaced', detectedAt: this.now().toISOString() };
    this.stopWatching();
    this.onGone(this.gone);
    return this.gone;
  }

  /** Throws `campaign/gone` when the file is gone (before a write, before an acknowledgement). */
  assertPresent(): void {
    const gone = this.check();
    if (gone) throw goneError(this.path, gone, false);
  }

  stopWatching(): void {
    this.watcher?.close();
    this.watcher = null;
  }
}

/**
 * What a storyteller reads when a write is refused because the campaign's file is gone.
 * `landed`: the change was made just as the file went; it is in the campaign the app holds (and
 * in what "Save it again" writes), but in no file on disk.
 */
export function goneError(path: string, gone: Gone, landed: boolean): AppError {
  const what = gone.reason === 'deleted'
    ? `The campaign file "${path}" was deleted (or its folder was) while it was open`
    : `The campaign file "${path}" was replaced by another file while it was open`;
  const change = landed
    ? 'this last change is held by the app only, not in any file'
    : 'this change was not saved';
  return new AppError(
    'campaign/gone',
    `${what}, so nothing more can be saved into it; ${change}. The app still holds the campaign: on Home, choose "Save it again" to write it to a file, or restore its newest backup.`,
  );
}
