import { describe, expect, it } from 'vitest';
import { emptyGameConfig } from '../../../../../shared/config/model';
import {
  armorOf, chartOf, damageLevels, findStance, readCombatConfig, splitGear, stanceMods, weaponOf,
} from '../../../../../shared/systems/aresmush-3e/combat';
import { defaultConfig } from './helpers';

describe('§E fs3combat config reader', () => {
  it('§E.1 reads the default weapons with their stats', () => {
    const cfg = readCombatConfig(defaultConfig());
    const rifle = weaponOf(cfg, 'Rifle')!;
    expect(rifle).toMatchObject({ skill: 'Firearms', type: 'Ranged', penetration: 6, recoil: 3, ammo: 20, automatic: true, lethality: 0 });
    expect(weaponOf(cfg, 'tazer')).toMatchObject({ name: 'Tazer', stun: true, lethality: 70 });
    expect(weaponOf(cfg, 'Shrapnel')).toMatchObject({ skill: 3, penetration: 5, type: 'Ranged' });
    // Rocket's capital `Ammo: 4` is ignored: unlimited ammo.
    expect(weaponOf(cfg, 'Rocket')!.ammo).toBe(0);
    expect(weaponOf(cfg, 'Nuke')).toBeNull();
  });

  it('§C.17 weapon specials add to the base stat; unknown specials are ignored; a missing base stays missing', () => {
    const cfg = readCombatConfig(defaultConfig());
    expect(weaponOf(cfg, 'Rifle', ['Ap'])).toMatchObject({ key: 'Rifle+Ap', penetration: 8 });
    expect(weaponOf(cfg, 'Shotgun', ['Buckshot'])).toMatchObject({ accuracy: 3, penetration: 1 });
    expect(weaponOf(cfg, 'Lmg', ['Bipod', 'Ap'])).toMatchObject({ recoil: 1, penetration: 8 });
    expect(weaponOf(cfg, 'Unarmed', ['Sparring'])!.lethality).toBe(-70);
    expect(weaponOf(cfg, 'Rifle', ['Laser'])).toMatchObject({ key: 'Rifle', penetration: 6 });
    expect(splitGear('rifle+ap+AP')).toEqual({ name: 'Rifle', specials: ['Ap'] });
  });

  it('§C.17 armor protection merges per area with specials summed', () => {
    const cfg = readCombatConfig(defaultConfig());
    expect(armorOf(cfg, 'Police')!.protection).toEqual({ Chest: 7, Abdomen: 6 });
    expect(armorOf(cfg, 'Police', ['Helmet'])!.protection).toEqual({ Chest: 7, Abdomen: 6, Head: 4 });
    expect(armorOf(cfg, 'tactical')!.protection).toMatchObject({ Head: 7, Chest: 8 });
    // the config itself is not changed
    expect(defaultConfig().fs3combat.armor!.Police!.protection).toEqual({ Chest: 7, Abdomen: 6 });
  });

  it('§E.3 charts: first area is the default aim; classes are case-insensitive', () => {
    const cfg = readCombatConfig(defaultConfig());
    const h = chartOf(cfg, 'humanoid')!;
    expect(h.defaultArea).toBe('Chest');
    expect(h.vital.has('chest')).toBe(true);
    expect(chartOf(cfg, 'Truck')!.crew).toEqual(new Set(['Cab', 'Bed']));
    expect(chartOf(cfg, 'Fighter')!.defaultArea).toBe('Body');
  });

  it('§E.7–§E.9 numbers and skill keys from the config, with defaults for missing keys', () => {
    const cfg = readCombatConfig(defaultConfig());
    expect(cfg.skills).toEqual({
      treat: 'Medicine', healing: 'Medicine', recovery: 'Brawn', initiative: 'Alertness', composure: 'Composure', defaultDefense: 'Reflexes', strength: 'Brawn',
    });
    expect(cfg.pcKnockoutBonus).toBe(1);
    const partial = emptyGameConfig();
    partial.fs3combat = { initiative_skill: 'Wits', pc_knockout_bonus: 0 };
    const p = readCombatConfig(partial);
    expect(p.skills.initiative).toBe('Wits');
    expect(p.skills.composure).toBe('Composure');
    expect(p.pcKnockoutBonus).toBe(0);
    expect(p.damageTable).toEqual({ GRAZE: 20, FLESH: 70, IMPAIR: 95 });
    expect(Object.keys(p.stances)).toEqual(['Aggressive', 'Reckless', 'Normal', 'Defensive', 'Evasive', 'Cover', 'Hidden']);
  });

  it('minimal built-in armory for a campaign without config', () => {
    const cfg = readCombatConfig(null);
    expect(Object.keys(cfg.weapons)).toEqual(['Unarmed', 'Shrapnel']);
    expect(weaponOf(cfg, 'Unarmed')).toMatchObject({ type: 'Melee', lethality: -20, penetration: 0 });
    expect(weaponOf(cfg, 'Unarmed', ['Sparring'])!.lethality).toBe(-70);
    expect(Object.keys(cfg.combatantTypes)).toEqual(['Observer', 'Soldier']);
    expect(chartOf(cfg, 'Humanoid')!.areas.Chest).toHaveLength(10);
    expect(Object.values(chartOf(cfg, 'Humanoid')!.areas).every((l) => l.length === 10)).toBe(true);
    expect(Object.keys(cfg.npcTypes)).toEqual(['Goon', 'Henchman', 'Miniboss', 'Boss']);
    expect(damageLevels(cfg)).toMatchObject({ graze: 'GRAZE', stored: ['FLESH', 'IMPAIR', 'INCAP'], heal: 'HEAL' });
    expect(cfg.skills.initiative).toBe('Alertness');
  });

  it('a game lacking Unarmed, Shrapnel, Humanoid or Observer gets them added; its own win', () => {
    const c = emptyGameConfig();
    c.fs3combat = { weapons: { Sword: { skill: 'Melee', weapon_type: 'Melee', lethality: 5, penetration: 2 } }, hitloc: { Blob: { areas: { Core: ['Core'] } } }, combatant_types: { Knight: { weapon: 'Sword', hitloc: 'Blob' } } };
    const cfg = readCombatConfig(c);
    expect(Object.keys(cfg.weapons).sort()).toEqual(['Shrapnel', 'Sword', 'Unarmed']);
    expect(chartOf(cfg, 'Humanoid')).not.toBeNull();
    expect(Object.keys(cfg.combatantTypes)).toEqual(['Observer', 'Knight']);
  });

  it('§C.5 stances: prefix match on the titlecased input, unknown gives 0/0', () => {
    const cfg = readCombatConfig(defaultConfig());
    expect(findStance(cfg, 'agg')).toBe('Aggressive');
    expect(findStance(cfg, 'e')).toBe('Evasive');
    expect(findStance(cfg, 'zzz')).toBeNull();
    expect(stanceMods(cfg, 'Reckless')).toEqual({ attack: 4, defense: -4 });
    expect(stanceMods(cfg, 'Berserk')).toEqual({ attack: 0, defense: 0 });
  });

  it('§C.11 renamed damage levels are read in file order', () => {
    const c = emptyGameConfig();
    c.fs3combat = { damage_table: { Scratch: 10, Hurt: 60, Wrecked: 90 }, damage_mods: { Fine: 0, Hurt: 0.5, Wrecked: 3, Dying: 8 }, healing_points: { Fine: 0, Hurt: 5, Wrecked: 8, Dying: 9 } };
    expect(damageLevels(readCombatConfig(c))).toMatchObject({ graze: 'Scratch', stored: ['Hurt', 'Wrecked', 'Dying'], heal: 'Fine' });
  });
});
