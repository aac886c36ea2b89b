import { z } from 'zod';
import { SettingDraftSchema, type Setting } from '../../../../shared/domain/setting';
import { AbilityRenameSchema, SystemChoiceSchema, type AbilityRename, type SystemChoice } from '../../../../shared/systems';
import type { Db } from '../db';
import { parseJsonColumn } from './map';

type HistoryRow = { id: number; label: string; before_json: string; after_json: string; undone: number };

/** How many edits undo reaches back; older ones are dropped. */
export const SETTING_HISTORY_LIMIT = 200;

/** The game system as the editor saves it: setting draft and choice. */
export type SystemSnapshot = { setting: Setting; choice: SystemChoice };
export type SettingHistoryEntry = { id: number; label: string; before: SystemSnapshot; after: SystemSnapshot; renames: AbilityRename[] };
export type SettingHistoryState = { canUndo: boolean; canRedo: boolean; undoLabel: string | null; redoLabel: string | null };

const SnapshotSchema = z.object({ setting: SettingDraftSchema, choice: SystemChoiceSchema });
// The renames a step made on sheets and gear ride with its "after": undo runs them backwards.
const AfterSchema = SnapshotSchema.extend({ renames: z.array(AbilityRenameSchema).default([]) });

/**
 * The setting editor's undo/redo stack (table from migration 0006), kept like the gear history:
 * done entries are undone newest first, undone ones redone oldest first, and a new edit forgets
 * everything undone.
 */
export function createSettingHistoryRepo(db: Db) {
  const insert = db.prepare<{ label: string; before_json: string; after_json: string }>(
    'INSERT INTO setting_history (label, before_json, after_json) VALUES (@label, @before_json, @after_json)');
  const dropUndone = db.prepare('DELETE FROM setting_history WHERE undone = 1');
  const trim = db.prepare<{ keep: number }>('DELETE FROM setting_history WHERE id NOT IN (SELECT id FROM setting_history ORDER BY id DESC LIMIT @keep)');
  const lastDone = db.prepare<[], HistoryRow>('SELECT * FROM setting_history WHERE undone = 0 ORDER BY id DESC LIMIT 1');
  const firstUndone = db.prepare<[], HistoryRow>('SELECT * FROM setting_history WHERE undone = 1 ORDER BY id ASC LIMIT 1');
  const lastDoneLabel = db.prepare<[], Pick<HistoryRow, 'label'>>('SELECT label FROM setting_history WHERE undone = 0 ORDER BY id DESC LIMIT 1');
  const firstUndoneLabel = db.prepare<[], Pick<HistoryRow, 'label'>>('SELECT label FROM setting_history WHERE undone = 1 ORDER BY id ASC LIMIT 1');
  const mark = db.prepare<{ id: number; undone: number }>('UPDATE setting_history SET undone = @undone WHERE id = @id');
  const clearAll = db.prepare('DELETE FROM setting_history');

  const entry = (row: HistoryRow | undefined): SettingHistoryEntry | null => {
    if (!row) return null;
    const after = parseJsonColumn(AfterSchema, row.after_json, 'setting history');
    return {
      id: row.id,
      label: row.label,
      before: parseJsonColumn(SnapshotSchema, row.before_json, 'setting history'),
      after: { setting: after.setting, choice: after.choice },
      renames: after.renames,
    };
  };

  return {
    record(label: string, before: SystemSnapshot, after: SystemSnapshot, renames: readonly AbilityRename[]): void {
      dropUndone.run();
      insert.run({ label, before_json: JSON.stringify(before), after_json: JSON.stringify({ ...after, renames }) });
      trim.run({ keep: SETTING_HISTORY_LIMIT });
    },
    nextUndo: (): SettingHistoryEntry | null => entry(lastDone.get()),
    nextRedo: (): SettingHistoryEntry | null => entry(firstUndone.get()),
    markUndone: (id: number, undone: boolean): void => void mark.run({ id, undone: undone ? 1 : 0 }),
    clear: (): void => void clearAll.run(),
    // Labels only: the state is read on every save and need not parse two settings.
    state(): SettingHistoryState {
      const u = lastDoneLabel.get();
      const r = firstUndoneLabel.get();
      return { canUndo: u !== undefined, canRedo: r !== undefined, undoLabel: u?.label ?? null, redoLabel: r?.label ?? null };
    },
  };
}
export type SettingHistoryRepo = ReturnType<typeof createSettingHistoryRepo>;
