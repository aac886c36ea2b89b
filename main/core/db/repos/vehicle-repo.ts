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
  // The unfinished real fights a campaign vehicle joined (its `vehicle.add` event names it).
  const fights = db.prepare<[], { vehicle_id: string; name: string }>(`
    SELECT DISTINCT json_extract(e.payload_json, '$.vehicle.campaignVehicleId') AS vehicle_id, c.name AS name
    FROM combat_events e JOIN combats c ON c.id = e.combat_id
    WHERE e.type = 'vehicle.add' AND c.status <> 'ended' AND c.is_mock = 0
      AND json_extract(e.payload_json, '$.vehicle.campaignVehicleId') IS NOT NULL
    ORDER BY e.seq`);
  // The unfinished real fights whose log ever added this campaign vehicle (an undone add still counts
  // here: the caller checks each fight's current state).
  const fightsOf = db.prepare<{ id: string }, { combat_id: string; name: string }>(`
    SELECT DISTINCT c.id AS combat_id, c.name AS name
    FROM combat_events e JOIN combats c ON c.id = e.combat_id
    WHERE e.type = 'vehicle.add' AND c.status <> 'ended' AND c.is_mock = 0
      AND json_extract(e.payload_json, '$.vehicle.campaignVehicleId') = @id`);
  return {
    /** The unfinished fights that may hold this campaign vehicle: `{combatId, name}`. */
    fightsOf: (id: string): { combatId: string; name: string }[] => fightsOf.all({ id }).map((r) => ({ combatId: r.combat_id, name: r.name })),
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
    /** Each campaign vehicle's unfinished fight (the first it joined), by vehicle id. */
    inFights: (): Map<string, string> => {
      const out = new Map<string, string>();
      for (const r of fights.all()) if (typeof r.vehicle_id === 'string' && !out.has(r.vehicle_id)) out.set(r.vehicle_id, r.name);
      return out;
    },
  };
}
export type VehicleRepo = ReturnType<typeof createVehicleRepo>;
