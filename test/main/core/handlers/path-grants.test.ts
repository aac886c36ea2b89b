/**
 * Issue 17 item 11: in the desktop app (`pathPolicy: 'granted'`) a path-taking method refuses any
 * path main did not hand out itself: its dialogs (as a path or an opaque handle), its recent list,
 * the open campaign's backups as it lists them. Browser mode (`any`) keeps taking plain paths.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppContext } from '../../../../main/core/create-context';
import type { FileDialogs } from '../../../../main/core/dialogs';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Summary = { path: string; name: string };
type Granted = { handle: string; name: string } | null;
type Backup = { path: string; kind: string };

/** The native dialogs, scripted: each call takes the next answer (null: the storyteller cancelled). */
function scriptedDialogs(answers: (string | null)[]): FileDialogs {
  const next = async () => {
    if (answers.length === 0) throw new Error('the test did not script this dialog');
    return answers.shift() ?? null;
  };
  return { chooseCampaignToOpen: next, chooseCampaignSavePath: next };
}

/** A desktop-app context whose dialogs answer `answers` in turn, with its own campaign open. */
async function desktop(answers: (string | null)[] = []) {
  const r = rig({ pathPolicy: 'granted', dialogs: scriptedDialogs(answers) });
  const home = await r.call<Summary>('campaign.create', { name: 'Home', template: 'blank' });
  return { ...r, home };
}

/** A campaign file the desktop context never heard of, made by a browser-mode context and closed again. */
async function outsideFile(name: string): Promise<{ path: string; backup: string }> {
  const other = rig();
  const path = join(other.ctx.dir, `${name}.fs3campaign`);
  await other.call('campaign.create', { name, path, template: 'blank' });
  const backup = await other.call<Backup>('campaign.backup');
  await other.ctx.campaigns.close();
  return { path, backup: backup.path };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'answered ok', message: '' }),
    (e: unknown) => e as { code: string; message: string },
  );

describe('paths in the desktop app come from main (pathPolicy granted)', () => {
  it('campaign.open refuses a raw path main never granted; the open campaign stays open and the file untouched', async () => {
    const { call, home } = await desktop();
    const victim = await outsideFile('Victim');
    const bytes = readFileSync(victim.path);

    const refused = await refusal(call('campaign.open', { path: victim.path }));
    expect(refused.code).toBe('app/path-not-granted');
    expect(refused.message).toMatch(/Choose the file with the app's dialog/);
    // A spelling that resolves to the same file is no way round it.
    expect((await refusal(call('campaign.open', { path: join(victim.path, '..', '.', 'Victim.fs3campaign') }))).code).toBe('app/path-not-granted');
    expect((await call<Summary>('campaign.current')).path).toBe(home.path);
    expect(readFileSync(victim.path).equals(bytes)).toBe(true);
  });

  it('a file picked in the Open dialog opens, by handle or through openDialog; the handle names the file, not its folder', async () => {
    const victim = await outsideFile('Picked');
    const second = await outsideFile('Second');
    const { call } = await desktop([victim.path, second.path, null]);

    const granted = await call<Granted>('campaign.chooseFile');
    expect(granted).toEqual({ handle: expect.stringMatching(/^grant-[A-Za-z0-9_-]{22}$/), name: 'Picked.fs3campaign' });
    expect(JSON.stringify(granted)).not.toContain(victim.path);
    expect((await call<Summary>('campaign.open', { handle: granted!.handle })).path).toBe(victim.path);

    expect((await call<Summary>('campaign.openDialog')).path).toBe(second.path);
    // Cancelled: nothing granted, nothing opened.
    expect(await call<Granted>('campaign.chooseFile')).toBeNull();
    expect((await call<Summary>('campaign.current')).path).toBe(second.path);
  });

  it('a recent campaign reopens by its path; the page cannot add a path to the recent list, only reorder or drop entries', async () => {
    const { call, ctx, home } = await desktop();
    const other = await call<Summary>('campaign.create', { name: 'Other', template: 'blank' });
    expect(ctx.prefs.get().recentCampaigns.map((r) => r.path)).toEqual([other.path, home.path]);
    expect((await call<Summary>('campaign.open', { path: home.path })).path).toBe(home.path);

    const victim = await outsideFile('Smuggled');
    const recent = ctx.prefs.get().recentCampaigns;
    const smuggled = [{ path: victim.path, name: 'Smuggled', openedAt: '2026-03-01T12:00:00.000Z' }, ...recent];
    expect((await refusal(call('prefs.set', { recentCampaigns: smuggled }))).code).toBe('app/path-not-granted');
    expect(ctx.prefs.get().recentCampaigns).toEqual(recent);
    expect((await refusal(call('campaign.open', { path: victim.path }))).code).toBe('app/path-not-granted');

    await call('prefs.set', { recentCampaigns: [...recent].reverse() });
    await call('prefs.set', { recentCampaigns: recent.slice(0, 1) });
    expect(ctx.prefs.get().recentCampaigns.map((r) => r.path)).toEqual([home.path]);
  });

  it('writing a new file needs a place chosen in the Save dialog: raw paths are refused for create, saveAs, restoreAsNew and importJson', async () => {
    const { call, ctx, home } = await desktop();
    const target = join(ctx.dir, 'Anywhere.fs3campaign');
    const backup = await call<Backup>('campaign.backup');
    const exported = await call<{ json: string }>('campaign.exportJson');

    for (const [method, input] of [
      ['campaign.create', { name: 'X', template: 'blank', path: target }],
      ['campaign.saveAs', { path: target }],
      ['campaign.restoreAsNew', { backupPath: backup.path, path: target }],
      ['campaign.importJson', { json: exported.json, path: target }],
    ] as const) {
      expect((await refusal(call(method, input))).code, method).toBe('app/path-not-granted');
    }
    expect(existsSync(target)).toBe(false);
    // Saving over a campaign of the recent list is no way to overwrite it either: it was granted to open, not to write.
    const other = await call<Summary>('campaign.create', { name: 'Other', template: 'blank' });
    const bytes = readFileSync(home.path);
    expect((await refusal(call('campaign.saveAs', { path: home.path, overwrite: true }))).code).toBe('app/path-not-granted');
    expect(readFileSync(home.path).equals(bytes)).toBe(true);
    expect((await call<Summary>('campaign.current')).path).toBe(other.path);
    // Without a path, main's own campaigns folder is used, as before.
    expect((await call<Summary>('campaign.importJson', { json: exported.json })).path.startsWith(join(ctx.dir, 'campaigns'))).toBe(true);
  });

  it('a Save dialog handle works for create, saveAs, restoreAsNew and importJson; an Open handle does not', async () => {
    const base = rig().ctx.dir;
    const places = ['Created', 'SavedAs', 'Restored', 'Imported'].map((n) => join(base, `${n}.fs3campaign`));
    const { call } = await desktop([...places, join(base, 'Opened.fs3campaign')]);
    const choose = async (suggestedName?: string) => (await call<Granted>('campaign.chooseSaveFile', suggestedName ? { suggestedName } : {}))!.handle;

    const created = await call<Summary>('campaign.create', { name: 'Created', template: 'blank', handle: await choose('Created.fs3campaign') });
    expect(created.path).toBe(places[0]);
    expect((await call<Summary>('campaign.saveAs', { handle: await choose() })).path).toBe(places[1]);
    const backup = await call<Backup>('campaign.backup');
    expect((await call<Summary>('campaign.restoreAsNew', { backupPath: backup.path, handle: await choose() })).path).toBe(places[2]);
    const exported = await call<{ json: string }>('campaign.exportJson');
    expect((await call<Summary>('campaign.importJson', { json: exported.json, handle: await choose() })).path).toBe(places[3]);

    // A file picked to open may not be written through its handle.
    const openHandle = (await call<Granted>('campaign.chooseFile'))!.handle;
    expect((await refusal(call('campaign.saveAs', { handle: openHandle }))).code).toBe('app/path-not-granted');
    // A handle main never issued, or one of the wrong shape.
    expect((await refusal(call('campaign.open', { handle: 'grant-AAAAAAAAAAAAAAAAAAAAAA' }))).code).toBe('app/unknown-handle');
    expect((await refusal(call('campaign.open', { handle: '/etc/passwd' }))).code).toBe('bad-request');
    expect((await refusal(call('campaign.open', { path: places[0], handle: openHandle }))).code).toBe('bad-request');
  });

  it('restore takes the open campaign\'s backups as main lists them, and nothing else', async () => {
    const { call, ctx, home } = await desktop();
    await call('character.create', { name: 'Before', kind: 'pc' });
    const backup = await call<Backup>('campaign.backup');
    await call('character.create', { name: 'After', kind: 'pc' });
    expect((await call<Backup[]>('campaign.listBackups')).map((b) => b.path)).toContain(backup.path);

    const foreign = await outsideFile('Foreign');
    const stray = join(ctx.dir, 'stray.sqlite');
    writeFileSync(stray, readFileSync(backup.path));
    for (const path of [foreign.backup, stray, foreign.path]) {
      expect((await refusal(call('campaign.restore', { backupPath: path }))).code, path).toBe('app/path-not-granted');
      expect((await refusal(call('campaign.restoreAsNew', { backupPath: path }))).code, path).toBe('app/path-not-granted');
    }

    const restored = await call<Summary & { pcCount: number }>('campaign.restore', { backupPath: backup.path });
    expect(restored.path).toBe(home.path);
    expect(restored.pcCount).toBe(1);
    const copy = await call<Summary>('campaign.restoreAsNew', { backupPath: backup.path });
    expect(copy.path).not.toBe(home.path);
  });

  it('browser mode (pathPolicy any) keeps taking plain paths: the host is local-only behind its token and has no dialog', async () => {
    const { call, ctx } = rig();
    expect(ctx.pathPolicy).toBe('any');
    const victim = await outsideFile('Plain');
    expect((await call<Summary>('campaign.open', { path: victim.path })).path).toBe(victim.path);
    const saved = await call<Summary>('campaign.saveAs', { path: join(ctx.dir, 'Copy.fs3campaign') });
    expect(saved.name).toBe('Plain');
    expect((await refusal(call('campaign.chooseFile'))).code).toBe('app/desktop-only');
  });

  it('the policy follows the host: the desktop app takes granted paths only, the browser host any', () => {
    const { ctx } = rig();
    const base = { version: '0', dataDir: ctx.dir, runtime: 'test', prefs: ctx.prefs, emit: ctx.emit, log: ctx.log };
    expect(createAppContext({ ...base, hostKind: 'desktop' }).pathPolicy).toBe('granted');
    expect(createAppContext({ ...base, hostKind: 'browser' }).pathPolicy).toBe('any');
  });
});

describe('the grant registry', () => {
  it('keeps at most MAX_GRANTS handles, forgetting the oldest, and compares resolved paths', async () => {
    const { PathGrants, MAX_GRANTS } = await import('../../../../main/core/campaign/path-grants');
    const grants = new PathGrants();
    const first = grants.grant('/campaigns/a/../First.fs3campaign', 'open');
    expect(grants.has('/campaigns/First.fs3campaign', 'open')).toBe(true);
    expect(grants.has('/campaigns/First.fs3campaign', 'save')).toBe(false);
    for (let i = 0; i < MAX_GRANTS; i++) grants.grant(`/campaigns/${i}.fs3campaign`, 'save');
    expect(() => grants.pathOf(first.handle, 'open')).toThrow(/expired/);
    expect(grants.has('/campaigns/First.fs3campaign', 'open')).toBe(false);
    expect(grants.has(`/campaigns/${MAX_GRANTS - 1}.fs3campaign`, 'save')).toBe(true);
  });
});
