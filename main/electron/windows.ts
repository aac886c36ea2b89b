import { join } from 'node:path';
import { BrowserWindow, shell, type IpcMainInvokeEvent } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../shared/app/csp';
import type { PrefsStore } from '../core/prefs/prefs-store';
import { hardenSession, hardenWebContents } from './harden';
import { isTrustedFrame } from './trust';

/** Both windows: isolated, sandboxed, no Node in the page, no popups or webviews (see harden.ts). */
const HARDENED = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  webviewTag: false,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  spellcheck: false,
} as const;

/** The app's own page: the dev server in development, the bundled file otherwise. */
function appUrl(): string {
  return process.env.ELECTRON_RENDERER_URL ?? `file://${join(__dirname, '../renderer/index.html')}`;
}

/** Only our own top-level page may call the contract. */
export function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  return isTrustedFrame(event.senderFrame, appUrl());
}

/**
 * The GM window: isolated, sandboxed, no Node in the page, strict CSP, no popups, no navigation
 * away, no permission but writing the clipboard, no spellchecker (it would download dictionaries). See harden.ts.
 */
export function createGmWindow(prefs: PrefsStore): BrowserWindow {
  const bounds = prefs.get().window;
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'FS3 Console',
    webPreferences: { preload: join(__dirname, '../preload/index.js'), ...HARDENED },
  });
  if (bounds.maximized) win.maximize();

  win.webContents.session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  hardenSession(win.webContents.session, appUrl());
  // Links to the web (e.g. the FS3 site on the About screen) open in the system browser, never in-app.
  hardenWebContents(win.webContents, appUrl(), (url) => void shell.openExternal(url));
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const b = win.getNormalBounds();
    prefs.setWindow({ x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() });
  });

  void win.loadURL(appUrl());
  return win;
}

/** The player screen's window, if open (one at a time). */
let playerWindow: BrowserWindow | null = null;

/** Windows that show the players' view: they get none of the storyteller's push events. */
export function isPlayerWindow(win: BrowserWindow): boolean {
  return win === playerWindow;
}

/** The GM window closed: the player screen goes with it (the app quits once both are gone). */
export function closePlayerWindow(): void {
  if (playerWindow && !playerWindow.isDestroyed()) playerWindow.close();
}

/**
 * Issue 21: the player screen (a projector or TV) in a second window, on the loopback player
 * listener's URL. Hardened like the GM window, and more: no preload at all (the page talks to its
 * listener over its WebSocket, never to main), navigation locked to that listener. F11 toggles
 * full screen. Opening it again brings the open one forward.
 */
export function createPlayerWindow(url: string): BrowserWindow {
  if (playerWindow && !playerWindow.isDestroyed()) {
    if (playerWindow.webContents.getURL() !== url) void playerWindow.loadURL(url);
    playerWindow.show();
    playerWindow.focus();
    return playerWindow;
  }
  const win = new BrowserWindow({
    width: 1280,
    height: 720,
    show: false,
    title: 'FS3 Console — Players',
    backgroundColor: '#14161a',
    autoHideMenuBar: true,
    // No preload: the player page talks to its own listener only, never to the contract.
    webPreferences: { ...HARDENED },
  });
  win.setMenu(null);
  // The session is the GM window's too: its handlers keep trusting the GM page only (no clipboard here).
  hardenSession(win.webContents.session, appUrl());
  // isAppUrl compares origins for an http URL: only the player listener's own pages.
  hardenWebContents(win.webContents, url, (link) => void shell.openExternal(link));
  win.webContents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && input.key === 'F11') {
      event.preventDefault();
      win.setFullScreen(!win.isFullScreen());
    }
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (playerWindow === win) playerWindow = null;
  });
  playerWindow = win;
  void win.loadURL(url);
  return win;
}
