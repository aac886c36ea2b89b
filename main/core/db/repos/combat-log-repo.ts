import {
  CombatEventSchema, CombatSnapshotSchema, NewCombatEventSchema, parseDiceRecords,
  type CombatEvent, type CombatSnapshot, type DiceRecord, type NewCombatEvent, type NewCombatSnapshot,
} from '../../../../shared/domain/combat-log';
import type { JsonObject, JsonValue } from '../../../../shared/domain/json';
import type { Db } from '../db';
import type { CombatEventRow, CombatSnapshotRow } from '../rows';
import { parseJsonText, readRow, readRows, type StoredRef } from './map';

// Bulk reads skip schema validation: rows were validated on the way in and the columns are
// STRICT. Imports validate the whole document instead.
const eventRef = (r: CombatEventRow, field: string): StoredRef => ({ table: 'combat_events', row: `log step ${r.seq} (${r.type}) of combat ${r.combat_id}`, field });
function eventFromRow(r: CombatEventRow): CombatEvent {
  return {
    seq: r.seq, combatId: r.combat_id, round: r.round, type: r.type, actorId: r.actor_id,
    payload: parseJsonText<JsonObject>(r.payload_json, eventRef(r, 'payload')), dice: parseJsonText<DiceRecord[]>(r.dice_json, eventRef(r, 'dice')),
    recordedAt: r.recorded_at,
  };
}

function snapshotFromRow(r: CombatSnapshotRow): CombatSnapshot {
  return {
    id: r.id, combatId: r.combat_id, eventSeq: r.event_seq, machineVersion: r.machine_version, appVersion: r.app_version,
    snapshot: parseJsonText<JsonValue>(r.snapshot_json, { table: 'combat_snapshots', row: `snapshot ${r.id} of combat ${r.combat_id}`, field: 'snapshot' }),
    savedAt: r.saved_at,
  };
}

// Built once: deriving it per call (omit) made zod rebuild the schema on every combat step.
const NewCombatSnapshotSchema = CombatSnapshotSchema.omit({ id: true });
const NewEventWithoutDiceSchema = NewCombatEventSchema.omit({ dice: true });

/**
 * Issue 38: runs the event check once on a sample undo, writing nothing. Zod compiles a schema's
 * fast path on its first parse; a host just started paid that inside the first step's write.
 */
export function warmEventCheck(combatId: string, at: string): void {
  NewEventWithoutDiceSchema.safeParse({ combatId, round: 0, type: 'history.undo', actorId: null, payload: {}, recordedAt: at });
  parseDiceRecords([]);
}

/** Snapshot to save with a batch of events; its `eventSeq` is filled in with the last event's. */
export type PendingSnapshot = Omit<NewCombatSnapshot, 'eventSeq'>;

/**
 * The append-only combat log (triggers refuse UPDATE and single DELETE) and the combat
 * machine's snapshots. An append returns only after its transaction committed.
 */
export function createCombatLogRepo(db: Db) {
  const insertEvent = db.prepare<Omit<CombatEventRow, 'seq'> & { seq: number | null }>(`
    INSERT INTO combat_events (seq, combat_id, round, type, actor_id, payload_json, dice_json, recorded_at)
    VALUES (@seq, @combat_id, @round, @type, @actor_id, @payload_json, @dice_json, @recorded_at)`);
  const selectEvents = db.prepare<{ combatId: string; afterSeq: number; limit: number }, CombatEventRow>(`
    SELECT * FROM combat_events WHERE combat_id = @combatId AND seq > @afterSeq ORDER BY seq LIMIT @limit`);
  const selectAllEvents = db.prepare<[], CombatEventRow>('SELECT * FROM combat_events ORDER BY seq');
  // Numbers and types only: enough to fold the undo history without parsing every payload.
  const selectEventHeads = db.prepare<{ combatId: string }, { seq: number; type: string }>(
    'SELECT seq, type FROM combat_events WHERE combat_id = @combatId ORDER BY seq');
  const selectEvent = db.prepare<{ combatId: string; seq: number }, CombatEventRow>(
    'SELECT * FROM combat_events WHERE combat_id = @combatId AND seq = @seq');
  const selectLastSeq = db.prepare<{ combatId: string }, { seq: number | null }>(
    'SELECT max(seq) AS seq FROM combat_events WHERE combat_id = @combatId');
  // Built by SQLite in one pass: about 4x faster than reading rows and re-serialising 100k payloads.
  const selectAllEventsJson = db.prepare<[], { json: string }>(`
    SELECT json_group_array(json_object(
      'seq', seq, 'combatId', combat_id, 'round', round, 'type', type, 'actorId', actor_id,
      'payload', json(payload_json), 'dice', json(dice_json), 'recordedAt', recorded_at) ORDER BY seq) AS json
    FROM combat_events`);
  const countEvents = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM combat_events');
  const insertSnapshot = db.prepare<Omit<CombatSnapshotRow, 'id'> & { id: number | null }>(`
    INSERT INTO combat_snapshots (id, combat_id, event_seq, machine_version, app_version, snapshot_json, saved_at)
    VALUES (@id, @combat_id, @event_seq, @machine_version, @app_version, @snapshot_json, @saved_at)`);
  const selectLatestSnapshot = db.prepare<{ combatId: string }, CombatSnapshotRow>(
    'SELECT * FROM combat_snapshots WHERE combat_id = @combatId ORDER BY id DESC LIMIT 1');
  const selectSnapshotAt = db.prepare<{ combatId: string; eventSeq: number }, CombatSnapshotRow>(
    'SELECT * FROM combat_snapshots WHERE combat_id = @combatId AND event_seq = @eventSeq ORDER BY id DESC LIMIT 1');
  // Checkpoint metadata without the (large) snapshot text: resume picks one, then reads only it.
  const selectSnapshotIndex = db.prepare<{ combatId: string }, { id: number; event_seq: number; machine_version: number }>(
    'SELECT id, event_seq, machine_version FROM combat_snapshots WHERE combat_id = @combatId ORDER BY id DESC');
  const selectSnapshotById = db.prepare<{ id: number }, CombatSnapshotRow>('SELECT * FROM combat_snapshots WHERE id = @id');
  // Issue 38: a checkpoint stored again with the log's last steps supersedes the same state stored without them.
  const deleteSupersededSnapshots = db.prepare<{ combatId: string; eventSeq: number; machineVersion: number; keepId: number }>(
    'DELETE FROM combat_snapshots WHERE combat_id = @combatId AND event_seq = @eventSeq AND machine_version = @machineVersion AND id < @keepId');
  const selectHasSnapshotAt = db.prepare<{ combatId: string; eventSeq: number; machineVersion: number }, { one: number }>(
    'SELECT 1 AS one FROM combat_snapshots WHERE combat_id = @combatId AND event_seq = @eventSeq AND machine_version = @machineVersion LIMIT 1');
  // Issue 38: whether the newest snapshot after an event carries the log's last steps, as this app version wrote them.
  const selectLogTailAt = db.prepare<{ combatId: string; eventSeq: number; machineVersion: number }, { app: string; through: number | null }>(`
    SELECT app_version AS app, json_extract(snapshot_json, '$.log.through') AS through FROM combat_snapshots
    WHERE combat_id = @combatId AND event_seq = @eventSeq AND machine_version = @machineVersion ORDER BY id DESC LIMIT 1`);
  // Issue 38: the newest snapshot's log tail without parsing the snapshot (log-tail.ts).
  const selectLatestLogTail = db.prepare<{ combatId: string }, { machine_version: number; app_version: string; cursor: number | null; log: string | null }>(`
    SELECT machine_version, app_version, json_extract(snapshot_json, '$.history.cursor') AS cursor, json_extract(snapshot_json, '$.log') AS log
    FROM combat_snapshots WHERE combat_id = @combatId ORDER BY id DESC LIMIT 1`);
  const selectSnapshots = db.prepare<{ combatId: string }, CombatSnapshotRow>(
    'SELECT * FROM combat_snapshots WHERE combat_id = @combatId ORDER BY id');
  const selectAllSnapshots = db.prepare<[], CombatSnapshotRow>('SELECT * FROM combat_snapshots ORDER BY id');

  const writeEvent = (input: NewCombatEvent, seq: number | null): CombatEvent =>
    // Object.assign: a spread adding a key is slow in V8 (history.ts, toMachineEvent); the parsed object is new.
    insertChecked(Object.assign(NewEventWithoutDiceSchema.parse(input), { dice: parseDiceRecords(input.dice) }), seq);
  /** Writes an event already checked against the event schemas (by writeEvent, or an import's whole-document check). */
  const insertChecked = (e: NewCombatEvent, seq: number | null): CombatEvent => {
    const result = insertEvent.run({
      seq, combat_id: e.combatId, round: e.round, type: e.type, actor_id: e.actorId,
      payload_json: JSON.stringify(e.payload), dice_json: JSON.stringify(e.dice), recorded_at: e.recordedAt,
    });
    return Object.assign({}, e, { seq: Number(result.lastInsertRowid) });
  };
  const writeSnapshot = (s: NewCombatSnapshot, id: number | null): CombatSnapshot => insertBuilt(NewCombatSnapshotSchema.parse(s), id);
  /** Writes a snapshot already checked (by writeSnapshot) or built by this process's own machine (an import's rebuild). */
  const insertBuilt = (checked: NewCombatSnapshot, id: number | null): CombatSnapshot => {
    const result = insertSnapshot.run({
      id, combat_id: checked.combatId, event_seq: checked.eventSeq, machine_version: checked.machineVersion,
      app_version: checked.appVersion, snapshot_json: JSON.stringify(checked.snapshot), saved_at: checked.savedAt,
    });
    return { ...checked, id: Number(result.lastInsertRowid) };
  };
  const lastSeq = (combatId: string): number => selectLastSeq.get({ combatId })?.seq ?? 0;
  // AUTOINCREMENT: the next event's number is the counter's + 1, in whichever combat it is written.
  const selectCounter = db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'combat_events'");
  /** Issue 38: the sequence number the next event will get (a prepared step's version to be). */
  const nextSeq = (): number => (selectCounter.get()?.seq ?? 0) + 1;

  const appendMany = db.transaction((events: readonly NewCombatEvent[]) => events.map((e) => writeEvent(e, null)));
  const appendWithSnapshot = db.transaction((events: readonly NewCombatEvent[], snapshot: PendingSnapshot) => {
    const written = events.map((e) => writeEvent(e, null));
    // Events and the snapshot that includes them commit together: a crash keeps both or neither.
    return { events: written, snapshot: writeSnapshot({ ...snapshot, eventSeq: lastSeq(snapshot.combatId) }, null) };
  });
  const restore = db.transaction((events: readonly CombatEvent[], snapshots: readonly CombatSnapshot[]) => {
    // One check per event (CombatEventSchema covers what writeEvent would check again).
    for (const e of events) insertChecked(CombatEventSchema.parse(e), e.seq);
    for (const s of snapshots) writeSnapshot(CombatSnapshotSchema.parse(s), s.id);
  });
  const restoreChecked = db.transaction((events: readonly CombatEvent[]) => {
    for (const e of events) insertChecked(e, e.seq);
  });

  return {
    /** Appends one event in its own transaction and returns it numbered. */
    append: (event: NewCombatEvent): CombatEvent => appendMany([event])[0]!,
    appendMany: (events: readonly NewCombatEvent[]): CombatEvent[] => appendMany(events),
    appendWithSnapshot: (events: readonly NewCombatEvent[], snapshot: PendingSnapshot) => appendWithSnapshot(events, snapshot),
    /** Events of one combat after `afterSeq`, oldest first, at most `limit`. */
    events(combatId: string, options: { afterSeq?: number; limit?: number } = {}): CombatEvent[] {
      return readRows(selectEvents.all({ combatId, afterSeq: options.afterSeq ?? 0, limit: options.limit ?? -1 }), eventFromRow);
    },
    /** Each event's number and type, oldest first (resume folds the undo history from these). */
    eventHeads: (combatId: string): { seq: number; type: string }[] => selectEventHeads.all({ combatId }),
    /** One event of a combat by its number. */
    event(combatId: string, seq: number): CombatEvent | undefined {
      const row = selectEvent.get({ combatId, seq });
      return row && eventFromRow(row);
    },
    /** Every event of the campaign in commit order, streamed (export). */
    *allEvents(): Generator<CombatEvent> {
      for (const row of selectAllEvents.iterate()) {
        const event = readRow(row, eventFromRow);
        if (event) yield event;
      }
    },
    /** The same events as {@link allEvents}, already as one JSON array text (export files). */
    allEventsJson: (): string => selectAllEventsJson.get()?.json ?? '[]',
    lastSeq,
    nextSeq,
    count: (): number => countEvents.get()?.n ?? 0,
    saveSnapshot: (snapshot: NewCombatSnapshot): CombatSnapshot => writeSnapshot(snapshot, null),
    /**
     * Issue 38: a checkpoint an import's rebuild has just made with the machine (its context is JSON
     * by construction, as every live checkpoint checked by saveSnapshot shows), written without the
     * schema pass over its whole JSON: ~60 ms of a 10,000-step import's 1,250 checkpoints. Never for
     * a snapshot read from outside; the rebuild's last snapshot still goes through saveSnapshot.
     */
    saveRebuiltSnapshot: (snapshot: NewCombatSnapshot): CombatSnapshot => insertBuilt(snapshot, null),
    latestSnapshot(combatId: string): CombatSnapshot | undefined {
      const row = selectLatestSnapshot.get({ combatId });
      return row && snapshotFromRow(row);
    },
    /** The newest snapshot saved right after event `eventSeq` (undo after a restart loads it instead of replaying). */
    snapshotAt(combatId: string, eventSeq: number): CombatSnapshot | undefined {
      const row = selectSnapshotAt.get({ combatId, eventSeq });
      return row && snapshotFromRow(row);
    },
    /** Every snapshot's id, event and machine version, newest first, without the snapshot itself. */
    snapshotIndex(combatId: string): { id: number; eventSeq: number; machineVersion: number }[] {
      return selectSnapshotIndex.all({ combatId }).map((r) => ({ id: r.id, eventSeq: r.event_seq, machineVersion: r.machine_version }));
    },
    snapshotById(id: number): CombatSnapshot | undefined {
      const row = selectSnapshotById.get({ id });
      return row && snapshotFromRow(row);
    },
    /**
     * Removes older snapshots of the same state (same combat, event and machine version) than
     * `keepId`: the closing checkpoint stored again with its log tail replaces the one without.
     */
    dropSupersededSnapshots(combatId: string, eventSeq: number, machineVersion: number, keepId: number): void {
      deleteSupersededSnapshots.run({ combatId, eventSeq, machineVersion, keepId });
    },
    /** Whether a snapshot of this machine version was saved right after event `eventSeq`. */
    hasSnapshotAt: (combatId: string, eventSeq: number, machineVersion: number): boolean =>
      selectHasSnapshotAt.get({ combatId, eventSeq, machineVersion }) !== undefined,
    /**
     * Whether the newest snapshot of this machine version after event `eventSeq` carries the log's
     * last steps written by `appVersion` when the log's last event was `through` (log-tail.ts).
     */
    hasLogTailAt(combatId: string, eventSeq: number, machineVersion: number, tail: { appVersion: string; through: number }): boolean {
      const row = selectLogTailAt.get({ combatId, eventSeq, machineVersion });
      return row !== undefined && row.app === tail.appVersion && row.through === tail.through;
    },
    /** The newest snapshot's machine and app version, undo position and log tail as JSON text (null when it has none). */
    latestLogTail(combatId: string): { machineVersion: number; appVersion: string; cursor: number | null; log: string | null } | undefined {
      const row = selectLatestLogTail.get({ combatId });
      return row && { machineVersion: row.machine_version, appVersion: row.app_version, cursor: row.cursor, log: row.log };
    },
    snapshots: (combatId: string): CombatSnapshot[] => readRows(selectSnapshots.all({ combatId }), snapshotFromRow),
    allSnapshots: (): CombatSnapshot[] => readRows(selectAllSnapshots.all(), snapshotFromRow),
    /** Copies a log as-is (import), keeping sequence numbers and snapshot ids. */
    restore: (events: readonly CombatEvent[], snapshots: readonly CombatSnapshot[]) => restore(events, snapshots),
    /**
     * Issue 38: events an import has just checked, the whole document against its schema
     * (`parseCampaignImport`), written without checking each again: checked three times, a
     * 10,000-step campaign spent a fifth of its import in the same validation.
     */
    restoreChecked: (events: readonly CombatEvent[]) => restoreChecked(events),
  };
}
export type CombatLogRepo = ReturnType<typeof createCombatLogRepo>;
