/**
 * Issue 15, "import that never breaks a campaign": the default AresMUSH config as a NEW campaign
 * on the Third Edition, and merged into the sample campaign with per-item choices, field diffs,
 * ability mapping, a pre-import backup, one transaction, undo and refusals that write nothing.
 * Real handlers over a real SQLite campaign file in a temp folder.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignSummary } from '../../../../shared/ipc/campaign-schemas';
import type { BackupInfoView } from '../../../../shared/ipc/backup-schema';
import type { CharacterChangeView, ConfigSummaryView, ImportPlanView } from '../../../../shared/ipc/config-contract';
import type { GearCatalog } from '../../../../shared/domain/gear';
import { campaignGameConfig } from '../../../../main/core/config/config-store';
import { campaignSystem } from '../../../../main/core/system/campaign-system';
import { checkCharacter } from '../../../../shared/systems';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles, importedDefault, withFile } from '../../../shared/config/fixtures';

const rig = useHandlerRig();

type Applied = { summary: ConfigSummaryView; backup: BackupInfoView; characters: CharacterChangeView[] };

async function sample() {
  const r = rig();
  await r.call('campaign.create', { name: 'Ragnar', template: 'sample' });
  const session = () => r.ctx.campaigns.requireSession();
  const gear = () => session().repos.gear.getCatalog();
  return { ...r, session, gear };
}

/** A fight with every sample character in it, by the gear the catalog offers now. */
async function fightWithEveryone(call: ReturnType<typeof rig>['call'], characterIds: readonly string[], catalog: GearCatalog) {
  const served = await call<GearCatalog>('combat.gear');
  expect(served.weapons.length).toBeGreaterThan(0);
  const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'After the import' });
  let view: { combatants: unknown[] } = { combatants: [] };
  for (const [i, characterId] of characterIds.entries()) {
    view = await call('combat.addCharacter', { combatId, characterId, team: 1 + (i % 2), weapon: catalog.weapons[0]!.name });
  }
  expect(view.combatants).toHaveLength(characterIds.length);
}

describe('AresMUSH import as a new campaign', () => {
  it('creates a Third Edition campaign from the default config whose configuration is the game\u2019s own', async () => {
    const { ctx, call } = rig();
    await call('campaign.create', { name: 'Before', template: 'sample' });
    const before = ctx.campaigns.requireSession().path;
    const made = await call<CampaignSummary>('campaign.create', { name: 'Default game', setting: { kind: 'aresmush', files: fixtureFiles() } });
    expect(made.path).not.toBe(before);
    const { repos } = ctx.campaigns.requireSession();
    expect(repos.campaign.get().system).toEqual({ edition: 'aresmush-3e', houseRules: {} });
    // The setting from fs3skills files, the gear from fs3combat files, the configuration as imported.
    expect(repos.campaign.get().setting.attributes.map((a) => a.name)).toEqual(['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence']);
    // 23 weapons in the files; Shrapnel attacks with raw dice and stays in the config only (CONFIG-NOTES).
    expect(repos.gear.getCatalog().weapons).toHaveLength(22);
    expect(Object.keys(campaignGameConfig(repos).fs3combat.weapons as object)).toHaveLength(23);
    expect(campaignGameConfig(repos)).toEqual(importedDefault());
    expect(campaignSystem(repos).config).toEqual(importedDefault());
    // The campaign it was made from is untouched and still listed.
    expect(existsSync(before)).toBe(true);
    // A character can be made and put in a fight with the game's own weapons.
    await call('character.create', { name: 'Newcomer', kind: 'pc' });
    const ids = repos.characters.list().map((c) => c.id);
    expect(ids).toHaveLength(1);
    await fightWithEveryone(call, ids, repos.gear.getCatalog());
  });
});

describe('AresMUSH import merged into the sample campaign', () => {
  it('shows every changed field before \u2192 after, in the configuration diff and per gear item', async () => {
    const { call } = await sample();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    // The sample never imported anything: its gear is compared as AresMUSH entries, not listed as "added".
    const pistol = plan.diff.changed.find((c) => c.kind === 'weapon' && c.name === 'Pistol')!;
    expect(pistol.changes).toEqual(expect.arrayContaining([
      { field: 'penetration', before: 3, after: 5 },
      { field: 'ammo', before: 15, after: 10 },
    ]));
    expect(plan.diff.added.some((c) => c.kind === 'weapon' && c.name === 'Pistol')).toBe(false);
    expect(plan.summary).toMatch(/^\d+ added, [1-9]\d* changed, \d+ removed$/);
    const item = plan.merge!.items.find((i) => i.list === 'weapons' && i.name === 'Pistol')!;
    expect(item).toMatchObject({ status: 'changed', custom: false, choice: 'replace' });
    expect(item.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['penetration', 'ammo', 'effectiveRange']));
    // The ruleset numbers the import would change are shown, the XP hoard among them.
    expect(plan.merge!.ruleset).toContainEqual(expect.objectContaining({ field: 'xp.maxSavedXp', after: 4 }));
    expect(plan.merge!.problems).toEqual([]);
  });

  it('keeps the storyteller\u2019s custom gear by default and applies keep / replace / rename per item', async () => {
    const { call, session, gear } = await sample();
    const stock = gear();
    const knife = stock.weapons.find((w) => w.name === 'Knife')!;
    session().transact((repos) => {
      repos.gear.put('weapons', { ...knife, name: 'Flare Gun', type: 'ranged', attackSkill: knife.attackSkill, penetration: 1, ammo: 1 });
      repos.gear.put('weapons', { ...stock.weapons.find((w) => w.name === 'Pistol')!, accuracy: 1 });
    });
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    const items = plan.merge!.items;
    expect(items.find((i) => i.name === 'Flare Gun')).toMatchObject({ status: 'campaign-only', custom: true, choice: 'keep' });
    expect(items.find((i) => i.list === 'weapons' && i.name === 'Pistol')).toMatchObject({ status: 'changed', custom: true, choice: 'keep' });
    expect(items.find((i) => i.list === 'weapons' && i.name === 'Knife')).toMatchObject({ status: 'changed', custom: false, choice: 'replace' });
    expect(items.find((i) => i.list === 'weapons' && i.name === 'Rifle')).toMatchObject({ status: 'added', choice: 'replace' });
    const importedKnife = importedDefault().fs3combat.weapons as Record<string, unknown>;
    expect(importedKnife.Knife).toBeDefined();

    const applied = await call<Applied>('config.applyImport', {
      planId: plan.planId,
      items: [
        { list: 'weapons', name: 'Knife', choice: 'rename', newName: 'Ares Knife' },
        { list: 'weapons', name: 'Rifle', choice: 'keep' },
      ],
    });
    const after = gear();
    const names = after.weapons.map((w) => w.name);
    expect(after.weapons.find((w) => w.name === 'Flare Gun')).toMatchObject({ penetration: 1, ammo: 1 });
    expect(after.weapons.find((w) => w.name === 'Pistol')).toEqual({ ...stock.weapons.find((w) => w.name === 'Pistol')!, accuracy: 1 });
    expect(after.weapons.find((w) => w.name === 'Knife')).toEqual(knife);
    expect(names).toContain('Ares Knife');
    expect(names).not.toContain('Rifle');
    expect(names).toContain('Shotgun');
    // Not custom and not in the import: the sample's built-in Light Truck goes, as a whole replacement would.
    expect(after.vehicles.map((v) => v.name)).not.toContain('Light Truck');
    expect(applied.summary.source).toBe('aresmush');
    // The sample's characters stay playable: every one can join a fight.
    const ids = session().repos.characters.list().map((c) => c.id);
    await fightWithEveryone(call, ids, after);
    // The export carries the kept custom weapon as AresMUSH config.
    const { files } = await call<{ files: { name: string; text: string }[] }>('config.exportAres');
    expect(files.find((f) => f.name === 'fs3combat_weapons.yml')!.text).toContain('Flare Gun');
  });

  it('maps old abilities onto the imported ones, lists every character touched and keeps the XP cap unless asked', async () => {
    const { call, session } = await sample();
    const sheetsBefore = session().repos.characters.listAll();
    const rulesetBefore = session().repos.campaign.get().setting.ruleset;
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    const athletic = plan.merge!.gaps.find((g) => g.name === 'Athletic')!;
    expect(athletic).toMatchObject({ kind: 'attribute', options: expect.arrayContaining(['Brawn']) });
    expect(athletic.ratedBy.length).toBe(sheetsBefore.filter((c) => c.attributes.some((a) => a.name === 'Athletic')).length);
    // With the defaults every old ability is kept: each character is listed with what stays and what is new.
    expect(plan.merge!.characters.map((c) => c.id).sort()).toEqual(sheetsBefore.filter((c) => !c.npc).map((c) => c.id).sort());

    const applied = await call<Applied>('config.applyImport', {
      planId: plan.planId,
      abilities: [
        { kind: 'attribute', from: 'Athletic', choice: 'map', to: 'Brawn' },
        { kind: 'attribute', from: 'Reactive', choice: 'map', to: 'Reflexes' },
        { kind: 'action-skill', from: 'First Aid', choice: 'keep' },
      ],
    });
    const { repos } = session();
    const setting = repos.campaign.get().setting;
    expect(setting.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['Brawn', 'Reflexes', 'Academic', 'Social']));
    expect(setting.attributes.map((a) => a.name)).not.toContain('Athletic');
    expect(setting.actionSkills.map((a) => a.name)).toContain('First Aid');
    // The XP cap stays the campaign's (takeRuleset was not asked for).
    expect(setting.ruleset).toEqual(rulesetBefore);
    for (const before of sheetsBefore.filter((c) => c.attributes.some((a) => a.name === 'Athletic'))) {
      const now = repos.characters.get(before.id)!;
      const rating = before.attributes.find((a) => a.name === 'Athletic')!.rating;
      expect(now.attributes.find((a) => a.name === 'Brawn')?.rating).toBe(rating);
      expect(applied.characters.find((c) => c.id === before.id)!.changes).toContain(`Athletic ${rating} \u2192 Brawn ${rating}`);
    }
    // No value hidden: every kept rating is still on the sheet and the system checks it.
    const system = campaignSystem(repos);
    for (const c of repos.characters.listAll()) {
      if (!c.npc) expect(c.attributes.length).toBeGreaterThan(0);
      expect(() => checkCharacter(system, c)).not.toThrow();
    }
  });

  it('takes the imported XP numbers only when asked', async () => {
    const { call, session } = await sample();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    await call('config.applyImport', { planId: plan.planId, takeRuleset: true });
    expect(session().repos.campaign.get().setting.ruleset.xp.maxSavedXp).toBe(4);
  });

  it('takes a pre-import backup, applies in one step, and restoring that backup undoes the import', async () => {
    const { call, session, gear } = await sample();
    const gearBefore = gear();
    const settingBefore = session().repos.campaign.get().setting;
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    const applied = await call<Applied>('config.applyImport', { planId: plan.planId });
    expect(applied.backup.kind).toBe('pre-import');
    expect(statSync(applied.backup.path).size).toBe(applied.backup.sizeBytes);
    const listed = await call<BackupInfoView[]>('campaign.listBackups');
    expect(listed.map((b) => b.path)).toContain(applied.backup.path);
    expect(gear()).not.toEqual(gearBefore);

    await call('campaign.restore', { backupPath: applied.backup.path });
    expect(gear()).toEqual(gearBefore);
    expect(session().repos.campaign.get().setting).toEqual(settingBefore);
    expect(await call<ConfigSummaryView>('config.summary')).toMatchObject({ source: 'built-in' });
  });

  it('refuses choices that would leave an invalid catalog with a located message, writing nothing (no backup either)', async () => {
    const { ctx, call, session, gear, dispatch } = await sample();
    const gearBefore = gear();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    const changes = session().repos.meta.totalChanges();
    const backups = (await call<BackupInfoView[]>('campaign.listBackups')).length;
    // Keeping the sample's Light Truck while the import's Truck chart replaces the sample's: the
    // truck's crew would sit in a "Cargo Bed" the chart no longer has (the defect of the issue).
    const refused = await dispatch('config.applyImport', { planId: plan.planId, items: [{ list: 'vehicles', name: 'Light Truck', choice: 'keep' }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'config/invalid' } });
    const message = (refused as { error: { message: string } }).error.message;
    expect(message).toContain('"Light Truck" (kept from the campaign) crewLocations');
    expect(message).toContain("'Cargo Bed' is not a location of chart 'Truck'");
    expect(session().repos.meta.totalChanges()).toBe(changes);
    expect(gear()).toEqual(gearBefore);
    expect((await call<BackupInfoView[]>('campaign.listBackups')).length).toBe(backups);
    // Keeping both Truck charts (the import's renamed, its Truck vehicle following) and the truck's
    // armor makes it consistent; the same plan still applies.
    await call('config.applyImport', {
      planId: plan.planId,
      items: [
        { list: 'vehicles', name: 'Light Truck', choice: 'keep' },
        { list: 'hitCharts', name: 'Truck', choice: 'rename' },
        { list: 'armor', name: 'Light Truck Armor', choice: 'keep' },
      ],
    });
    expect(gear().vehicles.find((v) => v.name === 'Light Truck')).toEqual(gearBefore.vehicles.find((v) => v.name === 'Light Truck'));
    expect(gear().hitCharts.find((c) => c.name === 'Truck')).toEqual(gearBefore.hitCharts.find((c) => c.name === 'Truck'));
    expect(gear().vehicles.find((v) => v.name === 'Truck')!.hitChart).toBe('Truck (imported)');
    expect((await call<GearCatalog>('combat.gear')).vehicles.length).toBeGreaterThan(0);
    expect(ctx.emitted.some((e) => e.event === 'config.changed')).toBe(true);
  });

  it('refuses a mapping that would lose a rating, writing nothing', async () => {
    const { call, session, dispatch } = await sample();
    const plan = await call<ImportPlanView>('config.planImport', { files: fixtureFiles() });
    const changes = session().repos.meta.totalChanges();
    const refused = await dispatch('config.applyImport', {
      planId: plan.planId,
      abilities: [{ kind: 'attribute', from: 'Athletic', choice: 'map', to: 'Brawn' }, { kind: 'attribute', from: 'Social', choice: 'map', to: 'Brawn' }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'config/invalid', message: expect.stringContaining('both mapped onto "Brawn"') } });
    const wrong = await dispatch('config.applyImport', { planId: plan.planId, abilities: [{ kind: 'attribute', from: 'Athletic', choice: 'map', to: 'Alertness' }] });
    expect(wrong).toMatchObject({ ok: false, error: { message: expect.stringContaining('cannot be mapped onto "Alertness"') } });
    const hidden = await dispatch('config.applyImport', { planId: plan.planId, abilities: [{ kind: 'attribute', from: 'Athletic', choice: 'drop' }] });
    expect(hidden).toMatchObject({ ok: false, error: { message: expect.stringContaining('dropping it would hide those ratings') } });
    expect(session().repos.meta.totalChanges()).toBe(changes);
  });
});

describe('backups from Home', () => {
  it('restores a backup into a new campaign file, leaving the open campaign as it was', async () => {
    const { ctx, call, session } = await sample();
    const original = session().path;
    const backup = await call<BackupInfoView>('campaign.backup');
    session().transact((repos) => repos.gear.remove('weapons', 'Knife'));
    const restored = await call<CampaignSummary>('campaign.restoreAsNew', { backupPath: backup.path });
    expect(restored.path).not.toBe(original);
    expect(restored.name).toBe('Ragnar (restored)');
    expect(session().repos.gear.getCatalog().weapons.map((w) => w.name)).toContain('Knife');
    // The original still holds the edit made after the backup.
    await call('campaign.open', { path: original });
    expect(session().repos.gear.getCatalog().weapons.map((w) => w.name)).not.toContain('Knife');
    const dir = ctx.dir;
    expect(readdirSync(`${dir}/campaigns`).filter((n) => n.endsWith('.fs3campaign'))).toHaveLength(2);
    await expect(call('campaign.restoreAsNew', { backupPath: backup.path, path: original })).rejects.toMatchObject({ message: expect.stringContaining('already exists') });
  });
});

describe('shared gear and setting (JSON)', () => {
  it('takes a pre-import backup before replacing gear and setting, so it can be undone', async () => {
    const { call, gear } = await sample();
    const before = gear();
    const { json } = await call<{ json: string }>('config.exportJson');
    const doc = JSON.parse(json) as { gear: GearCatalog };
    doc.gear = { ...doc.gear, weapons: doc.gear.weapons.slice(0, 2), vehicles: [] };
    const result = await call<{ applied: boolean; backup: BackupInfoView }>('config.importJson', { name: 'two.json', json: JSON.stringify(doc) });
    expect(result.applied).toBe(true);
    expect(result.backup.kind).toBe('pre-import');
    expect(gear().weapons).toHaveLength(2);
    await call('campaign.restore', { backupPath: result.backup.path });
    expect(gear()).toEqual(before);
  });
});

describe('re-importing into a campaign that holds an AresMUSH configuration', () => {
  it('merges mounts (and the other config-only collections) item by item: keep, take the import\'s, or keep both', async () => {
    const { ctx, call } = rig();
    await call('campaign.create', { name: 'Game', setting: { kind: 'aresmush', files: fixtureFiles() } });
    // Gear nobody edited since the first import takes the new values; an edited item is kept.
    const rifleAmmo = withFile('fs3combat_weapons.yml', (text) => text.replace(/(Rifle:\n(?: {6}.*\n)*? {6}ammo: )20/, '$125'));
    ctx.campaigns.requireSession().transact((repos) => {
      const knife = repos.gear.getCatalog().weapons.find((w) => w.name === 'Knife')!;
      repos.gear.put('weapons', { ...knife, accuracy: knife.accuracy + 1 });
    });
    const gearPlan = await call<ImportPlanView>('config.planImport', { files: rifleAmmo });
    expect(gearPlan.merge!.items.find((i) => i.list === 'weapons' && i.name === 'Rifle')).toMatchObject({ status: 'changed', custom: false, choice: 'replace' });
    expect(gearPlan.merge!.items.find((i) => i.list === 'weapons' && i.name === 'Knife')).toMatchObject({ status: 'changed', custom: true, choice: 'keep' });
    await call('config.cancelImport', { planId: gearPlan.planId });

    const changedMounts = withFile('fs3combat_mounts.yml', (text) => text.replace(/ {4}Horse:\n( {6}.*\n)+/, '').replace('toughness: 7', 'toughness: 8'));
    const plan = await call<ImportPlanView>('config.planImport', { files: changedMounts });
    const mounts = plan.merge!.configItems.filter((i) => i.key === 'mounts');
    expect(mounts).toEqual([
      expect.objectContaining({ kind: 'mount', name: 'Horse', status: 'campaign-only', choice: 'replace' }),
      expect.objectContaining({ kind: 'mount', name: 'War Horse', status: 'changed', fields: [{ field: 'toughness', before: 7, after: 8 }] }),
    ]);
    await call('config.applyImport', {
      planId: plan.planId,
      configItems: [
        { section: 'fs3combat', key: 'mounts', name: 'Horse', choice: 'keep' },
        { section: 'fs3combat', key: 'mounts', name: 'War Horse', choice: 'rename', newName: 'Heavy War Horse' },
      ],
    });
    const stored = campaignGameConfig(ctx.campaigns.requireSession().repos).fs3combat.mounts as Record<string, { toughness: number }>;
    expect(Object.keys(stored).sort()).toEqual(['Heavy War Horse', 'Horse', 'War Horse']);
    expect(stored['War Horse']!.toughness).toBe(7);
    expect(stored['Heavy War Horse']!.toughness).toBe(8);
    const { files } = await call<{ files: { name: string; text: string }[] }>('config.exportAres');
    expect(files.find((f) => f.name === 'fs3combat_mounts.yml')!.text).toContain('Heavy War Horse');

    // Without a choice the new file wins, as before: its Horse-less mounts replace the stored ones.
    const again = await call<ImportPlanView>('config.planImport', { files: changedMounts });
    await call('config.applyImport', { planId: again.planId });
    const replaced = campaignGameConfig(ctx.campaigns.requireSession().repos).fs3combat.mounts as Record<string, unknown>;
    expect(Object.keys(replaced)).toEqual(['War Horse']);
  });
});
