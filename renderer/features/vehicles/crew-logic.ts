import type { CampaignVehicleView } from '../../../shared/ipc/vehicle-contract';

/** A crew in a few words for the list and the sheet ("pilot Ruiz, 2 passengers"), or null when nobody. */
export function crewText(crew: CampaignVehicleView['crew']): string | null {
  const n = crew.passengers.length;
  const parts = [...(crew.pilot ? [`pilot ${crew.pilot.name}`] : []), ...(n ? [n === 1 ? `passenger ${crew.passengers[0]!.name}` : `${n} passengers`] : [])];
  return parts.length ? parts.join(', ') : null;
}

/** Where each character sits in the campaign's other vehicles: character id → "pilot of Blue Two". */
export function seatsElsewhere(vehicles: readonly CampaignVehicleView[], self: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of vehicles) {
    if (v.id === self) continue;
    if (v.crew.pilot) out.set(v.crew.pilot.id, `pilot of ${v.name}`);
    for (const p of v.crew.passengers) out.set(p.id, `passenger of ${v.name}`);
  }
  return out;
}
