import { WoundSchema, type Wound } from '../../../../shared/domain/wound';
import type { Db } from '../db';
import type { WoundRow } from '../rows';
import { exhaustive, fromFlag, parseStored, readRows, rowLabel, toFlag } from './map';

function toRow(w: Wound): WoundRow {
  const { id, characterId, location, severity, damageType, healingPoints, treated, inGameDate, description, inflictedAt, firstAid, firstAidAttempts, ...rest } = w;
  exhaustive(rest);
  return {
    id, character_id: characterId, location, severity, damage_type: damageType, healing_points: healingPoints,
    treated: toFlag(treated), in_game_date: inGameDate, description, inflicted_at: inflictedAt,
    first_aid: firstAid ?? 'none', first_aid_attempts: firstAidAttempts ?? 0,
  };
}

const SEVERITY = new Set<string>(WoundSchema.shape.severity.options);
const DAMAGE = new Set<string>(WoundSchema.shape.damageType.options);
const FIRST_AID = new Set(['failed', 'succeeded']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const sized = (s: string, min: number, max: number) => s.length >= min && s.length <= max;

/**
 * The schema's checks written out for a row as the repo writes it, so that reading every wound of a
 * campaign (the calendar's advance reads 1,500) does not pay a schema parse per row. Anything the
 * quick check does not accept goes through the schema, which names what is wrong.
 */
function quickWound(r: WoundRow): Wound | null {
  if (!sized(r.id, 1, 100) || !sized(r.character_id, 1, 100) || !sized(r.location, 1, 100) || !SEVERITY.has(r.severity) || !DAMAGE.has(r.damage_type)) return null;
  if (!Number.isInteger(r.healing_points) || r.healing_points < 0 || (r.treated !== 0 && r.treated !== 1)) return null;
  if (r.in_game_date.length > 200 || r.description.length > 500 || !ISO_INSTANT.test(r.inflicted_at)) return null;
  if ((r.first_aid !== 'none' && !FIRST_AID.has(r.first_aid)) || !Number.isInteger(r.first_aid_attempts) || r.first_aid_attempts < 0 || r.first_aid_attempts > 10_000) return null;
  const w: Wound = {
    id: r.id, characterId: r.character_id, location: r.location, severity: r.severity as Wound['severity'], damageType: r.damage_type as Wound['damageType'],
    healingPoints: r.healing_points, treated: fromFlag(r.treated), inGameDate: r.in_game_date, description: r.description, inflictedAt: r.inflicted_at,
  };
  if (r.first_aid !== 'none') w.firstAid = r.first_aid as NonNullable<Wound['firstAid']>;
  if (r.first_aid_attempts !== 0) w.firstAidAttempts = r.first_aid_attempts;
  return w;
}

function fromRow(r: WoundRow): Wound {
  const quick = quickWound(r);
  if (quick) return quick;
  // Severity and damage type are free text in the table (editions differ); the schema decides.
  return parseStored(WoundSchema, {
    id: r.id, characterId: r.character_id, location: r.location, severity: r.severity, damageType: r.damage_type,
    healingPoints: r.healing_points, treated: fromFlag(r.treated), inGameDate: r.in_game_date,
    description: r.description, inflictedAt: r.inflicted_at,
    // The defaults stay absent, so a wound reads back exactly as it was written before 0008 knew them.
    ...(r.first_aid !== 'none' ? { firstAid: r.first_aid } : {}),
    ...(r.first_aid_attempts !== 0 ? { firstAidAttempts: r.first_aid_attempts } : {}),
  }, { table: 'wounds', row: `${rowLabel('wound', r.id)} of character ${r.character_id}`, field: 'values' });
}

/** Wounds carried by characters. Deleting a character deletes its wounds. */
export function createWoundRepo(db: Db) {
  const selectOne = db.prepare<{ id: string }, WoundRow>('SELECT * FROM wounds WHERE id = @id');
  const selectOf = db.prepare<{ id: string }, WoundRow>('SELECT * FROM wounds WHERE character_id = @id ORDER BY inflicted_at, id');
  const selectAll = db.prepare<[], WoundRow>('SELECT * FROM wounds ORDER BY rowid');
  const insert = db.prepare<WoundRow>(`
    INSERT INTO wounds (id, character_id, location, severity, damage_type, healing_points, treated, in_game_date, description, inflicted_at, first_aid, first_aid_attempts)
    VALUES (@id, @character_id, @location, @severity, @damage_type, @healing_points, @treated, @in_game_date, @description, @inflicted_at, @first_aid, @first_aid_attempts)`);
  const update = db.prepare<WoundRow>(`
    UPDATE wounds SET character_id = @character_id, location = @location, severity = @severity, damage_type = @damage_type,
      healing_points = @healing_points, treated = @treated, in_game_date = @in_game_date, description = @description,
      inflicted_at = @inflicted_at, first_aid = @first_aid, first_aid_attempts = @first_aid_attempts
    WHERE id = @id`);
  const remove = db.prepare<{ id: string }>('DELETE FROM wounds WHERE id = @id');
  const insertMany = db.transaction((wounds: readonly Wound[]): Wound[] =>
    wounds.map((input) => {
      const w = WoundSchema.parse(input);
      insert.run(toRow(w));
      return w;
    }),
  );

  return {
    get(id: string): Wound | undefined {
      const row = selectOne.get({ id });
      return row && fromRow(row);
    },
    listFor(characterId: string): Wound[] {
      return readRows(selectOf.all({ id: characterId }), fromRow);
    },
    listAll(): Wound[] {
      return readRows(selectAll.all(), fromRow);
    },
    add(wound: Wound): Wound {
      return insertMany([wound])[0]!;
    },
    addMany(wounds: readonly Wound[]): Wound[] {
      return insertMany(wounds);
    },
    /** Replaces a wound after healing or treatment. */
    update(input: Wound): Wound {
      const wound = WoundSchema.parse(input);
      if (update.run(toRow(wound)).changes === 0) throw new Error(`No wound with id ${wound.id}`);
      return wound;
    },
    remove(id: string): boolean {
      return remove.run({ id }).changes > 0;
    },
  };
}
export type WoundRepo = ReturnType<typeof createWoundRepo>;
