import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, shell } from 'electron';
import type { Emit } from '../shared/ipc/types';
import type { AppContext } from './core/context';
import { createAppContext, openStartupCampaign } from './core/create-context';
import { createHandlers } from './core/handlers';
import { consoleLogger } from './core/logger';
import { createAppLog } from './core/logging/file-log';
import { PREFS_FILE_NAME } from './core/paths';
import { createDispatch } from './core/rpc/dispatch';
import { installAppMenu } from './electron/app-menu';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './electron/app-protocol';
import { emitToWindows } from './electron/broadcast';
import { createElectronDialogs } from './electron/dialogs';
import { bindContract } from './electron/ipc';
import { campaignPathInArgv, createOsOpener } from './electron/open-from-os';
import { showProgress } from './electron/os-progress';
import { createElectronPrefsStore } from './electron/prefs-store';
import { rebuildRecentDocuments, recentDocumentsObserver } from './electron/recent';
import { checkForUpdateOnce, RELEASES_URL } from './electron/updates';
import { closePlayerWindow, createGmWindow, createPlayerWindow, isTrustedSender } from './electron/windows';

// Every renderer sandboxed, whatever a window's webPreferences say (issue 17 item 11).
app.enableSandbox();
// Issue 43: the page comes from app://fs3 (main/electron/app-protocol.ts); schemes register before ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// Campaign files the OS hands over before the campaign code is ready (macOS sends `open-file`
// before `ready` when a double-click launches the app) wait here; afterwards they open at once.
const filesFromOs: string[] = [];
let openFromOs: ((path: string) => void) | null = null;
const takeFileFromOs = (path: string) => (openFromOs ? openFromOs(path) : void filesFromOs.push(path));

const focusWindow = () => {
  const win = BrowserWindow.getAllWindows()[0];
  if (win) {
    if (win.isMinimized()) win.restore();
    win.focus();
  }
};

// One running instance per user: a second launch focuses the existing window instead, and opens
// the campaign file it was started with (a double-click while the app runs).
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('open-file', (event, path) => {
    event.preventDefault();
    takeFileFromOs(path);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    focusWindow();
    const path = campaignPathInArgv(argv, workingDirectory);
    if (path) takeFileFromOs(path);
  });

  void app.whenReady().then(async () => {
    const dataDir = app.getPath('userData');
    const runtime = `Electron ${process.versions.electron} (Node ${process.versions.node})`;
    const { log, fileLog } = createAppLog(dataDir, consoleLogger, `FS3 Console ${app.getVersion()}, ${runtime}, ${process.platform} ${process.arch}`);
    const prefs = createElectronPrefsStore(log, join(dataDir, PREFS_FILE_NAME));
    // Gone files leave the app's recent list and the OS's (jump list, Dock menu); opens join both.
    rebuildRecentDocuments(app, prefs);
    const toOsRecent = recentDocumentsObserver(app);
    const emit: Emit = (event, payload) => {
      emitToWindows(event, payload);
      toOsRecent(event, payload);
    };
    let gmWindow: BrowserWindow | null = null;
    const notify = (options: Electron.NotificationConstructorOptions) => {
      if (Notification.isSupported()) new Notification(options).show();
    };
    const ctx: AppContext = createAppContext({
      hostKind: 'desktop',
      version: app.getVersion(),
      dataDir,
      runtime,
      prefs,
      logFile: fileLog,
      emit,
      log,
      dialogs: createElectronDialogs(() => join(dataDir, 'campaigns')),
      // Paths only from main's own dialogs, recent list and backup list (main/core/campaign/path-grants.ts).
      pathPolicy: 'granted',
      desktop: {
        progress: (report) => showProgress(gmWindow, report, notify),
        takeOpenRefusal: () => opener.takeRefusal(),
      },
    }, {
      // Issue 21: the player page from the same build; the screen opens in its own window.
      staticDir: join(__dirname, '../renderer'),
      openWindow: (url) => {
        createPlayerWindow(url);
        return true;
      },
    });
    protocol.handle(APP_SCHEME, createAppProtocolHandler(join(__dirname, '../renderer')));
    const opener = createOsOpener(ctx);
    app.on('will-quit', () => {
      // The player listeners close with the app, every device with them.
      void ctx.players.listeners.closeAll();
      void ctx.campaigns.close();
    });
    // The window loads while the campaign opens (issue 23: first paint does not wait for the
    // file); the page's requests are held until the start-up campaign is open.
    let startupDone = () => {};
    const startedUp = new Promise<void>((res) => (startupDone = res));
    const dispatch = createDispatch(createHandlers(ctx), log, { checkOutput: !app.isPackaged });
    bindContract(ipcMain, async (method, payload) => {
      await startedUp;
      return dispatch(method, payload);
    }, isTrustedSender);
    installAppMenu({ Menu, shell, dialog, platform: process.platform, ctx, logFile: fileLog.file });
    gmWindow = createGmWindow(prefs);
    gmWindow.on('closed', closePlayerWindow);
    try {
      // A campaign named on the command line (Windows/Linux double-click) opens instead of the last
      // one; if it is refused, the last one opens as usual and the window says why.
      const startFile = campaignPathInArgv(process.argv, process.cwd()) ?? filesFromOs.shift();
      if (!startFile || !(await opener.open(startFile))) await openStartupCampaign(ctx);
    } finally {
      startupDone();
    }
    openFromOs = (path) => {
      focusWindow();
      void opener.open(path);
    };
    for (const path of filesFromOs.splice(0)) openFromOs(path);
    // Issue 43: opt-in (Settings), notifies only; electron-updater is loaded only when it is on.
    void checkForUpdateOnce({
      enabled: prefs.get().checkForUpdates,
      packaged: app.isPackaged,
      currentVersion: app.getVersion(),
      releasesUrl: RELEASES_URL,
      loadUpdater: async () => (await import('electron-updater')).autoUpdater,
      notify: (update) => {
        emit('app.updateAvailable', update);
        notify({ title: `FS3 Console ${update.version} is available`, body: 'Download it from the releases page when it suits you.' });
      },
      log,
    });
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) {
        gmWindow = createGmWindow(prefs);
        gmWindow.on('closed', closePlayerWindow);
      }
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
