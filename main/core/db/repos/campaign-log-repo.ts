import type { Db } from '../db';

/** A stored step of the campaign log; `changeJson` is the calendar module's own record of what it changed. */
export type CampaignLogRow = {
  id: number;
  kind: string;
  label: string;
  inGameDate: string;
  recordedAt: string;
  undone: boolean;
  changeJson: string;
};
type Row = { id: number; kind: string; label: string; in_game_date: string; recorded_at: string; undone: 0 | 1; change_json: string };
const fromRow = (r: Row): CampaignLogRow => ({
  id: r.id, kind: r.kind, label: r.label, inGameDate: r.in_game_date, recordedAt: r.recorded_at, undone: r.undone === 1, changeJson: r.change_json,
});

/**
 * The campaign log (migration 0008): calendar advances and wound changes outside combat, newest
 * last, each with the characters it concerns (one summary line each, for the sheets' histories).
 */
export function createCampaignLogRepo(db: Db) {
  const insert = db.prepare<Omit<Row, 'id' | 'undone'>>(
    'INSERT INTO campaign_log (kind, label, in_game_date, recorded_at, change_json) VALUES (@kind, @label, @in_game_date, @recorded_at, @change_json)');
  const insertChar = db.prepare<{ step_id: number; character_id: string; summary: string }>(
    'INSERT OR REPLACE INTO campaign_log_characters (step_id, character_id, summary) VALUES (@step_id, @character_id, @summary)');
  const lastDone = db.prepare<[], Row>('SELECT * FROM campaign_log WHERE undone = 0 ORDER BY id DESC LIMIT 1');
  const recent = db.prepare<{ limit: number }, Omit<Row, 'change_json'>>(
    'SELECT id, kind, label, in_game_date, recorded_at, undone FROM campaign_log ORDER BY id DESC LIMIT @limit');
  const byId = db.prepare<{ id: number }, Row>('SELECT * FROM campaign_log WHERE id = @id');
  const markUndone = db.prepare<{ id: number }>('UPDATE campaign_log SET undone = 1 WHERE id = @id');
  const markDone = db.prepare<{ id: number }>('UPDATE campaign_log SET undone = 0 WHERE id = @id');
  const setChange = db.prepare<{ id: number; change_json: string }>('UPDATE campaign_log SET change_json = @change_json WHERE id = @id');
  const dropRedo = db.prepare<{ id: number }>(
    "UPDATE campaign_log SET change_json = json_remove(change_json, '$.redo') WHERE undone = 1 AND id > @id AND json_type(change_json, '$.redo') IS NOT NULL");
  // SQLite reads the record's key without handing the whole (report-sized) JSON to JavaScript.
  const firstRedoable = db.prepare<{ id: number }, Row>(
    "SELECT * FROM campaign_log WHERE undone = 1 AND id > @id AND json_type(change_json, '$.redo') IS NOT NULL ORDER BY id LIMIT 1");
  const ofCharacter = db.prepare<{ id: string; limit: number }, Omit<Row, 'change_json'> & { summary: string }>(`
    SELECT l.id, l.kind, l.label, l.in_game_date, l.recorded_at, l.undone, c.summary
    FROM campaign_log_characters c JOIN campaign_log l ON l.id = c.step_id
    WHERE c.character_id = @id ORDER BY l.id DESC LIMIT @limit`);
  const noJson = (r: Omit<Row, 'change_json'>) => fromRow({ ...r, change_json: '' });
  const all = db.prepare<[], Row>('SELECT * FROM campaign_log ORDER BY id');
  const allCharacters = db.prepare<[], { step_id: number; character_id: string; summary: string }>('SELECT * FROM campaign_log_characters ORDER BY step_id, character_id');
  const insertWithId = db.prepare<Row>(
    'INSERT INTO campaign_log (id, kind, label, in_game_date, recorded_at, undone, change_json) VALUES (@id, @kind, @label, @in_game_date, @recorded_at, @undone, @change_json)');
  type Exported = CampaignLogRow & { characters: { characterId: string; summary: string }[] };
  return {
    /** Appends a step; `characters` maps each concerned character to its summary line. */
    push(step: { kind: string; label: string; inGameDate: string; recordedAt: string; changeJson: string }, characters: ReadonlyMap<string, string>): number {
      const id = Number(insert.run({ kind: step.kind, label: step.label, in_game_date: step.inGameDate, recorded_at: step.recordedAt, change_json: step.changeJson }).lastInsertRowid);
      for (const [characterId, summary] of characters) insertChar.run({ step_id: id, character_id: characterId, summary });
      return id;
    },
    /** The step an undo takes back: the newest not yet undone. */
    lastDone: (): CampaignLogRow | undefined => {
      const r = lastDone.get();
      return r && fromRow(r);
    },
    get: (id: number): CampaignLogRow | undefined => {
      const r = byId.get({ id });
      return r && fromRow(r);
    },
    markUndone: (id: number): void => void markUndone.run({ id }),
    /** Redo (issue 39 item 5): the step is in effect again. */
    markDone: (id: number): void => void markDone.run({ id }),
    /** Rewrites a step's change record (undo keeps what redo needs in it). */
    setChange: (id: number, changeJson: string): void => void setChange.run({ id, change_json: changeJson }),
    /** Drops what redo needs from every undone step newer than step `id` (a new step abandons them). */
    dropRedo: (id: number): void => void dropRedo.run({ id }),
    /** The oldest undone step newer than step `id` whose change record keeps what redo needs. */
    firstRedoable: (id: number): CampaignLogRow | undefined => {
      const r = firstRedoable.get({ id });
      return r && fromRow(r);
    },
    /** Every step with its characters, oldest first (export). */
    all(): Exported[] {
      const chars = new Map<number, { characterId: string; summary: string }[]>();
      for (const c of allCharacters.all()) chars.set(c.step_id, [...(chars.get(c.step_id) ?? []), { characterId: c.character_id, summary: c.summary }]);
      return all.all().map((r) => ({ ...fromRow(r), characters: chars.get(r.id) ?? [] }));
    },
    /** Copies steps as-is, ids kept (import). */
    restore(steps: readonly Exported[]): void {
      for (const s of steps) {
        insertWithId.run({ id: s.id, kind: s.kind, label: s.label, in_game_date: s.inGameDate, recorded_at: s.recordedAt, undone: s.undone ? 1 : 0, change_json: s.changeJson });
        for (const c of s.characters) insertChar.run({ step_id: s.id, character_id: c.characterId, summary: c.summary });
      }
    },
    /** Newest first, without the change records. */
    recent: (limit: number): CampaignLogRow[] => recent.all({ limit }).map(noJson),
    ofCharacter: (characterId: string, limit: number) => ofCharacter.all({ id: characterId, limit }).map((r) => ({ ...noJson(r), summary: r.summary })),
  };
}
export type CampaignLogRepo = ReturnType<typeof createCampaignLogRepo>;
