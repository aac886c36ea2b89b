import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { GearCatalogSchema, type GearCatalog } from '../../../shared/domain/gear';
import {
  chartLocationReferences, deleteItem, duplicateItem, findReferences, putItem, removeChartLocation, renameChartLocation, toggleCrew,
} from '../../../shared/editors/catalog-ops';
import { HUMANOID_HIT_CHART } from '../../../shared/core/content/hit-charts';

const gear: GearCatalog = BUILTIN_GEAR;
const valid = (c: GearCatalog) => GearCatalogSchema.safeParse(c).success;

describe('catalog edits', () => {
  it('finds where gear is used', () => {
    expect(findReferences(gear, 'hitCharts', 'Armored Vehicle').map((r) => r.name)).toEqual(['APC', 'Light Tank', 'Heavy Tank']);
    expect(findReferences(gear, 'armor', 'Fighter Jet Armor')).toEqual([{ list: 'vehicles', name: 'Viper', field: 'armor' }]);
    expect(findReferences(gear, 'weapons', 'Knife')).toEqual([]);
  });

  it('renames an item with every reference following', () => {
    const chart = gear.hitCharts.find((c) => c.name === 'Armored Vehicle')!;
    const { catalog, followed } = putItem(gear, 'hitCharts', { ...chart, name: 'Tracked' }, 'Armored Vehicle');
    expect(followed).toHaveLength(3);
    expect(catalog.vehicles.filter((v) => v.hitChart === 'Tracked')).toHaveLength(3);
    expect(catalog.hitCharts.findIndex((c) => c.name === 'Tracked')).toBe(gear.hitCharts.indexOf(chart));
    expect(valid(catalog)).toBe(true);
    expect(() => putItem(gear, 'hitCharts', { ...chart, name: 'Viper' }, 'Armored Vehicle')).toThrow(/already a hit chart named "Viper"/);
  });

  it('deletes: a chart in use is blocked; armor and weapons in use are cleared from the vehicles', () => {
    expect(() => deleteItem(gear, 'hitCharts', 'Viper')).toThrow(/used by vehicle "Viper" \(hitChart\)/);
    const { catalog, cleared } = deleteItem(gear, 'armor', 'Fighter Jet Armor');
    expect(cleared).toHaveLength(1);
    expect(catalog.vehicles.find((v) => v.name === 'Viper')!.armor).toBeNull();
    expect(valid(catalog)).toBe(true);
    const viperGun = gear.vehicles.find((v) => v.name === 'Viper')!.weapons[0]!;
    const w = deleteItem(gear, 'weapons', viperGun);
    expect(w.catalog.vehicles.find((v) => v.name === 'Viper')!.weapons).not.toContain(viperGun);
  });

  it('duplicates under a free name right after the original', () => {
    const once = duplicateItem(gear, 'weapons', 'Knife');
    expect(once.name).toBe('Knife (copy)');
    const twice = duplicateItem(once.catalog, 'weapons', 'Knife');
    expect(twice.name).toBe('Knife (copy 2)');
    expect(twice.catalog.weapons.map((x) => x.name).slice(0, 3)).toEqual(['Knife', 'Knife (copy 2)', 'Knife (copy)']);
  });

  it('renames a chart location with crew and vehicle armor following', () => {
    const { catalog, followed } = renameChartLocation(gear, 'Viper', 'Cockpit', 'Canopy');
    const viper = catalog.vehicles.find((v) => v.name === 'Viper')!;
    expect(viper.crewLocations).toContain('Canopy');
    expect(catalog.armor.find((a) => a.name === 'Fighter Jet Armor')!.locations).toContain('Canopy');
    expect(followed.map((f) => f.name).sort()).toEqual(['Fighter Jet Armor', 'Viper']);
    expect(valid(catalog)).toBe(true);
  });

  it('lets personal armor keep the old name when another chart still has it', () => {
    const twoBodies: GearCatalog = { ...gear, hitCharts: [...gear.hitCharts, { ...HUMANOID_HIT_CHART, name: 'Cylon' }] };
    const { catalog } = renameChartLocation(twoBodies, 'Cylon', 'Chest', 'Chassis');
    const vest = catalog.armor.find((a) => a.name === 'Light Vest')!;
    expect(vest.locations).toEqual(['Chest', 'Abdomen', 'Chassis']);
    const alone = renameChartLocation(gear, 'Humanoid', 'Chest', 'Torso').catalog;
    expect(alone.armor.find((a) => a.name === 'Light Vest')!.locations).toEqual(['Torso', 'Abdomen']);
  });

  it('removes a chart location and the crew lists that named it', () => {
    expect(chartLocationReferences(gear, 'Viper', 'Cockpit').map((r) => r.name).sort()).toEqual(['Fighter Jet Armor', 'Viper']);
    const catalog = removeChartLocation(gear, 'Viper', 'Cockpit');
    expect(catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations).not.toContain('Cockpit');
    expect(valid(catalog)).toBe(true);
    const viper = gear.vehicles.find((v) => v.name === 'Viper')!;
    expect(toggleCrew(toggleCrew(viper, 'Engine'), 'Engine')).toEqual(viper);
  });
});
