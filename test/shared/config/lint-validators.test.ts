import { describe, expect, it } from 'vitest';
import { lintGameConfig } from '../../../shared/config/lint';
import { cloneJson, type GameConfig } from '../../../shared/config/model';
import { planImport } from '../../../shared/config/plan';
import type { ConfigProblem } from '../../../shared/config/problems';
import { toProductModel } from '../../../shared/config/product';
import { BSG_SETTING } from '../../../shared/core/content';
import { fixtureFiles, importedDefault, withFile } from './fixtures';

/**
 * One test per rule group of AresMUSH's config checkers (reference §E.1–§E.18): each rule is
 * reported, as a warning (AresMUSH reports it and still loads the game), never as an error.
 */
const summary = (p: ConfigProblem) => `${p.severity} ${p.code} ${p.path.join('.')}`;
const baseline = new Set(lintGameConfig(importedDefault()).map(summary));
const found = (change: (c: GameConfig) => void): string[] => {
  const config = cloneJson(importedDefault() as never) as GameConfig;
  change(config);
  const out = lintGameConfig(config).map(summary).filter((s) => !baseline.has(s));
  expect(out.some((s) => s.startsWith('error'))).toBe(false);
  return out.sort();
};
type Loose = Record<string, unknown>;

describe('AresMUSH config checker rules, each a warning', () => {
  it('§E.1 weapons: required keys, skill an action skill unless raw dice, type, lethality as a percentage, ±6 ranges, Shrapnel', () => {
    expect(found((c) => {
      const w = c.fs3combat.weapons!;
      delete w.Knife!.description;
      w.Club!.skill = 'Brawn';
      w.Pistol!.weapon_type = 'Laser';
      w.Pistol!.lethality = 2;
      w.Rifle!.init_mod = -7;
      w.Smg!.ammo = 2.5;
      w.Shrapnel!.skill = 4;
      w.Lmg!.allowed_specials = ['Ap', 'Bipod', 'Silencer'];
      (c.fs3combat['weapon specials'] as Loose).AP = { penetration: 2 };
    })).toEqual([
      'warning missing-key fs3combat.weapons.Knife.description',
      'warning out-of-range fs3combat.weapons.Pistol.lethality',
      'warning out-of-range fs3combat.weapons.Pistol.weapon_type',
      'warning out-of-range fs3combat.weapons.Rifle.init_mod',
      'warning out-of-range fs3combat.weapons.Smg.ammo',
      'warning unknown-reference fs3combat.weapon specials.AP',
      'warning unknown-reference fs3combat.weapons.Club.skill',
      'warning unknown-reference fs3combat.weapons.Lmg.allowed_specials.2',
    ].sort());
    expect(found((c) => delete c.fs3combat.weapons!.Shrapnel)).toEqual(['warning missing-key fs3combat.weapons']);
  });

  it('§E.2 armor: description, defense and protection present, defense a whole number', () => {
    expect(found((c) => {
      delete c.fs3combat.armor!.Police!.protection;
      c.fs3combat.armor!.Tactical!.defense = 0.5;
      c.fs3combat.armor!.Cylon!.protection!.Head = -1;
    })).toEqual([
      'warning missing-key fs3combat.armor.Police.protection',
      'warning out-of-range fs3combat.armor.Cylon.protection.Head',
      'warning out-of-range fs3combat.armor.Tactical.defense',
      // Police's chest and abdomen are bare now.
    ].filter((s) => s.startsWith('warning')));
  });

  it('§E.3 hit charts: areas, vital and critical present, ten entries, the last one the area itself', () => {
    expect(found((c) => {
      const h = c.fs3combat.hitloc!;
      h.Humanoid!.areas!.Head!.pop();
      h.Target!.areas!.Bullseye![9] = 'Ring 1';
      delete h.Truck!.vital_areas;
    })).toEqual([
      'warning chart-length fs3combat.hitloc.Humanoid.areas.Head',
      'warning chart-length fs3combat.hitloc.Target.areas.Bullseye.9',
      'warning missing-key fs3combat.hitloc.Truck.vital_areas',
    ].sort());
  });

  it('§E.4 vehicles: all seven keys, dodge and toughness within ±6, a chart with crew_areas, armor that exists', () => {
    expect(found((c) => {
      const v = c.fs3combat.vehicles!;
      delete v.Viper!.description;
      v.Tank!.toughness = 9;
      v.Apc!.armor = 'Paper';
      v.Truck!.hitloc_chart = 'Humanoid';
    })).toEqual([
      'warning missing-key fs3combat.vehicles.Truck.hitloc_chart',
      'warning missing-key fs3combat.vehicles.Viper.description',
      'warning out-of-range fs3combat.vehicles.Tank.toughness',
      'warning unknown-reference fs3combat.vehicles.Apc.armor',
    ].sort());
  });

  it('§E.5 mounts: keys present, toughness 0..15, mod_vs_unmounted ±6', () => {
    expect(found((c) => {
      delete c.fs3combat.mounts!.Horse!.mod_vs_unmounted;
      c.fs3combat.mounts!['War Horse']!.toughness = 16;
    })).toEqual(['warning missing-key fs3combat.mounts.Horse.mod_vs_unmounted', 'warning out-of-range fs3combat.mounts.War Horse.toughness']);
  });

  it('§E.6 NPCs: Default present, ratings 0..15 (a game with higher ones still imports), default_npc_type exists', () => {
    expect(found((c) => {
      delete c.fs3combat.npc_types!.Goon!.Default;
      c.fs3combat.npc_types!.Boss!.Firearms = 18;
      c.fs3combat.default_npc_type = 'Minion';
    })).toEqual([
      'warning missing-key fs3combat.npc_types.Goon.Default',
      'warning out-of-range fs3combat.npc_types.Boss.Firearms',
      'warning unknown-reference fs3combat.default_npc_type',
    ].sort());
  });

  it('§E.7 damage: values of 0 or more, thresholds that never go down, renamed levels kept with a warning, the cron minute', () => {
    expect(found((c) => {
      c.fs3combat.healing_points!.FLESH = -1;
      c.fs3combat.damage_table = { Scratch: 20, Light: 70, Serious: 60 };
      delete (c.fs3combat.healing_cron as Loose).minute;
    })).toEqual([
      'warning misspelled-key fs3combat.damage_table',
      'warning missing-key fs3combat.healing_cron.minute',
      'warning out-of-range fs3combat.damage_table.Serious',
      'warning out-of-range fs3combat.healing_points.FLESH',
    ].sort());
  });

  it('§E.8 combat skills: each names an action skill or attribute', () => {
    expect(found((c) => {
      c.fs3combat.treat_skill = 'First Aid';
      c.fs3combat.strength_skill = ' ';
    })).toEqual(['warning unknown-reference fs3combat.strength_skill', 'warning unknown-reference fs3combat.treat_skill']);
  });

  it('§E.9 misc: default_type, stances (two keys within ±6) and the combatant-type rules', () => {
    expect(found((c) => {
      c.fs3combat.default_type = 'Marine';
      (c.fs3combat.stances!.Normal as Loose).init_mod = 1;
      c.fs3combat.stances!.Cover!.defense_mod = 8;
      c.fs3combat.combatant_types!.Soldier!.weapon_specials = ['Bipod'];
      c.fs3combat.combatant_types!.Cylon!.mount = 'Horse';
      c.fs3combat.combatant_types!.Cylon!.vehicle = 'Viper';
      delete c.fs3combat.combatant_types!.Unarmed!.weapon;
      c.fs3combat.combatant_types!.Target!.npc_type = 'Minion';
    })).toEqual([
      'warning misspelled-key fs3combat.stances.Normal.init_mod',
      'warning missing-key fs3combat.combatant_types.Unarmed.weapon',
      'warning out-of-range fs3combat.combatant_types.Cylon.mount',
      'warning out-of-range fs3combat.stances.Cover.defense_mod',
      'warning unknown-reference fs3combat.combatant_types.Soldier.weapon_specials.0',
      'warning unknown-reference fs3combat.combatant_types.Target.npc_type',
      'warning unknown-reference fs3combat.default_type',
    ].sort());
  });

  it('§E.10 attributes: name and desc, allowed characters, default_linked_attr an attribute', () => {
    expect(found((c) => {
      delete c.fs3skills.attributes![1]!.desc;
      c.fs3skills.attributes![2]!.name = 'Wits!';
      c.fs3skills.default_linked_attr = 'Charm';
    })).toEqual([
      'warning missing-key fs3skills.attributes.1.desc',
      'warning out-of-range fs3skills.attributes.2.name',
      // Skills linked to the renamed "Wits" now name an attribute that does not exist.
      'warning unknown-reference fs3skills.action_skills.3.linked_attr',
      'warning unknown-reference fs3skills.action_skills.6.linked_attr',
      'warning unknown-reference fs3skills.action_skills.10.linked_attr',
      'warning unknown-reference fs3skills.default_linked_attr',
    ].sort());
  });

  it('§E.11 action skills: linked_attr present and an attribute, specialty names', () => {
    expect(found((c) => {
      delete c.fs3skills.action_skills![0]!.linked_attr;
      c.fs3skills.action_skills![6]!.specialties!.push('Field-Surgeon');
    })).toEqual(['warning missing-key fs3skills.action_skills.0.linked_attr', 'warning out-of-range fs3skills.action_skills.6.specialties.5']);
  });

  it('§E.12–§E.14 backgrounds, languages, advantages: names, descriptions and blurbs', () => {
    expect(found((c) => {
      c.fs3skills.background_skills!['Arts & Crafts'] = 'Making things';
      c.fs3skills.languages![0]!.name = '';
      const advantages = c.fs3skills.advantages;
      if (!advantages) throw new Error('the fixture lists advantages');
      delete advantages[0]!.desc;
      c.fs3skills.language_blurb = '';
    })).toEqual([
      'warning missing-key fs3skills.advantages.0.desc',
      'warning missing-key fs3skills.language_blurb',
      'warning missing-key fs3skills.languages.0.name',
      'warning out-of-range fs3skills.background_skills.Arts & Crafts',
    ].sort());
  });

  it('§E.15 chargen: bounded numbers, rating caps, starting skills', () => {
    expect(found((c) => {
      c.fs3skills.max_ap = 0;
      c.fs3skills.max_attrs_at_or_above!['5'] = 1;
      (c.fs3skills.starting_skills!.Everyone as { skills: Record<string, number> }).skills.Alertness = 9;
    })).toEqual([
      'warning out-of-range fs3skills.max_ap',
      'warning out-of-range fs3skills.max_attrs_at_or_above.5',
      'warning out-of-range fs3skills.starting_skills.Everyone.skills.Alertness',
    ].sort());
  });

  it('§E.16 XP: the five categories and no others, levels 0..7, level 0 costs 1', () => {
    expect(found((c) => {
      delete c.fs3skills.xp_costs!.language;
      c.fs3skills.xp_costs!.quirk = { 1: 1 };
      c.fs3skills.xp_costs!.action!['9'] = 20;
      c.fs3skills.xp_costs!.action!['0'] = 2;
      c.fs3skills.periodic_xp = -1;
    })).toEqual([
      'warning misspelled-key fs3skills.xp_costs.quirk',
      'warning missing-key fs3skills.xp_costs.language',
      'warning out-of-range fs3skills.periodic_xp',
      'warning out-of-range fs3skills.xp_costs.action.0',
      'warning out-of-range fs3skills.xp_costs.action.9',
    ].sort());
  });

  it('§E.17 misc: max_luck of 1 or more, luck_for_scene keys of 0 or more', () => {
    expect(found((c) => {
      c.fs3skills.max_luck = 0;
      c.fs3skills.luck_for_scene!['-5'] = 0.1;
    })).toEqual(['warning out-of-range fs3skills.luck_for_scene.-5', 'warning out-of-range fs3skills.max_luck']);
  });
});

describe('§E.18 real games AresMUSH loads import, with located warnings', () => {
  const plan = (files = fixtureFiles()) => {
    const p = planImport(null, files);
    expect(p.problems.filter((x) => x.severity === 'error')).toEqual([]);
    expect(p.next).not.toBeNull();
    return p;
  };

  it('an empty allowed_specials: is read as nil, listed as info', () => {
    const p = plan(withFile('fs3combat_weapons.yml', (t) => t.replace('      allowed_specials:\n      - Ap\n    Rifle:', '      allowed_specials:\n    Rifle:')));
    expect(p.next!.fs3combat.weapons!.Pistol!.allowed_specials).toBeNull();
    expect(p.problems.find((x) => x.code === 'empty-value')).toMatchObject({
      severity: 'info', file: 'fs3combat_weapons.yml', line: 146, path: ['fs3combat', 'weapons', 'Pistol', 'allowed_specials'],
    });
  });

  it('a game without fs3skills_attrs.yml, its skills kept in the projection', () => {
    const p = plan(fixtureFiles().filter((f) => f.name !== 'fs3skills_attrs.yml'));
    expect(p.problems.filter((x) => x.severity === 'warning' && x.path.join('.') === 'fs3skills.attributes')).toMatchObject([
      { file: 'fs3skills_attrs.yml', code: 'missing-key' },
    ]);
    // The projection the gear editors use keeps the game's skills, ruled by an attribute that exists, noted.
    const { product, notes } = toProductModel(p.next!, BSG_SETTING);
    expect(product.setting.actionSkills.map((a) => a.name)).toContain('Firearms');
    expect(notes.some((n) => n.message.includes('11 action skills are linked to an attribute this configuration does not have'))).toBe(true);
  });

  it('a chart whose last entry differs from the area, located at that entry', () => {
    const p = plan(withFile('fs3combat_hitloc.yml', (t) => t.replace(/ {8}- Ring 1\n {8}- Bullseye\n/, '        - Ring 1\n        - Ring 1\n')));
    expect(p.problems.find((x) => x.code === 'chart-length')).toMatchObject({ severity: 'warning', file: 'fs3combat_hitloc.yml', line: 550 });
  });

  it('NPC ratings above 15', () => {
    const p = plan(withFile('fs3combat_npcs.yml', (t) => t.replace('Firearms: 13', 'Firearms: 18')));
    expect(p.next!.fs3combat.npc_types!.Boss!.Firearms).toBe(18);
    expect(p.problems.find((x) => x.path.join('.') === 'fs3combat.npc_types.Boss.Firearms')).toMatchObject({ severity: 'warning', file: 'fs3combat_npcs.yml', line: 25 });
  });

  it('renamed damage-table levels keep their names', () => {
    const p = plan(withFile('fs3combat_damage.yml', (t) => t.replace(/GRAZE/g, 'SCRATCH').replace(/FLESH/g, 'LIGHT').replace(/IMPAIR/g, 'SERIOUS').replace(/INCAP/g, 'CRITICAL')));
    expect(Object.keys(p.next!.fs3combat.damage_table!)).toEqual(['SCRATCH', 'LIGHT', 'SERIOUS']);
    expect(p.problems.find((x) => x.path.join('.') === 'fs3combat.damage_table')).toMatchObject({ severity: 'warning', file: 'fs3combat_damage.yml', line: 8 });
  });

  it('every AresMUSH key, custom key and other section the console does not play with is listed as info', () => {
    const p = plan(withFile('fs3combat_misc.yml', (t) => `${t}  house_rules: true\nother_plugin:\n  x: 1\n`));
    const info = p.problems.filter((x) => x.severity === 'info').map((x) => x.path.join('.'));
    expect(info).toEqual(expect.arrayContaining(['fs3combat.shortcuts', 'fs3combat.achievements', 'fs3combat.permissions', 'fs3combat.house_rules', 'other_plugin', 'fs3skills.xp_cron']));
    expect(p.problems.filter((x) => x.severity === 'info').every((x) => x.file !== null && x.line !== null)).toBe(true);
  });

  it('a wrong type the console cannot represent is still refused, saying what to do', () => {
    const p = planImport(null, withFile('fs3combat_weapons.yml', (t) => t.replace('      ammo: 10\n', '      ammo: ten\n')));
    expect(p.next).toBeNull();
    expect(p.problems[0]).toMatchObject({ severity: 'error', code: 'wrong-type', file: 'fs3combat_weapons.yml', line: expect.any(Number) });
    expect(p.problems[0]!.message).toMatch(/delete the line/);
  });
});
