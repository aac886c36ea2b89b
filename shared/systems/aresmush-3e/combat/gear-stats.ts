/**
 * Third Edition gear with its specials applied (reference §C.17 `set_weapon`, `weapon_stat`,
 * `armor_stat`): a gear key split into name and specials, and the weapon or armor those make,
 * each worked out once per game configuration (its caches).
 */
import type { A3Armor, A3CombatConfig, A3Weapon } from './config';
import { findKey, titlecase } from './names';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Splits "Rifle+Ap+Scope" into a titlecased name and titlecased, unique specials (§C.17 `set_weapon`). */
export function splitGear(key: string): { name: string; specials: string[] } {
  const [name = '', ...rest] = key.split('+');
  return { name: titlecase(name), specials: [...new Set(rest.map(titlecase).filter(Boolean))] };
}

/**
 * {@link splitGear} once per key: the bridge splits every fighter's gear at each step, and the same
 * specials array each time lets {@link weaponOf} and {@link armorOf} answer from their per-array
 * cache. Frozen: a fighter's specials are replaced, never changed in place (gear.ts).
 */
export function splitGearOnce(cfg: A3CombatConfig, key: string): { name: string; specials: readonly string[] } {
  let hit = cfg.cache.gear.get(key);
  if (!hit) {
    const { name, specials } = splitGear(key);
    cfg.cache.gear.set(key, (hit = { name, specials: Object.freeze(specials) }));
  }
  return hit;
}

/**
 * §C.17 `weapon_stat`: the base value plus each known special's value for that stat. A stat the
 * base lacks stays missing (0 here; `ammo` 0 = no ammo tracking), specials never add to it.
 */
export function weaponOf(cfg: A3CombatConfig, name: string, specials: readonly string[] = NONE): A3Weapon | null {
  let bySpecials = cfg.cache.weaponsBySpecials.get(specials);
  const fast = bySpecials?.get(name);
  if (fast !== undefined) return fast;
  if (!bySpecials) cfg.cache.weaponsBySpecials.set(specials, (bySpecials = new Map()));
  const resolved = resolveWeapon(cfg, name, specials);
  bySpecials.set(name, resolved);
  return resolved;
}

const NONE: readonly string[] = [];

function resolveWeapon(cfg: A3CombatConfig, name: string, specials: readonly string[]): A3Weapon | null {
  const key = [name, ...specials].join('+');
  const hit = cfg.cache.weapons.get(key);
  if (hit !== undefined) return hit;
  const found = findKey(cfg.weapons, name);
  let result: A3Weapon | null = null;
  if (found) {
    const base = cfg.weapons[found]!;
    const known = specials.map(titlecase).filter((s) => Object.hasOwn(cfg.weaponSpecials, s));
    const stat = (k: 'lethality' | 'penetration' | 'accuracy' | 'recoil' | 'init_mod' | 'ammo'): number => {
      if (typeof base[k] !== 'number') return 0;
      return known.reduce((sum, s) => sum + num((cfg.weaponSpecials[s] as Record<string, unknown>)[k]), base[k]);
    };
    result = {
      key: [found, ...known].join('+'),
      name: found,
      specials: known,
      skill: base.skill ?? 'Melee',
      type: titlecase(base.weapon_type ?? ''),
      lethality: stat('lethality'),
      penetration: stat('penetration'),
      accuracy: stat('accuracy'),
      recoil: stat('recoil'),
      initMod: stat('init_mod'),
      ammo: Math.max(0, stat('ammo')),
      automatic: base.is_automatic === true,
      stun: titlecase(base.damage_type ?? '') === 'Stun',
      shrapnel: base.has_shrapnel === true,
    };
  }
  cfg.cache.weapons.set(key, result);
  return result;
}

/** §C.17 `armor_stat`: defense summed; protection merged per area (areas of either side, summed). */
export function armorOf(cfg: A3CombatConfig, name: string | null, specials: readonly string[] = NONE): A3Armor | null {
  if (!name) return null;
  let bySpecials = cfg.cache.armorBySpecials.get(specials);
  const fast = bySpecials?.get(name);
  if (fast !== undefined) return fast;
  if (!bySpecials) cfg.cache.armorBySpecials.set(specials, (bySpecials = new Map()));
  const resolved = resolveArmor(cfg, name, specials);
  bySpecials.set(name, resolved);
  return resolved;
}

function resolveArmor(cfg: A3CombatConfig, name: string, specials: readonly string[]): A3Armor | null {
  const key = [name, ...specials].join('+');
  const hit = cfg.cache.armor.get(key);
  if (hit !== undefined) return hit;
  const found = findKey(cfg.armor, name);
  let result: A3Armor | null = null;
  if (found) {
    const base = cfg.armor[found]!;
    const known = specials.map(titlecase).filter((s) => Object.hasOwn(cfg.armorSpecials, s));
    const protection: Record<string, number> = { ...(base.protection ?? {}) };
    let defense = num(base.defense);
    for (const s of known) {
      const sp = cfg.armorSpecials[s]!;
      if (typeof base.defense === 'number') defense += num(sp.defense);
      for (const [area, value] of Object.entries(sp.protection ?? {})) protection[area] = (protection[area] ?? 0) + value;
    }
    result = { key: [found, ...known].join('+'), name: found, defense, protection };
  }
  cfg.cache.armor.set(key, result);
  return result;
}
