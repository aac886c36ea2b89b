/**
 * Issue 43 item 4: the update check is opt-in, only notifies, and never breaks start-up. The
 * updater is a stand-in (no Electron binary, no network here) that records what was asked of it.
 */
import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../../../main/core/logger';
import { checkForUpdateOnce, isNewer, type UpdaterLike } from '../../../main/electron/updates';
import type { UpdateAvailable } from '../../../shared/ipc/support-contract';

function rig(opts: { enabled?: boolean; packaged?: boolean; latest?: string; fail?: boolean }) {
  const loaded: UpdaterLike[] = [];
  const notified: UpdateAvailable[] = [];
  const log = createRecordingLogger();
  const updater: UpdaterLike = {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    checkForUpdates: async () => {
      if (opts.fail) throw new Error('getaddrinfo ENOTFOUND api.github.com');
      return { isUpdateAvailable: isNewer(opts.latest ?? '1.0.0', '1.0.0'), updateInfo: { version: opts.latest ?? '1.0.0' } };
    },
  };
  const run = () =>
    checkForUpdateOnce({
      enabled: opts.enabled ?? true,
      packaged: opts.packaged ?? true,
      currentVersion: '1.0.0',
      releasesUrl: 'https://github.com/fs3-console/fs3-console/releases',
      loadUpdater: async () => (loaded.push(updater), updater),
      notify: (u) => notified.push(u),
      log,
    });
  return { run, loaded, notified, log, updater };
}

describe('the opt-in update check', () => {
  it('does nothing at all unless turned on (the updater is not even loaded)', async () => {
    const r = rig({ enabled: false, latest: '2.0.0' });
    expect(await r.run()).toBeNull();
    expect(r.loaded).toEqual([]);
    expect(r.notified).toEqual([]);
  });

  it('turned on, notifies of a newer release with its page, and never downloads or installs', async () => {
    const r = rig({ latest: '1.2.0' });
    expect(await r.run()).toEqual({ version: '1.2.0', url: 'https://github.com/fs3-console/fs3-console/releases/tag/v1.2.0' });
    expect(r.notified).toHaveLength(1);
    expect(r.updater.autoDownload).toBe(false);
    expect(r.updater.autoInstallOnAppQuit).toBe(false);
  });

  it('stays quiet when this is the newest, and logs (never throws) when the feed cannot be read', async () => {
    const same = rig({ latest: '1.0.0' });
    expect(await same.run()).toBeNull();
    expect(same.notified).toEqual([]);
    const offline = rig({ fail: true });
    expect(await offline.run()).toBeNull();
    expect(offline.log.lines).toEqual(['warn: Update check failed: getaddrinfo ENOTFOUND api.github.com']);
  });

  it('skips an unpackaged app (no feed to read)', async () => {
    const r = rig({ packaged: false, latest: '9.0.0' });
    expect(await r.run()).toBeNull();
    expect(r.loaded).toEqual([]);
  });

  it('orders versions numerically, a pre-release before its release', () => {
    expect(isNewer('1.10.0', '1.9.3')).toBe(true);
    expect(isNewer('1.0.0', '1.0.0-beta.2')).toBe(true);
    expect(isNewer('1.0.0-beta.2', '1.0.0')).toBe(false);
    expect(isNewer('0.9.9', '1.0.0')).toBe(false);
  });
});
