/**
 * Issue 42: the game data a link's picture needs from the gear catalog: each weapon (the legal
 * actions), each vehicle type's hit chart and each chart's called-shot rows. Read once per
 * refresh of every link's picture (all links share it).
 */
import type { GearCatalog } from '../../shared/domain/gear';
import type { CombatHost } from '../core/combat';

export type PlayGear = {
  weapons: ReadonlyMap<string, GearCatalog['weapons'][number]>;
  vehicleCharts: ReadonlyMap<string, string>;
  chartRows: ReadonlyMap<string, readonly string[]>;
};

export const NO_GEAR: PlayGear = { weapons: new Map(), vehicleCharts: new Map(), chartRows: new Map() };

export function playGearOf(catalog: GearCatalog): PlayGear {
  return {
    weapons: new Map(catalog.weapons.map((w) => [w.name, w])),
    vehicleCharts: new Map(catalog.vehicles.map((v) => [v.name, v.hitChart])),
    // A called shot names a target row of the chart, as the GM screen's Called shot list does.
    chartRows: new Map(catalog.hitCharts.map((h) => [h.name, Object.keys(h.targets)])),
  };
}

export class PlayGearCache {
  of(host: CombatHost): PlayGear {
    return playGearOf(host.gear());
  }
}
