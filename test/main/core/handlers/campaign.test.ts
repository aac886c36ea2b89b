import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

function setup() {
  const { ctx, dispatch, call } = rig();
  return { ctx, dispatch, call };
}

type Summary = { path: string; name: string; pcCount: number; npcCount: number };

describe('campaign handlers', () => {
  it('lands in the ready-to-play sample on first launch and reopens the same file later', async () => {
    const { ctx, call } = setup();
    expect(await call('campaign.current')).toBeNull();
    const first = await ctx.campaigns.openAtStartup();
    expect(first).toMatchObject({ name: 'Sample: Ragnar Anchorage', pcCount: 4, npcCount: 3 });
    expect(first!.path.startsWith(join(ctx.dir, 'campaigns'))).toBe(true);
    expect(ctx.prefs.get().recentCampaigns.map((r) => r.path)).toEqual([first!.path]);
    await ctx.campaigns.close();
    const again = await ctx.campaigns.openAtStartup();
    expect(again!.path).toBe(first!.path);
  });

  it('creates, switches, remembers recent files and pushes campaign.changed', async () => {
    const { ctx, call } = setup();
    const a = await call<Summary>('campaign.create', { name: 'Dust and Iron', template: 'blank' });
    const b = await call<Summary>('campaign.create', { name: 'Dust and Iron', template: 'sample' });
    expect(a.pcCount).toBe(0);
    expect(b.pcCount).toBe(4);
    expect(b.path).not.toBe(a.path);
    expect((await call<Summary>('campaign.current')).path).toBe(b.path);
    expect(ctx.prefs.get().recentCampaigns.map((r) => r.path)).toEqual([b.path, a.path]);
    expect(ctx.emitted.filter((e) => e.event === 'campaign.changed')).toHaveLength(2);
    expect((await call<Summary>('campaign.open', { path: a.path })).name).toBe('Dust and Iron');
  });

  it('refuses a file that is not a campaign with a plain message, leaving it and the open campaign alone', async () => {
    const { ctx, call } = setup();
    const current = await call<Summary>('campaign.create', { name: 'Kept', template: 'blank' });
    const bogus = join(ctx.dir, 'notes.fs3campaign');
    writeFileSync(bogus, 'just some notes, not SQLite');
    await expect(call('campaign.open', { path: bogus })).rejects.toMatchObject({ code: expect.stringMatching(/^campaign\//) });
    expect(readFileSync(bogus, 'utf8')).toBe('just some notes, not SQLite');
    expect((await call<Summary>('campaign.current')).path).toBe(current.path);
  });

  it('saves as a new file, backs up, lists and restores backups', async () => {
    const { ctx, call } = setup();
    await call('campaign.create', { name: 'Original', template: 'sample' });
    const copy = await call<Summary>('campaign.saveAs', { path: join(ctx.dir, 'Copy.fs3campaign') });
    expect(copy.path).toBe(join(ctx.dir, 'Copy.fs3campaign'));
    const backup = await call<{ path: string; kind: string }>('campaign.backup');
    expect(backup.kind).toBe('manual');
    const list = await call<{ path: string }[]>('campaign.listBackups');
    expect(list.map((b) => b.path)).toContain(backup.path);
    const restored = await call<Summary>('campaign.restore', { backupPath: backup.path });
    expect(restored).toMatchObject({ path: copy.path, pcCount: 4 });
  });

  it('exports to JSON and imports it into a new campaign file losslessly', async () => {
    const { ctx, call } = setup();
    const original = await call<Summary>('campaign.create', { name: 'Round Trip', template: 'sample' });
    const exported = await call<{ fileName: string; json: string }>('campaign.exportJson');
    expect(exported.fileName).toBe('Round Trip.json');
    const imported = await call<Summary>('campaign.importJson', { json: exported.json, path: join(ctx.dir, 'Imported.fs3campaign') });
    expect(imported).toMatchObject({ name: original.name, pcCount: original.pcCount, npcCount: original.npcCount });
    const again = JSON.parse((await call<{ json: string }>('campaign.exportJson')).json) as Record<string, unknown>;
    const before = JSON.parse(exported.json) as Record<string, unknown>;
    for (const key of ['characters', 'gear', 'setting']) expect(again[key], key).toEqual(before[key]);
  });

  it('explains bad input: no campaign open, broken JSON, a missing name', async () => {
    const { call, dispatch } = setup();
    await expect(call('campaign.backup')).rejects.toMatchObject({ code: 'campaign/none-open' });
    await expect(call('campaign.importJson', { json: '{"format":' })).rejects.toMatchObject({ code: 'campaign/invalid-export' });
    const bad = await dispatch('campaign.create', { name: '  ', template: 'blank' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('name: A campaign needs a name') } });
  });
});
