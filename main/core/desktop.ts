import type { OpenRefusal, ProgressReport } from '../../shared/ipc/desktop-contract';

/**
 * What only the desktop shell does with the OS (issue 23): the taskbar/Dock progress bar and
 * notifications, and campaign files the OS handed over. Browser mode has none of it.
 */
export type DesktopHooks = {
  progress(report: ProgressReport): void;
  /** The refusal kept for a window that was not listening yet; cleared once read. */
  takeOpenRefusal(): OpenRefusal | null;
};
