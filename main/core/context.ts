import type { Emit } from '../../shared/ipc/types';
import type { Rng } from '../../shared/systems';
import type { CampaignManager } from './campaign/campaign-manager';
import type { PathGrants, PathPolicy } from './campaign/path-grants';
import type { CombatHost } from './combat';
import type { DesktopHooks } from './desktop';
import type { FileDialogs } from './dialogs';
import type { Logger } from './logger';
import type { FileLog } from './logging/file-log';
import type { MenuReports } from './menu-reports';
import type { PrefsStore } from './prefs/prefs-store';
import type { Players } from '../player';

export type HostKind = 'desktop' | 'browser';

/** Everything a handler may touch, injected so that tests can build it from fakes and temp dirs. */
export type AppContext = {
  hostKind: HostKind;
  version: string;
  /** Where preferences, campaigns and backups live. */
  dataDir: string;
  /** e.g. "Electron 41.7.1 (Node 24.14.0)" or "Node 20.20.2". */
  runtime: string;
  prefs: PrefsStore;
  emit: Emit;
  log: Logger;
  /** Issue 43: the rotating log file `log` also writes to (none in most tests). */
  logFile?: Pick<FileLog, 'file' | 'tail'>;
  /** The open campaign (one per app instance). */
  campaigns: CampaignManager;
  /** The combat host of the open campaign (one per session); throws when none is open. */
  combat: () => CombatHost;
  /** Native file dialogs: the desktop app only (browser mode has none). */
  dialogs?: FileDialogs;
  /** Taskbar progress, notifications, files from the OS: the desktop app only (browser mode ignores them). */
  desktop?: DesktopHooks;
  /**
   * Which paths a request may name: `granted` (the desktop app) takes only paths main handed
   * out (its dialogs, its recent list, the open campaign's backups); `any` (browser mode) takes
   * any path, the host being local-only behind its token. See campaign/path-grants.ts.
   */
  pathPolicy: PathPolicy;
  /** The paths main's own dialogs granted this run, behind opaque handles. */
  grants: PathGrants;
  /** Main's clock: ledger dates, roll-log stamps (a fake clock in tests). */
  now: () => Date;
  /** Main's dice for sheet rolls: crypto-strong in the app, seeded in tests. */
  rng: Rng;
  /** What the renderer last said the application menu needs (screen, history); desktop only listens. */
  menuReports: MenuReports;
  /** Issue 21: the player view (hub, listeners, the screen's window opener). */
  players: Players;
};
