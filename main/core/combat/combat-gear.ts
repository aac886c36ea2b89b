/**
 * The gear a combat can draw on: the campaign's catalog, with the built-in FS3.2 gear filling
 * every name the campaign does not define (the campaign's definition wins). Until the gear
 * editors store a catalog in each campaign (issue 7), a fresh campaign has no weapons at all,
 * and a storyteller must still be able to drop a character into a fight.
 */
import { BUILTIN_GEAR } from '../../../shared/config/builtin-gear';
import type { GearCatalog } from '../../../shared/domain/gear';
import { BUILT_IN_HIT_CHARTS } from '../../../shared/settings/gear/hit-charts';

function merged<T extends { name: string }>(own: readonly T[], builtIn: readonly T[]): T[] {
  const names = new Set(own.map((g) => g.name));
  return [...own, ...builtIn.filter((g) => !names.has(g.name))];
}

export function combatCatalog(campaign: GearCatalog): GearCatalog {
  return {
    weapons: merged(campaign.weapons, BUILTIN_GEAR.weapons),
    armor: merged(campaign.armor, BUILTIN_GEAR.armor),
    vehicles: merged(campaign.vehicles, BUILTIN_GEAR.vehicles),
    hitCharts: merged(merged(campaign.hitCharts, BUILTIN_GEAR.hitCharts), BUILT_IN_HIT_CHARTS),
  };
}
