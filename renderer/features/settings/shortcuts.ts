import { VIEW_SCREENS, viewShortcutDigit } from '../../../shared/app/menu-commands';
import { COMBAT_KEYS } from '../combat/ShortcutsHelp';

const SCREEN_LABELS: Record<(typeof VIEW_SCREENS)[number], string> = { home: 'Home', combat: 'Combat', characters: 'Characters', editors: 'Gear editors', config: 'Game config' };

/**
 * Every keyboard shortcut, grouped, for Settings (issue 43). Read from the same lists the keys
 * are bound from (VIEW_SCREENS, the GM screen's COMBAT_KEYS), so the list cannot drift.
 * "Ctrl" is Cmd on macOS.
 */
export function shortcutGroups(desktop: boolean): { group: string; keys: [string, string][] }[] {
  const app: [string, string][] = [
    ...VIEW_SCREENS.map((s): [string, string] => [`Ctrl+${viewShortcutDigit(s)}`, `Go to ${SCREEN_LABELS[s]}`]),
    ['Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y)', 'Undo / redo on the fight, the gear editors and the game system'],
    ['/', 'Search the list on screen (rosters, catalogs)'],
  ];
  const menu: [string, string][] = [
    ['Ctrl+N', 'New campaign'],
    ['Ctrl+O', 'Open a campaign'],
    ['Ctrl+Shift+S', 'Save a copy as'],
    ['Ctrl+,', 'Settings'],
    ['F1', 'The manual'],
    ['Ctrl+W / Ctrl+Q', 'Close the window / quit'],
  ];
  return [
    { group: 'Everywhere', keys: app },
    ...(desktop ? [{ group: 'Desktop menu', keys: menu }] : []),
    { group: 'GM screen (Combat)', keys: COMBAT_KEYS },
  ];
}
