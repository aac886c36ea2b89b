import type { MenuReport } from '../../shared/ipc/app-contract';

/**
 * The renderer's latest `app.menuState` report. The desktop shell subscribes and rebuilds its
 * menu; browser mode has no menu, so nobody listens and a report is simply kept.
 */
export class MenuReports {
  private last: MenuReport | null = null;
  private readonly listeners = new Set<(report: MenuReport) => void>();

  latest(): MenuReport | null {
    return this.last;
  }

  set(report: MenuReport): void {
    this.last = report;
    for (const listener of this.listeners) listener(report);
  }

  subscribe(listener: (report: MenuReport) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
