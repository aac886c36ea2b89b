import { join } from 'node:path';
import { BrowserWindow, shell, type IpcMainInvokeEvent } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../shared/app/csp';
import type { PrefsStore } from '../core/prefs/prefs-store';
import { hardenSession, hardenWebContents } from './harden';
import { isTrustedFrame } from './trust';

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
 * away, no permissions, no spellchecker (it would download dictionaries). See harden.ts.
 */
export function createGmWindow(prefs: PrefsStore): BrowserWindow {
  const bounds = prefs.get().window;
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'FS3 Console',
    webPreferences: {
      preload: join(__dirname, '../preload/index.js'),
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
    },
  });
  if (bounds.maximized) win.maximize();

  win.webContents.session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  hardenSession(win.webContents.session);
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
