import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron';
import type { AppContext } from './core/context';
import { createAppContext, openStartupCampaign } from './core/create-context';
import { createHandlers } from './core/handlers';
import { consoleLogger } from './core/logger';
import { PREFS_FILE_NAME } from './core/paths';
import { createDispatch } from './core/rpc/dispatch';
import { installAppMenu } from './electron/app-menu';
import { emitToWindows } from './electron/broadcast';
import { createElectronDialogs } from './electron/dialogs';
import { bindContract } from './electron/ipc';
import { createElectronPrefsStore } from './electron/prefs-store';
import { createGmWindow, isTrustedSender } from './electron/windows';

// Every renderer sandboxed, whatever a window's webPreferences say (issue 17 item 11).
app.enableSandbox();

// One running instance per user: a second launch focuses the existing window instead.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  void app.whenReady().then(async () => {
    const log = consoleLogger;
    const dataDir = app.getPath('userData');
    const prefs = createElectronPrefsStore(log, join(dataDir, PREFS_FILE_NAME));
    const ctx: AppContext = createAppContext({
      hostKind: 'desktop',
      version: app.getVersion(),
      dataDir,
      runtime: `Electron ${process.versions.electron} (Node ${process.versions.node})`,
      prefs,
      emit: emitToWindows,
      log,
      dialogs: createElectronDialogs(() => join(dataDir, 'campaigns')),
      // Paths only from main's own dialogs, recent list and backup list (main/core/campaign/path-grants.ts).
      pathPolicy: 'granted',
    });
    await openStartupCampaign(ctx);
    app.on('will-quit', () => void ctx.campaigns.close());
    bindContract(ipcMain, createDispatch(createHandlers(ctx), log, { checkOutput: !app.isPackaged }), isTrustedSender);
    installAppMenu({ Menu, shell, dialog, platform: process.platform, ctx });
    createGmWindow(prefs);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createGmWindow(prefs);
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
