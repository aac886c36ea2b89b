/**
 * Issue 23: the pure parts of the desktop shell's OS integration, with fake `app` and window
 * (the built main process itself runs under the stand-in in test/e2e/desktop-standin.test.ts).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignPathInArgv, refuseBeforeOpening } from '../../../main/electron/open-from-os';
import { showProgress, type ProgressWindow } from '../../../main/electron/os-progress';
import { existingRecentCampaigns, rebuildRecentDocuments } from '../../../main/electron/recent';
import type { PrefsStore } from '../../../main/core/prefs/prefs-store';
import { applyPrefsPatch, DEFAULT_PREFS, type Prefs } from '../../../shared/prefs/schema';
import { rememberTempDir } from '../../helpers/temp-registry';

function memoryPrefs(recent: { path: string; name: string }[]): PrefsStore {
  let prefs: Prefs = { ...DEFAULT_PREFS, recentCampaigns: recent.map((r) => ({ ...r, openedAt: '2026-01-01T00:00:00.000Z' })) };
  return { get: () => structuredClone(prefs), set: (patch) => (prefs = applyPrefsPatch(prefs, patch)), setWindow: () => undefined };
}

describe('recent documents', () => {
  const here = new Set(['/c/new.fs3campaign', '/c/old.fs3campaign']);
  const exists = (p: string) => here.has(p);
  const recent = [
    { path: '/c/new.fs3campaign', name: 'New' },
    { path: '/c/gone.fs3campaign', name: 'Gone' },
    { path: '/c/old.fs3campaign', name: 'Old' },
  ];

  it('drops campaigns whose file is gone from the app list and rebuilds the OS list, most recent added last', () => {
    const prefs = memoryPrefs(recent);
    const calls: string[] = [];
    const app = { clearRecentDocuments: () => calls.push('clear'), addRecentDocument: (p: string) => calls.push(p) };
    expect(rebuildRecentDocuments(app, prefs, exists)).toEqual([{ name: 'New', path: '/c/new.fs3campaign' }, { name: 'Old', path: '/c/old.fs3campaign' }]);
    expect(calls).toEqual(['clear', '/c/old.fs3campaign', '/c/new.fs3campaign']);
    expect(prefs.get().recentCampaigns.map((r) => r.name)).toEqual(['New', 'Old']);
  });

  it('gives the menu the recent campaigns that still exist, name and path', () => {
    expect(existingRecentCampaigns(memoryPrefs(recent), exists)).toEqual([{ name: 'New', path: '/c/new.fs3campaign' }, { name: 'Old', path: '/c/old.fs3campaign' }]);
  });
});

describe('campaign files from the OS', () => {
  it('finds the campaign named on a command line, resolved against the folder it was started in, skipping flags and the executable', () => {
    expect(campaignPathInArgv(['/opt/fs3/fs3-console', 'Table.fs3campaign'], '/home/gm')).toBe(resolve('/home/gm', 'Table.fs3campaign'));
    expect(campaignPathInArgv(['fs3', '/a/One.FS3CAMPAIGN', '--allow-file-access-from-files'], '/x')).toBe('/a/One.FS3CAMPAIGN');
    expect(campaignPathInArgv(['fs3', '--x=y.fs3campaign', '.'], '/x')).toBeNull();
    expect(campaignPathInArgv(['C.fs3campaign'], '/x')).toBeNull();
  });

  it('refuses a file with another extension, a missing file and a folder before any campaign code reads it', () => {
    const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-os-open-')));
    writeFileSync(join(dir, 'notes.txt'), 'x');
    writeFileSync(join(dir, 'Real.fs3campaign'), 'x');
    mkdirSync(join(dir, 'Folder.fs3campaign'));
    expect(refuseBeforeOpening(join(dir, 'notes.txt'))).toMatch(/not an FS3 Console campaign/);
    expect(refuseBeforeOpening(join(dir, 'Missing.fs3campaign'))).toMatch(/was not found/);
    expect(refuseBeforeOpening(join(dir, 'Folder.fs3campaign'))).toMatch(/is a folder/);
    expect(refuseBeforeOpening(join(dir, 'Real.fs3campaign'))).toBeNull();
  });
});

describe('long work on the taskbar', () => {
  function fakeWindow(focused: boolean) {
    const bars: number[] = [];
    const win: ProgressWindow = { setProgressBar: (v: number) => void bars.push(v), isFocused: () => focused, isDestroyed: () => false };
    return { win, bars };
  }

  it('shows the fraction, removes the bar at the end, and notifies only when the window is in the background', () => {
    const notes: unknown[] = [];
    const notify = (o: unknown) => void notes.push(o);
    const front = fakeWindow(true);
    showProgress(front.win, { task: 'pdf-export', fraction: 0.4 }, notify);
    showProgress(front.win, { task: 'pdf-export', fraction: null, outcome: 'done', detail: '12 sheets' }, notify);
    expect(front.bars).toEqual([0.4, -1]);
    expect(notes).toEqual([]);

    const back = fakeWindow(false);
    showProgress(back.win, { task: 'pdf-export', fraction: null, outcome: 'failed', detail: 'No sheets' }, notify);
    showProgress(back.win, { task: 'config-import', fraction: null }, notify);
    expect(back.bars).toEqual([-1, -1]);
    expect(notes).toEqual([expect.objectContaining({ title: 'Character sheets PDF failed', body: 'No sheets' })]);
  });

  it('does nothing without a live window', () => {
    const notes: unknown[] = [];
    showProgress(null, { task: 'pdf-export', fraction: null, outcome: 'done' }, (o) => void notes.push(o));
    expect(notes).toEqual([]);
  });
});
