import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { exportGameConfig } from '../../../../shared/config/export';
import { planImport } from '../../../../shared/config/plan';
import { psychTags } from '../../../../shared/config/yaml-source';
import { BUILTIN_GEAR } from '../../../../shared/core/content/builtin-gear';
import { campaignGameConfig, productFor, storedGameConfig, summarizeCampaignConfig, writeGameConfig } from '../../../../main/core/config/config-store';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';
import { fixtureFiles, withFile } from '../../../shared/config/fixtures';

const load = (text: string): unknown => parse(text, { version: '1.1', customTags: psychTags, mapAsMap: true, uniqueKeys: false });

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

async function blankCampaign() {
  const ctx = makeTestContext();
  open.push(ctx);
  const summary = await ctx.campaigns.create({ name: 'Config test', template: 'blank' });
  return { ctx, path: summary.path };
}

function storeDefault(ctx: TestContext) {
  const session = ctx.campaigns.requireSession();
  const plan = planImport(storedGameConfig(session.repos), fixtureFiles());
  if (!plan.next) throw new Error('refused');
  const next = plan.next;
  session.transact((repos) => writeGameConfig(repos, next, productFor(repos, next)));
  return next;
}

describe('the game configuration stored in a campaign', () => {
  it('gives a new blank campaign the built-in FS3.2 setting with its gear catalog', async () => {
    const { ctx } = await blankCampaign();
    const { repos } = ctx.campaigns.requireSession();
    const gear = repos.gear.getCatalog();
    expect(gear.weapons.map((w) => w.name)).toEqual(BUILTIN_GEAR.weapons.map((w) => w.name));
    expect(gear.vehicles.map((v) => v.name)).toContain('Viper');
    expect(repos.campaign.get().setting.attributes.length).toBeGreaterThan(0);
    expect(summarizeCampaignConfig(repos)).toMatchObject({ source: 'built-in', counts: { weapons: BUILTIN_GEAR.weapons.length } });
  });

  it('import → store → reopen the file → export gives the input files key by key', async () => {
    const { ctx, path } = await blankCampaign();
    storeDefault(ctx);
    await ctx.campaigns.close();
    await ctx.campaigns.open(path);
    const { repos } = ctx.campaigns.requireSession();
    expect(summarizeCampaignConfig(repos)).toMatchObject({
      source: 'aresmush',
      counts: { weapons: 23, weaponSpecials: 5, armor: 13, armorSpecials: 1, vehicles: 8, mounts: 2, npcTypes: 4, hitCharts: 7, hitChartAreas: 44, tenEntryAreas: 44 },
    });
    // The gear catalog and setting the combat rules use come from the import too.
    expect(repos.gear.getCatalog().vehicles.map((v) => v.name)).toContain('Raider');
    expect(repos.campaign.get().setting.actionSkills.map((s) => s.name)).toContain('Firearms');
    const files = exportGameConfig(campaignGameConfig(repos));
    expect(files.map((f) => f.name)).toEqual(fixtureFiles().map((f) => f.name));
    for (const input of fixtureFiles()) {
      expect(load(files.find((f) => f.name === input.name)!.text), input.name).toEqual(load(input.text));
    }
  });

  it('writes a gear edit made after the import back into the exported files, leaving the rest verbatim', async () => {
    const { ctx } = await blankCampaign();
    storeDefault(ctx);
    const session = ctx.campaigns.requireSession();
    session.transact((repos) => {
      const rifle = repos.gear.getCatalog().weapons.find((w) => w.name === 'Rifle')!;
      repos.gear.put('weapons', { ...rifle, ammo: 30 });
    });
    const files = exportGameConfig(campaignGameConfig(session.repos));
    const weapons = load(files.find((f) => f.name === 'fs3combat_weapons.yml')!.text) as Map<string, Map<string, Map<string, Map<string, unknown>>>>;
    const all = weapons.get('fs3combat')!.get('weapons')!;
    expect(all.get('Rifle')!.get('ammo')).toBe(30);
    const input = load(fixtureFiles().find((f) => f.name === 'fs3combat_weapons.yml')!.text) as typeof weapons;
    expect(all.get('Pistol')).toEqual(input.get('fs3combat')!.get('weapons')!.get('Pistol'));
  });

  it('re-imports the stored files with an empty diff, and an emptied file removes its rows', async () => {
    const { ctx } = await blankCampaign();
    const first = storeDefault(ctx);
    const session = ctx.campaigns.requireSession();
    const again = planImport(storedGameConfig(session.repos), fixtureFiles());
    expect(again.diff).toEqual({ added: [], changed: [], removed: [] });
    expect(storedGameConfig(session.repos)).toEqual(first);
    const emptied = planImport(first, [{ name: 'fs3combat_mounts.yml', text: '' }]);
    const next = emptied.next!;
    session.transact((repos) => writeGameConfig(repos, next, productFor(repos, next)));
    const sources = new Set(session.repos.campaign.listConfigExtras().map((r) => r.source));
    expect(sources.has('fs3combat_mounts.yml')).toBe(false);
    expect(sources.has('fs3combat_weapons.yml')).toBe(true);
    expect(summarizeCampaignConfig(session.repos).counts.mounts).toBe(0);
  });

  it('writes nothing when the store fails part way', async () => {
    const { ctx } = await blankCampaign();
    const session = ctx.campaigns.requireSession();
    const before = { gear: session.repos.gear.getCatalog(), setting: session.repos.campaign.get().setting, extras: session.repos.campaign.listConfigExtras() };
    const plan = planImport(null, withFile('fs3combat_weapons.yml', (t) => t));
    const next = plan.next!;
    expect(() =>
      session.transact((repos) => {
        writeGameConfig(repos, next, productFor(repos, next));
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(session.repos.gear.getCatalog()).toEqual(before.gear);
    expect(session.repos.campaign.get().setting).toEqual(before.setting);
    expect(session.repos.campaign.listConfigExtras()).toEqual(before.extras);
  });
});
