/**
 * Issue 17 item 2: a campaign that cannot be opened leaves the open one open and untouched. Before,
 * `switchTo` made the refused file current before reading its summary failed, so the next writes
 * (answered ok) went into a file the app had refused and did not list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Summary = { path: string; name: string };

describe('a failed open keeps the current campaign', () => {
  it('refuses a file whose stored ruleset is invalid with a campaign/* error; the open campaign stays current and takes the next writes', async () => {
    const { call, ctx } = rig();
    const victim = join(ctx.dir, 'Broken.fs3campaign');
    await call('campaign.create', { name: 'Broken', path: victim, setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'aresmush-3e' });
    const keep = await call<Summary>('campaign.create', { name: 'Keep', path: join(ctx.dir, 'Keep.fs3campaign'), setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'aresmush-3e' });
    const db = new Database(victim);
    db.prepare("UPDATE campaign SET ruleset_json = '{\"not\":\"a ruleset\"}'").run();
    db.close();
    const bytes = readFileSync(victim);
    const recentBefore = ctx.prefs.get().recentCampaigns;

    const refused = await call('campaign.open', { path: victim }).catch((e: unknown) => e as Error & { code: string });
    expect(refused).toBeInstanceOf(Error);
    expect((refused as { code: string }).code).toMatch(/^campaign\//);
    expect((refused as Error).message).toMatch(/ruleset/);
    expect((refused as Error).message).toMatch(/stays open/);

    // The open campaign is still Keep, and a write goes there.
    expect((await call<Summary>('campaign.current'))?.path).toBe(keep.path);
    const pc = await call<{ id: string }>('character.create', { name: 'Still here', kind: 'pc' });
    expect((await call<{ character: { name: string } }>('character.get', { id: pc.id })).character.name).toBe('Still here');
    // The refusal did not move the refused file up the recent list.
    expect(ctx.prefs.get().recentCampaigns).toEqual(recentBefore);
    // The refused file is byte-for-byte as it was.
    expect(readFileSync(victim).equals(bytes)).toBe(true);
  });
});
