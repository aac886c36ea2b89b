/**
 * The application menu as one pure function of the app's state (issue 23). No Electron runtime
 * import: items are plain objects whose actions are command ids, so a unit test reads the whole
 * menu for any state. `app-menu.ts` turns them into Electron templates with click handlers.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { VIEW_SCREENS, viewShortcutDigit, type MenuCommand, type ScreenId } from '../../shared/app/menu-commands';
import { PRODUCT_NAME } from '../../shared/app/notice';
import type { Theme } from '../../shared/prefs/schema';

export type MenuState = {
  /** The open campaign's file, or null when none is open. */
  campaignPath: string | null;
  screen: ScreenId;
  /** The GM screen of a fight is shown. */
  fightOpen: boolean;
  /** The shown screen's own undo history; null when it has none. */
  history: { canUndo: boolean; canRedo: boolean } | null;
  /** A text field has focus (its own undo applies). */
  textFocus: boolean;
  /** Recent campaigns whose file still exists (the caller checked). */
  recent: readonly { name: string; path: string }[];
  theme: Theme;
};

/** One menu item: Electron's shape, with a command id (and a path for Open Recent) instead of `click`. */
export type MenuSpec = Pick<MenuItemConstructorOptions, 'label' | 'role' | 'type' | 'accelerator' | 'enabled' | 'checked' | 'id'> & {
  command?: MenuCommand;
  /** The campaign an Open Recent item opens. */
  path?: string;
  submenu?: MenuSpec[];
};

const SEP: MenuSpec = { type: 'separator' };

const VIEW_LABELS: Record<(typeof VIEW_SCREENS)[number], string> = {
  home: 'Home',
  combat: 'Combat',
  characters: 'Characters',
  editors: 'Gear editors',
  config: 'Game config',
};

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'Follow the system' };

/**
 * Undo and Redo act on the screen's history (the fight on the GM screen, the gear or setting
 * editors) unless a text field has focus or the screen keeps none: then they are the field's
 * own (Electron roles). The accelerators are the in-app ones (useUndoShortcuts, the tracker's
 * historyShortcut): Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z.
 */
function undoItems(state: MenuState): MenuSpec[] {
  const undo = { label: 'Undo', accelerator: 'CmdOrCtrl+Z' } as const;
  const redo = { label: 'Redo', accelerator: 'Shift+CmdOrCtrl+Z' } as const;
  if (state.textFocus || !state.history) return [{ ...undo, role: 'undo' }, { ...redo, role: 'redo' }];
  const where = state.fightOpen ? ' (fight)' : '';
  return [
    { ...undo, label: `Undo${where}`, command: 'edit.undo', enabled: state.history.canUndo },
    { ...redo, label: `Redo${where}`, command: 'edit.redo', enabled: state.history.canRedo },
  ];
}

function recentItems(state: MenuState): MenuSpec[] {
  const entries: MenuSpec[] = state.recent.map((r) => ({
    label: r.name || r.path,
    command: 'file.openRecent',
    path: r.path,
    // The open campaign is shown, not reopened (as on the Home screen).
    enabled: r.path !== state.campaignPath,
  }));
  if (entries.length === 0) entries.push({ label: 'No recent campaigns', enabled: false });
  return [...entries, SEP, { label: 'Clear recent', command: 'file.clearRecent', enabled: state.recent.length > 0 }];
}

function fileMenu(state: MenuState, mac: boolean): MenuSpec {
  const open = state.campaignPath !== null;
  const tail: MenuSpec[] = mac ? [{ label: 'Close window', role: 'close', accelerator: 'CmdOrCtrl+W' }] : [{ label: 'Close window', role: 'close', accelerator: 'CmdOrCtrl+W' }, { label: 'Quit', role: 'quit', accelerator: 'CmdOrCtrl+Q' }];
  return {
    label: 'File',
    submenu: [
      { label: 'New campaign…', command: 'file.new', accelerator: 'CmdOrCtrl+N' },
      { label: 'Open campaign…', command: 'file.open', accelerator: 'CmdOrCtrl+O' },
      { label: 'Open Recent', submenu: recentItems(state) },
      SEP,
      { label: 'Save a copy as…', command: 'file.saveCopy', accelerator: 'Shift+CmdOrCtrl+S', enabled: open },
      { label: 'Back up now', command: 'file.backup', enabled: open },
      { label: 'Restore a backup…', command: 'file.restore', enabled: open },
      SEP,
      { label: 'Import AresMUSH files…', command: 'file.importAres', enabled: open },
      {
        label: 'Export',
        enabled: open,
        submenu: [
          { label: 'Campaign as JSON', command: 'file.exportJson', enabled: open },
          { label: 'AresMUSH files', command: 'file.exportAres', enabled: open },
          { label: 'Character sheets as PDF…', command: 'file.exportPdf', enabled: open },
        ],
      },
      ...(mac ? [] : [SEP, { label: 'Settings…', command: 'app.settings', accelerator: 'CmdOrCtrl+,' } satisfies MenuSpec]),
      SEP,
      ...tail,
    ],
  };
}

function editMenu(state: MenuState): MenuSpec {
  return {
    label: 'Edit',
    submenu: [...undoItems(state), SEP, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
}

function viewMenu(state: MenuState): MenuSpec {
  const screens: MenuSpec[] = VIEW_SCREENS.map((screen) => ({
    label: VIEW_LABELS[screen],
    command: `view.${screen}`,
    accelerator: `CmdOrCtrl+${viewShortcutDigit(screen)}`,
    // Home lists, opens and creates campaigns; the other four show the open one.
    enabled: screen === 'home' || state.campaignPath !== null,
  }));
  const themes: MenuSpec[] = (['light', 'dark', 'system'] as const).map((theme) => ({
    label: THEME_LABELS[theme],
    type: 'radio',
    checked: state.theme === theme,
    command: `view.theme.${theme}`,
  }));
  return {
    label: 'View',
    submenu: [
      ...screens,
      SEP,
      { label: 'Theme', submenu: themes },
      SEP,
      { role: 'resetZoom', label: 'Actual size' },
      { role: 'zoomIn', label: 'Zoom in' },
      { role: 'zoomOut', label: 'Zoom out' },
      SEP,
      { role: 'togglefullscreen', label: 'Full screen' },
    ],
  };
}

function helpMenu(mac: boolean): MenuSpec {
  return {
    label: 'Help',
    role: 'help',
    submenu: [
      { label: `${PRODUCT_NAME} manual`, command: 'help.manual', accelerator: 'F1' },
      { label: 'Take the tour again', command: 'help.tour' },
      SEP,
      { label: 'Report a problem…', command: 'help.reportProblem' },
      { label: 'Open the data folder', command: 'help.dataFolder' },
      { label: 'Where is the log?', command: 'help.logLocation' },
      SEP,
      { label: 'FS3 licence', command: 'help.licence' },
      ...(mac ? [] : [{ label: `About ${PRODUCT_NAME}`, command: 'app.about' } satisfies MenuSpec]),
    ],
  };
}

/** The macOS application menu, as Mac apps have it. */
function macAppMenu(): MenuSpec {
  return {
    label: PRODUCT_NAME,
    submenu: [
      { label: `About ${PRODUCT_NAME}`, command: 'app.about' },
      SEP,
      { label: 'Settings…', command: 'app.settings', accelerator: 'Cmd+,' },
      SEP,
      { role: 'services' },
      SEP,
      { role: 'hide', label: `Hide ${PRODUCT_NAME}` },
      { role: 'hideOthers', label: 'Hide Others' },
      { role: 'unhide', label: 'Show All' },
      SEP,
      { role: 'quit', label: `Quit ${PRODUCT_NAME}`, accelerator: 'Cmd+Q' },
    ],
  };
}

/** The whole menu bar for a state and platform (`process.platform`). */
export function menuTemplate(state: MenuState, platform: NodeJS.Platform): MenuSpec[] {
  const mac = platform === 'darwin';
  return [
    ...(mac ? [macAppMenu()] : []),
    fileMenu(state, mac),
    editMenu(state),
    viewMenu(state),
    ...(mac ? [{ role: 'windowMenu' } satisfies MenuSpec] : []),
    helpMenu(mac),
  ];
}
