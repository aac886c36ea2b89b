/**
 * Issue 43 item 4: the opt-in update check. Off unless the storyteller turns it on in Settings;
 * then, once per start of the packaged app, electron-updater reads the release feed that
 * package.json "build".publish names (GitHub releases) and, when a newer version is out, the app
 * says so (a notice in the window and an OS notification). It never downloads or installs
 * anything: autoDownload and autoInstallOnAppQuit are off, and a campaign tool should not swap
 * itself mid-session. No Electron runtime import here (electron-updater is loaded on demand by
 * the caller), so a test drives it with a stand-in updater.
 */
import type { UpdateAvailable } from '../../shared/ipc/support-contract';
import type { Logger } from '../core/logger';

/** Where releases are published: package.json "repository" (test/build/builder-config.test.ts checks they agree). */
export const RELEASES_URL = 'https://github.com/fs3-console/fs3-console/releases';

/** The parts of electron-updater's AppUpdater used here. */
export type UpdaterLike = {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{ isUpdateAvailable?: boolean; updateInfo: { version: string } } | null>;
};

export type UpdateCheckDeps = {
  /** The storyteller's choice (Settings ▸ Check for updates). */
  enabled: boolean;
  /** Only a packaged app has a feed to read (app-update.yml is written at packaging). */
  packaged: boolean;
  currentVersion: string;
  /** The repository's releases page, e.g. https://github.com/owner/repo/releases. */
  releasesUrl: string;
  loadUpdater: () => Promise<UpdaterLike>;
  notify: (update: UpdateAvailable) => void;
  log: Logger;
};

/** Compares dotted numeric versions (a pre-release suffix counts as older than its release). */
export function isNewer(candidate: string, current: string): boolean {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^v/, '').split('-', 2);
    return { parts: core.split('.').map((n) => Number(n) || 0), pre: pre !== undefined };
  };
  const a = parse(candidate);
  const b = parse(current);
  for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
    const d = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return !a.pre && b.pre;
}

/** One check; what it found, or null (off, not packaged, nothing newer, or the feed failed: logged). */
export async function checkForUpdateOnce(deps: UpdateCheckDeps): Promise<UpdateAvailable | null> {
  if (!deps.enabled) return null;
  if (!deps.packaged) {
    deps.log.info('Update check skipped: not a packaged app (no release feed)');
    return null;
  }
  try {
    const updater = await deps.loadUpdater();
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = false;
    const result = await updater.checkForUpdates();
    const version = result?.updateInfo.version;
    if (!version || result?.isUpdateAvailable === false || !isNewer(version, deps.currentVersion)) {
      deps.log.info(`Update check: ${deps.currentVersion} is the newest release`);
      return null;
    }
    const update: UpdateAvailable = { version, url: `${deps.releasesUrl.replace(/\/$/, '')}/tag/v${encodeURIComponent(version)}` };
    deps.log.info(`Update check: ${version} is available (${update.url})`);
    deps.notify(update);
    return update;
  } catch (error) {
    deps.log.warn(`Update check failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
