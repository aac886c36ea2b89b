import { z } from 'zod';
import { SettingDraftSchema, type Setting } from '../../../../shared/domain/setting';
import { AbilityRenameSchema, SystemChoiceSchema, type AbilityRename, type SystemChoice } from '../../../../shared/systems';
import type { Db } from '../db';
import { parseJsonColumn, rowLabel } from './map';
import { createUndoStack, type UndoStackRow, type UndoStackState } from './undo-stack';

/** How many edits undo reaches back; older ones are dropped. */
export const SETTING_HISTORY_LIMIT = 200;

/** The game system as the editor saves it: setting draft and choice. */
export type SystemSnapshot = { setting: Setting; choice: SystemChoice };
export type SettingHistoryEntry = { id: number; label: string; before: SystemSnapshot; after: SystemSnapshot; renames: AbilityRename[] };
export type SettingHistoryState = UndoStackState;

const SnapshotSchema = z.object({ setting: SettingDraftSchema, choice: SystemChoiceSchema });
// The renames a step made on sheets and gear ride with its "after": undo runs them backwards.
const AfterSchema = SnapshotSchema.extend({ renames: z.array(AbilityRenameSchema).default([]) });

/**
 * The setting editor's undo/redo stack (table from migration 0006), kept like the gear history:
 * the whole system before and after each edit, with the renames the edit made on sheets and gear.
 */
export function createSettingHistoryRepo(db: Db) {
  const stack = createUndoStack(db, 'setting_history', SETTING_HISTORY_LIMIT);
  const entry = (row: UndoStackRow | undefined): SettingHistoryEntry | null => {
    if (!row) return null;
    const after = parseJsonColumn(AfterSchema, row.after_json, { table: 'setting_history', row: rowLabel('setting edit', row.id, row.label), field: 'after' });
    return {
      id: row.id,
      label: row.label,
      before: parseJsonColumn(SnapshotSchema, row.before_json, { table: 'setting_history', row: rowLabel('setting edit', row.id, row.label), field: 'before' }),
      after: { setting: after.setting, choice: after.choice },
      renames: after.renames,
    };
  };

  return {
    record(label: string, before: SystemSnapshot, after: SystemSnapshot, renames: readonly AbilityRename[]): void {
      stack.push(label, JSON.stringify(before), JSON.stringify({ ...after, renames }));
    },
    nextUndo: (): SettingHistoryEntry | null => entry(stack.nextUndo()),
    nextRedo: (): SettingHistoryEntry | null => entry(stack.nextRedo()),
    markUndone: stack.markUndone,
    clear: stack.clear,
    state: stack.state,
  };
}
export type SettingHistoryRepo = ReturnType<typeof createSettingHistoryRepo>;
