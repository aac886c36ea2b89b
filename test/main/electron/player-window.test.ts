/**
 * Issue 21: the player screen's window as createPlayerWindow makes it, with `electron` stood in
 * for (no binary here): isolated, no preload, navigation locked to the player listener, F11 full
 * screen, one window at a time, and no storyteller push event ever sent to it.
 */
import { describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => unknown;
type Made = { options: Record<string, unknown>; listeners: Map<string, Handler>; loaded: string[]; fullScreen: boolean; sent: string[]; win: unknown };
const made: Made[] = [];

vi.mock('electron', () => {
  class BrowserWindow {
    webContents: Record<string, unknown>;
    private readonly r: Made;
    constructor(options: Record<string, unknown>) {
      const r: Made = { options, listeners: new Map(), loaded: [], fullScreen: false, sent: [], win: this };
      this.r = r;
      made.push(r);
      const session = {
        webRequest: { onHeadersReceived: () => undefined },
        setPermissionRequestHandler: () => undefined,
        setPermissionCheckHandler: () => undefined,
        setDevicePermissionHandler: () => undefined,
        setSpellCheckerEnabled: () => undefined,
      };
      this.webContents = {
        session,
        on: (event: string, l: Handler) => void r.listeners.set(event, l),
        setWindowOpenHandler: () => undefined,
        getURL: () => r.loaded.at(-1) ?? '',
        send: (channel: string) => void r.sent.push(channel),
      };
    }
    static getAllWindows() {
      return made.map((m) => m.win);
    }
    setMenu() {}
    maximize() {}
    once() {}
    on() {}
    show() {}
    focus() {}
    isDestroyed() {
      return false;
    }
    isFullScreen() {
      return this.r.fullScreen;
    }
    setFullScreen(on: boolean) {
      this.r.fullScreen = on;
    }
    loadURL(url: string) {
      this.r.loaded.push(url);
      return Promise.resolve();
    }
  }
  const shell = { openExternal: () => Promise.resolve() };
  return { BrowserWindow, shell, default: { BrowserWindow, shell } };
});

const { createPlayerWindow } = await import('../../../main/electron/windows');
const { emitToWindows } = await import('../../../main/electron/broadcast');

describe('the player window', () => {
  it('is hardened without a preload, stays on the player listener, toggles full screen on F11, and is opened once', () => {
    const url = 'http://127.0.0.1:40123/?token=abc';
    createPlayerWindow(url);
    const w = made[0]!;
    expect(w.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, webSecurity: true });
    expect((w.options.webPreferences as Record<string, unknown>).preload).toBeUndefined();
    expect(w.loaded).toEqual([url]);

    const navigate = (to: string) => {
      let prevented = false;
      w.listeners.get('will-navigate')!({ url: to, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(navigate('http://127.0.0.1:40123/?token=abc')).toBe(false);
    expect(navigate('http://127.0.0.1:40124/')).toBe(true);
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);

    const key = (k: string) => {
      let prevented = false;
      w.listeners.get('before-input-event')!({ preventDefault: () => (prevented = true) }, { type: 'keyDown', key: k });
      return prevented;
    };
    expect(key('F11')).toBe(true);
    expect(w.fullScreen).toBe(true);
    expect(key('a')).toBe(false);
    key('F11');
    expect(w.fullScreen).toBe(false);

    createPlayerWindow(url);
    expect(made).toHaveLength(1);
  });

  it('gets none of the storyteller\'s push events', () => {
    emitToWindows('campaign.changed', null);
    expect(made[0]!.sent).toEqual([]);
  });
});
