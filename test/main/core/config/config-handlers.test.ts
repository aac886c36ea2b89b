import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { psychTags } from '../../../../shared/config/yaml-source';
import { CONFIG_PROGRESS_STAGES, type ConfigProblemView, type ConfigSummaryView, type ImportPlanView } from '../../../../shared/ipc/config-contract';
import { IMPORT_STAGES } from '../../../../shared/config/plan';
import { BUILTIN_GEAR } from '../../../../shared/core/content/builtin-gear';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles, withFile } from '../../../shared/config/fixtures';
import { writeZip } from './zip-writer';

const load = (text: string): unknown => parse(text, { version: '1.1', customTags: psychTags, mapAsMap: true, uniqueKeys: false });

const rig = useHandlerRig();
/** The Rifle's ammo in the default config (fs3combat_weapons.yml). */
const RIFLE_AMMO = 20;

async function setup() {
  const { ctx, dispatch, call } = rig();
  await call('campaign.create', { name: 'Config handlers', template: 'blank' });
  ctx.emitted.length = 0;
  return { ctx, dispatch, call };
}

const lintIds = (problems: ConfigProblemView[]) => problems.map((p) => `${p.severity} ${p.code} ${p.path.join('.')}`);

describe('config handlers', () => {
  it('plans the default AresMUSH import without writing, then applies it in one step and exports the same files', async () => {
    const { ctx, call } = await setup();
    const before = await call<ConfigSummaryView>('config.summary');
    expect(before.source).toBe('built-in');

    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    expect(plan.planId).toEqual(expect.any(String));
    expect(plan.counts).toMatchObject({ weapons: 23, weaponSpecials: 5, armor: 13, armorSpecials: 1, vehicles: 8, mounts: 2, npcTypes: 4, hitCharts: 7, hitChartAreas: 44 });
    // The blank campaign's built-in gear is compared with the import as AresMUSH entries (issue 15):
    // a weapon both define is "changed" field by field, not "added"; one only the campaign has is removed.
    const weapons = (list: { kind: string; name: string }[]) => list.filter((c) => c.kind === 'weapon').map((c) => c.name);
    const importedWeapons = new Set([...weapons(plan.diff.added), ...weapons(plan.diff.changed)]);
    expect(importedWeapons.size).toBe(23);
    expect(weapons(plan.diff.changed).length).toBeGreaterThan(0);
    for (const name of weapons(plan.diff.changed)) expect(BUILTIN_GEAR.weapons.map((w) => w.name)).toContain(name);
    const dropped = BUILTIN_GEAR.weapons.map((w) => w.name).filter((n) => !importedWeapons.has(n));
    expect(dropped.length).toBeGreaterThan(0);
    expect(weapons(plan.diff.removed)).toEqual(dropped);
    expect(plan.summary).toBe(`${plan.diff.added.length} added, ${plan.diff.changed.length} changed, ${plan.diff.removed.length} removed`);
    expect(plan.problems.every((p) => p.severity !== 'error')).toBe(true);
    expect(plan.problems.filter((p) => p.severity === 'info').map((p) => p.path.join('.'))).toContain('fs3combat.shortcuts');
    const nuke = plan.problems.find((p) => p.message.includes('Nuke'))!;
    expect(nuke).toMatchObject({ file: 'fs3combat_vehicles.yml', line: expect.any(Number), column: expect.any(Number) });
    expect(plan.problems.some((p) => p.path.join('.') === 'fs3combat.weapons.Rocket.Ammo')).toBe(true);
    // How AresMUSH values are adapted to the FS3.2 model is said, per file, before applying.
    expect(plan.notes).toContainEqual(expect.objectContaining({ code: 'not-mapped', file: 'fs3combat_weapons.yml', message: expect.stringContaining('"Club" has penetration 0') }));
    // Progress came with the plan's id, stage by stage; nothing was stored yet.
    const progress = ctx.emitted.filter((e) => e.event === 'config.progress').map((e) => e.payload as { planId: string; stage: string });
    expect(new Set(progress.map((p) => p.planId))).toEqual(new Set([plan.planId]));
    expect([...new Set(progress.map((p) => p.stage))]).toEqual(['read', 'validate', 'lint', 'compare']);
    expect(await call<ConfigSummaryView>('config.summary')).toEqual(before);

    ctx.emitted.length = 0;
    const applied = await call<{ summary: ConfigSummaryView; added: number }>('config.applyImport', { planId: plan.planId });
    expect(applied.added).toBe(plan.diff.added.length);
    expect(applied.summary).toMatchObject({ source: 'aresmush', counts: { weapons: 23, vehicles: 8 } });
    expect(ctx.emitted.map((e) => e.event)).toEqual(['config.progress', 'config.progress', 'config.progress', 'config.changed', 'campaign.changed']);
    await expect(call('config.applyImport', { planId: plan.planId })).rejects.toMatchObject({ code: 'config/unknown-plan' });

    const { files } = await call<{ files: { name: string; text: string }[] }>('config.exportAres');
    expect(files.map((f) => f.name)).toEqual(fixtureFiles().map((f) => f.name));
    for (const input of fixtureFiles()) expect(load(files.find((f) => f.name === input.name)!.text), input.name).toEqual(load(input.text));

    const { problems } = await call<{ problems: ConfigProblemView[] }>('config.lint');
    expect(lintIds(problems)).toEqual(expect.arrayContaining(['warning misspelled-key fs3combat.weapons.Rocket.Ammo']));
    const lintNuke = problems.find((p) => p.message.includes('"Nuke"'))!;
    expect(lintNuke).toMatchObject({ severity: 'warning', file: 'fs3combat_vehicles.yml', line: expect.any(Number) });
    const exported = files.find((f) => f.name === 'fs3combat_vehicles.yml')!.text.split('\n');
    expect(exported[lintNuke.line! - 1]).toContain('Nuke');
  });

  it('plans a re-import against the campaign as edited since: the edit shows as a change', async () => {
    const { ctx, call } = await setup();
    await call('config.applyImport', { planId: (await call<ImportPlanView>('config.planImport', { files: fixtureFiles() })).planId });
    const session = ctx.campaigns.requireSession();
    session.transact((repos) => {
      const rifle = repos.gear.getCatalog().weapons.find((w) => w.name === 'Rifle')!;
      repos.gear.put('weapons', { ...rifle, ammo: 30 });
    });
    const again = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    expect(again.diff.changed).toEqual([{ kind: 'weapon', name: 'Rifle', fields: ['ammo'], changes: [{ field: 'ammo', before: 30, after: RIFLE_AMMO }] }]);
    expect(again.diff.added).toEqual([]);
    expect(again.diff.removed).toEqual([]);
  });

  it('reports progress while planning is still running, one step at a time', async () => {
    const { ctx, call } = await setup();
    let answered = false;
    const planning = call<ImportPlanView>('config.planImport', { files: fixtureFiles() }).then((plan) => {
      answered = true;
      return plan;
    });
    const progressSeen = () => ctx.emitted.filter((e) => e.event === 'config.progress').length;
    while (progressSeen() < 3) await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    await planning;
    expect(progressSeen()).toBe(17 + 4);
  });

  it('names every import stage in the progress event schema', () => {
    expect(CONFIG_PROGRESS_STAGES).toEqual(expect.arrayContaining([...IMPORT_STAGES]));
  });

  it('reads a base64 zip of the files', async () => {
    const { call } = await setup();
    const zip = writeZip(fixtureFiles().map((f) => ({ name: `game/config/${f.name}`, data: f.text })));
    const plan = await call<ImportPlanView>('config.planImport', { zip: { name: 'config.zip', base64: zip.toString('base64') } });
    expect(plan.planId).not.toBeNull();
    expect(plan.imported).toHaveLength(17);
    const broken = await call<ImportPlanView>('config.planImport', { zip: { name: 'broken.zip', base64: Buffer.from('not a zip').toString('base64') } });
    expect(broken.planId).toBeNull();
    expect(broken.problems[0]).toMatchObject({ severity: 'error', file: 'broken.zip' });
  });

  it('refuses broken YAML with file, line and column, and stores nothing', async () => {
    const { call } = await setup();
    const files = withFile('fs3combat_weapons.yml', (t) => t.replace('  weapons:\n', '  weapons:\n    Bad: [1, 2\n'));
    const plan = await call<ImportPlanView>('config.planImport', { files });
    expect(plan.planId).toBeNull();
    expect(plan.problems[0]).toMatchObject({ severity: 'error', file: 'fs3combat_weapons.yml', line: expect.any(Number), column: expect.any(Number) });
    expect((await call<ConfigSummaryView>('config.summary')).source).toBe('built-in');
  });

  it('imports a skill listed twice (AresMUSH only reports it): the campaign plays the first entry, noted, and the files keep both', async () => {
    const { call } = await setup();
    const files = withFile('fs3skills_action.yml', (t) => t.replace('  - name: Firearms\n    desc: Shooting guns.\n    linked_attr: Reflexes\n', (m) => m + m));
    const plan = await call<ImportPlanView>('config.planImport', { files });
    expect(plan.planId).not.toBeNull();
    expect(plan.problems.find((p) => p.code === 'duplicate-key')).toMatchObject({
      severity: 'warning', file: 'fs3skills_action.yml', path: ['fs3skills', 'action_skills', expect.any(Number)],
      message: expect.stringContaining('"Firearms" is listed twice'),
    });
    expect(plan.notes.find((p) => p.message.includes('"Firearms" is listed twice'))).toMatchObject({ file: 'fs3skills_action.yml' });
    await call('config.applyImport', { planId: plan.planId });
    expect((await call<ConfigSummaryView>('config.summary')).source).not.toBe('built-in');
  });

  it('refuses a plan made before the campaign changed', async () => {
    const { call } = await setup();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    await call('character.create', { name: 'Starbuck', kind: 'pc' });
    await expect(call('config.applyImport', { planId: plan.planId })).rejects.toMatchObject({ code: 'config/stale-plan' });
    expect((await call<ConfigSummaryView>('config.summary')).source).toBe('built-in');
    const again = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    expect(await call('config.cancelImport', { planId: again.planId })).toEqual({ cancelled: true });
    await expect(call('config.applyImport', { planId: again.planId })).rejects.toMatchObject({ code: 'config/unknown-plan' });
  });

  it('shares gear and setting as JSON between campaigns', async () => {
    const { call } = await setup();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    await call('config.applyImport', { planId: plan.planId });
    const shared = await call<{ fileName: string; json: string }>('config.exportJson');
    expect(shared.fileName).toBe('Config handlers gear and setting.json');
    const exportedFiles = (await call<{ files: { name: string; text: string }[] }>('config.exportAres')).files;

    await call('campaign.create', { name: 'Other', template: 'blank' });
    const bad = await call<{ applied: boolean; problems: ConfigProblemView[] }>('config.importJson', { name: 'x.json', json: '{\n  "format": 1,\n' });
    expect(bad.applied).toBe(false);
    expect(bad.problems[0]).toMatchObject({ severity: 'error', file: 'x.json', line: expect.any(Number) });
    expect((await call<ConfigSummaryView>('config.summary')).source).toBe('built-in');

    const read = await call<{ applied: boolean; summary: ConfigSummaryView }>('config.importJson', { name: shared.fileName, json: shared.json });
    expect(read.applied).toBe(true);
    expect(read.summary).toMatchObject({ source: 'aresmush', counts: { weapons: 23 } });
    expect((await call<{ files: unknown }>('config.exportAres')).files).toEqual(exportedFiles);
  });

  it('rejects bad payloads with a message naming the field', async () => {
    const { dispatch } = await setup();
    const message = async (method: string, input: unknown) => {
      const r = await dispatch(method, input);
      expect(r.ok).toBe(false);
      return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
    };
    expect(await message('config.planImport', {})).toMatch(/bad-request.*files: Send either files or a zip archive/);
    expect(await message('config.planImport', { files: [] })).toMatch(/files: Pick at least one file/);
    expect(await message('config.planImport', { files: [{ name: 'game/x.yml', text: '' }] })).toMatch(/files\.0\.name: A file name must not contain folders/);
    expect(await message('config.planImport', { files: [{ name: 'x.yml', text: 3 }] })).toMatch(/files\.0\.text/);
    expect(await message('config.planImport', { zip: { name: 'c.zip', base64: '%%%' } })).toMatch(/zip\.base64: The archive is not base64/);
    expect(await message('config.planImport', { files: fixtureFiles(), zip: { name: 'c.zip', base64: 'AA==' } })).toMatch(/files: Send either/);
    expect(await message('config.applyImport', {})).toMatch(/planId/);
    expect(await message('config.importJson', { name: 'a.json' })).toMatch(/json/);
    expect(await message('config.summary', { extra: 1 })).toMatch(/bad-request/);
  });

  it('answers "no campaign open" plainly', async () => {
    const { ctx, dispatch } = await setup();
    await ctx.campaigns.close();
    const r = await dispatch('config.summary', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'campaign/none-open' } });
  });
});
