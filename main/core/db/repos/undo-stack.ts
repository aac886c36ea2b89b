import type { Db } from '../db';

/** A row of an undo stack table (gear_history, setting_history: the same columns). */
export type UndoStackRow = { id: number; label: string; before_json: string; after_json: string; undone: number };
export type UndoStackState = { canUndo: boolean; canRedo: boolean; undoLabel: string | null; redoLabel: string | null };

/**
 * An editor's undo/redo stack kept in the campaign. Done entries are undone newest first; undone
 * entries are redone oldest first; a new edit forgets everything undone (the usual editor
 * behaviour); only the newest `limit` edits are kept. Entries are stored as JSON text: each
 * editor's repo maps its own before/after values.
 */
export function createUndoStack(db: Db, table: 'gear_history' | 'setting_history', limit: number) {
  const insert = db.prepare<{ label: string; before_json: string; after_json: string }>(
    `INSERT INTO ${table} (label, before_json, after_json) VALUES (@label, @before_json, @after_json)`);
  const dropUndone = db.prepare(`DELETE FROM ${table} WHERE undone = 1`);
  const trim = db.prepare<{ keep: number }>(`DELETE FROM ${table} WHERE id NOT IN (SELECT id FROM ${table} ORDER BY id DESC LIMIT @keep)`);
  const lastDone = db.prepare<[], UndoStackRow>(`SELECT * FROM ${table} WHERE undone = 0 ORDER BY id DESC LIMIT 1`);
  const firstUndone = db.prepare<[], UndoStackRow>(`SELECT * FROM ${table} WHERE undone = 1 ORDER BY id ASC LIMIT 1`);
  const lastDoneLabel = db.prepare<[], Pick<UndoStackRow, 'label'>>(`SELECT label FROM ${table} WHERE undone = 0 ORDER BY id DESC LIMIT 1`);
  const firstUndoneLabel = db.prepare<[], Pick<UndoStackRow, 'label'>>(`SELECT label FROM ${table} WHERE undone = 1 ORDER BY id ASC LIMIT 1`);
  const mark = db.prepare<{ id: number; undone: number }>(`UPDATE ${table} SET undone = @undone WHERE id = @id`);
  const clearAll = db.prepare(`DELETE FROM ${table}`);

  return {
    push(label: string, beforeJson: string, afterJson: string): void {
      dropUndone.run();
      insert.run({ label, before_json: beforeJson, after_json: afterJson });
      trim.run({ keep: limit });
    },
    nextUndo: (): UndoStackRow | undefined => lastDone.get(),
    nextRedo: (): UndoStackRow | undefined => firstUndone.get(),
    markUndone: (id: number, undone: boolean): void => void mark.run({ id, undone: undone ? 1 : 0 }),
    clear: (): void => void clearAll.run(),
    // Labels only: the state is read after every edit and need not parse two stored values.
    state(): UndoStackState {
      const u = lastDoneLabel.get();
      const r = firstUndoneLabel.get();
      return { canUndo: u !== undefined, canRedo: r !== undefined, undoLabel: u?.label ?? null, redoLabel: r?.label ?? null };
    },
  };
}
