import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findEdition } from '../../../../shared/systems';
import { zipTextFiles } from '../../../../renderer/features/config/zip-store';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles } from '../../../helpers/ares-fixtures';


const FS32 = findEdition('fs3.2')!;
const rig = useHandlerRig();

function setup() {
  const r = rig();
  const stored = () => {
    const { repos } = r.ctx.campaigns.requireSession();
    return { ...repos.campaign.get(), gear: repos.gear.getCatalog(), characters: repos.characters.listAll() };
  };
  return { ...r, stored };
}

/** Every file under `dir`, so a refusal can be shown to have written nothing. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)).sort();

describe('campaign.create from the wizard', () => {
  it('makes the minimal template exactly, with the built-in or an empty catalog and no characters', async () => {
    const { call, stored } = setup();
    await call('campaign.create', { name: 'Bare', edition: 'fs3.2', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
    const made = stored();
    expect(made.setting).toEqual(FS32.templates[0]!.setting());
    expect(made.system).toEqual({ edition: 'fs3.2', houseRules: {} });
    expect(made.gear).toEqual(FS32.builtinGear());
    expect(made.characters).toEqual([]);
    expect(made.info).toMatchObject({ name: 'Bare', description: '' });

    await call('campaign.create', { name: 'Empty', description: 'No gear yet', setting: { kind: 'template', id: 'minimal' }, gear: 'empty' });
    expect(stored().gear).toEqual({ weapons: [], armor: [], vehicles: [], hitCharts: [] });
    expect(stored().info.description).toBe('No gear yet');
  });

  it('keeps the older forms: blank is the minimal setting with built-in gear, sample the sample campaign', async () => {
    const { call, stored } = setup();
    await call('campaign.create', { name: 'Old blank', template: 'blank' });
    expect(stored().setting).toEqual(FS32.templates[0]!.setting());
    expect(stored().gear).toEqual(FS32.builtinGear());
    const sample = await call<{ pcCount: number; name: string }>('campaign.create', { name: 'Old sample', template: 'sample' });
    expect(sample).toMatchObject({ name: 'Old sample', pcCount: 4 });
    expect(stored().system).toEqual({ edition: 'fs3.2', houseRules: {} });
  });

  it("uses the Storyteller's Guide sample setting without its characters", async () => {
    const { call, stored } = setup();
    await call('campaign.create', { name: 'Guide', setting: { kind: 'template', id: 'storytellers-guide-sample' } });
    expect(stored().setting).toEqual(FS32.templates.find((t) => t.id === 'storytellers-guide-sample')!.setting());
    expect(stored().characters).toEqual([]);
  });

  it('makes the setting and gear the importer makes from AresMUSH files, or a zip of them', async () => {
    const { call, stored } = setup();
    await call('campaign.create', { name: 'Ares', setting: { kind: 'aresmush', files: fixtureFiles() } });
    const made = stored();
    expect(made.setting.attributes.map((a) => a.name)).toEqual(['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence']);
    expect(made.setting.actionSkills.map((s) => s.name)).toContain('Alertness');
    expect(made.gear.weapons.length).toBeGreaterThan(0);
    expect(made.gear).not.toEqual(FS32.builtinGear());
    expect(await call('config.summary')).toMatchObject({ source: 'aresmush' });

    const zip = Buffer.from(zipTextFiles(fixtureFiles())).toString('base64');
    // AresMUSH files start a Third Edition campaign unless the wizard names another edition.
    expect(made.system).toEqual({ edition: 'aresmush-3e', houseRules: {} });
    await call('campaign.create', { name: 'Ares zip', edition: 'fs3.2', setting: { kind: 'aresmush', zip: { name: 'game.zip', base64: zip } }, gear: 'builtin' });
    expect(stored().setting.attributes.map((a) => a.name)).toEqual(made.setting.attributes.map((a) => a.name));
    expect(stored().gear).toEqual(FS32.builtinGear());
  });

  it("takes another campaign's setting, gear and system choice from its JSON, not its characters", async () => {
    const { ctx, call, stored } = setup();
    await call('campaign.create', { name: 'Source', template: 'sample' });
    const source = ctx.campaigns.requireSession().repos;
    const { setting } = source.campaign.get();
    const choice = { edition: 'fs3.2', houseRules: { 'healing-system': 'simple' } };
    source.campaign.replaceSystem(setting, choice, '2026-03-02T00:00:00.000Z');
    const { json } = ctx.campaigns.exportJson();
    const gear = source.gear.getCatalog();

    await call('campaign.create', { name: 'Copy', setting: { kind: 'campaign-json', name: 'source.json', json } });
    const made = stored();
    expect(made.setting).toEqual(setting);
    expect(made.system).toEqual(choice);
    expect(made.gear).toEqual(gear);
    expect(made.characters).toEqual([]);

    // An export from before editions has no choice: the wizard's edition, no house rules.
    const { system: _dropped, ...old } = JSON.parse(json) as Record<string, unknown>;
    await call('campaign.create', { name: 'Old copy', setting: { kind: 'campaign-json', json: JSON.stringify(old) }, gear: 'empty' });
    expect(stored().system).toEqual({ edition: 'fs3.2', houseRules: {} });
    expect(stored().gear.weapons).toEqual([]);
  });

  it('keeps edition and house rules through JSON export and import', async () => {
    const { ctx, call, stored } = setup();
    await call('campaign.create', { name: 'Round trip', template: 'blank' });
    const { repos } = ctx.campaigns.requireSession();
    const choice = { edition: 'fs3.2', houseRules: { 'damage-bands': 'storytellers-guide', 'xp-raise-limits': 'off' } };
    repos.campaign.replaceSystem(repos.campaign.get().setting, choice, '2026-03-02T00:00:00.000Z');
    const { json } = ctx.campaigns.exportJson();
    expect(JSON.parse(json)).toMatchObject({ system: choice });
    await call('campaign.importJson', { json });
    expect(stored().system).toEqual(choice);
  });

  it('refuses bad input naming the field or file, and writes nothing', async () => {
    const { ctx, dispatch } = setup();
    const path = join(ctx.dir, 'refused.fs3campaign');
    const before = filesUnder(ctx.dir);
    const broken = [{ name: 'fs3skills_attrs.yml', text: 'fs3skills:\n  attributes: [unclosed\n' }];
    const cases: [unknown, RegExp][] = [
      [{ setting: { kind: 'template', id: 'nope' } }, /^setting\.id: "nope" is not a starting setting of FS3\.2/],
      [{ edition: 'fs9', setting: { kind: 'template', id: 'minimal' } }, /^edition: "fs9" is not an edition/],
      [{ setting: { kind: 'aresmush', files: broken } }, /^setting\.files: .*fs3skills_attrs\.yml:\d+:\d+ error/],
      [{ setting: { kind: 'campaign-json', name: 'notes.json', json: '{"hello":1}' } }, /^setting\.json \(notes\.json\): This file is not an FS3 Console campaign export/],
      [{ setting: { kind: 'campaign-json', json: '{"format":' } }, /^setting\.json: the file is not valid JSON/],
      [{ setting: { kind: 'template', id: 'minimal' }, gear: 'from-source' }, /^gear: "from-source" needs AresMUSH files/],
    ];
    for (const [input, message] of cases) {
      const r = await dispatch('campaign.create', { name: 'Refused', path, ...(input as object) });
      expect(r.ok ? 'created' : r.error.message).toMatch(message);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}.yml`, text: '' }));
    const edge = await dispatch('campaign.create', { name: 'Refused', setting: { kind: 'aresmush', files: tooMany } });
    expect(edge.ok ? 'created' : edge.error).toMatchObject({ code: 'bad-request', message: expect.stringContaining('setting.files') });
    const both = await dispatch('campaign.create', { name: 'Refused', template: 'blank', setting: { kind: 'template', id: 'minimal' } });
    expect(both.ok ? 'created' : both.error.message).toContain('setting: Give either a starting setting or a template');
    expect(existsSync(path)).toBe(false);
    expect(filesUnder(ctx.dir)).toEqual(before);
    expect(ctx.campaigns.current()).toBeNull();
  });
});
