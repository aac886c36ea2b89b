import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../../../../main/core/logger';
import { createJsonPrefsStore } from '../../../../main/core/prefs/json-prefs-store';
import { DEFAULT_PREFS } from '../../../../shared/prefs/schema';
import { rememberTempDir } from '../../../helpers/temp-registry';

const fresh = () => join(rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-prefs-'))), 'config.json');

describe('JSON preferences (browser mode)', () => {
  it('starts from defaults and keeps what was set across restarts', () => {
    const file = fresh();
    const log = createRecordingLogger();
    const first = createJsonPrefsStore(file, log);
    expect(first.get()).toEqual(DEFAULT_PREFS);
    first.set({ theme: 'dark' });
    first.setWindow({ width: 1000, height: 700, maximized: true });
    const again = createJsonPrefsStore(file, log).get();
    expect(again.theme).toBe('dark');
    expect(again.window).toEqual({ width: 1000, height: 700, maximized: true });
    expect(log.lines).toEqual([]);
  });

  it('falls back to defaults with a warning when the file is not JSON, without crashing', () => {
    const file = fresh();
    writeFileSync(file, '{ "theme": "dark", oops');
    const log = createRecordingLogger();
    const store = createJsonPrefsStore(file, log);
    expect(store.get()).toEqual(DEFAULT_PREFS);
    expect(log.lines).toEqual([`warn: Preferences file ${file} is not valid JSON; using defaults`]);
  });

  it('resets only the hand-edited bad field and names it', () => {
    const file = fresh();
    writeFileSync(file, JSON.stringify({ theme: 'neon', window: { width: 900, height: 650, maximized: false }, extra: 1 }));
    const log = createRecordingLogger();
    const prefs = createJsonPrefsStore(file, log).get();
    expect(prefs.theme).toBe('system');
    expect(prefs.window.width).toBe(900);
    expect(log.lines.some((l) => l.includes('Invalid value for "theme"'))).toBe(true);
    expect(log.lines.some((l) => l.includes('Unknown preference "extra"'))).toBe(true);
  });

  it('writes complete JSON (no partial file left behind)', () => {
    const file = fresh();
    createJsonPrefsStore(file, createRecordingLogger()).set({ theme: 'light' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ theme: 'light' });
  });
});

describe('browser-mode preferences: the same migrations as the desktop store (issue 43)', () => {
  it('migrates a version-1 file on read and writes it back at version 2 on the next change', async () => {
    const { createJsonPrefsStore: create } = await import('../../../../main/core/prefs/json-prefs-store');
    const { createRecordingLogger: recorder } = await import('../../../../main/core/logger');
    const { mkdtempSync: mk, writeFileSync: write, readFileSync: read } = await import('node:fs');
    const { tmpdir: tmp } = await import('node:os');
    const { join: j } = await import('node:path');
    const { rememberTempDir } = await import('../../../helpers/temp-registry');
    const file = j(rememberTempDir(mk(j(tmp(), 'fs3-prefs-v1-'))), 'config.json');
    write(file, JSON.stringify({ theme: 'dark', recentCampaigns: [] }));
    const log = recorder();
    const store = create(file, log);
    expect(store.get()).toMatchObject({ version: 2, theme: 'dark', tourDone: false, uiScale: 1 });
    expect(log.lines).toEqual([]);
    store.set({ uiScale: 1.25 });
    expect(JSON.parse(read(file, 'utf8'))).toMatchObject({ version: 2, uiScale: 1.25, theme: 'dark' });
  });
});
