/**
 * Issue 17 item 11 (electronegativity review): the desktop window denies every permission, never
 * leaves the app's page, opens no window, attaches no <webview>, and runs no spellchecker (which
 * would download dictionaries). Electron cannot run here, so the guards get a minimal stand-in
 * for the window's webContents and session (the only place these tests use fakes).
 */
import { describe, expect, it } from 'vitest';
import { CLIPBOARD_WRITE, hardenSession, hardenWebContents, isExternalLink, type SessionLike, type WebContentsLike } from '../../../main/electron/harden';

const APP = 'file:///opt/FS3 Console/resources/app.asar/out/renderer/index.html';

type Handler = (...args: unknown[]) => unknown;

function fakeSession() {
  const set: Record<string, Handler | boolean | null> = {};
  const session = {
    setPermissionRequestHandler: (h: Handler | null) => void (set.request = h),
    setPermissionCheckHandler: (h: Handler | null) => void (set.check = h),
    setDevicePermissionHandler: (h: Handler | null) => void (set.device = h),
    setSpellCheckerEnabled: (on: boolean) => void (set.spellcheck = on),
  };
  return { session: session as unknown as SessionLike, set };
}

/** A window showing `url`, as the permission handlers see it. */
const page = (url: string) => ({ getURL: () => url });

function fakeContents() {
  const listeners = new Map<string, Handler[]>();
  let openHandler: Handler | undefined;
  const contents = {
    on(event: string, listener: Handler) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(h: Handler) {
      openHandler = h;
    },
  };
  /** Fires `event` like Electron does; true when some listener cancelled it. */
  const fire = (event: string, url?: string): boolean => {
    let prevented = false;
    const e = { url, preventDefault: () => void (prevented = true) };
    const hooked = listeners.get(event) ?? [];
    if (hooked.length === 0) throw new Error(`nothing listens to ${event}`);
    for (const l of hooked) l(e, url);
    return prevented;
  };
  return { contents: contents as unknown as WebContentsLike, fire, open: (url: string) => openHandler?.({ url, frameName: '', disposition: 'new-window' }) };
}

describe('the desktop window is hardened', () => {
  it('denies every other permission request and check, every device, and turns the spellchecker off', () => {
    const { session, set } = fakeSession();
    hardenSession(session, APP);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'deprecated-sync-clipboard-read', 'openExternal', 'fullscreen', 'hid', 'unknown']) {
      const answers: boolean[] = [];
      (set.request as Handler)({}, permission, (granted: boolean) => answers.push(granted), {});
      expect(answers, permission).toEqual([false]);
      expect((set.check as Handler)(null, permission, 'file://', {}), permission).toBe(false);
      // Not even for the app's own page: only writing the clipboard is granted there.
      (set.request as Handler)(page(APP), permission, (granted: boolean) => answers.push(granted), { isMainFrame: true, requestingUrl: APP });
      expect(answers, permission).toEqual([false, false]);
      expect((set.check as Handler)(page(APP), permission, 'file:///', { isMainFrame: true, requestingUrl: APP }), permission).toBe(false);
    }
    expect((set.device as Handler)({ deviceType: 'usb', origin: 'file://' })).toBe(false);
    expect(set.spellcheck).toBe(false);
  });

  it('issue 35 item 10: grants writing the clipboard to the app\'s own top-level page, and to nothing else', () => {
    const { session, set } = fakeSession();
    hardenSession(session, APP);
    const ask = (contents: unknown, details: unknown): [boolean, boolean] => {
      const answers: boolean[] = [];
      (set.request as Handler)(contents, CLIPBOARD_WRITE, (granted: boolean) => answers.push(granted), details);
      return [answers[0]!, (set.check as Handler)(contents, CLIPBOARD_WRITE, 'file:///', details) as boolean];
    };
    // Players ▸ Copy link and the turn summary's Copy: navigator.clipboard.writeText on the app's page.
    expect(ask(page(APP), { isMainFrame: true, requestingUrl: APP })).toEqual([true, true]);
    expect(ask(page(APP), { isMainFrame: true })).toEqual([true, true]);
    // A subframe, a cross-origin embed, no window, or a page that is not the app's: no.
    expect(ask(page(APP), { isMainFrame: false, requestingUrl: APP })).toEqual([false, false]);
    expect(ask(page(APP), { isMainFrame: true, requestingUrl: APP, embeddingOrigin: 'https://evil.example' })).toEqual([false, false]);
    expect(ask(null, { isMainFrame: true, requestingUrl: APP })).toEqual([false, false]);
    expect(ask({}, { isMainFrame: true, requestingUrl: APP })).toEqual([false, false]);
    expect(ask(page(APP), undefined)).toEqual([false, false]);
    for (const other of ['https://evil.example/', 'file:///etc/passwd', 'file:///opt/FS3 Console/resources/app.asar/out/renderer/../../../../tmp/x.html', 'http://127.0.0.1:41234/?t=abc', 'about:blank', '']) {
      expect(ask(page(other), { isMainFrame: true, requestingUrl: other }), other).toEqual([false, false]);
      expect(ask(page(APP), { isMainFrame: true, requestingUrl: other }), `app window, frame at ${other}`).toEqual([false, false]);
      expect(ask(page(other), { isMainFrame: true, requestingUrl: APP }), `window at ${other}`).toEqual([false, false]);
    }
  });

  it('cancels navigations, frame navigations and redirects away from the app page, and lets the app page load', () => {
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, APP, () => undefined);
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(fire(event, 'https://evil.example/'), event).toBe(true);
      expect(fire(event, 'file:///etc/passwd'), event).toBe(true);
      expect(fire(event, 'file:///opt/FS3 Console/resources/app.asar/out/renderer/../../../../etc/passwd'), event).toBe(true);
      expect(fire(event, undefined), event).toBe(true);
      expect(fire(event, APP), event).toBe(false);
    }
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('opens no window: https links go to the system browser, everything else is dropped', () => {
    const external: string[] = [];
    const { contents, open } = fakeContents();
    hardenWebContents(contents, APP, (url) => external.push(url));
    for (const url of ['https://www.aresmush.com/fs3/', 'http://plain.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(open(url), url).toEqual({ action: 'deny' });
    }
    expect(external).toEqual(['https://www.aresmush.com/fs3/']);
    expect(isExternalLink('HTTPS://EXAMPLE.ORG')).toBe(true);
  });
});
