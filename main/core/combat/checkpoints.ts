/**
 * Checkpoints (issue 20): the machine snapshot is no longer stored with every step. The host
 * stores it after every N-th command in effect and at every turn end, and when a combat closes,
 * AFTER the step has answered: a 500-combatant snapshot is ~227 KB of JSON, which cost more than
 * the step itself. A step is safe without it (its event and dice are in the log, committed with
 * the step); a checkpoint only spares resume and undo the replay of the events before it.
 *
 * Each checkpoint is keyed by the command event it follows (0: the combat's start): a command
 * still at its stack position identifies the whole stack below it, because a later commit after
 * an undo truncates the stack. That is what resume and `snapshotAt` look them up by.
 */
import type { CombatMachine } from '../../../shared/core/combat/machine';
import type { CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { COMBAT_MACHINE_VERSION } from '../../../shared/core/combat/version';
import { storedSnapshot, type CombatStore, type StoredCombatSnapshot } from './combat-store';
import type { StoredLogTail } from './log-tail';

export type Checkpoint = {
  combatId: string;
  /** The command event it follows, or 0 for the state before any command. */
  eventSeq: number;
  /** The machine the snapshot was made by (a combat can adopt another system). */
  machine: CombatMachine;
  /** Machine snapshots are immutable: holding the reference until the write is enough. */
  snapshot: CombatMachineSnapshot;
  history: StoredCombatSnapshot['history'];
  /** Issue 38: the log's last steps, kept with the checkpoint a combat closes on (log-tail.ts). */
  log?: StoredLogTail | undefined;
};

export type CheckpointWriterOptions = {
  store: CombatStore;
  appVersion: string;
  now: () => Date;
  /** A checkpoint that could not be written is reported here and otherwise ignored. */
  onNotice?: (message: string) => void;
  /** Diagnostics (benches): each checkpoint written, with the time its write took. */
  onWritten?: (written: { combatId: string; eventSeq: number; ms: number }) => void;
  /** Runs a deferred write later; the app's default hands the event loop back first. */
  defer?: (run: () => void) => void;
};

/** The key of the state after the first `cursor` commands of `stack`. */
export const checkpointKey = (stack: readonly number[], cursor: number): number => (cursor === 0 ? 0 : stack[cursor - 1]!);

/** Whether a committed command's state is a checkpoint: every N-th command in effect, and every turn end. */
export const isCheckpoint = (cursor: number, every: number, eventType: string): boolean => cursor % every === 0 || eventType === 'turn.end';

export class CheckpointWriter {
  private pending: Checkpoint[] = [];
  private scheduled = false;
  private readonly defer: (run: () => void) => void;

  constructor(private readonly o: CheckpointWriterOptions) {
    this.defer = o.defer ?? ((run) => void setImmediate(run));
  }

  /** Queues a checkpoint; it is written after the current step has answered. */
  schedule(checkpoint: Checkpoint): void {
    this.pending = this.pending.filter((p) => p.combatId !== checkpoint.combatId || p.eventSeq !== checkpoint.eventSeq);
    this.pending.push(checkpoint);
    this.wake();
  }

  /** How many checkpoints wait to be written. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Writes every pending checkpoint (of one combat, or all) now, oldest first. */
  flush(combatId?: string): void {
    const now = this.pending.filter((p) => combatId === undefined || p.combatId === combatId);
    this.pending = this.pending.filter((p) => !now.includes(p));
    for (const p of now) this.write(p);
  }

  /** Drops a combat's pending checkpoints (the combat is being deleted). */
  discard(combatId: string): void {
    this.pending = this.pending.filter((p) => p.combatId !== combatId);
  }

  /**
   * A combat closes: its pending checkpoints are written, then its state as it stands unless
   * that is stored already, so that the next open starts from it without replaying anything.
   * With the log's last steps (issue 38) it is stored again unless the newest stored one carries
   * them as this app version wrote them, so the next open serves its log's first page as stored.
   */
  close(current: Checkpoint): void {
    this.flush(current.combatId);
    try {
      const { combatLog } = this.o.store.repos;
      const stored = current.log
        ? combatLog.hasLogTailAt(current.combatId, current.eventSeq, COMBAT_MACHINE_VERSION, { appVersion: this.o.appVersion, through: current.log.through })
        : combatLog.hasSnapshotAt(current.combatId, current.eventSeq, COMBAT_MACHINE_VERSION);
      if (stored) return;
    } catch (error) {
      this.failed(current, error);
      return;
    }
    this.write(current);
  }

  private wake(): void {
    if (this.scheduled || this.pending.length === 0) return;
    this.scheduled = true;
    // One checkpoint per turn of the event loop: requests queued meanwhile are served in between.
    this.defer(() => {
      this.scheduled = false;
      const next = this.pending.shift();
      if (next) this.write(next);
      this.wake();
    });
  }

  private write(c: Checkpoint): void {
    const started = performance.now();
    try {
      this.o.store.transact((repos) =>
        repos.combatLog.saveSnapshot({
          combatId: c.combatId, eventSeq: c.eventSeq, machineVersion: COMBAT_MACHINE_VERSION, appVersion: this.o.appVersion, savedAt: this.o.now().toISOString(),
          snapshot: storedSnapshot(c.machine, c.snapshot, c.history, c.log),
        }),
      );
    } catch (error) {
      this.failed(c, error);
      return;
    }
    this.o.onWritten?.({ combatId: c.combatId, eventSeq: c.eventSeq, ms: performance.now() - started });
  }

  private failed(c: Checkpoint, error: unknown): void {
    // Nothing is lost: the steps are in the log, and the next open replays them from an earlier checkpoint.
    const reason = error instanceof Error ? error.message : String(error);
    this.o.onNotice?.(`Combat ${c.combatId}: the checkpoint after step ${c.history.cursor} could not be saved (${reason}); the combat resumes from its log.`);
  }
}
