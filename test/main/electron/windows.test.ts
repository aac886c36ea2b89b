/**
 * Issue 17 item 11: the GM window's settings as createGmWindow makes it. The Electron binary
 * cannot exist here: `BrowserWindow` and `shell` are stood in for, recording what the window was
 * given, and the recorded handlers are then exercised.
 */
import { describe, expect, it, vi } from 'vitest';
import { defaultPrefs } from '../../../shared/prefs/schema';

type Handler = (...args: unknown[]) => unknown;
const made: { options: Record<string, unknown>; listeners: Map<string, Handler>; session: Record<string, unknown>; openHandler?: Handler; loaded?: string }[] = [];
const opened: string[] = [];

vi.mock('electron', () => {
  class BrowserWindow {
    webContents: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      const record: (typeof made)[number] = { options, listeners: new Map(), session: {} };
      made.push(record);
      const session = {
        webRequest: { onHeadersReceived: () => undefined },
        setPermissionRequestHandler: (h: Handler) => void (record.session.request = h),
        setPermissionCheckHandler: (h: Handler) => void (record.session.check = h),
        setDevicePermissionHandler: (h: Handler) => void (record.session.device = h),
        setSpellCheckerEnabled: (on: boolean) => void (record.session.spellcheck = on),
      };
      this.webContents = {
        session,
        on: (event: string, l: Handler) => void record.listeners.set(event, l),
        setWindowOpenHandler: (h: Handler) => void (record.openHandler = h),
      };
    }
    maximize() {}
    once() {}
    on() {}
    loadURL(url: string) {
      made.at(-1)!.loaded = url;
      return Promise.resolve();
    }
  }
  const shell = { openExternal: (url: string) => (opened.push(url), Promise.resolve()) };
  // Two displays side by side: the primary (1920×1040 work area) and one to its right.
  const screen = {
    getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }, { workArea: { x: 1920, y: 0, width: 1280, height: 984 } }],
  };
  return { BrowserWindow, shell, screen, default: { BrowserWindow, shell, screen } };
});

const { createGmWindow } = await import('../../../main/electron/windows');

describe('the GM window', () => {
  it('is isolated and sandboxed, without Node, webviews or the spellchecker, and its guards are on', () => {
    createGmWindow({ get: defaultPrefs, set: defaultPrefs, setWindow: () => undefined });
    const win = made[0]!;
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      spellcheck: false,
    });
    expect(win.session.spellcheck).toBe(false);
    const answers: boolean[] = [];
    (win.session.request as Handler)({}, 'media', (granted: boolean) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect((win.session.check as Handler)(null, 'clipboard-read')).toBe(false);
    expect((win.session.device as Handler)({})).toBe(false);
    expect([...win.listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-frame-navigate', 'will-navigate', 'will-redirect']);

    let prevented = false;
    win.listeners.get('will-frame-navigate')!({ url: 'https://evil.example/', preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    prevented = false;
    win.listeners.get('will-redirect')!({ url: win.loaded, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
    expect(win.openHandler!({ url: 'https://www.aresmush.com/fs3/' })).toEqual({ action: 'deny' });
    expect(win.openHandler!({ url: 'http://plain.example/' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.aresmush.com/fs3/']);
  });
});

describe('the GM window\'s place and page (issue 43)', () => {
  const prefsWith = (window: ReturnType<typeof defaultPrefs>['window']) => ({ get: () => ({ ...defaultPrefs(), window }), set: defaultPrefs, setWindow: () => undefined });

  it('opens where it was on a display that is still there, and centred on the primary one when that display is gone', () => {
    made.length = 0;
    createGmWindow(prefsWith({ x: 2000, y: 40, width: 1200, height: 900, maximized: false }));
    expect(made[0]!.options).toMatchObject({ x: 2000, y: 40, width: 1200, height: 900 });
    createGmWindow(prefsWith({ x: 4000, y: 40, width: 1200, height: 900, maximized: false }));
    expect(made[1]!.options).not.toHaveProperty('x');
    expect(made[1]!.options).not.toHaveProperty('y');
    expect(made[1]!.options).toMatchObject({ width: 1200, height: 900 });
  });

  it('loads the page from app://fs3, not file://', () => {
    made.length = 0;
    createGmWindow(prefsWith({ width: 1280, height: 800, maximized: false }));
    expect(made[0]!.loaded).toBe('app://fs3/index.html');
  });
});
