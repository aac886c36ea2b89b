/**
 * Issue 39: an encounter's campaign vehicles. Saving refuses one the campaign does not have (the
 * row named); starting brings each in with its stored damage and crew, skips one deleted since
 * with a warning naming the row, and refuses the start, before anything is made, when one is in
 * another unfinished fight (a campaign vehicle is in one fight at a time).
 */
import type { CampaignVehicle } from '../../../shared/domain/campaign-vehicle';
import type { EncounterBody } from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';
import type { HeldVehicles } from '../vehicles/vehicle-fights';

type EncounterVehicle = EncounterBody['vehicles'][number];

const rowName = (v: EncounterVehicle, i: number) => `Vehicle ${i + 1} ('${v.name ?? v.vehicle}')`;

/** At save: every campaign vehicle named is the campaign's. */
export function checkCampaignVehicles(repos: Repos, e: EncounterBody): void {
  e.vehicles.forEach((v, i) => {
    if (v.campaignVehicleId !== null && !repos.vehicles.get(v.campaignVehicleId)) {
      throw new AppError(`encounter/vehicles.${i}.campaignVehicleId`, `${rowName(v, i)}: there is no campaign vehicle with id "${v.campaignVehicleId}" in this campaign.`);
    }
  });
}

/**
 * At start: each row with the campaign vehicle it brings (null: a vehicle of the fight only), the
 * deleted ones left out with a warning. Throws when one is in another unfinished fight.
 */
export function startingVehicles(repos: Repos, e: EncounterBody, held: HeldVehicles, warnings: string[]): { row: EncounterVehicle; stored: CampaignVehicle | null }[] {
  const out: { row: EncounterVehicle; stored: CampaignVehicle | null }[] = [];
  e.vehicles.forEach((row, i) => {
    if (row.campaignVehicleId === null) {
      out.push({ row, stored: null });
      return;
    }
    const stored = repos.vehicles.get(row.campaignVehicleId);
    if (!stored) {
      warnings.push(`${rowName(row, i)}: the campaign vehicle no longer exists; skipped, its crew starts on foot.`);
      return;
    }
    const fight = held.get(stored.id);
    if (fight) {
      throw new AppError('combat/not-allowed', `vehicles[${i}]: ${stored.name} is already in the unfinished fight "${fight.name}". End that fight, or take it out there, first.`);
    }
    out.push({ row, stored });
  });
  return out;
}
