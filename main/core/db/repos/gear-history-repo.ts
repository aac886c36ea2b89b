import { GearCatalogSchema, type GearCatalog } from '../../../../shared/domain/gear';
import type { Db } from '../db';
import { parseJsonColumn, rowLabel } from './map';
import { createUndoStack, type UndoStackRow, type UndoStackState } from './undo-stack';

/** How many edits undo reaches back; older ones are dropped. */
export const GEAR_HISTORY_LIMIT = 200;

export type GearHistoryEntry = { id: number; label: string; before: GearCatalog; after: GearCatalog };
export type GearHistoryState = UndoStackState;

/** The gear editors' undo/redo stack: whole catalogs before and after each edit (table from migration 0004). */
export function createGearHistoryRepo(db: Db) {
  const stack = createUndoStack(db, 'gear_history', GEAR_HISTORY_LIMIT);
  const entry = (row: UndoStackRow | undefined): GearHistoryEntry | null =>
    row
      ? {
          id: row.id,
          label: row.label,
          before: parseJsonColumn(GearCatalogSchema, row.before_json, { table: 'gear_history', row: rowLabel('gear edit', row.id, row.label), field: 'before' }),
          after: parseJsonColumn(GearCatalogSchema, row.after_json, { table: 'gear_history', row: rowLabel('gear edit', row.id, row.label), field: 'after' }),
        }
      : null;

  return {
    record(label: string, before: GearCatalog, after: GearCatalog): void {
      stack.push(label, JSON.stringify(before), JSON.stringify(after));
    },
    nextUndo: (): GearHistoryEntry | null => entry(stack.nextUndo()),
    nextRedo: (): GearHistoryEntry | null => entry(stack.nextRedo()),
    markUndone: stack.markUndone,
    clear: stack.clear,
    state: stack.state,
  };
}
export type GearHistoryRepo = ReturnType<typeof createGearHistoryRepo>;
