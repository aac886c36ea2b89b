/**
 * Issue 42: the game data a link's picture needs from the gear catalog: each weapon (the legal
 * actions), each vehicle type's hit chart and each chart's called-shot rows. All links' pictures
 * share it; it is read again only when the catalog or the campaign's system changed.
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

/** What the catalog a fight's gear comes from depends on: the campaign's database, its gear writes, its system (edition, setting). */
export type GearStamp = { repos: object; gear: number; system: number };

/**
 * Issue 42 (the loaded machine's cut): the catalog read and indexed once per stamp, not at every
 * refresh of the links' pictures (a step every 50 ms read and parsed the whole gear tables each
 * time). Without a stamp it is read every time.
 */
export class PlayGearCache {
  private known: { stamp: GearStamp; gear: PlayGear } | null = null;

  constructor(private readonly stamp?: () => GearStamp) {}

  of(host: CombatHost): PlayGear {
    const stamp = this.stamp?.();
    const k = this.known?.stamp;
    if (stamp && k && k.repos === stamp.repos && k.gear === stamp.gear && k.system === stamp.system) return this.known!.gear;
    const gear = playGearOf(host.gear());
    this.known = stamp ? { stamp, gear } : null;
    return gear;
  }
}
