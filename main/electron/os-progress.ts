/**
 * Issue 23: long work tells the OS. The taskbar (Windows, Linux Unity) or Dock (macOS) shows a
 * progress bar while a batch PDF export or a configuration import runs, and a native notification
 * says when it ended if the storyteller is in another window meanwhile. Electron types only: the
 * window and the notification maker are parameters, so a test passes fakes.
 */
import type { BrowserWindow, NotificationConstructorOptions } from 'electron';
import type { ProgressReport } from '../../shared/ipc/desktop-contract';
import { PRODUCT_NAME } from '../../shared/app/notice';

export type ProgressWindow = Pick<BrowserWindow, 'setProgressBar' | 'isFocused' | 'isDestroyed'>;
export type Notify = (options: NotificationConstructorOptions) => void;

const TITLES: Record<ProgressReport['task'], Record<NonNullable<ProgressReport['outcome']>, string>> = {
  'pdf-export': { done: 'Character sheets PDF ready', failed: 'Character sheets PDF failed', stopped: 'Character sheets PDF stopped' },
  'config-import': { done: 'Import finished', failed: 'Import failed', stopped: 'Import stopped' },
};

/** The report a window sends about its own work, shown on that window's taskbar entry. */
export function showProgress(win: ProgressWindow | null, report: ProgressReport, notify: Notify): void {
  if (!win || win.isDestroyed()) return;
  if (report.fraction !== null) {
    win.setProgressBar(report.fraction);
    return;
  }
  // A negative value removes the bar.
  win.setProgressBar(-1);
  if (report.outcome && !win.isFocused()) {
    notify({ title: TITLES[report.task][report.outcome], body: report.detail ?? PRODUCT_NAME, silent: false });
  }
}
