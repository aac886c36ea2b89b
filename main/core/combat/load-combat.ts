/**
 * Reopening a combat (issue 6 "Resume and replay", issue 20 checkpoints): the newest stored
 * checkpoint at or below the undo cursor, written by this machine version (or migrated from an
 * older one), then the remaining commands replayed with their stored dice. A snapshot that had to
 * be refused or migrated is reported; nothing is dropped silently.
 */
import { createActor } from 'xstate';
import { z } from 'zod';
import type { Combat, CombatEvent } from '../../../shared/domain/combat-log';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import type { JsonValue } from '../../../shared/domain/json';
import { EntityIdSchema } from '../../../shared/domain/ids';
import type { CombatInput } from '../../../shared/core/combat/context';
import { foldHistory, isHistoryEvent, toMachineEvent } from '../../../shared/core/combat/history';
import type { CombatMachine } from '../../../shared/core/combat/machine';
import { persistSnapshot } from '../../../shared/core/combat/persist';
import { initialSnapshot, replayEvent } from '../../../shared/core/combat/replay';
import { migrateSnapshot } from '../../../shared/core/combat/snapshot-migrations';
import { COMBAT_MACHINE_VERSION } from '../../../shared/core/combat/version';
import { checkpointKey } from './checkpoints';
import { storedSnapshot, type CombatStore } from './combat-store';
import { readLogTail } from './log-tail';
import { OpenCombat, STORED_GAP } from './open-combat';

const CombatInputSchema = z.object({
  combatId: EntityIdSchema,
  abilities: z.object({ initiative: z.string().min(1), toughness: z.string().min(1), firstAid: z.string().min(1), juryRig: z.string().min(1).optional() }),
  /** Absent in combats stored before issue 16: they resolve by revision 1 (shared/core/combat/version.ts). */
  resolutionRevision: z.number().int().min(1).optional(),
});

const StoredSnapshotSchema = z.object({
  machine: z.object({ status: z.string(), value: z.unknown(), context: z.record(z.string(), z.unknown()) }).passthrough(),
  history: z.object({ cursor: z.number().int().min(0), length: z.number().int().min(0) }),
  /** Issue 38: the log's last steps, checked when used (log-tail.ts). */
  log: z.unknown().optional(),
});

/** The machine input kept in the combat's settings at creation. */
export function machineInputOf(combat: Combat): CombatInput {
  const parsed = CombatInputSchema.safeParse(combat.settings['machineInput']);
  if (!parsed.success) throw new Error(`Combat ${combat.id} has no valid machine input in its settings`);
  return parsed.data;
}

/** Snapshots kept every N steps for undo, in memory and (after an import) in the file. */
export const DEFAULT_CHECKPOINT_EVERY = 8;

export type LoadOptions = {
  store: CombatStore;
  combat: Combat;
  input: CombatInput;
  machine: CombatMachine;
  checkpointEvery: number;
  appVersion: string;
  now: () => Date;
  onNotice?: (message: string) => void;
  /** Issue 38: the log's last steps kept with the checkpoint resumed from, ending at stack position `position`. */
  onLogTail?: (tail: { position: number; steps: CombatLogStep[] }) => void;
};

/** A stored snapshot resume could start from: the stack position its event puts it at. */
type Candidate = { id: number; eventSeq: number; machineVersion: number; position: number; atLogEnd: boolean };

/**
 * The stored snapshots that belong to the stack in effect, best first (highest position, then
 * newest). A snapshot keyed by a command still at its position is the state after the commands
 * below it; one keyed by event 0 is the start; one keyed by the log's last event (an undo or
 * redo, as stored before issue 20) is the state at the end of the log.
 */
function candidates(index: readonly { id: number; eventSeq: number; machineVersion: number }[], stack: readonly number[], cursor: number, lastSeq: number): Candidate[] {
  const position = new Map<number, number>([[0, 0]]);
  for (let i = 0; i < cursor; i++) position.set(stack[i]!, i + 1);
  const found: Candidate[] = [];
  for (const row of index) {
    const p = position.get(row.eventSeq);
    if (p !== undefined) found.push({ ...row, position: p, atLogEnd: false });
    else if (row.eventSeq === lastSeq) found.push({ ...row, position: cursor, atLogEnd: true });
  }
  return found.sort((a, b) => b.position - a.position || b.id - a.id);
}

/** The candidate's machine snapshot, or why it cannot be used. */
function usableSnapshot(
  stored: { machineVersion: number; snapshot: JsonValue } | undefined,
  candidate: Candidate,
  history: { cursor: number; length: number },
): { machine: unknown; log: unknown; reason: null; migrated: boolean } | { machine: null; reason: string; migrated: false; unmigratable?: true } {
  if (!stored) return { machine: null, reason: 'no snapshot was stored', migrated: false };
  let raw: JsonValue | null = stored.snapshot;
  let migrated = false;
  if (stored.machineVersion !== COMBAT_MACHINE_VERSION) {
    raw = migrateSnapshot(raw, stored.machineVersion);
    if (raw === null) return { machine: null, reason: `the snapshot was written by machine version ${stored.machineVersion} and cannot be migrated to ${COMBAT_MACHINE_VERSION}`, migrated: false, unmigratable: true };
    migrated = true;
  }
  const parsed = StoredSnapshotSchema.safeParse(raw);
  if (!parsed.success) return { machine: null, reason: 'the snapshot is malformed', migrated: false };
  const h = parsed.data.history;
  if (h.cursor !== candidate.position || (candidate.atLogEnd && h.length !== history.length)) {
    return { machine: null, reason: 'the snapshot disagrees with the undo history in the log', migrated: false };
  }
  return { machine: parsed.data.machine, log: parsed.data.log, reason: null, migrated };
}

/** The best stored snapshot to resume from, and the first reason a better one was refused. */
function resumeBase(o: LoadOptions, stack: readonly number[], history: { cursor: number; length: number }, lastSeq: number) {
  const { combatLog } = o.store.repos;
  let refused: string | null = null;
  const unmigratable = new Set<number>();
  for (const candidate of candidates(combatLog.snapshotIndex(o.combat.id), stack, history.cursor, lastSeq)) {
    // One version that cannot be migrated is enough to know: its older checkpoints are not read.
    if (unmigratable.has(candidate.machineVersion)) continue;
    const stored = candidate.machineVersion > COMBAT_MACHINE_VERSION ? { machineVersion: candidate.machineVersion, snapshot: null } : combatLog.snapshotById(candidate.id);
    const usable = usableSnapshot(stored, candidate, history);
    if (usable.reason === null) {
      // The log's steps only as this app version writes them (log-tail.ts).
      const log = !usable.migrated && stored && 'appVersion' in stored && stored.appVersion === o.appVersion ? usable.log : undefined;
      return { base: { position: candidate.position, machine: usable.machine, migrated: usable.migrated, version: candidate.machineVersion, log }, refused };
    }
    if (usable.unmigratable) unmigratable.add(candidate.machineVersion);
    refused ??= usable.reason;
  }
  return { base: null, refused: refused ?? 'no snapshot was stored' };
}

/**
 * Opens a combat from its log and checkpoints: the best stored snapshot at or below the cursor,
 * then the commands after it replayed with their stored dice. Replaying a tail is normal since
 * issue 20 (checkpoints are written every few steps, after the step); the state reached is then
 * stored so the next open starts there. A storyteller notice is given only when a stored
 * snapshot had to be refused or migrated.
 */
export function loadCombat(o: LoadOptions): OpenCombat {
  const { repos } = o.store;
  // Numbers and types fold the history; a command's payload and dice are read only when replayed.
  const heads = repos.combatLog.eventHeads(o.combat.id);
  const folded = foldHistory(heads);
  const history = { stack: folded.stack, cursor: folded.cursor };
  const lastSeq = heads.at(-1)?.seq ?? 0;
  const loadCommand = (seq: number) => repos.combatLog.event(o.combat.id, seq);
  const loadCommands = () => repos.combatLog.events(o.combat.id).filter((e) => !isHistoryEvent(e.type));
  const persistedAfter = (seq: number): unknown => {
    const stored = repos.combatLog.snapshotAt(o.combat.id, seq);
    if (!stored || stored.machineVersion !== COMBAT_MACHINE_VERSION) return null;
    const parsed = StoredSnapshotSchema.safeParse(stored.snapshot);
    return parsed.success ? parsed.data.machine : null;
  };
  const { base, refused } = resumeBase(o, history.stack, { cursor: history.cursor, length: history.stack.length }, lastSeq);
  const start = base ?? { position: 0, machine: null, migrated: false, version: COMBAT_MACHINE_VERSION };
  const c = new OpenCombat({
    ...o, id: o.combat.id, history: { stack: history.stack, cursor: start.position }, loadCommand, loadCommands, persistedAfter,
    ...(start.machine !== null ? { current: { persisted: start.machine } } : {}),
  });
  const tail = history.cursor - start.position;
  const logTail = base ? readLogTail(base.log) : null;
  if (logTail && o.onLogTail) o.onLogTail({ position: start.position, steps: logTail.steps });
  if (tail > 0) c.moved(history.cursor, c.snapshotAt(history.cursor));
  if (refused !== null) {
    saveFresh(o, c);
    o.onNotice?.(`Combat "${o.combat.name}" was rebuilt from its log (${history.cursor} steps) because ${refused}.`);
  } else if (start.migrated) {
    saveFresh(o, c);
    o.onNotice?.(`Combat "${o.combat.name}": the snapshot from machine version ${start.version} was migrated to version ${COMBAT_MACHINE_VERSION}.`);
  } else if (tail > 0) {
    // Only a head start for the next open (the log holds every step): a failure changes nothing.
    try {
      saveFresh(o, c);
    } catch {
      /* the next open replays the same tail */
    }
  }
  return c;
}

/** Stores the open combat's state, keyed by the command it follows (see checkpoints.ts). */
function saveFresh(o: LoadOptions, c: OpenCombat): void {
  o.store.transact((repos) =>
    repos.combatLog.saveSnapshot({
      combatId: o.combat.id,
      eventSeq: checkpointKey(c.history.stack, c.history.cursor),
      machineVersion: COMBAT_MACHINE_VERSION,
      appVersion: o.appVersion,
      savedAt: o.now().toISOString(),
      snapshot: storedSnapshot(o.machine, c.snapshot, { cursor: c.history.cursor, length: c.history.stack.length }),
    }),
  );
}

/** Issue 38: the steps at the end of a rebuilt log that get a stored snapshot at every checkpoint boundary. */
const DENSE_TAIL = 256;

/** A system a stretch of the log was played by: `untilSeq` null for the current one. */
export type LogMachine = { untilSeq: number | null; machine: CombatMachine };

export type RebuildOptions = {
  store: CombatStore;
  combat: Combat;
  input: CombatInput;
  /** Oldest first; the last one (untilSeq null) rules everything after the others. */
  machines: readonly LogMachine[];
  /** Spacing of the stored checkpoints: the host's `checkpointEvery`, so undo finds them. */
  checkpointEvery: number;
  appVersion: string;
  now: () => Date;
  /** Steps replayed per transaction (and 8× as many events read per page); the generator yields after each. */
  chunk: number;
  /**
   * Issue 38: the combat's events, oldest first, when the caller holds them already checked (an
   * import): the log is then not read back from the file and its payloads not parsed again.
   */
  events?: readonly CombatEvent[];
};

/** A combat's whole log, a page at a time: reading and parsing 10,000 events at once blocked for ~80 ms. */
function* readLog(o: RebuildOptions): Generator<number, CombatEvent[]> {
  const events: CombatEvent[] = [];
  for (;;) {
    const page = o.store.repos.combatLog.events(o.combat.id, { afterSeq: events.at(-1)?.seq ?? 0, limit: o.chunk * 8 });
    events.push(...page);
    if (page.length < o.chunk * 8) return events;
    yield 0;
  }
}

/**
 * Rebuilds a combat's stored snapshots from its log alone (issue 17 item 5: exports leave them
 * out). Replays the commands in effect with their stored dice, each by the system that played it
 * (a combat that adopted a newer system switches machines at the recorded event), and stores the
 * snapshot at every `checkpointEvery`-th position over the log's last DENSE_TAIL steps and every
 * STORED_GAP-th such position before them, which is where {@link OpenCombat.snapshotAt} looks for
 * one after a restart, so the first undo replays a few steps, not the whole log, and
 * last the snapshot for the end of the log, which {@link loadCombat} resumes from as-is.
 * A generator yielding the steps done so far after every `chunk` steps, each chunk in its own
 * transaction, so the caller can give the event loop back between chunks.
 * Throws an Error naming the step that does not replay.
 */
export function* rebuildSnapshots(o: RebuildOptions): Generator<number, void> {
  const events = o.events ?? (yield* readLog(o));
  const folded = foldHistory(events);
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  const lastSeq = events.at(-1)?.seq ?? 0;
  const machineFor = (seq: number): CombatMachine => o.machines.find((m) => m.untilSeq === null || seq <= m.untilSeq)!.machine;
  let machine = machineFor(folded.stack[0] ?? lastSeq);
  let s = initialSnapshot(machine, o.input);
  const save = (repos: CombatStore['repos'], eventSeq: number, history: { cursor: number; length: number }, check = false) =>
    repos.combatLog[check ? 'saveSnapshot' : 'saveRebuiltSnapshot']({
      combatId: o.combat.id, eventSeq, machineVersion: COMBAT_MACHINE_VERSION, appVersion: o.appVersion, savedAt: o.now().toISOString(),
      snapshot: storedSnapshot(machine, s, history),
    });
  for (let from = 0; from < folded.cursor; from += o.chunk) {
    const to = Math.min(folded.cursor, from + o.chunk);
    o.store.transact((repos) => {
      for (let i = from; i < to; i++) {
        const seq = folded.stack[i]!;
        const e = bySeq.get(seq)!;
        const next = machineFor(seq);
        if (next !== machine) {
          // The adopted system picks up the state the earlier one left (as `adoptSystem` does live).
          s = createActor(next, { snapshot: persistSnapshot(machine, s) as never, input: o.input }).getSnapshot();
          machine = next;
        }
        try {
          s = replayEvent(machine, s, toMachineEvent(e));
        } catch (error) {
          throw new Error(`step ${i + 1} (log event ${seq}, "${e.type}") does not replay: ${error instanceof Error ? error.message : String(error)}`);
        }
        // As live play stored it: right after the command, with no redo branch above it. Issue 38:
        // at every boundary over the log's last stretch (undo and the log's last pages read there),
        // every STORED_GAP-th before it (snapshotAt looks that far down).
        const every = i + 1 > folded.cursor - DENSE_TAIL ? o.checkpointEvery : o.checkpointEvery * STORED_GAP;
        if ((i + 1) % every === 0) save(repos, seq, { cursor: i + 1, length: i + 1 });
      }
    });
    yield to;
  }
  // Last, so it is the newest row: the state at the end of the log, undo history included.
  o.store.transact((repos) => save(repos, lastSeq, { cursor: folded.cursor, length: folded.stack.length }, true)); // checked like any other
}
