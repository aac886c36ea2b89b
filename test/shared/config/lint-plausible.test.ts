/**
 * Issue 18, "Lint for absurd values": every number of every weapon, armor and vehicle far outside
 * what any game uses is a located warning naming the item and the field (never a refusal: an
 * AresMUSH config with one still imports), in both linters (a campaign's own FS3.2 gear, and an
 * imported AresMUSH configuration); the built-in gear and AresMUSH's default game raise none.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { lintConfig, lintGameConfig } from '../../../shared/config/lint';
import { lintCampaign } from '../../../shared/config/lint/lint-campaign';
import { ARES_PLAUSIBLE, FS32_PLAUSIBLE } from '../../../shared/config/lint/plausible';
import { cloneJson, type GameConfig } from '../../../shared/config/model';
import { planImport } from '../../../shared/config/plan';
import type { ConfigProblem } from '../../../shared/config/problems';
import { toProductModel } from '../../../shared/config/product';
import type { GearCatalog } from '../../../shared/domain/gear';
import { BSG_SETTING } from '../../../shared/core/content';
import { importedDefault, withFile } from './fixtures';

const TYPO = /check it for a typo\. It is kept as written\.$/;
const line = (p: ConfigProblem) => `${p.severity} ${p.code} ${p.path.join('.')}: ${p.message}`;

/** Findings of the FS3.2 linter on an edited copy of the built-in gear that the unedited gear lacks. */
function fs32Added(change: (g: GearCatalog) => void): ConfigProblem[] {
  const before = new Set(lintCampaign(BSG_SETTING, BUILTIN_GEAR).map(line));
  const gear = structuredClone(BUILTIN_GEAR);
  change(gear);
  return lintCampaign(BSG_SETTING, gear).filter((p) => !before.has(line(p)));
}

/** Findings of the AresMUSH linter on an edited copy of the default game that the default lacks. */
function aresAdded(change: (c: GameConfig) => void): ConfigProblem[] {
  const before = new Set(lintGameConfig(importedDefault()).map(line));
  const config = cloneJson(importedDefault() as never) as GameConfig;
  change(config);
  return lintGameConfig(config).filter((p) => !before.has(line(p)));
}

describe('absurd gear values in a campaign\'s own (FS3.2) gear', () => {
  it('names the item and the field for the issue\'s values: ammo 1,000,000, recoil 50, toughness 99,999, dodge ±999', () => {
    const found = fs32Added((g) => {
      const pistol = g.weapons.find((w) => w.name === 'Pistol')!;
      pistol.name = 'Laser';
      pistol.ammo = 1_000_000;
      pistol.recoil = 50;
      g.vehicles[0]!.toughness = 99_999;
      g.vehicles[0]!.dodgeBonus = -999;
      g.vehicles[1]!.dodgeBonus = 999;
    });
    const v0 = BUILTIN_GEAR.vehicles[0]!.name;
    const v1 = BUILTIN_GEAR.vehicles[1]!.name;
    const i = BUILTIN_GEAR.weapons.findIndex((w) => w.name === 'Pistol');
    expect(found.map(line).sort()).toEqual([
      `warning out-of-range gear.vehicles.0.dodgeBonus: Vehicle "${v0}": dodge bonus -999 is far below the -10 any game uses (dodge is dice added to the pilot's defense; vehicles have −2 to +2); check it for a typo. It is kept as written.`,
      `warning out-of-range gear.vehicles.0.toughness: Vehicle "${v0}": toughness 99,999 is far beyond the 20 any game needs (toughness is rolled on the ability scale; built-in vehicles have 3 to 10); check it for a typo. It is kept as written.`,
      `warning out-of-range gear.vehicles.1.dodgeBonus: Vehicle "${v1}": dodge bonus 999 is far beyond the 10 any game needs (dodge is dice added to the pilot's defense; vehicles have −2 to +2); check it for a typo. It is kept as written.`,
      `warning out-of-range gear.weapons.${i}.ammo: Weapon "Laser": ammo 1,000,000 is far beyond the 1,000 any game needs (most clips hold under 200 rounds); check it for a typo. It is kept as written.`,
      `warning out-of-range gear.weapons.${i}.recoil: Weapon "Laser": recoil 50 is far beyond the 10 any game needs (recoil is dice lost per shot already fired: the guide's 20 % is 2 dice, its 30 % is 3); check it for a typo. It is kept as written.`,
    ].sort());
  });

  // Every numeric field of the model, one at a time, just past its bound and just inside it.
  const cases: { list: 'weapons' | 'armor' | 'vehicles'; field: string; pick: (g: GearCatalog) => Record<string, unknown> }[] = [
    ...Object.keys(FS32_PLAUSIBLE.weapons).map((field) => ({
      list: 'weapons' as const, field,
      // Blast radius belongs to explosives (the schema refuses it elsewhere); the rest to any weapon.
      pick: (g: GearCatalog) => (field === 'blastRadius' ? g.weapons.find((w) => w.type === 'explosive')! : g.weapons.find((w) => w.type === 'ranged')!) as Record<string, unknown>,
    })),
    ...Object.keys(FS32_PLAUSIBLE.armor).map((field) => ({ list: 'armor' as const, field, pick: (g: GearCatalog) => g.armor[0] as Record<string, unknown> })),
    ...Object.keys(FS32_PLAUSIBLE.vehicles).map((field) => ({ list: 'vehicles' as const, field, pick: (g: GearCatalog) => g.vehicles[0] as Record<string, unknown> })),
  ];
  it.each(cases)('$list.$field: one warning past its bound, none at it', ({ list, field, pick }) => {
    const bound = (FS32_PLAUSIBLE[list] as Record<string, { min: number; max: number }>)[field]!;
    let name = '';
    const over = fs32Added((g) => {
      const item = pick(g);
      name = String(item.name);
      item[field] = bound.max * 10 + 1;
    });
    expect(over.map(line)).toHaveLength(1);
    expect(over[0]!.path.slice(0, 2)).toEqual(['gear', list]);
    expect(over[0]!.path[3]).toBe(field);
    expect(over[0]!.severity).toBe('warning');
    expect(over[0]!.message).toContain(`"${name}": `);
    expect(over[0]!.message).toMatch(TYPO);
    expect(fs32Added((g) => (pick(g)[field] = bound.max))).toEqual([]);
    // Negative values the schema allows (lethality, accuracy, dodge) are bounded below too.
    if (bound.min < 0) {
      const under = fs32Added((g) => (pick(g)[field] = bound.min * 10 - 1));
      expect(under.map((p) => p.path[3])).toEqual([field]);
      expect(under[0]!.message).toContain('far below');
    }
  });

  it('the built-in gear and the projection of AresMUSH\'s default game raise none', () => {
    expect(lintCampaign(BSG_SETTING, BUILTIN_GEAR).filter((p) => TYPO.test(p.message))).toEqual([]);
    const { product } = toProductModel(importedDefault(), BSG_SETTING);
    expect(lintCampaign(product.setting, product.gear).filter((p) => TYPO.test(p.message))).toEqual([]);
  });
});

describe('absurd gear values in an AresMUSH configuration', () => {
  it('AresMUSH\'s default game (the real fixture files) raises none', () => {
    expect(lintGameConfig(importedDefault()).filter((p) => TYPO.test(p.message))).toEqual([]);
  });

  it('ammo 1,000,000 is a warning naming the weapon, located in its file and line, and the config still imports', () => {
    const plan = planImport(null, withFile('fs3combat_weapons.yml', (t) => t.replace(/(\n {4}Pistol:\n(?: {6}.*\n)*? {6}ammo: )\d+/, '$11000000')));
    expect(plan.next).not.toBeNull();
    const laser = plan.problems.filter((p) => p.path.join('.') === 'fs3combat.weapons.Pistol.ammo');
    expect(laser).toHaveLength(1);
    expect(laser[0]).toMatchObject({ severity: 'warning', file: 'fs3combat_weapons.yml' });
    expect(laser[0]!.line).toBeGreaterThan(133);
    expect(laser[0]!.message).toBe('Weapon "Pistol": ammo 1,000,000 is far beyond the 1,000 any game needs (most clips hold under 200 rounds; the default game has 2 to 100); check it for a typo. It is kept as written.');
    expect(plan.problems.some((p) => p.severity === 'error')).toBe(false);
  });

  it('every number of weapons, weapon specials, armor, armor specials, vehicles and mounts far out of range is a warning at its key', () => {
    const found = aresAdded((c) => {
      const f = c.fs3combat;
      f.weapons!.Pistol!.ammo = 1_000_000;
      f.weapons!.Pistol!.recoil = 50;
      f.weapons!.Rifle!.accuracy = 999;
      f.weapons!.Rifle!.init_mod = -999;
      f.weapons!.Smg!.lethality = 99_999;
      f.weapons!.Smg!.penetration = 99_999;
      f.weapons!.Shrapnel!.skill = 500;
      for (const stat of Object.keys(ARES_PLAUSIBLE.special)) (f['weapon specials']!.Ap as Record<string, unknown>)[stat] = 99_999;
      f.armor!.Tactical!.defense = 999;
      f.armor!.Tactical!.protection!.Chest = 99_999;
      f['armor specials']!.Helmet = { description: 'A helmet', defense: -999, protection: { Head: 4000 } };
      f.vehicles!.Viper!.toughness = 99_999;
      f.vehicles!.Viper!.dodge = -999;
      f.vehicles!.Viper!.pilot_skill = 999;
      f.mounts!.Horse!.toughness = 99_999;
      f.mounts!.Horse!.mod_vs_unmounted = 999;
    });
    const at = found.map((p) => `${p.severity} ${p.path.join('.')}`).sort();
    expect(at).toEqual([
      'warning fs3combat.armor specials.Helmet.defense',
      'warning fs3combat.armor specials.Helmet.protection.Head',
      'warning fs3combat.armor.Tactical.defense',
      'warning fs3combat.armor.Tactical.protection.Chest',
      'warning fs3combat.mounts.Horse.mod_vs_unmounted',
      'warning fs3combat.mounts.Horse.toughness',
      'warning fs3combat.vehicles.Viper.dodge',
      'warning fs3combat.vehicles.Viper.pilot_skill',
      'warning fs3combat.vehicles.Viper.toughness',
      ...Object.keys(ARES_PLAUSIBLE.special).map((s) => `warning fs3combat.weapon specials.Ap.${s}`),
      'warning fs3combat.weapons.Pistol.ammo',
      'warning fs3combat.weapons.Pistol.recoil',
      'warning fs3combat.weapons.Rifle.accuracy',
      'warning fs3combat.weapons.Rifle.init_mod',
      'warning fs3combat.weapons.Shrapnel.skill',
      'warning fs3combat.weapons.Smg.lethality',
      'warning fs3combat.weapons.Smg.penetration',
    ].sort());
    // Each names its item.
    for (const p of found) expect(p.message).toContain(`"${String(p.path[2])}"`);
    expect(found.find((p) => p.path.join('.') === 'fs3combat.weapon specials.Ap.lethality')!.message)
      .toBe('Weapon special "Ap": lethality change 99,999 is far beyond the 100 any game needs (the damage roll runs 1 to 100; default specials change it by up to 50); check it for a typo. It is kept as written.');
    // Located in the file each key lives in.
    const located = lintConfig(cloneJson(importedDefault() as never) as GameConfig);
    expect(located.every((p) => p.file !== null)).toBe(true);
  });
});
