/**
 * The desktop window's guards beyond its webPreferences (issue 17 item 11, electronegativity
 * review). No runtime Electron import (types only), so that a test can pass a minimal fake
 * window and session and check that every door is shut.
 */
import type { Session, WebContents } from 'electron';
import { isAppUrl } from './trust';

/** A navigation event: only `url` and `preventDefault` are read. */
type Preventable = { preventDefault(): void; url?: string };

/** The parts of an Electron `Session` the guards set. */
export type SessionLike = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler' | 'setSpellCheckerEnabled'>;

/** The parts of an Electron `WebContents` the guards hook. */
export type WebContentsLike = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * The page asks for nothing: no camera, microphone, notifications, geolocation, clipboard
 * reading, HID/serial/USB devices, fullscreen or openExternal; every request and every check is
 * answered "no". Spellchecking is off, so Chromium never downloads Hunspell dictionaries (no
 * download URL is set either): the app makes no network request of its own.
 */
export function hardenSession(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setSpellCheckerEnabled(false);
}

/** Only https links go to the system browser, and only well-formed ones. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The page stays the app's own page: a navigation, a frame navigation or a server redirect to
 * anything else is cancelled; no new window opens (https links go to the system browser, the way
 * the About screen's link to the FS3 site always did); no <webview> can be attached.
 */
export function hardenWebContents(contents: WebContentsLike, appUrl: string, openExternal: (url: string) => void): void {
  // A navigation with no URL to check is cancelled too.
  const stayHome = (event: Preventable) => {
    if (!isAppUrl(event.url ?? '', appUrl)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-frame-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) openExternal(url);
    return { action: 'deny' };
  });
}
