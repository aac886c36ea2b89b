/**
 * The application menu's vocabulary, shared by main (which builds the menu) and the renderer
 * (which performs most of its commands). Zod-free: the menu template and the preload need no
 * schema library. Schemas for the push event and the state report are in ipc/app-contract.ts.
 */

/** The screens the renderer can show (its routes); the menu's View items name five of them. */
export const SCREEN_IDS = ['home', 'combat', 'encounters', 'players', 'characters', 'editors', 'config', 'system', 'settings', 'help', 'about'] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

/** View ▸ Home…Game config, in the order of their Ctrl/Cmd+1…5 shortcuts. */
export const VIEW_SCREENS = ['home', 'combat', 'characters', 'editors', 'config'] as const satisfies readonly ScreenId[];

/** Commands main sends to the renderer (`app.menuCommand`); the renderer performs them. */
export const RENDERER_COMMANDS = [
  'file.new',
  'file.open',
  'file.openRecent',
  'file.clearRecent',
  'file.saveCopy',
  'file.backup',
  'file.restore',
  'file.importAres',
  'file.exportJson',
  'file.exportAres',
  'file.exportPdf',
  'edit.undo',
  'edit.redo',
  'view.home',
  'view.combat',
  'view.characters',
  'view.editors',
  'view.config',
  'view.theme.light',
  'view.theme.dark',
  'view.theme.system',
  'app.about',
  'app.settings',
  'help.licence',
  // Issue 43: the in-app manual, the problem report, the first-run tour again.
  'help.manual',
  'help.reportProblem',
  'help.tour',
] as const;
export type RendererCommand = (typeof RENDERER_COMMANDS)[number];

/** Commands main performs itself (they need the OS: a file manager, a message box). */
export const MAIN_COMMANDS = ['help.dataFolder', 'help.logLocation'] as const;
export type MainCommand = (typeof MAIN_COMMANDS)[number];

export type MenuCommand = RendererCommand | MainCommand;

export function isMainCommand(command: MenuCommand): command is MainCommand {
  return (MAIN_COMMANDS as readonly string[]).includes(command);
}

/**
 * The in-app shortcut for a View screen: the digit of Ctrl/Cmd+digit, or null. The renderer's
 * keydown handler and the menu's accelerators both read this list, so they cannot drift apart.
 */
export function viewShortcutDigit(screen: ScreenId): number | null {
  const i = (VIEW_SCREENS as readonly ScreenId[]).indexOf(screen);
  return i < 0 ? null : i + 1;
}
