import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
