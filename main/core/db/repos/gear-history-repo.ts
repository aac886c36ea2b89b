import { GearCatalogSchema, type GearCatalog } from '../../../../shared/domain/gear';
import type { Db } from '../db';
import { parseJsonColumn } from './map';

type HistoryRow = { id: number; label: string; before_json: string; after_json: string; undone: number };

/** How many edits undo reaches back; older ones are dropped. */
export const GEAR_HISTORY_LIMIT = 200;

export type GearHistoryEntry = { id: number; label: string; before: GearCatalog; after: GearCatalog };
export type GearHistoryState = { canUndo: boolean; canRedo: boolean; undoLabel: string | null; redoLabel: string | null };

/**
 * The gear editors' undo/redo stack. Done entries are undone newest first; undone entries are
 * redone oldest first; a new edit forgets everything undone (the usual editor behaviour).
 */
export function createGearHistoryRepo(db: Db) {
  const insert = db.prepare<{ label: string; before_json: string; after_json: string }>(
    'INSERT INTO gear_history (label, before_json, after_json) VALUES (@label, @before_json, @after_json)');
  const dropUndone = db.prepare('DELETE FROM gear_history WHERE undone = 1');
  const trim = db.prepare<{ keep: number }>('DELETE FROM gear_history WHERE id NOT IN (SELECT id FROM gear_history ORDER BY id DESC LIMIT @keep)');
  const lastDone = db.prepare<[], HistoryRow>('SELECT * FROM gear_history WHERE undone = 0 ORDER BY id DESC LIMIT 1');
  const firstUndone = db.prepare<[], HistoryRow>('SELECT * FROM gear_history WHERE undone = 1 ORDER BY id ASC LIMIT 1');
  const mark = db.prepare<{ id: number; undone: number }>('UPDATE gear_history SET undone = @undone WHERE id = @id');
  const clearAll = db.prepare('DELETE FROM gear_history');

  const entry = (row: HistoryRow | undefined): GearHistoryEntry | null =>
    row
      ? {
          id: row.id,
          label: row.label,
          before: parseJsonColumn(GearCatalogSchema, row.before_json, 'gear history'),
          after: parseJsonColumn(GearCatalogSchema, row.after_json, 'gear history'),
        }
      : null;

  return {
    record(label: string, before: GearCatalog, after: GearCatalog): void {
      dropUndone.run();
      insert.run({ label, before_json: JSON.stringify(before), after_json: JSON.stringify(after) });
      trim.run({ keep: GEAR_HISTORY_LIMIT });
    },
    nextUndo: (): GearHistoryEntry | null => entry(lastDone.get()),
    nextRedo: (): GearHistoryEntry | null => entry(firstUndone.get()),
    markUndone: (id: number, undone: boolean): void => void mark.run({ id, undone: undone ? 1 : 0 }),
    clear: (): void => void clearAll.run(),
    state(): GearHistoryState {
      const u = lastDone.get();
      const r = firstUndone.get();
      return { canUndo: u !== undefined, canRedo: r !== undefined, undoLabel: u?.label ?? null, redoLabel: r?.label ?? null };
    },
  };
}
export type GearHistoryRepo = ReturnType<typeof createGearHistoryRepo>;
