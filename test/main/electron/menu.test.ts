/**
 * Issue 23: the application menu as a pure function of the app's state. Each state a storyteller
 * meets (no campaign, a campaign, a fight on the GM screen, nothing to undo, typing in a field)
 * gives the items, enabled flags and accelerators the menu shows; macOS gets its app menu.
 */
import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuSpec, type MenuState } from '../../../main/electron/menu';

const CAMPAIGN = '/home/gm/Campaigns/Dust.fs3campaign';
const OTHER = '/home/gm/Campaigns/Ragnar.fs3campaign';

const NONE: MenuState = { campaignPath: null, screen: 'home', fightOpen: false, history: null, textFocus: false, recent: [], theme: 'system' };
const OPEN: MenuState = {
  ...NONE,
  campaignPath: CAMPAIGN,
  recent: [
    { name: 'Dust', path: CAMPAIGN },
    { name: 'Ragnar', path: OTHER },
  ],
};
const FIGHT: MenuState = { ...OPEN, screen: 'combat', fightOpen: true, history: { canUndo: true, canRedo: false } };

function menu(specs: MenuSpec[], label: string): MenuSpec[] {
  const found = specs.find((m) => m.label === label);
  if (!found?.submenu) throw new Error(`no menu ${label}`);
  return found.submenu;
}

function item(specs: MenuSpec[], label: string): MenuSpec {
  const found = specs.find((m) => m.label === label);
  if (!found) throw new Error(`no item ${label} in ${specs.map((s) => s.label ?? s.role ?? s.type).join(', ')}`);
  return found;
}

/** label → enabled (undefined counts as enabled, as in Electron) for a menu's labelled items. */
function enabledMap(specs: MenuSpec[]): Record<string, boolean> {
  return Object.fromEntries(specs.filter((s) => s.label).map((s) => [s.label, s.enabled !== false]));
}

describe('menuTemplate', () => {
  it('with no campaign open: only New, Open and Home are usable; what needs a campaign is disabled', () => {
    const t = menuTemplate(NONE, 'linux');
    expect(t.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    expect(enabledMap(menu(t, 'File'))).toEqual({
      'New campaign…': true,
      'Open campaign…': true,
      'Open Recent': true,
      'Save a copy as…': false,
      'Back up now': false,
      'Restore a backup…': false,
      'Import AresMUSH files…': false,
      Export: false,
      'Settings…': true,
      'Close window': true,
      Quit: true,
    });
    const recent = menu(menu(t, 'File'), 'Open Recent');
    expect(enabledMap(recent)).toEqual({ 'No recent campaigns': false, 'Clear recent': false });
    expect(enabledMap(menu(t, 'View')).Home).toBe(true);
    for (const screen of ['Combat', 'Characters', 'Gear editors', 'Game config']) expect(enabledMap(menu(t, 'View'))[screen]).toBe(false);
  });

  it('with a campaign open: the file items work, Open Recent lists the others and the open one is not reopened', () => {
    const t = menuTemplate(OPEN, 'win32');
    const file = menu(t, 'File');
    for (const label of ['Save a copy as…', 'Back up now', 'Restore a backup…', 'Import AresMUSH files…', 'Export']) expect(item(file, label).enabled).toBe(true);
    expect(menu(file, 'Export').map((e) => [e.label, e.command, e.enabled])).toEqual([
      ['Campaign as JSON', 'file.exportJson', true],
      ['AresMUSH files', 'file.exportAres', true],
      ['Character sheets as PDF…', 'file.exportPdf', true],
    ]);
    const recent = menu(file, 'Open Recent');
    expect(recent.filter((r) => r.command === 'file.openRecent').map((r) => [r.label, r.path, r.enabled])).toEqual([
      ['Dust', CAMPAIGN, false],
      ['Ragnar', OTHER, true],
    ]);
    expect(item(recent, 'Clear recent')).toMatchObject({ command: 'file.clearRecent', enabled: true });
    expect(menu(t, 'View').filter((v) => v.command?.startsWith('view.') && !v.command.startsWith('view.theme')).map((v) => [v.label, v.accelerator, v.enabled])).toEqual([
      ['Home', 'CmdOrCtrl+1', true],
      ['Combat', 'CmdOrCtrl+2', true],
      ['Characters', 'CmdOrCtrl+3', true],
      ['Gear editors', 'CmdOrCtrl+4', true],
      ['Game config', 'CmdOrCtrl+5', true],
    ]);
    // Home has no history of its own: Undo and Redo are the text fields' (Electron roles).
    expect(menu(t, 'Edit').slice(0, 2)).toEqual([
      { label: 'Undo', accelerator: 'CmdOrCtrl+Z', role: 'undo' },
      { label: 'Redo', accelerator: 'Shift+CmdOrCtrl+Z', role: 'redo' },
    ]);
    expect(menu(t, 'Edit').slice(3).map((e) => e.role)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('with a fight on the GM screen: Undo and Redo are commands on the fight, enabled by its history, with the in-app keys', () => {
    const edit = menu(menuTemplate(FIGHT, 'linux'), 'Edit');
    expect(edit.slice(0, 2)).toEqual([
      { label: 'Undo (fight)', accelerator: 'CmdOrCtrl+Z', command: 'edit.undo', enabled: true },
      { label: 'Redo (fight)', accelerator: 'Shift+CmdOrCtrl+Z', command: 'edit.redo', enabled: false },
    ]);
    expect(edit.some((e) => e.role === 'undo')).toBe(false);
  });

  it('with undo unavailable: both history items are shown disabled; in a text field they are the field\'s again', () => {
    const idle: MenuState = { ...OPEN, screen: 'editors', history: { canUndo: false, canRedo: false } };
    expect(enabledMap(menu(menuTemplate(idle, 'linux'), 'Edit'))).toMatchObject({ Undo: false, Redo: false });
    const typing = menu(menuTemplate({ ...FIGHT, textFocus: true }, 'linux'), 'Edit');
    expect(typing.slice(0, 2).map((e) => [e.role, e.command, e.enabled])).toEqual([
      ['undo', undefined, undefined],
      ['redo', undefined, undefined],
    ]);
  });

  it('shows the theme as radio items with the current one checked, and zoom and full screen as roles', () => {
    const view = menu(menuTemplate({ ...OPEN, theme: 'dark' }, 'linux'), 'View');
    expect(menu(view, 'Theme').map((t) => [t.label, t.type, t.checked, t.command])).toEqual([
      ['Light', 'radio', false, 'view.theme.light'],
      ['Dark', 'radio', true, 'view.theme.dark'],
      ['Follow the system', 'radio', false, 'view.theme.system'],
    ]);
    expect(view.filter((v) => v.role).map((v) => v.role)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
  });

  it('on macOS: the app menu first (About, Settings… Cmd+,, Hide, Hide Others, Show All, Quit), no Quit in File, a Window menu', () => {
    const t = menuTemplate(OPEN, 'darwin');
    expect(t.map((m) => m.label ?? m.role)).toEqual(['FS3 Console', 'File', 'Edit', 'View', 'windowMenu', 'Help']);
    const appMenu = menu(t, 'FS3 Console').filter((m) => m.type !== 'separator');
    expect(appMenu.map((m) => [m.label ?? m.role, m.command ?? m.role, m.accelerator])).toEqual([
      ['About FS3 Console', 'app.about', undefined],
      ['Settings…', 'app.settings', 'Cmd+,'],
      ['services', 'services', undefined],
      ['Hide FS3 Console', 'hide', undefined],
      ['Hide Others', 'hideOthers', undefined],
      ['Show All', 'unhide', undefined],
      ['Quit FS3 Console', 'quit', 'Cmd+Q'],
    ]);
    const file = menu(t, 'File');
    expect(file.some((f) => f.role === 'quit' || f.label === 'Settings…')).toBe(false);
    expect(item(file, 'Close window').role).toBe('close');
    expect(menu(t, 'Help').map((h) => h.label).filter(Boolean)).toEqual(['FS3 Console manual', 'Take the tour again', 'Report a problem…', 'Open the data folder', 'Where is the log?', 'FS3 licence']);
  });

  it('elsewhere: About sits in Help, Quit in File', () => {
    const t = menuTemplate(OPEN, 'win32');
    expect(menu(t, 'Help').map((h) => h.command).filter(Boolean)).toEqual(['help.manual', 'help.tour', 'help.reportProblem', 'help.dataFolder', 'help.logLocation', 'help.licence', 'app.about']);
    expect(item(menu(t, 'File'), 'Quit')).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });
  });

  it('gives every accelerator once per platform (no two items fight over a key)', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const keys: string[] = [];
      const walk = (specs: MenuSpec[]) => {
        for (const s of specs) {
          if (typeof s.accelerator === 'string') keys.push(s.accelerator.replace('Cmd+', 'CmdOrCtrl+'));
          if (s.submenu) walk(s.submenu);
        }
      };
      walk(menuTemplate(FIGHT, platform));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
