import {
  CombatSchema, CombatantSchema, type Combat, type Combatant,
} from '../../../../shared/domain/combat-log';
import { JsonObjectSchema } from '../../../../shared/domain/json';
import type { Db } from '../db';
import type { CombatRow, CombatantRow } from '../rows';
import { damageOf, exhaustive, fromFlag, parseJsonColumn, readRows, rowLabel, toFlag } from './map';

function combatToRow(c: Combat): CombatRow {
  const { id, name, status, isMock, round, settings, createdAt, endedAt, ...rest } = c;
  exhaustive(rest);
  return {
    id, name, status, is_mock: toFlag(isMock), round, settings_json: JSON.stringify(settings), created_at: createdAt, ended_at: endedAt,
  };
}

function combatFromRow(r: CombatRow): Combat {
  return {
    id: r.id, name: r.name, status: r.status, isMock: fromFlag(r.is_mock), round: r.round,
    settings: parseJsonColumn(JsonObjectSchema, r.settings_json, { table: 'combats', row: rowLabel('combat', r.id, r.name), field: 'settings' }), createdAt: r.created_at, endedAt: r.ended_at,
  };
}

function combatantToRow(c: Combatant): CombatantRow {
  const { id, combatId, characterId, name, team, position, state, ...rest } = c;
  exhaustive(rest);
  return { id, combat_id: combatId, character_id: characterId, name, team, position, state_json: JSON.stringify(state) };
}

function combatantFromRow(r: CombatantRow): Combatant {
  return {
    id: r.id, combatId: r.combat_id, characterId: r.character_id, name: r.name, team: r.team, position: r.position,
    state: parseJsonColumn(JsonObjectSchema, r.state_json, { table: 'combatants', row: rowLabel('combatant', r.id, r.name), field: 'state' }),
  };
}

/** Combats and their combatants. Deleting a combat deletes its combatants, log and snapshots. */
export function createCombatRepo(db: Db) {
  const selectCombat = db.prepare<{ id: string }, CombatRow>('SELECT * FROM combats WHERE id = @id');
  const selectCombats = db.prepare<[], CombatRow>('SELECT * FROM combats ORDER BY created_at, id');
  const insertCombat = db.prepare<CombatRow>(`
    INSERT INTO combats (id, name, status, is_mock, round, settings_json, created_at, ended_at)
    VALUES (@id, @name, @status, @is_mock, @round, @settings_json, @created_at, @ended_at)`);
  const updateCombat = db.prepare<CombatRow>(`
    UPDATE combats SET name = @name, status = @status, is_mock = @is_mock, round = @round, settings_json = @settings_json,
      created_at = @created_at, ended_at = @ended_at
    WHERE id = @id`);
  const deleteCombat = db.prepare<{ id: string }>('DELETE FROM combats WHERE id = @id');
  const selectCombatants = db.prepare<{ id: string }, CombatantRow>('SELECT * FROM combatants WHERE combat_id = @id ORDER BY position, id');
  const selectAllCombatants = db.prepare<[], CombatantRow>('SELECT * FROM combatants ORDER BY rowid');
  const insertCombatant = db.prepare<CombatantRow>(`
    INSERT INTO combatants (id, combat_id, character_id, name, team, position, state_json)
    VALUES (@id, @combat_id, @character_id, @name, @team, @position, @state_json)`);
  const updateCombatant = db.prepare<CombatantRow>(`
    UPDATE combatants SET combat_id = @combat_id, character_id = @character_id, name = @name, team = @team,
      position = @position, state_json = @state_json
    WHERE id = @id`);
  const deleteCombatant = db.prepare<{ id: string }>('DELETE FROM combatants WHERE id = @id');

  const addMany = db.transaction((combats: readonly Combat[], combatants: readonly Combatant[]) => {
    for (const c of combats) insertCombat.run(combatToRow(CombatSchema.parse(c)));
    for (const c of combatants) insertCombatant.run(combatantToRow(CombatantSchema.parse(c)));
  });

  return {
    get(id: string): Combat | undefined {
      const row = selectCombat.get({ id });
      return row && combatFromRow(row);
    },
    list(): Combat[] {
      return readRows(selectCombats.all(), combatFromRow);
    },
    /**
     * Every combat's list fields, read without its settings, with the damage reading the whole
     * combat would meet (null: none). A damaged fight stays listed, marked, rather than failing
     * the list or vanishing from it (issue 35 item 6).
     */
    summaries(): (Pick<Combat, 'id' | 'name' | 'status' | 'isMock' | 'round' | 'createdAt' | 'endedAt'> & { damaged: string | null })[] {
      return selectCombats.all().map((r) => ({
        id: r.id, name: r.name, status: r.status, isMock: fromFlag(r.is_mock), round: r.round, createdAt: r.created_at, endedAt: r.ended_at,
        damaged: damageOf(() => combatFromRow(r))?.detail ?? null,
      }));
    },
    create(combat: Combat, combatants: readonly Combatant[] = []): Combat {
      addMany([combat], combatants);
      return combat;
    },
    /** Inserts combats with their combatants as they are (import). */
    restore(combats: readonly Combat[], combatants: readonly Combatant[]): void {
      addMany(combats, combatants);
    },
    update(combat: Combat): Combat {
      if (updateCombat.run(combatToRow(CombatSchema.parse(combat))).changes === 0) throw new Error(`No combat with id ${combat.id}`);
      return combat;
    },
    remove(id: string): boolean {
      return deleteCombat.run({ id }).changes > 0;
    },
    combatants(combatId: string): Combatant[] {
      return readRows(selectCombatants.all({ id: combatId }), combatantFromRow);
    },
    allCombatants(): Combatant[] {
      return readRows(selectAllCombatants.all(), combatantFromRow);
    },
    addCombatant(combatant: Combatant): Combatant {
      insertCombatant.run(combatantToRow(CombatantSchema.parse(combatant)));
      return combatant;
    },
    updateCombatant(combatant: Combatant): Combatant {
      if (updateCombatant.run(combatantToRow(CombatantSchema.parse(combatant))).changes === 0) {
        throw new Error(`No combatant with id ${combatant.id}`);
      }
      return combatant;
    },
    removeCombatant(id: string): boolean {
      return deleteCombatant.run({ id }).changes > 0;
    },
  };
}
export type CombatRepo = ReturnType<typeof createCombatRepo>;
