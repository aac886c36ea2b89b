/**
 * Issue 23: the menu wired to Electron, with stand-ins for Menu, shell and dialog (no Electron
 * binary here). The adapter turns command ids into click handlers; installing sets the menu,
 * rebuilds it when the renderer reports a new screen (and only then), sends renderer commands as
 * `app.menuCommand` and does the main-only ones itself.
 */
import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { createHandlers } from '../../../main/core/handlers';
import { installAppMenu, toElectronTemplate, type AppMenuDeps } from '../../../main/electron/app-menu';
import type { MenuSpec } from '../../../main/electron/menu';
import { makeTestContext } from '../../helpers/app-context';

type Template = MenuItemConstructorOptions[];

function fakeElectron() {
  const set: Template[] = [];
  const Menu = {
    buildFromTemplate: (template: Template) => ({ template }),
    setApplicationMenu: (menu: { template: Template } | null) => void (menu && set.push(menu.template)),
  } as unknown as AppMenuDeps['Menu'];
  const shell = { openPath: vi.fn(async () => '') };
  const dialog = { showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })) } as unknown as AppMenuDeps['dialog'];
  return { Menu, shell, dialog, set };
}

function find(template: Template, ...labels: string[]): MenuItemConstructorOptions {
  let items = template;
  let found: MenuItemConstructorOptions | undefined;
  for (const label of labels) {
    found = items.find((i) => i.label === label);
    if (!found) throw new Error(`no ${label}`);
    items = (found.submenu ?? []) as Template;
  }
  return found!;
}

const click = (item: MenuItemConstructorOptions) => (item.click as () => void)();

describe('toElectronTemplate', () => {
  it('turns each command into a click that runs it (with the recent path), keeps roles and drops the ids', () => {
    const run = vi.fn();
    const specs: MenuSpec[] = [
      { label: 'File', submenu: [{ label: 'Open', command: 'file.open', accelerator: 'CmdOrCtrl+O' }, { label: 'Dust', command: 'file.openRecent', path: '/c/Dust.fs3campaign' }] },
      { label: 'Edit', submenu: [{ role: 'copy' }] },
    ];
    const t = toElectronTemplate(specs, run);
    const open = find(t, 'File', 'Open');
    expect(open).not.toHaveProperty('command');
    expect(open.accelerator).toBe('CmdOrCtrl+O');
    click(open);
    click(find(t, 'File', 'Dust'));
    expect(run.mock.calls).toEqual([['file.open', undefined], ['file.openRecent', '/c/Dust.fs3campaign']]);
    expect((find(t, 'Edit').submenu as Template)[0]).toEqual({ role: 'copy' });
  });
});

describe('installAppMenu', () => {
  it('sets the menu at once, rebuilds it on a new report only, and sends renderer commands as app.menuCommand', async () => {
    const ctx = makeTestContext();
    await ctx.campaigns.create({ name: 'Dust', template: 'blank' });
    const gone = '/nowhere/Gone.fs3campaign';
    ctx.prefs.set({ recentCampaigns: [...ctx.prefs.get().recentCampaigns, { name: 'Gone', path: gone, openedAt: '2026-01-01T00:00:00.000Z' }] });
    const fake = fakeElectron();
    installAppMenu({ ...fake, platform: 'linux', ctx });
    expect(fake.set).toHaveLength(1);
    // A campaign whose file is gone is not offered.
    const recent = (find(fake.set[0]!, 'File', 'Open Recent').submenu as Template).map((i) => i.label);
    expect(recent).toContain('Dust');
    expect(recent).not.toContain('Gone');
    expect(find(fake.set[0]!, 'Edit').submenu).toContainEqual(expect.objectContaining({ role: 'undo' }));

    // The renderer's report goes through the contract's handler, as both transports call it.
    const handlers = createHandlers(ctx);
    const fight = { screen: 'combat', fightOpen: true, history: { canUndo: true, canRedo: false }, textFocus: false } as const;
    expect(await handlers['app.menuState'](fight)).toBeNull();
    expect(fake.set).toHaveLength(2);
    const undo = find(fake.set[1]!, 'Edit', 'Undo (fight)');
    expect(undo.enabled).toBe(true);
    await handlers['app.menuState'](fight);
    expect(fake.set).toHaveLength(2);

    ctx.emitted.length = 0;
    click(undo);
    click(find(fake.set[1]!, 'View', 'Characters'));
    expect(ctx.emitted).toEqual([
      { event: 'app.menuCommand', payload: { command: 'edit.undo' } },
      { event: 'app.menuCommand', payload: { command: 'view.characters' } },
    ]);
  });

  it('opens the data folder and tells where the log goes itself, sending nothing to the renderer', () => {
    const ctx = makeTestContext();
    const fake = fakeElectron();
    const { run } = installAppMenu({ ...fake, platform: 'darwin', ctx });
    click(find(fake.set[0]!, 'Help', 'Open the data folder'));
    expect(fake.shell.openPath).toHaveBeenCalledWith(ctx.dataDir);
    run('help.logLocation');
    expect(fake.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ detail: expect.stringContaining('standard output') }));
    expect(ctx.emitted.filter((e) => e.event === 'app.menuCommand')).toEqual([]);
  });

  it('names the log file once there is one (issue 43), and sends Report a problem to the page', () => {
    const ctx = makeTestContext();
    const fake = fakeElectron();
    const { run } = installAppMenu({ ...fake, platform: 'linux', ctx, logFile: '/data/logs/main.log' });
    run('help.logLocation');
    expect(fake.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ detail: expect.stringContaining('FS3 Console writes its log to /data/logs/main.log') }));
    click(find(fake.set[0]!, 'Help', 'Report a problem…'));
    expect(ctx.emitted.filter((e) => e.event === 'app.menuCommand').map((e) => e.payload)).toEqual([{ command: 'help.reportProblem' }]);
  });
});
