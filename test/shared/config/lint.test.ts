import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { lintConfig, lintGameConfig } from '../../../shared/config/lint';
import { lintCampaign } from '../../../shared/config/lint/lint-campaign';
import { intendedKey } from '../../../shared/config/lint/lint-keys';
import { cloneJson, type GameConfig } from '../../../shared/config/model';
import { planImport } from '../../../shared/config/plan';
import type { ConfigProblem } from '../../../shared/config/problems';
import { BSG_SETTING } from '../../../shared/core/content';
import { importedDefault, withFile } from './fixtures';

const summary = (p: ConfigProblem) => `${p.severity} ${p.code} ${p.path.join('.')}`;
const edit = (change: (c: GameConfig) => void): ConfigProblem[] => {
  const config = cloneJson(importedDefault() as never) as GameConfig;
  change(config);
  return lintGameConfig(config);
};
/** Lint of an edited copy of the default config, minus what the default already reports. */
const added = (change: (c: GameConfig) => void): string[] => {
  const before = new Set(lintGameConfig(importedDefault()).map(summary));
  return edit(change).map(summary).filter((s) => !before.has(s));
};

describe('linting the AresMUSH default config', () => {
  it('reports the Raider\'s missing "Nuke", the Rocket\'s "Ammo" and the bare vehicle locations, and nothing else', () => {
    expect(lintGameConfig(importedDefault()).filter((p) => p.severity !== 'info').map(summary).sort()).toEqual([
      'warning misspelled-key fs3combat.weapons.Rocket.Ammo',
      'warning uncovered-location fs3combat.vehicles.Aa Battery.armor',
      'warning uncovered-location fs3combat.vehicles.Heavy Raider.armor',
      'warning uncovered-location fs3combat.vehicles.Raptor.armor',
      'warning uncovered-location fs3combat.vehicles.Truck.armor',
      'warning unknown-reference fs3combat.vehicles.Raider.weapons.2',
    ]);
  });

  it('says each finding in a plain sentence', () => {
    for (const p of lintGameConfig(importedDefault())) expect(p.message).toMatch(/^[A-Z"].*[.?]$/);
  });
});

describe('lint rules', () => {
  it('finds references to weapons, armor, charts, skills and NPC types that do not exist', () => {
    expect(added((c) => {
      c.fs3combat.combatant_types!.Soldier!.weapon = 'Phaser';
      c.fs3combat.combatant_types!.Cylon!.armor = 'Forcefield';
      c.fs3combat.combatant_types!.Observer!.hitloc = 'Blob';
      c.fs3combat.combatant_types!.Unarmed!.npc_type = 'Minion';
      c.fs3combat.vehicles!.Tank!.hitloc_chart = 'Tracked';
      c.fs3combat.weapons!.Knife!.skill = 'Knifework';
      c.fs3combat.npc_types!.Goon!.Swordplay = 4;
      c.fs3combat.default_type = 'Sailor';
    }).sort()).toEqual([
      'warning unknown-reference fs3combat.combatant_types.Cylon.armor',
      'warning unknown-reference fs3combat.combatant_types.Observer.hitloc',
      'warning unknown-reference fs3combat.combatant_types.Soldier.weapon',
      'warning unknown-reference fs3combat.combatant_types.Unarmed.npc_type',
      'warning unknown-reference fs3combat.default_type',
      'warning unknown-reference fs3combat.vehicles.Tank.hitloc_chart',
      'warning unknown-reference fs3combat.weapons.Knife.skill',
      'warning unknown-reference fs3combat.npc_types.Goon.Swordplay',
    ].sort());
  });

  it('finds charts of inconsistent length or with unknown locations', () => {
    expect(added((c) => {
      c.fs3combat.hitloc!.Humanoid!.areas!.Head!.push('Head');
      c.fs3combat.hitloc!.Fighter!.areas!.Tail![9] = 'Wing';
      c.fs3combat.hitloc!.Tank!.vital_areas!.push('Turret');
    }).sort()).toEqual([
      'warning chart-length fs3combat.hitloc.Fighter.areas.Tail.9',
      'warning chart-length fs3combat.hitloc.Humanoid.areas.Head',
      'warning unknown-location fs3combat.hitloc.Tank.vital_areas.3',
    ].sort());
  });

  it('finds armor that leaves locations of its vehicle\'s chart uncovered', () => {
    const found = edit((c) => delete c.fs3combat.armor!.Viper!.protection!.Cockpit);
    expect(found.find((p) => p.path.join('.') === 'fs3combat.vehicles.Viper.armor')?.message)
      .toBe('Armor "Viper" of vehicle "Viper" leaves Cockpit of chart "Fighter" unprotected.');
  });

  it('finds values out of range and keys AresMUSH requires', () => {
    expect(added((c) => {
      c.fs3combat.weapons!.Pistol!.recoil = 9;
      c.fs3combat.weapons!.Pistol!.lethality = 0.5;
      c.fs3combat.weapons!.Rifle!.penetration = 1e15;
      c.fs3combat.vehicles!.Viper!.toughness = 1.5;
      c.fs3combat.mounts!.Horse!.toughness = 40;
      c.fs3combat.stances!.Reckless!.attack_mod = 7;
      c.fs3combat.damage_table!.FLESH = 10;
      delete c.fs3combat.weapons!.Club!.weapon_type;
      c.fs3skills.max_attr_rating = 5;
      delete c.fs3skills.xp_costs!.language;
    }).sort()).toEqual([
      'warning missing-key fs3combat.weapons.Club.weapon_type',
      'warning missing-key fs3skills.xp_costs.language',
      'warning out-of-range fs3combat.damage_table.FLESH',
      'warning out-of-range fs3combat.mounts.Horse.toughness',
      'warning out-of-range fs3combat.stances.Reckless.attack_mod',
      'warning out-of-range fs3combat.vehicles.Viper.toughness',
      'warning out-of-range fs3combat.weapons.Pistol.lethality',
      'warning out-of-range fs3combat.weapons.Pistol.recoil',
      'warning out-of-range fs3skills.max_attr_rating',
      'warning out-of-range fs3combat.weapons.Rifle.penetration',
    ].sort());
  });

  it('enforces the combatant-type rules AresMUSH checks', () => {
    expect(added((c) => {
      const t = c.fs3combat.combatant_types!;
      t.Soldier!.weapon_specials = ['Bipod'];
      t.Cylon!.mount = 'Horse';
      t.Cylon!.vehicle = 'Viper';
      delete t.Unarmed!.weapon;
      delete t.Observer;
    }).sort()).toEqual([
      'warning missing-key fs3combat.combatant_types',
      'warning missing-key fs3combat.combatant_types.Unarmed.weapon',
      'warning out-of-range fs3combat.combatant_types.Cylon.mount',
      'warning unknown-reference fs3combat.combatant_types.Soldier.weapon_specials.0',
    ].sort());
  });

  it('finds misspelled keys, and lists a game\'s own keys as stored but not used in play', () => {
    expect(added((c) => {
      const pistol = c.fs3combat.weapons!.Pistol as Record<string, unknown>;
      pistol.Penetration = 7;
      pistol.firearm_type = 'handgun';
      pistol.npc_only = true;
      (c.fs3combat as Record<string, unknown>).weapon_specials = {};
      (c.fs3combat.vehicles!.Viper as Record<string, unknown>).dodg = 2;
      (c.other as Record<string, unknown>).fs3combats = {};
    }).sort()).toEqual([
      'warning misspelled-key fs3combat.vehicles.Viper.dodg',
      'warning misspelled-key fs3combat.weapon_specials',
      'warning misspelled-key fs3combat.weapons.Pistol.Penetration',
      'warning misspelled-key fs3combats',
      'info stored-only fs3combat.weapons.Pistol.firearm_type',
      'info stored-only fs3combat.weapons.Pistol.npc_only',
    ].sort());
    expect(intendedKey('Ammo', ['ammo', 'recoil'])).toBe('ammo');
    expect(intendedKey('firearm_type', ['weapon_type', 'skill'])).toBeUndefined();
    expect(intendedKey('npc_only', ['npc_type', 'mount'])).toBeUndefined();
  });

  it('reports duplicate keys with both lines, as a warning that does not block the import', () => {
    const plan = planImport(null, withFile('fs3combat_mounts.yml', (t) => `${t}    Horse:\n      description: Pony\n      toughness: 2\n      mod_vs_unmounted: 0\n`));
    expect(plan.next).not.toBeNull();
    expect(plan.next!.fs3combat.mounts!.Horse!.toughness).toBe(2);
    expect(plan.problems.find((p) => p.code === 'duplicate-key')).toMatchObject({
      severity: 'warning', file: 'fs3combat_mounts.yml', line: 12, column: 5, path: ['fs3combat', 'mounts', 'Horse'],
    });
  });

  it('checks the skills files: linked attributes, rating caps, starting skills and XP costs', () => {
    expect(added((c) => {
      c.fs3skills.action_skills![0]!.linked_attr = 'Luck';
      c.fs3skills.default_linked_attr = 'Charm';
      c.fs3skills.max_skills_at_or_above!['9'] = 1;
      (c.fs3skills.starting_skills!.Everyone as { skills: Record<string, number> }).skills.Alertness = 12;
      c.fs3skills.xp_costs!.action!['0'] = 3;
      c.fs3skills.attributes!.push({ name: 'Reflexes', desc: 'again' });
    }).sort()).toEqual([
      'warning out-of-range fs3skills.max_skills_at_or_above.9',
      'warning out-of-range fs3skills.starting_skills.Everyone.skills.Alertness',
      'warning out-of-range fs3skills.xp_costs.action.0',
      'warning unknown-reference fs3skills.action_skills.0.linked_attr',
      'warning unknown-reference fs3skills.default_linked_attr',
      'warning duplicate-key fs3skills.attributes.6',
    ].sort());
  });
});

describe('linting a campaign\'s own setting and gear', () => {
  it('finds nothing wrong with the built-in setting', () => {
    expect(lintCampaign(BSG_SETTING, BUILTIN_GEAR)).toEqual([]);
  });

  it('finds missing skills, bare vehicle locations and ragged charts', () => {
    const gear = structuredClone(BUILTIN_GEAR);
    gear.weapons[1]!.attackSkill = 'Pistols';
    gear.armor.find((a) => a.name === 'APC Armor')!.locations = ['Hull', 'Turret', 'Engine', 'Crew Compartment'];
    gear.hitCharts.find((c) => c.name === 'Truck')!.targets.Cab!.pop();
    expect(lintCampaign(BSG_SETTING, gear).map((p) => `${p.severity} ${p.code} ${p.message}`)).toEqual([
      'error unknown-reference Weapon "Pistol" attacks with "Pistols", which is neither an attribute nor an action skill.',
      'warning chart-length Row "Cab" of hit chart "Truck" has 14 entries; FS3.2 rows have 15 and this chart mixes lengths.',
      'warning uncovered-location Armor "APC Armor" of vehicle "APC" leaves Tracks of chart "Armored Vehicle" unprotected.',
    ]);
  });
});

describe('linting a stored configuration', () => {
  it('names the file of every finding even without the source text', () => {
    const config = cloneJson(importedDefault() as never) as GameConfig;
    config.fs3combat.vehicles!.Viper!.armor = 'Paper';
    const found = lintConfig(config);
    expect(found.find((p) => p.path.join('.') === 'fs3combat.vehicles.Viper.armor')).toMatchObject({ severity: 'warning', file: 'fs3combat_vehicles.yml', line: null });
    expect(found.every((p) => p.file !== null)).toBe(true);
  });
});
