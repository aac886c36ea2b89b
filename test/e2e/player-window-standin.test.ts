/**
 * Issue 21: the desktop app's player screen, in the BUILT main under the recording electron
 * stand-in (`npm run build` first): players.openScreen opens a second window on the loopback
 * player listener's link, with no preload (the page never talks to main) and the GM window's
 * isolation, and a device on that link gets the players' view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandinMain, type StandinMain } from '../helpers/standin-main';
import { openPlayer, socketUrl } from '../helpers/player-client';

describe('the player window under the electron stand-in', () => {
  let main: StandinMain;
  beforeAll(async () => {
    main = startStandinMain();
    await main.waitFor('ready-to-show');
  });
  afterAll(async () => {
    await main?.stop();
  });

  it('opens a second, hardened window without preload on the player link; opening again reuses it', async () => {
    const res = await main.call<{ url: string; opened: boolean }>('players.openScreen');
    expect(res.ok, JSON.stringify(res.error)).toBe(true);
    const { url, opened } = res.value!;
    expect(opened).toBe(true);
    expect(new URL(url).hostname).toBe('127.0.0.1');
    await main.waitFor('BrowserWindow.loadURL', (r) => r.detail?.url === url);
    const windows = main.records.filter((r) => r.name === 'BrowserWindow.new');
    expect(windows).toHaveLength(2);
    const options = windows[1]!.detail?.options as { webPreferences: Record<string, unknown> };
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false });
    expect(options.webPreferences.preload).toBeUndefined();
    expect((await main.call('players.openScreen')).ok).toBe(true);
    expect(main.records.filter((r) => r.name === 'BrowserWindow.new')).toHaveLength(2);

    const player = await openPlayer(socketUrl(url));
    expect((await player.next('hello')).view).toMatchObject({ version: expect.any(Number) });
    player.ws.close();
  });
});
