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

/** The one permission granted, to the app's own page only: writing text to the clipboard (issue 35 item 10). */
export const CLIPBOARD_WRITE = 'clipboard-sanitized-write';

/** What a permission handler is told about the asker: the frame's URL and whether it is the top frame. */
type AskerDetails = { isMainFrame?: boolean; requestingUrl?: string; embeddingOrigin?: string };

/**
 * True only for `clipboard-sanitized-write` asked by the top frame of a window showing the app's own
 * page (`isAppUrl`, trust.ts): `navigator.clipboard.writeText` needs it (Players ▸ Copy link, the
 * turn summary's Copy). Reading the clipboard, a subframe, the player window's page (served by a
 * player listener), or a page the window was somehow navigated to get nothing.
 */
export function permissionAllowed(permission: string, contents: { getURL(): string } | null | undefined, details: AskerDetails | undefined, appUrl: string): boolean {
  if (permission !== CLIPBOARD_WRITE || !contents || typeof contents.getURL !== 'function') return false;
  if (details?.isMainFrame !== true || details.embeddingOrigin) return false;
  const page = contents.getURL();
  // The top frame's URL is the page's; Electron may leave requestingUrl out of a check.
  return isAppUrl(page, appUrl) && isAppUrl(details.requestingUrl ?? page, appUrl);
}

/**
 * The page asks for almost nothing: no camera, microphone, notifications, geolocation, clipboard
 * reading, HID/serial/USB devices, fullscreen or openExternal; every request and check is answered
 * "no" except writing to the clipboard from the app's own page (`permissionAllowed`). Both windows
 * share the default session, so these handlers are the session's: `appUrl` is always the
 * storyteller's page, whichever window calls this. Spellchecking is off, so Chromium never downloads
 * Hunspell dictionaries (no download URL is set either): the app makes no network request of its own.
 */
export function hardenSession(session: SessionLike, appUrl: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => callback(permissionAllowed(permission, contents, details as AskerDetails, appUrl)));
  session.setPermissionCheckHandler((contents, permission, _origin, details) => permissionAllowed(permission, contents, details, appUrl));
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
