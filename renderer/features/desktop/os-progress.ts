import type { ProgressReport } from '../../../shared/ipc/desktop-contract';
import type { Client } from '../../api/client';

/**
 * Issue 23: tells the desktop shell about long work (its taskbar/Dock progress bar, and a
 * notification when the work ends while the window is in the background). Browser mode has no
 * taskbar, so nothing is sent there. Fire and forget: a report never holds up or fails the work.
 */
export function reportProgress(client: Client, report: ProgressReport): void {
  if (client.hostKind !== 'desktop') return;
  void client.call('app.progress', report).catch(() => undefined);
}
