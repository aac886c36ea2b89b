import {
  GearItemSchema, LedgerUndoSchema, SheetRollSchema,
  type GearItem, type LedgerUndo, type RollLogEntry, type SheetRoll,
} from '../../../../shared/domain/sheet';
import type { Db } from '../db';
import { parseJsonColumn, readRows, rowLabel } from './map';

type GearRow = { character_id: string; position: number; name: string; notes: string };
type RollRow = {
  id: number; character_id: string | null; character_name: string; ability: string; roll_json: string;
  in_game_date: string; recorded_at: string;
};
type UndoRow = { seq: number; ledger: 'xp' | 'luck'; entry_id: number; character_id: string; undo_json: string };

/** The latest undoable ledger change of a character. */
export type LedgerUndoRecord = { seq: number; ledger: 'xp' | 'luck'; entryId: number; undo: LedgerUndo };

const rollFromRow = (r: RollRow): RollLogEntry => ({
  id: r.id, characterId: r.character_id, characterName: r.character_name,
  roll: parseJsonColumn(SheetRollSchema, r.roll_json, { table: 'roll_log', row: `roll ${r.id} (${r.character_name}, ${r.ability})`, field: 'roll' }),
  inGameDate: r.in_game_date, recordedAt: r.recorded_at,
});

/** Sheet extras of migration 0004: gear per character, the roll log and ledger undo records. */
export function createSheetRepo(db: Db) {
  const gearOf = db.prepare<{ id: string }, GearRow>('SELECT * FROM character_gear WHERE character_id = @id ORDER BY position');
  const clearGear = db.prepare<{ id: string }>('DELETE FROM character_gear WHERE character_id = @id');
  const insertGear = db.prepare<GearRow>(
    'INSERT INTO character_gear (character_id, position, name, notes) VALUES (@character_id, @position, @name, @notes)');
  const insertRoll = db.prepare<Omit<RollRow, 'id'>>(`
    INSERT INTO roll_log (character_id, character_name, ability, roll_json, in_game_date, recorded_at)
    VALUES (@character_id, @character_name, @ability, @roll_json, @in_game_date, @recorded_at)`);
  const insertRollWithId = db.prepare<RollRow>(`
    INSERT INTO roll_log (id, character_id, character_name, ability, roll_json, in_game_date, recorded_at)
    VALUES (@id, @character_id, @character_name, @ability, @roll_json, @in_game_date, @recorded_at)`);
  const allGear = db.prepare<[], GearRow>('SELECT * FROM character_gear ORDER BY character_id, position');
  const everyRoll = db.prepare<[], RollRow>('SELECT * FROM roll_log ORDER BY id');
  const rollsOf = db.prepare<{ id: string; limit: number }, RollRow>(
    'SELECT * FROM roll_log WHERE character_id = @id ORDER BY id DESC LIMIT @limit');
  const allRolls = db.prepare<{ limit: number }, RollRow>('SELECT * FROM roll_log ORDER BY id DESC LIMIT @limit');
  const rollById = db.prepare<{ id: number }, RollRow>('SELECT * FROM roll_log WHERE id = @id');
  const updateRoll = db.prepare<{ id: number; roll_json: string }>('UPDATE roll_log SET roll_json = @roll_json WHERE id = @id');
  // Linked rolls (the sides of an opposed roll, a group roll) and re-rolls, found in the JSON record.
  const linkedRolls = db.prepare<{ link: string }, RollRow>("SELECT * FROM roll_log WHERE json_extract(roll_json, '$.link.id') = @link ORDER BY id");
  const rerollsOf = db.prepare<{ id: number }, RollRow>("SELECT * FROM roll_log WHERE json_extract(roll_json, '$.reroll.of') = @id ORDER BY id");
  const insertUndo = db.prepare<Omit<UndoRow, 'seq'>>(
    'INSERT INTO ledger_undo (ledger, entry_id, character_id, undo_json) VALUES (@ledger, @entry_id, @character_id, @undo_json)');
  const lastUndo = db.prepare<{ id: string }, UndoRow>(
    'SELECT * FROM ledger_undo WHERE character_id = @id ORDER BY seq DESC LIMIT 1');
  const deleteUndo = db.prepare<{ seq: number }>('DELETE FROM ledger_undo WHERE seq = @seq');

  const setGear = db.transaction((characterId: string, items: readonly GearItem[]) => {
    clearGear.run({ id: characterId });
    items.forEach((item, position) => {
      const g = GearItemSchema.parse(item);
      insertGear.run({ character_id: characterId, position, name: g.name, notes: g.notes });
    });
  });

  /** Copies exported gear and rolls as they are (import): roll ids kept. */
  const restore = db.transaction((gear: readonly { characterId: string; items: readonly GearItem[] }[], rolls: readonly RollLogEntry[]) => {
    for (const g of gear) setGear(g.characterId, g.items);
    for (const r of rolls) {
      insertRollWithId.run({
        id: r.id, character_id: r.characterId, character_name: r.characterName, ability: r.roll.ability,
        roll_json: JSON.stringify(SheetRollSchema.parse(r.roll)), in_game_date: r.inGameDate, recorded_at: r.recordedAt,
      });
    }
  });

  return {
    /** Every character's gear, for the campaign export. */
    allGear: (): { characterId: string; items: GearItem[] }[] => {
      const by = new Map<string, GearItem[]>();
      for (const r of allGear.all()) by.set(r.character_id, [...(by.get(r.character_id) ?? []), { name: r.name, notes: r.notes }]);
      return [...by].map(([characterId, items]) => ({ characterId, items }));
    },
    /** The whole roll log, oldest first, for the campaign export. */
    allRolls: (): RollLogEntry[] => readRows(everyRoll.all(), rollFromRow),
    restore: (gear: readonly { characterId: string; items: readonly GearItem[] }[], rolls: readonly RollLogEntry[]) => restore(gear, rolls),
    gear: (characterId: string): GearItem[] => gearOf.all({ id: characterId }).map((r) => ({ name: r.name, notes: r.notes })),
    /** Replaces the character's gear list in one transaction. */
    setGear: (characterId: string, items: readonly GearItem[]) => setGear(characterId, items),
    logRoll: (e: { characterId: string; characterName: string; roll: SheetRoll; inGameDate: string; recordedAt: string }): RollLogEntry => {
      const roll = SheetRollSchema.parse(e.roll);
      const id = Number(insertRoll.run({
        character_id: e.characterId, character_name: e.characterName, ability: roll.ability,
        roll_json: JSON.stringify(roll), in_game_date: e.inGameDate, recorded_at: e.recordedAt,
      }).lastInsertRowid);
      return { id, characterId: e.characterId, characterName: e.characterName, roll, inGameDate: e.inGameDate, recordedAt: e.recordedAt };
    },
    roll: (id: number): RollLogEntry | null => {
      const r = rollById.get({ id });
      return r ? rollFromRow(r) : null;
    },
    /** Rewrites a logged roll's record (main fills in the luck ledger ids once paid, in the same transaction). */
    setRoll: (id: number, roll: SheetRoll): RollLogEntry => {
      updateRoll.run({ id, roll_json: JSON.stringify(SheetRollSchema.parse(roll)) });
      return rollFromRow(rollById.get({ id })!);
    },
    /** Every roll made together under one link id, oldest first. */
    linkedRolls: (linkId: string): RollLogEntry[] => readRows(linkedRolls.all({ link: linkId }), rollFromRow),
    rerollsOf: (id: number): RollLogEntry[] => readRows(rerollsOf.all({ id }), rollFromRow),
    /** Newest first. */
    rolls: (characterId: string | null, limit: number): RollLogEntry[] =>
      readRows(characterId === null ? allRolls.all({ limit }) : rollsOf.all({ id: characterId, limit }), rollFromRow),
    rememberUndo: (ledger: 'xp' | 'luck', entryId: number, characterId: string, undo: LedgerUndo) => {
      insertUndo.run({ ledger, entry_id: entryId, character_id: characterId, undo_json: JSON.stringify(LedgerUndoSchema.parse(undo)) });
    },
    lastUndo: (characterId: string): LedgerUndoRecord | null => {
      const r = lastUndo.get({ id: characterId });
      return r ? { seq: r.seq, ledger: r.ledger, entryId: r.entry_id, undo: parseJsonColumn(LedgerUndoSchema, r.undo_json, { table: 'ledger_undo', row: rowLabel('undo record', r.seq), field: 'undo' }) } : null;
    },
    forgetUndo: (seq: number) => void deleteUndo.run({ seq }),
  };
}
export type SheetRepo = ReturnType<typeof createSheetRepo>;
