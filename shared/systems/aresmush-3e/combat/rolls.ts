/**
 * §C.4 core combat rolls and §C.5 stances: the pool of every roll a fight makes, as a number of
 * dice (possibly fractional: wound modifiers), rolled by {@link rollSuccesses}.
 */
import { combatantTypeOf, mountOf, vehicleOf, type A3CombatConfig, type A3Weapon } from './config';
import { weaponOf, armorOf } from './gear-stats';
import { rollSuccesses } from './dice';
import type { A3Battle, A3Fighter } from './fighter';
import { titlecase } from './names';
import { npcDice } from './npc';
import { totalDamageMod } from './wounds';

/** §C.5 `stances`: the first config key starting with the titlecased input; unknown gives null. */
export function findStance(cfg: A3CombatConfig, input: string): string | null {
  const t = titlecase(input);
  if (!t) return null;
  return Object.keys(cfg.stances).find((k) => k.startsWith(t)) ?? null;
}

/** §C.5 a stance's attack and defense dice; a stance the config does not know gives 0/0. */
export function stanceMods(cfg: A3CombatConfig, stance: string): { attack: number; defense: number } {
  return { attack: stanceAttack(cfg, stance), defense: stanceDefense(cfg, stance) };
}
const stanceOf = (cfg: A3CombatConfig, stance: string) => (Object.hasOwn(cfg.stances, stance) ? cfg.stances[stance] : undefined);
export const stanceAttack = (cfg: A3CombatConfig, stance: string): number => stanceOf(cfg, stance)?.attack_mod ?? 0;
export const stanceDefense = (cfg: A3CombatConfig, stance: string): number => stanceOf(cfg, stance)?.defense_mod ?? 0;

/** The dice of an ability before modifiers: an NPC's level rating, a PC's skill + linked attribute (§A.2, §A.5). */
export function baseDice(cfg: A3CombatConfig, f: A3Fighter, ability: string | number): number {
  // An NPC with its own stats (the GM screen's NPCs have pools) uses them; otherwise its level's ratings.
  if (f.npcLevel !== null) return typeof ability === 'string' && Object.hasOwn(f.abilityDice, ability) ? f.abilityDice[ability]! : npcDice(cfg, f.npcLevel, ability);
  if (typeof ability === 'number') return ability;
  if (/^\d+$/.test(ability)) return Number(ability);
  return f.abilityDice[ability] ?? f.abilityDice[titlecase(ability)] ?? 0;
}

export function weaponFor(b: A3Battle, f: A3Fighter): A3Weapon | null {
  return weaponOf(b.config, f.weapon, f.weaponSpecials);
}

/** §C.1 `total_damage_mod`: the fighter's wounds plus their vehicle's. */
export function damageMod(b: A3Battle, f: A3Fighter): number {
  let mod = f.wounds.length ? totalDamageMod(b.config, f.wounds) : 0;
  if (!f.vehicle) return mod;
  const v = b.vehicles[f.vehicle];
  if (v) mod = Math.round((mod + totalDamageMod(b.config, v.wounds)) * 100) / 100;
  return mod;
}

/** §C.4 mount modifier: +own mount's mod_vs_unmounted against the unmounted, −the target's when only it rides. */
export function mountMod(b: A3Battle, attacker: A3Fighter, target: A3Fighter): number {
  const mine = attacker.mount ? mountOf(b.config, attacker.mount) : null;
  const theirs = target.mount ? mountOf(b.config, target.mount) : null;
  if (attacker.mount && !target.mount) return mine?.mod_vs_unmounted ?? 0;
  if (target.mount && !attacker.mount) return -(theirs?.mod_vs_unmounted ?? 0);
  return 0;
}

/** §C.4 attack pool; `mod` is the caller's (attack special mod − recoil). */
export function attackPool(b: A3Battle, c: A3Fighter, target: A3Fighter, mod = 0): number {
  const w = weaponFor(b, c);
  const aimed = c.aimTarget !== null && c.action?.targets[0] === c.aimTarget ? 3 : 0;
  return (
    baseDice(b.config, c, w?.skill ?? 'Melee') + mod + (w?.accuracy ?? 0) + damageMod(b, c) + stanceAttack(b.config, c.stance)
    + aimed + (c.luck === 'Attack' ? 3 : 0) - c.stress + c.attackMod + mountMod(b, c, target)
  );
}

/** §C.4 `weapon_defense_skill`: vehicle pilot skill; melee vs melee the target's weapon skill; else the type's or the default. */
export function defenseSkill(b: A3Battle, target: A3Fighter, attackerWeapon: A3Weapon | null): string | number {
  const v = target.vehicle ? b.vehicles[target.vehicle] : undefined;
  if (v) return vehicleOf(b.config, v.type)?.pilot_skill ?? b.config.skills.defaultDefense;
  const own = weaponFor(b, target);
  if (attackerWeapon?.type === 'Melee' && own?.type === 'Melee') return own.skill;
  return combatantTypeOf(b.config, target.type)?.defense_skill ?? b.config.skills.defaultDefense;
}

/** §C.4 defense pool against `attackerWeapon`. */
export function defensePool(b: A3Battle, target: A3Fighter, attackerWeapon: A3Weapon | null): number {
  const v = target.vehicle ? b.vehicles[target.vehicle] : undefined;
  const dodge = v ? (vehicleOf(b.config, v.type)?.dodge ?? 0) : 0;
  const armor = armorOf(b.config, target.armor, target.armorSpecials);
  return (
    baseDice(b.config, target, defenseSkill(b, target, attackerWeapon)) + stanceDefense(b.config, target.stance)
    + (target.luck === 'Defense' ? 3 : 0) + damageMod(b, target) + target.defenseMod + dodge + (armor?.defense ?? 0)
  );
}

/** §C.4 initiative pool: weapon init_mod, +3 for suppress/distract/subdue, +3 initiative luck, wounds, GM initmod. */
export function initiativePool(b: A3Battle, c: A3Fighter): number {
  const k = c.action?.kind;
  return (
    baseDice(b.config, c, b.config.skills.initiative) + (weaponFor(b, c)?.initMod ?? 0)
    + (k === 'suppress' || k === 'distract' || k === 'subdue' ? 3 : 0) + (c.luck === 'Initiative' ? 3 : 0)
    + damageMod(b, c) + c.initiativeMod
  );
}

/** §C.4 KO pool: composure + 2× wounds + PC bonus + vehicle toughness + `koMod`. */
export function knockoutPool(b: A3Battle, c: A3Fighter, koMod = 0): number {
  const v = c.vehicle ? b.vehicles[c.vehicle] : undefined;
  const toughness = v ? (vehicleOf(b.config, v.type)?.toughness ?? 0) : 0;
  const pc = c.npcLevel === null ? b.config.pcKnockoutBonus : 0;
  return baseDice(b.config, c, b.config.skills.composure) + 2 * damageMod(b, c) + pc + toughness + koMod;
}

/** §C.4 strength: the strength skill, no modifiers. */
export const strengthPool = (b: A3Battle, c: A3Fighter): number => baseDice(b.config, c, b.config.skills.strength);
/** The composure skill alone (stress decay, suppress and distract defense). */
export const composurePool = (b: A3Battle, c: A3Fighter): number => baseDice(b.config, c, b.config.skills.composure);

export const rollAttack = (b: A3Battle, c: A3Fighter, t: A3Fighter, mod = 0): number => rollSuccesses(b.rng, attackPool(b, c, t, mod));
export const rollDefense = (b: A3Battle, t: A3Fighter, w: A3Weapon | null): number => rollSuccesses(b.rng, defensePool(b, t, w));
export const rollInitiative = (b: A3Battle, c: A3Fighter): number => rollSuccesses(b.rng, initiativePool(b, c));
export const rollStrength = (b: A3Battle, c: A3Fighter): number => rollSuccesses(b.rng, strengthPool(b, c));
export const rollComposure = (b: A3Battle, c: A3Fighter): number => rollSuccesses(b.rng, composurePool(b, c));
