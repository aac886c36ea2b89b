import { NO_CREW, type VehicleCrew } from '../../../../shared/domain/campaign-vehicle';
import type { Db } from '../db';

type SeatRow = { vehicle_id: string; seat: number; character_id: string };

/** Seats in order (the pilot's is 0, passengers 1, 2 …) as a crew. */
function toCrew(rows: readonly SeatRow[]): VehicleCrew {
  const pilotId = rows.find((r) => r.seat === 0)?.character_id ?? null;
  return { pilotId, passengerIds: rows.filter((r) => r.seat > 0).map((r) => r.character_id) };
}

/** Campaign vehicles' crews (migration 0014): who sits where between fights. */
export function createVehicleCrewRepo(db: Db) {
  const all = db.prepare<[], SeatRow>('SELECT * FROM vehicle_crew ORDER BY vehicle_id, seat');
  const one = db.prepare<{ id: string }, SeatRow>('SELECT * FROM vehicle_crew WHERE vehicle_id = @id ORDER BY seat');
  const clear = db.prepare<{ id: string }>('DELETE FROM vehicle_crew WHERE vehicle_id = @id');
  const insert = db.prepare<SeatRow>('INSERT INTO vehicle_crew (vehicle_id, seat, character_id) VALUES (@vehicle_id, @seat, @character_id)');
  return {
    of: (vehicleId: string): VehicleCrew => toCrew(one.all({ id: vehicleId })),
    /** Every vehicle's crew, by vehicle id (vehicles without one are absent). */
    all: (): Map<string, VehicleCrew> => {
      const rows = new Map<string, SeatRow[]>();
      for (const r of all.all()) rows.set(r.vehicle_id, [...(rows.get(r.vehicle_id) ?? []), r]);
      return new Map([...rows].map(([id, seats]) => [id, toCrew(seats)]));
    },
    /** Replaces a vehicle's crew (inside the caller's transaction; the caller has checked it). */
    set: (vehicleId: string, crew: VehicleCrew = NO_CREW): void => {
      clear.run({ id: vehicleId });
      if (crew.pilotId !== null) insert.run({ vehicle_id: vehicleId, seat: 0, character_id: crew.pilotId });
      crew.passengerIds.forEach((id, i) => insert.run({ vehicle_id: vehicleId, seat: i + 1, character_id: id }));
    },
  };
}
export type VehicleCrewRepo = ReturnType<typeof createVehicleCrewRepo>;
