import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { rememberTempDir } from '../../helpers/temp-registry';

const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-estore-')));

// The Electron binary cannot exist on this machine: stand in for the two calls electron-store makes.
vi.mock('electron', () => ({
  default: { app: { getPath: () => dir, getVersion: () => '0.0.0-test' }, ipcMain: { on() {} }, shell: {} },
}));

const { createElectronPrefsStore } = await import('../../../main/electron/prefs-store');
const { createRecordingLogger } = await import('../../../main/core/logger');
const { DEFAULT_PREFS } = await import('../../../shared/prefs/schema');

describe('electron-store preferences (desktop)', () => {
  const file = join(dir, 'config.json');

  it('reads defaults, persists a change and reloads it', () => {
    const store = createElectronPrefsStore(createRecordingLogger(), file);
    expect(store.get()).toEqual(DEFAULT_PREFS);
    store.set({ theme: 'dark' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ theme: 'dark' });
    expect(createElectronPrefsStore(createRecordingLogger(), file).get().theme).toBe('dark');
  });

  it('keeps a corrupt file aside and starts from defaults with a warning', () => {
    writeFileSync(file, '{not json');
    const log = createRecordingLogger();
    const store = createElectronPrefsStore(log, file);
    expect(store.get()).toEqual(DEFAULT_PREFS);
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toBe('{not json');
    expect(log.lines[0]).toMatch(/^warn: Preferences file .* could not be read/);
    expect(existsSync(file)).toBe(true);
  });

  it('resets a hand-edited bad field and names it', () => {
    writeFileSync(file, JSON.stringify({ theme: 'dark', recentCampaigns: 'lots' }));
    const log = createRecordingLogger();
    const prefs = createElectronPrefsStore(log, file).get();
    expect(prefs.theme).toBe('dark');
    expect(prefs.recentCampaigns).toEqual([]);
    expect(log.lines.join('\n')).toContain('Invalid value for "recentCampaigns"');
  });
});

describe('electron-store schema and migrations (issue 43)', () => {
  const file = join(dir, 'config.json');

  it('migrates a version-1 file (before the Settings screen): new fields get defaults, an existing user skips the tour', () => {
    const recent = [{ path: '/tmp/a.fs3campaign', name: 'A', openedAt: '2026-01-01T00:00:00.000Z' }];
    writeFileSync(file, JSON.stringify({ theme: 'dark', window: { width: 1000, height: 700, maximized: true }, recentCampaigns: recent }));
    const log = createRecordingLogger();
    const prefs = createElectronPrefsStore(log, file).get();
    expect(prefs).toMatchObject({ version: 2, theme: 'dark', recentCampaigns: recent, tourDone: true, uiScale: 1, checkForUpdates: false, backupRetention: { automatic: 10, manual: 20 }, defaultEdition: 'fs3.2' });
    expect(log.lines).toEqual([]);
    // Written back at the new version.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 2, tourDone: true });
  });

  it('a new user (no recent campaigns) gets the first-run tour', () => {
    writeFileSync(file, JSON.stringify({ theme: 'light' }));
    expect(createElectronPrefsStore(createRecordingLogger(), file).get().tourDone).toBe(false);
  });

  it('refuses to store a value the schema would not read back (electron-store validates every write)', () => {
    writeFileSync(file, '{}');
    const store = createElectronPrefsStore(createRecordingLogger(), file);
    expect(() => store.set({ uiScale: 7 as never })).toThrow(/uiScale|schema/i);
    expect(createElectronPrefsStore(createRecordingLogger(), file).get().uiScale).toBe(1);
  });

  it('a file whose one field breaks the schema keeps its other fields (repaired, not wiped)', () => {
    rmSync(`${file}.corrupt`, { force: true });
    writeFileSync(file, JSON.stringify({ version: 2, theme: 'dark', uiScale: 3, backupRetention: { automatic: 0, manual: 5 } }));
    const log = createRecordingLogger();
    const prefs = createElectronPrefsStore(log, file).get();
    expect(prefs.theme).toBe('dark');
    expect(prefs.uiScale).toBe(1);
    expect(prefs.backupRetention).toEqual({ automatic: 10, manual: 20 });
    expect(log.lines.join('\n')).toMatch(/did not pass its schema/);
    expect(log.lines.join('\n')).toContain('Invalid value for "uiScale"');
    expect(existsSync(`${file}.corrupt`)).toBe(false);
  });
});
