/**
 * Catalog-level edits for the gear editors: save one item (renaming it makes every reference
 * follow), find where an item is used, delete (blocked or clearing references), duplicate, and
 * rename a chart location with the vehicles and armor that name it. Pure: catalog in, catalog out.
 */
import { type Armor, type GearCatalog, type HitChart, type Vehicle, type Weapon } from '../domain/gear';
import { ChartEditError, removeLocation, renameLocation } from './chart-ops';

export const GEAR_LISTS = ['weapons', 'armor', 'vehicles', 'hitCharts'] as const;
export type GearListName = (typeof GEAR_LISTS)[number];
export type GearItemOf<L extends GearListName> = GearCatalog[L][number];
export type AnyGearItem = Weapon | Armor | Vehicle | HitChart;

/** Singular words for messages. */
export const GEAR_LIST_LABELS: Record<GearListName, string> = { weapons: 'weapon', armor: 'armor', vehicles: 'vehicle', hitCharts: 'hit chart' };

/** One place that names an item: "vehicle Viper (weapons)". */
export type GearReference = { list: GearListName; name: string; field: string };

/** Where `name` of `list` is referred to. Only vehicles refer to other gear. */
export function findReferences(catalog: GearCatalog, list: GearListName, name: string): GearReference[] {
  const out: GearReference[] = [];
  for (const v of catalog.vehicles) {
    if (list === 'weapons' && v.weapons.includes(name)) out.push({ list: 'vehicles', name: v.name, field: 'weapons' });
    if (list === 'armor' && v.armor === name) out.push({ list: 'vehicles', name: v.name, field: 'armor' });
    if (list === 'hitCharts' && v.hitChart === name) out.push({ list: 'vehicles', name: v.name, field: 'hitChart' });
  }
  return out;
}

export function describeReference(r: GearReference): string {
  return `${GEAR_LIST_LABELS[r.list]} "${r.name}" (${r.field})`;
}

/** References whose removal would leave an invalid item: a vehicle must have a hit chart. */
export function blockingReferences(refs: readonly GearReference[]): GearReference[] {
  return refs.filter((r) => r.field === 'hitChart');
}

function renameRefs(catalog: GearCatalog, list: GearListName, from: string, to: string): GearCatalog {
  if (from === to) return catalog;
  const vehicles = catalog.vehicles.map((v) => ({
    ...v,
    weapons: list === 'weapons' ? v.weapons.map((w) => (w === from ? to : w)) : v.weapons,
    armor: list === 'armor' && v.armor === from ? to : v.armor,
    hitChart: list === 'hitCharts' && v.hitChart === from ? to : v.hitChart,
  }));
  return { ...catalog, vehicles };
}

/**
 * Adds or replaces one item. With `previousName` different from the item's name it is a rename:
 * the item keeps its place and every vehicle naming it follows. Throws on a name clash.
 */
export function putItem<L extends GearListName>(catalog: GearCatalog, list: L, item: GearItemOf<L>, previousName: string | null = null): { catalog: GearCatalog; followed: GearReference[] } {
  const items = catalog[list] as readonly GearItemOf<L>[];
  const oldName = previousName ?? item.name;
  const at = items.findIndex((i) => i.name === oldName);
  if (previousName !== null && at < 0) throw new ChartEditError(`There is no ${GEAR_LIST_LABELS[list]} "${previousName}" to change.`);
  if (item.name !== oldName && items.some((i) => i.name === item.name)) {
    throw new ChartEditError(`There is already a ${GEAR_LIST_LABELS[list]} named "${item.name}".`);
  }
  if (previousName === null && at >= 0) throw new ChartEditError(`There is already a ${GEAR_LIST_LABELS[list]} named "${item.name}".`);
  const next = at >= 0 ? items.map((x, i) => (i === at ? item : x)) : [...items, item];
  const followed = item.name !== oldName ? findReferences(catalog, list, oldName) : [];
  return { catalog: renameRefs({ ...catalog, [list]: next }, list, oldName, item.name), followed };
}

/**
 * Deletes an item. References are cleared (weapon left off loadouts, vehicle armor set to none);
 * a hit chart a vehicle uses cannot be deleted. Returns the references that were cleared.
 */
export function deleteItem(catalog: GearCatalog, list: GearListName, name: string): { catalog: GearCatalog; cleared: GearReference[] } {
  const items = catalog[list] as readonly { name: string }[];
  if (!items.some((i) => i.name === name)) throw new ChartEditError(`There is no ${GEAR_LIST_LABELS[list]} "${name}".`);
  const refs = findReferences(catalog, list, name);
  const blocking = blockingReferences(refs);
  if (blocking.length > 0) {
    throw new ChartEditError(`Hit chart "${name}" is used by ${blocking.map(describeReference).join(', ')}; give those vehicles another chart first.`);
  }
  const vehicles = catalog.vehicles.map((v) => ({
    ...v,
    weapons: list === 'weapons' ? v.weapons.filter((w) => w !== name) : v.weapons,
    armor: list === 'armor' && v.armor === name ? null : v.armor,
  }));
  return { catalog: { ...catalog, vehicles, [list]: items.filter((i) => i.name !== name) }, cleared: refs };
}

/** "Viper (copy)", "Viper (copy 2)": the first name not taken. */
export function copyName(taken: readonly string[], name: string): string {
  const base = `${name} (copy)`;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${name} (copy ${n})`)) return `${name} (copy ${n})`;
}

/** Duplicates an item under a free name, right after the original. */
export function duplicateItem(catalog: GearCatalog, list: GearListName, name: string): { catalog: GearCatalog; name: string } {
  const items = catalog[list] as readonly AnyGearItem[];
  const at = items.findIndex((i) => i.name === name);
  if (at < 0) throw new ChartEditError(`There is no ${GEAR_LIST_LABELS[list]} "${name}".`);
  const copy = { ...(JSON.parse(JSON.stringify(items[at]!)) as AnyGearItem), name: copyName(items.map((i) => i.name), name) };
  const next = [...items.slice(0, at + 1), copy, ...items.slice(at + 1)];
  return { catalog: { ...catalog, [list]: next }, name: copy.name };
}

/** Where a chart location is named outside the chart: crew locations and armor. */
export type LocationReference = { list: 'vehicles' | 'armor'; name: string; field: 'crewLocations' | 'locations' };

/**
 * The charts an armor may be worn on: those of the vehicles that use it, or every chart when no
 * vehicle does (personal armor goes on whoever wears it).
 */
function chartsOfArmor(catalog: GearCatalog, armor: string): string[] {
  const used = catalog.vehicles.filter((v) => v.armor === armor).map((v) => v.hitChart);
  return used.length > 0 ? used : catalog.hitCharts.map((c) => c.name);
}

/**
 * Renames a location of one chart, with the references following: the chart's own rows, entries
 * and default; crew locations of the vehicles using the chart; and armor naming the location.
 * An armor that may also be worn on another chart that has a location of the old name keeps the
 * old name and gains the new one, so it still protects there.
 */
export function renameChartLocation(catalog: GearCatalog, chartName: string, from: string, to: string): { catalog: GearCatalog; followed: LocationReference[] } {
  const chart = catalog.hitCharts.find((c) => c.name === chartName);
  if (!chart) throw new ChartEditError(`There is no hit chart "${chartName}".`);
  const renamed = renameLocation(chart, from, to);
  const newName = to.trim();
  if (renamed === chart) return { catalog, followed: [] };
  const followed: LocationReference[] = [];
  const vehicles = catalog.vehicles.map((v) => {
    if (v.hitChart !== chartName || !v.crewLocations.includes(from)) return v;
    followed.push({ list: 'vehicles', name: v.name, field: 'crewLocations' });
    return { ...v, crewLocations: v.crewLocations.map((l) => (l === from ? newName : l)) };
  });
  const otherHasOld = (c: string) => c !== chartName && catalog.hitCharts.some((h) => h.name === c && h.locations.some((l) => l.name === from));
  const armor = catalog.armor.map((a) => {
    if (!a.locations.includes(from)) return a;
    const charts = chartsOfArmor(catalog, a.name);
    if (!charts.includes(chartName)) return a;
    followed.push({ list: 'armor', name: a.name, field: 'locations' });
    if (charts.some(otherHasOld)) return a.locations.includes(newName) ? a : { ...a, locations: [...a.locations, newName] };
    return { ...a, locations: a.locations.map((l) => (l === from ? newName : l)).filter((l, i, all) => all.indexOf(l) === i) };
  });
  const hitCharts = catalog.hitCharts.map((c) => (c.name === chartName ? renamed : c));
  return { catalog: { ...catalog, hitCharts, vehicles, armor }, followed };
}

/**
 * Where a chart location is named outside the chart (vehicle crew, armor), for the confirmation
 * shown before the location is removed.
 */
export function chartLocationReferences(catalog: GearCatalog, chartName: string, location: string): LocationReference[] {
  const out: LocationReference[] = [];
  for (const v of catalog.vehicles) {
    if (v.hitChart === chartName && v.crewLocations.includes(location)) out.push({ list: 'vehicles', name: v.name, field: 'crewLocations' });
  }
  for (const a of catalog.armor) {
    if (a.locations.includes(location) && chartsOfArmor(catalog, a.name).includes(chartName)) out.push({ list: 'armor', name: a.name, field: 'locations' });
  }
  return out;
}

/** Removes a location from the chart's vehicles' crew lists (armor keeps it: other charts may share it). */
export function dropCrewLocation(catalog: GearCatalog, chartName: string, location: string): GearCatalog {
  return {
    ...catalog,
    vehicles: catalog.vehicles.map((v) => (v.hitChart === chartName && v.crewLocations.includes(location) ? { ...v, crewLocations: v.crewLocations.filter((l) => l !== location) } : v)),
  };
}

/** Toggles a crew location on one vehicle (seed 001: hits there endanger the crew). */
export function toggleCrew(vehicle: Vehicle, location: string): Vehicle {
  const crewLocations = vehicle.crewLocations.includes(location) ? vehicle.crewLocations.filter((l) => l !== location) : [...vehicle.crewLocations, location];
  return { ...vehicle, crewLocations };
}

/** Removes a chart location (see `removeLocation`) and drops it from the crew of the chart's vehicles. */
export function removeChartLocation(catalog: GearCatalog, chartName: string, location: string): GearCatalog {
  const chart = catalog.hitCharts.find((c) => c.name === chartName);
  if (!chart) throw new ChartEditError(`There is no hit chart "${chartName}".`);
  const next = removeLocation(chart, location);
  return dropCrewLocation({ ...catalog, hitCharts: catalog.hitCharts.map((c) => (c.name === chartName ? next : c)) }, chartName, location);
}
