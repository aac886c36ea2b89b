/**
 * The campaign log's undo and redo of a crew change (issue 39): the crew must be what the step
 * left (undo) or what it found (redo), and every character it seats must still be there and
 * seated nowhere else; otherwise refused with nothing written, like a wound changed since.
 */
import { VehicleCrewSchema, type VehicleCrew } from '../../../shared/domain/campaign-vehicle';
import { z } from 'zod';
import type { Repos } from '../db/repos';

/** One vehicle's crew before and after a step, as the campaign log keeps it. */
export const CrewChangeSchema = z.object({ id: z.string(), name: z.string(), before: VehicleCrewSchema, after: VehicleCrewSchema });
export type CrewChange = z.infer<typeof CrewChangeSchema>;

const same = (a: VehicleCrew, b: VehicleCrew) => a.pilotId === b.pilotId && JSON.stringify(a.passengerIds) === JSON.stringify(b.passengerIds);

/** Why the crews cannot go from `from` to `to` now (what has changed since), or null. */
export function crewStale(repos: Repos, changes: readonly CrewChange[], from: 'before' | 'after'): string | null {
  const to = from === 'before' ? 'after' : 'before';
  const moving = new Set(changes.map((c) => c.id));
  const elsewhere = new Map<string, string>();
  for (const [vehicleId, crew] of repos.crews.all()) {
    if (moving.has(vehicleId)) continue;
    for (const id of [crew.pilotId, ...crew.passengerIds]) if (id !== null) elsewhere.set(id, vehicleId);
  }
  for (const c of changes) {
    if (!repos.vehicles.get(c.id)) return `the vehicle ${c.name} has been deleted`;
    if (!same(repos.crews.of(c.id), c[from])) return `${c.name}'s crew has changed since`;
    for (const id of [c[to].pilotId, ...c[to].passengerIds]) {
      if (id === null) continue;
      if (!repos.characters.get(id)) return `a character of ${c.name}'s crew has been deleted`;
      if (elsewhere.has(id)) return `a character of ${c.name}'s crew now sits in another vehicle`;
    }
  }
  return null;
}

/** Puts each crew as it was before (undo) or after (redo) the step. */
export function putCrews(repos: Repos, changes: readonly CrewChange[], side: 'before' | 'after'): void {
  for (const c of changes) repos.crews.set(c.id, c[side]);
}
