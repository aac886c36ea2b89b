/**
 * Reopening a combat (issue 6 "Resume and replay"): the latest snapshot is used when it was
 * written by this machine version for the last logged event; a snapshot from another version is
 * migrated, or the state is rebuilt by folding the log, and the result stored as a fresh snapshot.
 * Either way the storyteller is told; nothing is dropped silently.
 */
import { createActor } from 'xstate';
import { z } from 'zod';
import type { Combat, CombatEvent } from '../../../shared/domain/combat-log';
import type { JsonValue } from '../../../shared/domain/json';
import { EntityIdSchema } from '../../../shared/domain/ids';
import type { CombatInput } from '../../../shared/combat/context';
import { foldHistory, isHistoryEvent, toMachineEvent } from '../../../shared/combat/history';
import type { CombatMachine } from '../../../shared/combat/machine';
import { persistSnapshot } from '../../../shared/combat/persist';
import { initialSnapshot, replayEvent } from '../../../shared/combat/replay';
import { migrateSnapshot } from '../../../shared/combat/snapshot-migrations';
import { COMBAT_MACHINE_VERSION } from '../../../shared/combat/version';
import { storedSnapshot, type CombatStore } from './combat-store';
import { OpenCombat } from './open-combat';

const CombatInputSchema = z.object({
  combatId: EntityIdSchema,
  abilities: z.object({ initiative: z.string().min(1), toughness: z.string().min(1), firstAid: z.string().min(1), juryRig: z.string().min(1).optional() }),
  /** Absent in combats stored before issue 16: they resolve by revision 1 (shared/combat/version.ts). */
  resolutionRevision: z.number().int().min(1).optional(),
});

const StoredSnapshotSchema = z.object({
  machine: z.object({ status: z.string(), value: z.unknown(), context: z.record(z.string(), z.unknown()) }).passthrough(),
  history: z.object({ cursor: z.number().int().min(0), length: z.number().int().min(0) }),
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
};

/** Why the latest snapshot cannot be used as-is, or null (with the usable machine snapshot). */
function usableSnapshot(
  latest: { eventSeq: number; machineVersion: number; snapshot: JsonValue } | undefined,
  lastSeq: number,
  history: { cursor: number; length: number },
): { machine: unknown; reason: null; migrated: boolean } | { machine: null; reason: string; migrated: false } {
  if (!latest) return { machine: null, reason: 'no snapshot was stored', migrated: false };
  if (latest.eventSeq !== lastSeq) return { machine: null, reason: `the snapshot is for event ${latest.eventSeq}, the log ends at ${lastSeq}`, migrated: false };
  let raw: JsonValue | null = latest.snapshot;
  let migrated = false;
  if (latest.machineVersion !== COMBAT_MACHINE_VERSION) {
    raw = migrateSnapshot(raw, latest.machineVersion);
    if (raw === null) return { machine: null, reason: `the snapshot was written by machine version ${latest.machineVersion} and cannot be migrated to ${COMBAT_MACHINE_VERSION}`, migrated: false };
    migrated = true;
  }
  const parsed = StoredSnapshotSchema.safeParse(raw);
  if (!parsed.success) return { machine: null, reason: 'the snapshot is malformed', migrated: false };
  if (parsed.data.history.cursor !== history.cursor || parsed.data.history.length !== history.length) {
    return { machine: null, reason: 'the snapshot disagrees with the undo history in the log', migrated: false };
  }
  return { machine: parsed.data.machine, reason: null, migrated };
}

/** Opens a combat from its log and snapshots. */
export function loadCombat(o: LoadOptions): OpenCombat {
  const { repos } = o.store;
  const events: CombatEvent[] = repos.combatLog.events(o.combat.id);
  const folded = foldHistory(events);
  const history = { stack: folded.stack, cursor: folded.cursor };
  const lastSeq = events.at(-1)?.seq ?? 0;
  const commands = events.filter((e) => !isHistoryEvent(e.type));
  const latest = repos.combatLog.latestSnapshot(o.combat.id);
  const persistedAfter = (seq: number): unknown => {
    const stored = repos.combatLog.snapshotAt(o.combat.id, seq);
    if (!stored || stored.machineVersion !== COMBAT_MACHINE_VERSION) return null;
    const parsed = StoredSnapshotSchema.safeParse(stored.snapshot);
    return parsed.success ? parsed.data.machine : null;
  };
  const usable = usableSnapshot(latest, lastSeq, { cursor: history.cursor, length: history.stack.length });
  if (usable.reason === null) {
    const c = new OpenCombat({ ...o, id: o.combat.id, history, commands, current: { persisted: usable.machine }, persistedAfter });
    if (usable.migrated) {
      saveFresh(o, c, lastSeq);
      o.onNotice?.(`Combat "${o.combat.name}": the snapshot from machine version ${latest!.machineVersion} was migrated to version ${COMBAT_MACHINE_VERSION}.`);
    }
    return c;
  }
  // Rebuild: start from a new combat, then replay the commands in effect with their stored dice.
  const c = new OpenCombat({ ...o, id: o.combat.id, history: { stack: history.stack, cursor: 0 }, commands });
  const rebuilt = c.snapshotAt(history.cursor);
  c.moved(history.cursor, rebuilt);
  saveFresh(o, c, lastSeq);
  o.onNotice?.(`Combat "${o.combat.name}" was rebuilt from its log (${history.cursor} steps) because ${usable.reason}.`);
  return c;
}

function saveFresh(o: LoadOptions, c: OpenCombat, lastSeq: number): void {
  o.store.transact((repos) =>
    repos.combatLog.saveSnapshot({
      combatId: o.combat.id,
      eventSeq: lastSeq,
      machineVersion: COMBAT_MACHINE_VERSION,
      appVersion: o.appVersion,
      savedAt: o.now().toISOString(),
      snapshot: storedSnapshot(o.machine, c.snapshot, { cursor: c.history.cursor, length: c.history.stack.length }),
    }),
  );
}

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
};

/**
 * Rebuilds a combat's stored snapshots from its log alone (issue 17 item 5: exports leave them
 * out). Replays the commands in effect with their stored dice, each by the system that played it
 * (a combat that adopted a newer system switches machines at the recorded event), and stores the
 * snapshot at every `checkpointEvery`-th position, which is where {@link OpenCombat.snapshotAt}
 * looks for one after a restart, so the first undo replays a few steps, not the whole log, and
 * last the snapshot for the end of the log, which {@link loadCombat} resumes from as-is.
 * A generator yielding the steps done so far after every `chunk` steps, each chunk in its own
 * transaction, so the caller can give the event loop back between chunks.
 * Throws an Error naming the step that does not replay.
 */
export function* rebuildSnapshots(o: RebuildOptions): Generator<number, void> {
  // Read a page at a time: reading and parsing 10,000 events at once blocked for ~80 ms.
  const events: CombatEvent[] = [];
  for (;;) {
    const page = o.store.repos.combatLog.events(o.combat.id, { afterSeq: events.at(-1)?.seq ?? 0, limit: o.chunk * 8 });
    events.push(...page);
    if (page.length < o.chunk * 8) break;
    yield 0;
  }
  const folded = foldHistory(events);
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  const lastSeq = events.at(-1)?.seq ?? 0;
  const machineFor = (seq: number): CombatMachine => o.machines.find((m) => m.untilSeq === null || seq <= m.untilSeq)!.machine;
  let machine = machineFor(folded.stack[0] ?? lastSeq);
  let s = initialSnapshot(machine, o.input);
  const save = (repos: CombatStore['repos'], eventSeq: number, history: { cursor: number; length: number }) =>
    repos.combatLog.saveSnapshot({
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
        // As live play stored it: right after the command, with no redo branch above it.
        if ((i + 1) % o.checkpointEvery === 0) save(repos, seq, { cursor: i + 1, length: i + 1 });
      }
    });
    yield to;
  }
  // Last, so it is the newest row: the state at the end of the log, undo history included.
  o.store.transact((repos) => save(repos, lastSeq, { cursor: folded.cursor, length: folded.stack.length }));
}
