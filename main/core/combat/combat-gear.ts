/**
 * The gear a combat can draw on: the campaign's own catalog (issue 14: the gear catalog is part
 * of the campaign's system, so nothing built in is merged over what the storyteller imported or
 * emptied), plus the edition's body charts for any chart name the campaign does not define, so
 * a person always has somewhere to be hit, and its fallback weapons (AresMUSH's Unarmed) for a
 * game without a weapons file.
 */
import type { GearCatalog } from '../../../shared/domain/gear';
import type { Edition } from '../../../shared/systems';

export function combatCatalog(campaign: GearCatalog, edition: Edition): GearCatalog {
  const names = new Set(campaign.hitCharts.map((c) => c.name));
  // An edition's fallback weapons (AresMUSH's Unarmed) for a game whose files gave none of that name.
  const weaponNames = new Set(campaign.weapons.map((w) => w.name.toLowerCase()));
  const weapons = (edition.fallbackWeapons?.() ?? []).filter((w) => !weaponNames.has(w.name.toLowerCase()));
  return {
    ...campaign,
    weapons: weapons.length === 0 ? campaign.weapons : [...campaign.weapons, ...weapons],
    hitCharts: [...campaign.hitCharts, ...edition.fallbackCharts().filter((c) => !names.has(c.name))],
  };
}
