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
  if (existing !== undefined && JSON.stringify(existing) === JSON.stringify(item)) return gear;
  return { ...gear, [kind]: { ...gear[kind], [item.name]: item } };
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
