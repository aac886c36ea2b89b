import { CampaignVehicleSchema, type CampaignVehicle } from '../../../../shared/domain/campaign-vehicle';
import type { Db } from '../db';
import { exhaustive, parseJsonColumn, parseStored, readRows, rowLabel } from './map';

type VehicleRow = { id: string; name: string; vehicle_type: string; mechanic_id: string | null; wounds_json: string; created_at: string };

function toRow(v: CampaignVehicle): VehicleRow {
  const { id, name, vehicleType, mechanicId, wounds, createdAt, ...rest } = v;
  exhaustive(rest);
  return { id, name, vehicle_type: vehicleType, mechanic_id: mechanicId, wounds_json: JSON.stringify(wounds), created_at: createdAt };
}

const WoundsSchema = CampaignVehicleSchema.shape.wounds;

function fromRow(r: VehicleRow): CampaignVehicle {
  const ref = (field: string) => ({ table: 'vehicles', row: rowLabel('vehicle', r.id, r.name), field });
  const wounds = parseJsonColumn(WoundsSchema, r.wounds_json, ref('damage'));
  return parseStored(CampaignVehicleSchema, { id: r.id, name: r.name, vehicleType: r.vehicle_type, mechanicId: r.mechanic_id, wounds, createdAt: r.created_at }, ref('vehicle'));
}

/** The campaign's own vehicles (migration 0013), kept between fights with their damage. */
export function createVehicleRepo(db: Db) {
  const all = db.prepare<[], VehicleRow>('SELECT * FROM vehicles ORDER BY name COLLATE NOCASE, id');
  const one = db.prepare<{ id: string }, VehicleRow>('SELECT * FROM vehicles WHERE id = @id');
  const byName = db.prepare<{ name: string }, { id: string }>('SELECT id FROM vehicles WHERE name = @name COLLATE NOCASE');
  const insert = db.prepare<VehicleRow>(
    'INSERT INTO vehicles (id, name, vehicle_type, mechanic_id, wounds_json, created_at) VALUES (@id, @name, @vehicle_type, @mechanic_id, @wounds_json, @created_at)',
  );
  const update = db.prepare<VehicleRow>(
    'UPDATE vehicles SET name = @name, vehicle_type = @vehicle_type, mechanic_id = @mechanic_id, wounds_json = @wounds_json, created_at = @created_at WHERE id = @id',
  );
  const setWounds = db.prepare<{ id: string; wounds_json: string }>('UPDATE vehicles SET wounds_json = @wounds_json WHERE id = @id');
  const remove = db.prepare<{ id: string }>('DELETE FROM vehicles WHERE id = @id');
  // The unfinished real fights whose log ever added a campaign vehicle, oldest add first (an undone
  // add still counts here: vehicles/vehicle-fights.ts asks each fight's current state).
  const candidates = db.prepare<[], { combat_id: string; name: string }>(`
    SELECT c.id AS combat_id, c.name AS name
    FROM combat_events e JOIN combats c ON c.id = e.combat_id
    WHERE e.type = 'vehicle.add' AND c.status <> 'ended' AND c.is_mock = 0
      AND json_extract(e.payload_json, '$.vehicle.campaignVehicleId') IS NOT NULL
    GROUP BY c.id ORDER BY min(e.seq)`);
  return {
    /** The unfinished real fights that may hold a campaign vehicle: `{combatId, name}` (see vehicle-fights.ts). */
    candidateFights: (): { combatId: string; name: string }[] => candidates.all().map((r) => ({ combatId: r.combat_id, name: r.name })),
    list: (): CampaignVehicle[] => readRows(all.all(), fromRow),
    get: (id: string): CampaignVehicle | undefined => {
      const r = one.get({ id });
      return r && fromRow(r);
    },
    /** The id of the vehicle with this name (case-insensitive), if any. */
    idNamed: (name: string): string | undefined => byName.get({ name })?.id,
    add: (v: CampaignVehicle): void => void insert.run(toRow(v)),
    update: (v: CampaignVehicle): void => void update.run(toRow(v)),
    /** Writes only the damage (a fight's step, a repair, an undo). */
    setWounds: (id: string, wounds: CampaignVehicle['wounds']): boolean => setWounds.run({ id, wounds_json: JSON.stringify(wounds) }).changes > 0,
    remove: (id: string): boolean => remove.run({ id }).changes > 0,
  };
}
export type VehicleRepo = ReturnType<typeof createVehicleRepo>;
