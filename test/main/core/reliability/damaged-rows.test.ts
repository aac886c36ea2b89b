/**
 * Issue 35 items 6 and 7. A campaign that opens but holds damaged rows answered 500s ("Stored combat
 * settings is invalid: Unterminated …") on combat.list, combat.get and campaign.exportJson, the
 * rescue path included; and a refused open left its `open` backup beside the refused file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Summary = { path: string; name: string };
const NEW = { setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'fs3.2' } as const;

async function failure(r: ReturnType<typeof rig>, method: string, input: unknown = {}): Promise<{ code: string; message: string }> {
  const answer = await r.dispatch(method, input);
  if (answer.ok) throw new Error(`${method} answered ok`);
  return answer.error;
}

describe('a campaign that opens but holds damaged rows', () => {
  it('names the damage with campaign/corrupt, keeps the fight listed and marked, and exports everything else', async () => {
    const r = rig();
    const path = join(r.ctx.dir, 'Cracked.fs3campaign');
    await r.call('campaign.create', { name: 'Cracked', path, ...NEW });
    const pc = await r.call<{ id: string }>('character.create', { name: 'Ada', kind: 'pc' });
    const ambush = await r.call<{ combatId: string }>('combat.create', { name: 'Ambush' });
    await r.call('combat.addCharacter', { combatId: ambush.combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });
    const calm = await r.call<{ combatId: string }>('combat.create', { name: 'Calm' });
    await r.call('campaign.create', { name: 'Other', path: join(r.ctx.dir, 'Other.fs3campaign'), ...NEW });
    // A hand-edit cut the stored settings short, as in the issue; the file still passes the open checks.
    const db = new Database(path);
    db.prepare("UPDATE combats SET settings_json = '{\"machineInput\": {\"combat' WHERE id = ?").run(ambush.combatId);
    db.close();
    await r.call('campaign.open', { path });

    const list = await r.call<{ combats: { id: string; name: string; damaged?: string }[] }>('combat.list');
    expect(list.combats.map((c) => c.name).sort()).toEqual(['Ambush', 'Calm']);
    const marked = list.combats.find((c) => c.id === ambush.combatId)!;
    expect(marked.damaged).toMatch(/combat "Ambush" \(id .+\) in table combats: stored settings is not valid JSON/);
    expect(list.combats.find((c) => c.id === calm.combatId)!.damaged).toBeUndefined();

    const opened = await failure(r, 'combat.get', { combatId: ambush.combatId });
    expect(opened.code).toBe('campaign/corrupt');
    expect(opened.message).toMatch(/combat "Ambush" .*settings is not valid JSON/);
    expect(opened.message).toMatch(/export the campaign as JSON/);
    expect(JSON.stringify(opened)).not.toMatch(/Stored combat settings is invalid/);
    // The other fight still opens.
    expect(await r.call<{ combatId: string }>('combat.get', { combatId: calm.combatId })).toMatchObject({ combatId: calm.combatId });

    const exported = await r.call<{ json: string; damaged?: string[] }>('campaign.exportJson');
    const doc = JSON.parse(exported.json) as { combats: { name: string }[]; combatants: { combatId: string }[]; characters: { name: string }[] };
    expect(doc.combats.map((c) => c.name)).toEqual(['Calm']);
    expect(doc.combatants.filter((c) => c.combatId === ambush.combatId)).toEqual([]);
    expect(doc.characters.map((c) => c.name)).toEqual(['Ada']);
    expect(exported.damaged?.[0]).toMatch(/combat "Ambush" .*settings is not valid JSON.*: left out/);
    expect(exported.damaged?.join('\n')).toMatch(/1 combatant\(s\) and \d+ log step\(s\) of combat .*left out with their damaged combat/);
    // The rescue comes back as a campaign of its own.
    await r.call('campaign.importJson', { json: exported.json, path: join(r.ctx.dir, 'Rescued.fs3campaign') });
    expect((await r.call<{ combats: { name: string }[] }>('combat.list')).combats.map((c) => c.name)).toEqual(['Calm']);
  });

  it('names a damaged roll, wound or kept value by table, row and field instead of a 500', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'Cracked', path: join(r.ctx.dir, 'Cracked.fs3campaign'), ...NEW });
    const db = r.ctx.campaigns.requireSession().db;
    const pc = await r.call<{ id: string }>('character.create', { name: 'Ada', kind: 'pc' });
    db.prepare("INSERT INTO config_extras (source, key_path, value_json) VALUES ('game.yml', 'game.name', '{oops')").run();
    const exported = await r.call<{ json: string; damaged?: string[] }>('campaign.exportJson');
    expect(exported.damaged).toEqual([expect.stringMatching(/kept AresMUSH value game\.name of game\.yml in table config_extras: stored value is not valid JSON/)]);
    expect((JSON.parse(exported.json) as { characters: { id: string }[] }).characters.map((c) => c.id)).toEqual([pc.id]);
  });
});

describe('a refused open leaves no litter (item 7)', () => {
  it('reads the summary before anything writes: no backups folder, no open backup, the folder as it was', async () => {
    const r = rig();
    const folder = join(r.ctx.dir, 'victims');
    const victim = join(folder, 'Broken.fs3campaign');
    await r.call('campaign.create', { name: 'Keep', path: join(r.ctx.dir, 'Keep.fs3campaign'), ...NEW });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(folder);
    await r.call('campaign.create', { name: 'Broken', path: victim, ...NEW });
    await r.call('campaign.open', { path: join(r.ctx.dir, 'Keep.fs3campaign') });
    const db = new Database(victim);
    db.prepare("UPDATE campaign SET ruleset_json = '{\"not\":\"a ruleset\"}'").run();
    db.close();
    const before = readdirSync(folder).sort();

    const refused = await failure(r, 'campaign.open', { path: victim });
    expect(refused.code).toBe('campaign/corrupt');
    expect(refused.message).toMatch(/the campaign record in table campaign: stored ruleset/);
    expect(refused.message).toMatch(/stays open/);
    expect(readdirSync(folder).sort()).toEqual(before);
    expect(existsSync(join(folder, 'Broken.backups'))).toBe(false);
    expect((await r.call<Summary>('campaign.current')).name).toBe('Keep');
  });
});
