import { describe, expect, it } from 'vitest';
import { GearCatalogSchema } from '../../../shared/domain/gear';
import { SettingSchema } from '../../../shared/domain/setting';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { exportGameConfig } from '../../../shared/config/export';
import { lintGameConfig } from '../../../shared/config/lint';
import { DEFAULT_BLAST_RADIUS_M, NEGLIGIBLE_PENETRATION, projectGear } from '../../../shared/config/map-gear';
import { applySettingEdits, projectSetting } from '../../../shared/config/map-setting';
import { applyProductEdits, gameConfigFromProduct, toProductModel } from '../../../shared/config/product';
import { BSG_SETTING } from '../../../shared/core/content';
import { importedDefault } from './fixtures';

describe('AresMUSH gear seen as FS3.2 gear', () => {
  const config = importedDefault();
  const { gear, notes } = projectGear(config);

  it('is a valid FS3.2 catalog with every item that fits', () => {
    expect(GearCatalogSchema.safeParse(gear).success).toBe(true);
    // Shrapnel attacks with raw dice and "None" protects nothing: the FS3.2 model has no place for them.
    expect(gear.weapons.map((w) => w.name)).not.toContain('Shrapnel');
    expect(gear.armor.map((a) => a.name)).not.toContain('None');
    expect([gear.weapons.length, gear.armor.length, gear.vehicles.length, gear.hitCharts.length]).toEqual([22, 12, 8, 7]);
  });

  it('carries over the values that correspond', () => {
    expect(gear.weapons.find((w) => w.name === 'Rifle')).toMatchObject({
      type: 'ranged', attackSkill: 'Firearms', defenseSkill: 'Reflexes', penetration: 6, ammo: 20, automatic: true, recoil: 3, class: 'personal',
    });
    expect(gear.weapons.find((w) => w.name === 'Ecm')).toMatchObject({ type: 'defensive', class: 'vehicle' });
    expect(gear.weapons.find((w) => w.name === 'Tazer')).toMatchObject({ damageType: 'stun', lethality: 70 });
    expect(gear.weapons.find((w) => w.name === 'Rocket')!.ammo).toBeNull();
    expect(gear.vehicles.find((v) => v.name === 'Raptor')).toMatchObject({
      pilotingSkill: 'Piloting', toughness: 2, armor: 'Raptor', hitChart: 'Transport', crewLocations: ['Cockpit', 'Cabin'],
      weapons: ['Kew', 'Ecm', 'Kew', 'Missile', 'Talons', 'Rocket'],
    });
    const fighter = gear.hitCharts.find((c) => c.name === 'Fighter')!;
    expect(fighter.defaultTarget).toBe('Body');
    expect(fighter.targets.Body).toEqual(config.fs3combat.hitloc!.Fighter!.areas!.Body);
    expect(fighter.locations.filter((l) => l.mark !== 'normal').sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Body', mark: 'vital' }, { name: 'Cockpit', mark: 'critical' }, { name: 'Controls', mark: 'critical' }, { name: 'Engine', mark: 'vital' },
    ]);
    expect(gear.hitCharts.find((c) => c.name === 'Humanoid')!.locations.map((l) => l.name)).toContain('Left Foot');
  });

  it('notes every value it had to adjust', () => {
    const said = (s: string) => notes.some((n) => n.message.includes(s));
    expect(gear.weapons.find((w) => w.name === 'Club')!.penetration).toBe(NEGLIGIBLE_PENETRATION);
    expect(said('Weapon "Club" has penetration 0')).toBe(true);
    expect(gear.weapons.find((w) => w.name === 'Frag Grenade')!.blastRadius).toBe(DEFAULT_BLAST_RADIUS_M);
    expect(gear.armor.find((a) => a.name === 'Tactical')).toMatchObject({ protection: 8, locations: ['Head', 'Neck', 'Chest', 'Abdomen'] });
    expect(said('Armor "Tactical" protects locations differently')).toBe(true);
    expect(gear.vehicles.find((v) => v.name === 'Raider')).toMatchObject({ toughness: 0, weapons: ['Kew', 'Missile'] });
    expect(said('"Nuke", which is not in the FS3.2 gear list')).toBe(true);
    expect(notes.every((n) => n.severity === 'warning' && n.code === 'not-mapped')).toBe(true);
  });
});

describe('AresMUSH abilities seen as a setting', () => {
  const { setting } = projectSetting(importedDefault(), BSG_SETTING);

  it('maps attributes, action skills with their linked attribute, languages and combat roles', () => {
    expect(SettingSchema.safeParse(setting).success).toBe(true);
    expect(setting.attributes.map((a) => a.name)).toEqual(['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence']);
    expect(setting.actionSkills.find((s) => s.name === 'Alertness')).toEqual({
      name: 'Alertness', rulingAttribute: 'Perception', description: 'Noticing things and being aware of your surroundings.',
    });
    expect(setting.languages).toEqual(['Standard', 'Gemenese', 'Leonese', 'Scorpian', 'Tauran', 'Sagittaran', 'Celtan']);
    expect(setting.specialAbilities).toMatchObject({ toughness: 'Composure', medicine: 'Medicine', firstAid: 'Medicine', initiative: 'Alertness' });
    expect(setting.ruleset.xp).toMatchObject({ weeklyAward: 1, maxSavedXp: 4, daysBetweenRaises: 30 });
    expect(setting.ruleset.chargen.minBackgroundSkills).toBe(2);
    expect(setting.id).toBe(BSG_SETTING.id);
  });
});

describe('editing through the product model', () => {
  const config = importedDefault();
  const { product } = toProductModel(config, BSG_SETTING);

  it('changes nothing when nothing was edited', () => {
    expect(JSON.stringify(applyProductEdits(config, product))).toBe(JSON.stringify(config));
  });

  it('writes an edited field to its AresMUSH key and leaves every other key as imported', () => {
    const gear = structuredClone(product.gear);
    gear.weapons.find((w) => w.name === 'Rifle')!.penetration = 7;
    gear.weapons.find((w) => w.name === 'Rocket')!.lethality = 45;
    const next = applyProductEdits(config, { ...product, gear });
    expect(next.fs3combat.weapons!.Rifle).toEqual({ ...config.fs3combat.weapons!.Rifle, penetration: 7 });
    expect(next.fs3combat.weapons!.Rocket).toEqual({ ...config.fs3combat.weapons!.Rocket, lethality: 45 });
    expect(Object.keys(next.fs3combat.weapons!.Rocket!)).toEqual(Object.keys(config.fs3combat.weapons!.Rocket!));
    expect({ ...next.fs3combat, weapons: null }).toEqual({ ...config.fs3combat, weapons: null });
    expect(exportGameConfig(next).find((f) => f.name === 'fs3combat_weapons.yml')!.text).toContain('      Ammo: 4\n');
  });

  it('adds, removes and re-protects items', () => {
    const gear = structuredClone(product.gear);
    gear.weapons.push({ ...gear.weapons.find((w) => w.name === 'Pistol')!, name: 'Holdout Pistol', penetration: 4, ammo: 6 });
    gear.vehicles = gear.vehicles.filter((v) => v.name !== 'Truck');
    gear.armor.find((a) => a.name === 'Police')!.locations.push('Head');
    const next = applyProductEdits(config, { ...product, gear });
    expect(next.fs3combat.weapons!['Holdout Pistol']).toEqual({
      description: 'Holdout Pistol', skill: 'Firearms', lethality: 0, penetration: 4, weapon_type: 'Ranged', is_automatic: false, ammo: 6,
      recoil: 0, damage_type: 'Physical', accuracy: 0, has_shrapnel: false, init_mod: 0,
    });
    expect(next.fs3combat.vehicles!.Truck).toBeUndefined();
    expect(next.fs3combat.armor!.Police!.protection).toEqual({ Chest: 7, Abdomen: 6, Head: 7 });
    expect(next.fs3combat.weapons!.Shrapnel).toEqual(config.fs3combat.weapons!.Shrapnel);
    expect(lintGameConfig(next).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('writes setting edits back to the skills files', () => {
    const setting = structuredClone(product.setting);
    setting.actionSkills.find((s) => s.name === 'Stealth')!.rulingAttribute = 'Wits';
    setting.specialAbilities.initiative = 'Perception';
    setting.ruleset.xp.weeklyAward = 2;
    const next = applySettingEdits(config, setting);
    expect(next.fs3skills.action_skills!.find((s) => s.name === 'Stealth')).toEqual({ name: 'Stealth', desc: 'Being sneaky.', linked_attr: 'Wits' });
    expect(next.fs3skills.action_skills!.find((s) => s.name === 'Medicine')!.specialties).toEqual(['Doctor', 'Surgeon', 'Nurse', 'Medic', 'Other']);
    expect(next.fs3combat.initiative_skill).toBe('Perception');
    expect(next.fs3skills.periodic_xp).toBe(2);
    expect({ ...next.fs3skills, action_skills: null, periodic_xp: null }).toEqual({ ...config.fs3skills, action_skills: null, periodic_xp: null });
  });
});

describe('a campaign that never imported a config, in AresMUSH terms', () => {
  const config = gameConfigFromProduct({ setting: BSG_SETTING, gear: BUILTIN_GEAR });

  it('holds the built-in gear and abilities under AresMUSH keys', () => {
    expect(Object.keys(config.fs3combat.weapons!)).toEqual(BUILTIN_GEAR.weapons.map((w) => w.name));
    expect(config.fs3combat.weapons!.Knife).toMatchObject({ skill: 'Melee', penetration: 1, weapon_type: 'Melee' });
    expect(config.fs3combat.armor!['Military Body Armor']!.protection).toEqual({ Head: 4, Neck: 4, Chest: 4, Abdomen: 4 });
    expect(config.fs3combat.hitloc!.Viper).toMatchObject({ vital_areas: ['Body'], critical_areas: ['Cockpit', 'Engine'], crew_areas: ['Cockpit'] });
    expect(config.fs3skills.attributes!.map((a) => a.name)).toEqual(BSG_SETTING.attributes.map((a) => a.name));
    expect(config.fs3skills.periodic_xp).toBe(2);
    expect(config.fs3combat.composure_skill).toBe('Athletic');
  });

  it('comes back through the projection with the same gear where the models agree', () => {
    const back = toProductModel(config, BSG_SETTING).product;
    expect(back.gear.weapons.map((w) => [w.name, w.penetration, w.type, w.ammo])).toEqual(BUILTIN_GEAR.weapons.map((w) => [w.name, w.penetration, w.type, w.ammo]));
    expect(back.gear.vehicles.map((v) => [v.name, v.armor, v.hitChart, v.weapons])).toEqual(BUILTIN_GEAR.vehicles.map((v) => [v.name, v.armor, v.hitChart, v.weapons]));
    expect(back.gear.hitCharts.find((c) => c.name === 'Viper')!.targets).toEqual(BUILTIN_GEAR.hitCharts.find((c) => c.name === 'Viper')!.targets);
    expect(back.setting.actionSkills).toEqual(BSG_SETTING.actionSkills);
  });

  it('is linted for what AresMUSH would report: FS3.2 charts have 15 entries, not 10', () => {
    const warnings = lintGameConfig(config).filter((p) => p.severity === 'warning');
    expect(warnings.some((p) => p.code === 'chart-length')).toBe(true);
    expect(exportGameConfig(config).map((f) => f.name)).toContain('fs3combat_hitloc.yml');
  });
});
