/**
 * Writes edits made to the FS3.2 projection of the gear back onto the AresMUSH configuration, as
 * a three-way merge: an item equal to its projection leaves the AresMUSH entry untouched (so an
 * unmodified configuration exports exactly as imported); a changed field rewrites only the
 * AresMUSH keys it maps to; new items become new entries; removed items are deleted. FS3.2-only
 * fields (class, defense skill, range, blast radius) have no AresMUSH key and are not written.
 */
import type { Armor, GearCatalog, HitChart, Vehicle, Weapon } from '../domain/gear';
import { cloneJson, jsonEqual, type GameConfig } from './model';
import type { JsonValue } from '../domain/json';
import { projectGear } from './map-gear';
import type { AresArmor, AresHitChart, AresVehicle, AresWeapon } from './schema-combat';

const ARES_TYPE = { melee: 'Melee', ranged: 'Ranged', explosive: 'Explosive', defensive: 'Suppressive' } as const;
type Entry = Record<string, unknown>;

/** Fields of `edited` that differ from `base` (all of them for a new item). */
function changed<T extends object>(base: T | undefined, edited: T): Set<keyof T> {
  return new Set((Object.keys(edited) as (keyof T)[]).filter((k) => !base || !jsonEqual(base[k], edited[k])));
}

function set(entry: Entry, key: string, value: unknown): void {
  if (value === null || value === undefined) delete entry[key];
  else entry[key] = value;
}

function writeWeapon(entry: Entry, w: Weapon, fields: Set<keyof Weapon>): void {
  if (fields.has('type')) set(entry, 'weapon_type', ARES_TYPE[w.type]);
  if (fields.has('attackSkill')) set(entry, 'skill', w.attackSkill);
  if (fields.has('lethality')) set(entry, 'lethality', Math.round(w.lethality));
  // AresMUSH penetration is a whole number; a fraction is only the stand-in for 0 (see map-gear.ts).
  if (fields.has('penetration')) set(entry, 'penetration', w.penetration < 1 ? 0 : Math.round(w.penetration));
  if (fields.has('automatic')) set(entry, 'is_automatic', w.automatic);
  if (fields.has('ammo')) set(entry, 'ammo', w.ammo);
  if (fields.has('recoil')) set(entry, 'recoil', w.recoil);
  if (fields.has('rateOfFire')) set(entry, 'rate_of_fire', w.rateOfFire);
  if (fields.has('damageType')) set(entry, 'damage_type', w.damageType === 'stun' ? 'Stun' : 'Physical');
  if (fields.has('accuracy')) set(entry, 'accuracy', w.accuracy);
  if (fields.has('shrapnel')) set(entry, 'has_shrapnel', w.shrapnel);
}

function newWeapon(w: Weapon): AresWeapon {
  const entry: Entry = { description: w.name, skill: w.attackSkill, lethality: 0, penetration: 0, weapon_type: 'Ranged', is_automatic: false };
  if (w.ammo !== null) entry.ammo = w.ammo;
  Object.assign(entry, { recoil: 0, damage_type: 'Physical', accuracy: 0, has_shrapnel: false, init_mod: 0 });
  writeWeapon(entry, w, changed(undefined, w));
  return entry;
}

function writeArmor(entry: Entry, a: Armor, fields: Set<keyof Armor>): void {
  if (!fields.has('protection') && !fields.has('locations')) return;
  const before = (entry.protection ?? {}) as Record<string, number>;
  const protection: Record<string, number> = {};
  for (const loc of Object.keys(before)) if (a.locations.includes(loc)) protection[loc] = fields.has('protection') ? a.protection : before[loc]!;
  for (const loc of a.locations) if (!Object.hasOwn(protection, loc)) protection[loc] = a.protection;
  entry.protection = protection;
}

function writeVehicle(entry: Entry, v: Vehicle, fields: Set<keyof Vehicle>): void {
  if (fields.has('pilotingSkill')) set(entry, 'pilot_skill', v.pilotingSkill);
  if (fields.has('toughness')) set(entry, 'toughness', v.toughness);
  if (fields.has('hitChart')) set(entry, 'hitloc_chart', v.hitChart);
  if (fields.has('armor')) set(entry, 'armor', v.armor);
  if (fields.has('weapons')) set(entry, 'weapons', [...v.weapons]);
  if (fields.has('dodgeBonus')) set(entry, 'dodge', v.dodgeBonus);
}

function writeChart(entry: Entry, c: HitChart, fields: Set<keyof HitChart>, crew: readonly string[] | null): void {
  if (fields.has('targets') || fields.has('defaultTarget')) {
    const rows = Object.entries(c.targets);
    rows.sort(([a], [b]) => (a === c.defaultTarget ? -1 : b === c.defaultTarget ? 1 : 0));
    entry.areas = Object.fromEntries(rows.map(([area, list]) => [area, [...list]]));
  }
  if (fields.has('locations')) {
    entry.vital_areas = c.locations.filter((l) => l.mark === 'vital').map((l) => l.name);
    entry.critical_areas = c.locations.filter((l) => l.mark === 'critical').map((l) => l.name);
  }
  if (crew) entry.crew_areas = [...crew];
}

/** Merges one list: untouched items keep their AresMUSH entry, changed and new ones are written. */
function mergeList<T extends { name: string }>(
  record: Record<string, Entry>,
  base: readonly T[],
  edited: readonly T[],
  create: (item: T) => Entry,
  write: (entry: Entry, item: T, fields: Set<keyof T>) => void,
): Record<string, Entry> {
  const before = new Map(base.map((x) => [x.name, x]));
  const after = new Set(edited.map((x) => x.name));
  const out: Record<string, Entry> = {};
  // Entries the projection left out (e.g. Shrapnel, None) are not the storyteller's to delete here.
  for (const [name, entry] of Object.entries(record)) if (!before.has(name) || after.has(name)) out[name] = entry;
  for (const item of edited) {
    const old = before.get(item.name);
    if (old && jsonEqual(old, item)) continue;
    const entry = out[item.name];
    if (entry) write(entry, item, changed(old, item));
    else out[item.name] = create(item);
  }
  return out;
}

/** The configuration with `edited` (an edited {@link projectGear} result) written back. */
export function applyGearEdits(config: GameConfig, edited: GearCatalog): GameConfig {
  const base = projectGear(config).gear;
  const next = cloneJson(config as unknown as JsonValue) as unknown as GameConfig;
  const c = next.fs3combat;
  const touched = (list: readonly { name: string }[], baseList: readonly { name: string }[]) => !jsonEqual(list, baseList);
  if (touched(edited.weapons, base.weapons)) {
    c.weapons = mergeList(c.weapons ?? {}, base.weapons, edited.weapons, newWeapon, writeWeapon) as Record<string, AresWeapon>;
  }
  if (touched(edited.armor, base.armor)) {
    const create = (a: Armor): Entry => ({ description: a.name, defense: 0, protection: Object.fromEntries(a.locations.map((l) => [l, a.protection])) });
    c.armor = mergeList(c.armor ?? {}, base.armor, edited.armor, create, writeArmor) as Record<string, AresArmor>;
  }
  if (touched(edited.hitCharts, base.hitCharts)) {
    const crewOf = (chart: string) => [...new Set(edited.vehicles.filter((v) => v.hitChart === chart).flatMap((v) => v.crewLocations))];
    const create = (h: HitChart): Entry => {
      const entry: Entry = {};
      writeChart(entry, h, changed(undefined, h), crewOf(h.name));
      return entry;
    };
    c.hitloc = mergeList(c.hitloc ?? {}, base.hitCharts, edited.hitCharts, create, (e, h, f) => writeChart(e, h, f, null)) as Record<string, AresHitChart>;
  }
  if (touched(edited.vehicles, base.vehicles)) {
    const create = (v: Vehicle): Entry => {
      const entry: Entry = { description: v.name };
      writeVehicle(entry, v, changed(undefined, v));
      return entry;
    };
    c.vehicles = mergeList(c.vehicles ?? {}, base.vehicles, edited.vehicles, create, writeVehicle) as Record<string, AresVehicle>;
  }
  return next;
}
