/**
 * Wires the pure menu template (menu.ts) into Electron. Takes Menu, shell and dialog as
 * parameters (types only imported) so a test can install it with fakes and click its items.
 */
import { existsSync } from 'node:fs';
import { existingRecentCampaigns } from './recent';
import type { Dialog, Menu, MenuItemConstructorOptions, Shell } from 'electron';
import { isMainCommand, type MainCommand, type MenuCommand } from '../../shared/app/menu-commands';
import type { MenuCommandPayload } from '../../shared/ipc/app-contract';
import type { AppContext } from '../core/context';
import { menuTemplate, type MenuSpec, type MenuState } from './menu';

export type RunCommand = (command: MenuCommand, path?: string) => void;

/** Electron's template for the specs: each command becomes a `click` that calls `run`. */
export function toElectronTemplate(specs: readonly MenuSpec[], run: RunCommand): MenuItemConstructorOptions[] {
  return specs.map(({ command, path, submenu, ...item }) => ({
    ...item,
    ...(submenu && { submenu: toElectronTemplate(submenu, run) }),
    ...(command && { click: () => run(command, path) }),
  }));
}

export type AppMenuDeps = {
  Menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
  shell: Pick<Shell, 'openPath'>;
  dialog: Pick<Dialog, 'showMessageBox'>;
  platform: NodeJS.Platform;
  ctx: Pick<AppContext, 'campaigns' | 'prefs' | 'menuReports' | 'emit' | 'dataDir' | 'log'>;
  /** Where the log file is (main/core/logging/file-log.ts); without one, main logs to standard output only. */
  logFile?: string;
  /** Whether a recent campaign's file is still there (a test passes its own). */
  exists?: (path: string) => boolean;
};

/** The state the menu shows now: the renderer's last report, and what main knows itself. */
export function currentMenuState(deps: AppMenuDeps): MenuState {
  const { ctx } = deps;
  const exists = deps.exists ?? existsSync;
  const report = ctx.menuReports.latest();
  const prefs = ctx.prefs.get();
  return {
    campaignPath: ctx.campaigns.current()?.path ?? null,
    screen: report?.screen ?? 'home',
    fightOpen: report?.fightOpen ?? false,
    history: report?.history ?? null,
    textFocus: report?.textFocus ?? false,
    recent: existingRecentCampaigns(ctx.prefs, exists),
    theme: prefs.theme,
  };
}

function runInMain(command: MainCommand, deps: AppMenuDeps): void {
  const { ctx } = deps;
  if (command === 'help.dataFolder') {
    void deps.shell.openPath(ctx.dataDir).then((problem) => {
      if (problem) ctx.log.warn(`Could not open the data folder ${ctx.dataDir}: ${problem}`);
    });
    return;
  }
  const message = deps.logFile
    ? `FS3 Console writes its log to ${deps.logFile} (the newest; older ones beside it, rotated at 1 MB). Help ▸ Report a problem copies its last lines without names or paths.`
    : 'FS3 Console writes its log to standard output and standard error: start it from a terminal to read it. It keeps no log file.';
  void deps.dialog.showMessageBox({ type: 'info', title: 'Log', message: 'Where is the log?', detail: `${message}\n\nData folder: ${ctx.dataDir}` });
}

/**
 * Sets the application menu and keeps it in step: rebuilt when the renderer reports a new screen
 * or history (it reports again after a campaign or preference change too), and only when the
 * state it shows changed. Commands the renderer performs go out as `app.menuCommand`.
 */
export function installAppMenu(deps: AppMenuDeps): { refresh: () => void; run: RunCommand } {
  const { ctx } = deps;
  const run: RunCommand = (command, path) => {
    if (isMainCommand(command)) return runInMain(command, deps);
    if (command === 'file.openRecent') {
      if (path) ctx.emit('app.menuCommand', { command, path });
      return;
    }
    const payload: MenuCommandPayload = { command };
    ctx.emit('app.menuCommand', payload);
  };
  let shown = '';
  const refresh = () => {
    const state = currentMenuState(deps);
    const key = JSON.stringify(state);
    if (key === shown) return;
    shown = key;
    deps.Menu.setApplicationMenu(deps.Menu.buildFromTemplate(toElectronTemplate(menuTemplate(state, deps.platform), run)));
  };
  ctx.menuReports.subscribe(refresh);
  refresh();
  return { refresh, run };
}
