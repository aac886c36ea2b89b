/** The combat's gear catalog: definitions kept once by name and looked up at resolution time. */
import type { Armor, HitChart, Vehicle, Weapon } from '../../domain/gear';
import type { CombatGear } from './context';

type Kind = keyof CombatGear;
type Item<K extends Kind> = CombatGear[K][string];

/**
 * Adds `item` under its name. The latest definition wins (a storyteller editing a weapon means
 * everyone's copy); an identical one leaves the catalog object untouched so snapshots share it.
 */
export function putGear<K extends Kind>(gear: CombatGear, kind: K, item: Item<K>): CombatGear {
  const existing = gear[kind][item.name];
  if (existing !== undefined && sameInOrder(existing, item)) return gear;
  return { ...gear, [kind]: { ...gear[kind], [item.name]: item } };
}

/**
 * Whether two JSON values are written alike: the same keys in the same order, the same values.
 * It was a comparison of their JSON texts, which for 500 combatants joining (a weapon, an armor
 * and a hit chart each, against the catalog's) was most of what adding them cost. A value JSON
 * would write alike but this does not call the same (a key set to undefined on one side) only
 * stores the new definition, which is written alike.
 */
export function sameInOrder(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameInOrder(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameInOrder((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Looks up a definition; a missing one means the context is corrupt, not a user error. */
function get<K extends Kind>(gear: CombatGear, kind: K, name: string): Item<K> {
  const item = gear[kind][name];
  if (item === undefined) throw new Error(`Combat gear has no ${kind} entry named ${name}`);
  return item as Item<K>;
}

export const weaponNamed = (gear: CombatGear, name: string): Weapon => get(gear, 'weapons', name);
export const chartNamed = (gear: CombatGear, name: string): HitChart => get(gear, 'charts', name);
export const vehicleNamed = (gear: CombatGear, name: string): Vehicle => get(gear, 'vehicles', name);
export const armorNamed = (gear: CombatGear, name: string | null): Armor | null =>
  name === null ? null : get(gear, 'armor', name);
