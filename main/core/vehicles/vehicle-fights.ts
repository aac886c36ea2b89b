/**
 * Which unfinished fight holds each campaign vehicle now (issue 39): the one answer the join check,
 * the roster's and the sheet's "in fight X", a hand repair and the calendar's repair preview all
 * use. The log only narrows the search to the fights that ever added a campaign vehicle; each of
 * them is then asked for its current state, so an undone add or a vehicle taken out of the fight
 * does not count.
 */
import type { CombatContext } from '../../../shared/core/combat/context';
import type { Repos } from '../db/repos';

/** The open fights: each fight's current state (the combat host's memory). */
export type FightsOpener = { ensureOpen(combatId: string): { snapshot: { context: CombatContext } } };

/** The fight that holds a campaign vehicle: its id and name. */
export type HoldingFight = { combatId: string; name: string };

/** Campaign vehicle id → the unfinished real fight that holds it now (the first, should two ever). */
export type HeldVehicles = ReadonlyMap<string, HoldingFight>;

/** The combat host as the open fights (its `openCombat`). */
export const hostFights = (host: { openCombat(combatId: string): { snapshot: { context: CombatContext } } }): FightsOpener => ({ ensureOpen: (id) => host.openCombat(id) });

export function vehicleFights(repos: Repos, fights: FightsOpener): HeldVehicles {
  const held = new Map<string, HoldingFight>();
  for (const f of repos.vehicles.candidateFights()) {
    for (const v of fights.ensureOpen(f.combatId).snapshot.context.vehicles) {
      if (v.campaignVehicleId !== undefined && !held.has(v.campaignVehicleId)) held.set(v.campaignVehicleId, f);
    }
  }
  return held;
}
