/**
 * Issue 23, "Tests" 2nd bullet: the BUILT main process (out/main/index.js, `npm run build` first)
 * run in a child Node with a recording stand-in for `electron` (test/helpers/electron-standin.cjs).
 * What it checks is what main does on a real desktop: the window's isolation, the session's
 * permission and navigation guards, recent documents, and campaign files from the OS (command
 * line, second launch, macOS open-file) opened only after the Open dialog's checks.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandinMain, type StandinMain } from '../helpers/standin-main';

type Summary = { path: string; name: string };
type Refusal = { file: string; message: string };

async function current(main: StandinMain): Promise<Summary> {
  const res = await main.call<Summary>('campaign.current');
  expect(res.ok).toBe(true);
  return res.value!;
}

const recentAdds = (main: StandinMain) => main.records.filter((r) => r.name === 'app.addRecentDocument').map((r) => r.detail?.path);
const refusalsPushed = (main: StandinMain) =>
  main.records.filter((r) => r.name === 'webContents.send' && r.detail?.channel === 'gm:event:app.openRefused').map((r) => r.detail?.payload as Refusal);

describe('the built main process under a recording electron stand-in', () => {
  const userData = mkdtempSync(join(tmpdir(), 'fs3-standin-e2e-'));
  const junk = mkdtempSync(join(tmpdir(), 'fs3-standin-junk-'));
  let main: StandinMain;
  let sample: Summary;
  let other: Summary;

  beforeAll(async () => {
    main = startStandinMain({ userData });
    await main.waitFor('ready-to-show');
    sample = await current(main);
    // A second campaign to hand over from the OS later; creating it opens it, so switch back.
    const created = await main.call<Summary>('campaign.create', { name: 'Other Table', template: 'blank' });
    expect(created.ok, JSON.stringify(created.error)).toBe(true);
    other = created.value!;
    expect((await main.call('campaign.open', { path: sample.path })).ok).toBe(true);
  });

  afterAll(async () => {
    await main?.stop();
    rmSync(userData, { recursive: true, force: true });
    rmSync(junk, { recursive: true, force: true });
  });

  it('sandboxes every renderer and opens the window isolated, sandboxed, without Node, and shows it once painted', async () => {
    expect(main.records.map((r) => r.name)).toEqual(expect.arrayContaining(['app.enableSandbox', 'app.requestSingleInstanceLock', 'BrowserWindow.show']));
    const win = await main.waitFor('BrowserWindow.new');
    expect(win.detail?.options).toMatchObject({ show: false, webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, spellcheck: false } });
    expect(main.records.find((r) => r.name === 'session.setSpellCheckerEnabled')?.detail).toEqual({ on: false });
  });

  it.skipIf(!existsSync(resolve('main/electron/menu.ts')))('sets its own application menu (not Electron\'s default one)', async () => {
    await main.waitFor('Menu.setApplicationMenu', (r) => r.detail?.menu !== null);
  });

  it('denies every permission request and check', async () => {
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'fullscreen', 'clipboard-sanitized-write']) {
      expect(await main.command({ type: 'permission', permission }), permission).toEqual({ request: false, check: false });
    }
  });

  it('cancels navigations, frame navigations and redirects away from the app page, and lets its own page load', async () => {
    const appUrl = (await main.waitFor('BrowserWindow.loadURL')).detail?.url as string;
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(await main.command({ type: 'navigate', event, url: 'https://example.com/' }), event).toEqual({ listened: true, prevented: true });
      expect(await main.command({ type: 'navigate', event, url: appUrl }), event).toEqual({ listened: true, prevented: false });
    }
  });

  it('adds every campaign that opens to the OS recent documents, after rebuilding that list at start', () => {
    const names = main.records.map((r) => r.name);
    expect(names.indexOf('app.clearRecentDocuments')).toBeGreaterThan(-1);
    expect(names.indexOf('app.clearRecentDocuments')).toBeLessThan(names.indexOf('app.addRecentDocument'));
    // Start-up opened the sample; create opened the other; then the sample again.
    expect(recentAdds(main)).toEqual([sample.path, other.path, sample.path]);
  });

  it('opens a campaign passed by a second launch (second-instance argv, relative to its folder) and focuses the window', async () => {
    const before = recentAdds(main).length;
    await main.command({ type: 'emit-app', event: 'second-instance', args: [['/opt/FS3 Console/fs3-console', '--flag', basename(other.path)], dirname(other.path), {}] });
    await main.waitFor('app.addRecentDocument', (r) => r.detail?.path === other.path && recentAdds(main).length > before);
    expect((await current(main)).path).toBe(other.path);
    await expect.poll(() => main.records.some((r) => r.name === 'BrowserWindow.focus')).toBe(true);
  });

  it('opens a campaign from macOS open-file, taking the event from the OS', async () => {
    await main.command({ type: 'emit-app', event: 'open-file', args: [sample.path] });
    await expect.poll(async () => (await current(main)).path).toBe(sample.path);
    await expect.poll(() => main.records.some((r) => r.name === 'event.preventDefault' && r.detail?.event === 'open-file')).toBe(true);
  });

  it('refuses a file that is not a campaign and a corrupt campaign file: the open campaign stays open and the window is told why', async () => {
    const notCampaign = join(junk, 'notes.txt');
    writeFileSync(notCampaign, 'just notes');
    const corrupt = join(junk, 'Broken.fs3campaign');
    writeFileSync(corrupt, 'this is not an SQLite database, only text with the right extension');

    await main.command({ type: 'emit-app', event: 'second-instance', args: [['fs3-console', notCampaign], junk, {}] });
    // A .txt is not even named as a campaign, so argv parsing ignores it; hand it over as macOS would.
    await main.command({ type: 'emit-app', event: 'open-file', args: [notCampaign] });
    await expect.poll(() => refusalsPushed(main).length).toBe(1);
    expect(refusalsPushed(main)[0]).toMatchObject({ file: 'notes.txt', message: expect.stringMatching(/not an FS3 Console campaign/) });

    await main.command({ type: 'emit-app', event: 'second-instance', args: [['fs3-console', corrupt], junk, {}] });
    await expect.poll(() => refusalsPushed(main).length).toBe(2);
    expect(refusalsPushed(main)[1]).toMatchObject({ file: 'Broken.fs3campaign', message: expect.stringContaining(`${sample.name} stays open`) });

    expect((await current(main)).path).toBe(sample.path);
    expect(recentAdds(main)).not.toContain(corrupt);
    // The last refusal is kept once for a window that was not listening.
    expect(await main.call('app.takeOpenRefusal')).toMatchObject({ ok: true, value: { file: 'Broken.fs3campaign' } });
    expect(await main.call('app.takeOpenRefusal')).toMatchObject({ ok: true, value: null });
  });

  it('shows long work on the taskbar, and refuses a progress report out of range', async () => {
    expect((await main.call('app.progress', { task: 'pdf-export', fraction: 0.25 })).ok).toBe(true);
    await main.waitFor('BrowserWindow.setProgressBar', (r) => r.detail?.value === 0.25);
    expect((await main.call('app.progress', { task: 'pdf-export', fraction: null, outcome: 'done', detail: '3 sheets' })).ok).toBe(true);
    await main.waitFor('BrowserWindow.setProgressBar', (r) => r.detail?.value === -1);
    // The window has focus here: no notification.
    expect(main.records.some((r) => r.name === 'Notification.show')).toBe(false);
    expect((await main.call('app.progress', { task: 'pdf-export', fraction: 2 })).ok).toBe(false);
  });
});

describe('a campaign named on the command line at start', () => {
  it('opens instead of the last campaign; a refused one leaves the last one to open and the window is told why; a notification comes when work ends in the background', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'fs3-standin-argv-'));
    try {
      // First run: the sample, plus another campaign; the sample is the last opened.
      const first = startStandinMain({ userData });
      await first.waitFor('ready-to-show');
      const sample = await current(first);
      const other = (await first.call<Summary>('campaign.create', { name: 'Argv Table', template: 'blank' })).value!;
      await first.call('campaign.open', { path: sample.path });
      await first.stop();

      const second = startStandinMain({ userData, args: [basename(other.path)], cwd: dirname(other.path), env: { FS3_STANDIN_FOCUSED: '0' } });
      try {
        await second.waitFor('ready-to-show');
        expect((await current(second)).path).toBe(other.path);
        expect(recentAdds(second)).toContain(other.path);
        await second.call('app.progress', { task: 'config-import', fraction: 0.5 });
        await second.call('app.progress', { task: 'config-import', fraction: null, outcome: 'done', detail: '14 files imported' });
        const shown = await second.waitFor('Notification.show');
        expect(shown.detail?.options).toMatchObject({ title: 'Import finished', body: '14 files imported' });
      } finally {
        await second.stop();
      }

      const broken = join(userData, 'Broken.fs3campaign');
      writeFileSync(broken, 'not a database');
      const third = startStandinMain({ userData, args: [broken] });
      try {
        await third.waitFor('ready-to-show');
        // The last opened (other, from the second run) opens as usual.
        expect((await current(third)).path).toBe(other.path);
        const refusal = await third.call<Refusal>('app.takeOpenRefusal');
        expect(refusal.value).toMatchObject({ file: 'Broken.fs3campaign' });
      } finally {
        await third.stop();
      }
    } finally {
      rmSync(userData, { recursive: true, force: true });
    }
  });
});
