/**
 * The checkpoint a combat closes on (checkpoints.ts), and issue 38's log tail with it (log-tail.ts):
 * the next open starts from that state without a replay and serves its log's first page as stored.
 */
import { CheckpointWriter, checkpointKey, type Checkpoint } from './checkpoints';
import { CombatMemory } from './combat-memory';
import type { CombatStore } from './combat-store';
import { DEFAULT_CHECKPOINT_EVERY } from './load-combat';
import { LOG_TAIL_STEPS, logTailOf } from './log-tail';
import type { OpenCombat } from './open-combat';

/**
 * Steps a closing combat's log cache may lack and still be made whole by a replay: after an
 * undo or two it holds the page it was opened with less those steps' worth at the start.
 */
export const LOG_TAIL_TOP_UP = 16;

/** The open combat's state as a checkpoint keyed by the command it follows, with the log's last steps its cache holds. */
export function closingCheckpoint(memory: CombatMemory, c: OpenCombat): Checkpoint {
  const { stack, cursor } = c.history;
  const log = memory.logIfKept(c.id);
  // A page short of a few steps at its start (undone steps made room) is made whole: the next open
  // serves a whole page as stored. A log never read is not replayed for this.
  const want = Math.min(LOG_TAIL_STEPS, cursor);
  const known = log ? log.knownBefore(stack, cursor, LOG_TAIL_STEPS, Number.POSITIVE_INFINITY).length : 0;
  if (log && known > 0 && known < want && want - known <= LOG_TAIL_TOP_UP) {
    try {
      log.page(stack, cursor, want);
    } catch {
      // Only a head start for the next open (which replays what is missing, and reports a failure then).
    }
  }
  return {
    combatId: c.id, eventSeq: checkpointKey(stack, cursor), machine: memory.systemOf(c.id).machine, snapshot: c.snapshot, history: { cursor, length: stack.length },
    log: logTailOf(memory.logIfKept(c.id), stack, cursor, memory.versionOf(c)),
  };
}

/**
 * After an import rebuilt a combat's checkpoints: its log's last page is built once (a replay of
 * those steps from the checkpoint before them) and kept with the end-of-log checkpoint, so the
 * fight's first opening does not replay them while the GM screen waits.
 */
export function keepLogTail(store: CombatStore, combatId: string, o: { appVersion: string; now: () => Date }): void {
  const memory = new CombatMemory({ store, checkpointEvery: DEFAULT_CHECKPOINT_EVERY, appVersion: o.appVersion, now: o.now });
  try {
    const c = memory.ensureOpen(combatId);
    memory.logOf(c).page(c.history.stack, c.history.cursor, LOG_TAIL_STEPS);
    new CheckpointWriter({ store, appVersion: o.appVersion, now: o.now }).close(closingCheckpoint(memory, c));
  } finally {
    memory.forget(combatId);
  }
}
