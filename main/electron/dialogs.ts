import { join } from 'node:path';
import { BrowserWindow, dialog } from 'electron';
import type { FileDialogs } from '../core/dialogs';
import { CAMPAIGN_EXTENSION } from '../core/campaign/campaign-paths';

const FILTERS = [{ name: 'FS3 Console campaign', extensions: [CAMPAIGN_EXTENSION.slice(1)] }];

/** Electron's native dialogs, attached to the focused window so they open as sheets on macOS. */
export function createElectronDialogs(defaultDir: () => string): FileDialogs {
  const parent = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  return {
    async chooseCampaignToOpen() {
      const options = { title: 'Open campaign', defaultPath: defaultDir(), filters: FILTERS, properties: ['openFile' as const] };
      const win = parent();
      const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseCampaignSavePath(defaultName) {
      // Linux shows no "replace?" prompt without showOverwriteConfirmation; main then keeps the old file as a copy.
      const options = {
        title: 'Save campaign as', defaultPath: join(defaultDir(), defaultName), filters: FILTERS,
        properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
      };
      const win = parent();
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}
