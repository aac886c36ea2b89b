import { WoundSchema, type Wound } from '../../../../shared/domain/wound';
import type { Db } from '../db';
import type { WoundRow } from '../rows';
import { exhaustive, fromFlag, toFlag } from './map';

function toRow(w: Wound): WoundRow {
  const { id, characterId, location, severity, damageType, healingPoints, treated, inGameDate, description, inflictedAt, firstAid, firstAidAttempts, ...rest } = w;
  exhaustive(rest);
  return {
    id, character_id: characterId, location, severity, damage_type: damageType, healing_points: healingPoints,
    treated: toFlag(treated), in_game_date: inGameDate, description, inflicted_at: inflictedAt,
    first_aid: firstAid ?? 'none', first_aid_attempts: firstAidAttempts ?? 0,
  };
}

function fromRow(r: WoundRow): Wound {
  // Severity and damage type are free text in the table (editions differ); the schema decides.
  return WoundSchema.parse({
    id: r.id, characterId: r.character_id, location: r.location, severity: r.severity, damageType: r.damage_type,
    healingPoints: r.healing_points, treated: fromFlag(r.treated), inGameDate: r.in_game_date,
    description: r.description, inflictedAt: r.inflicted_at,
    // The defaults stay absent, so a wound reads back exactly as it was written before 0008 knew them.
    ...(r.first_aid !== 'none' ? { firstAid: r.first_aid } : {}),
    ...(r.first_aid_attempts !== 0 ? { firstAidAttempts: r.first_aid_attempts } : {}),
  });
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
      return selectOf.all({ id: characterId }).map(fromRow);
    },
    listAll(): Wound[] {
      return selectAll.all().map(fromRow);
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
