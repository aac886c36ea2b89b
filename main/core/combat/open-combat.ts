/**
 * One open combat in memory: its actor, the undo stack folded from the log, and checkpoints of
 * machine snapshots every few steps so that any step can be rebuilt by replaying at most a few
 * stored events (undo at depth 1,000 stays well under 5 ms).
 */
import { createActor, type Actor } from 'xstate';
import type { Combat, CombatEvent } from '../../../shared/domain/combat-log';
import type { CombatMachineEvent } from '../../../shared/core/combat/commands';
import type { CombatInput } from '../../../shared/core/combat/context';
import { isHistoryEvent, toMachineEvent, type HistoryState } from '../../../shared/core/combat/history';
import type { CombatMachine } from '../../../shared/core/combat/machine';
import type { CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { persistSnapshot } from '../../../shared/core/combat/persist';
import { initialSnapshot, replayEvent } from '../../../shared/core/combat/replay';

/**
 * Issue 38: how many checkpoint boundaries apart stored snapshots may be. Live play stores one at
 * every boundary; an import's rebuild (load-combat.ts) stores one every STORED_GAP boundaries
 * before the log's last stretch (writing 1,250 snapshots was a fifth of a 10,000-step import), so
 * an undo that far back replays at most STORED_GAP × checkpointEvery steps.
 */
export const STORED_GAP = 8;

export class OpenCombat {
  readonly id: string;
  readonly input: CombatInput;
  private readonly machine: CombatMachine;
  private readonly every: number;
  private actorRef: Actor<CombatMachine>;
  /**
   * Issue 38: the state an undo or redo moved to, before an actor runs it. Restarting the actor
   * (stopping the old one runs a macrostep; persisting the snapshot, creating and starting the
   * new one) cost the first undo after reopening several ms: it is done right after the answer
   * went out, or sooner if the actor is needed first. `snapshot` reads the parked state meanwhile.
   */
  private parked: CombatMachineSnapshot | null = null;
  /** Starts the parked state's actor once the step's answer has gone out. */
  private parkedTimer: ReturnType<typeof setImmediate> | null = null;
  private failure: unknown = null;
  history: HistoryState;
  /** The combat's row as the host last read or wrote it (the host alone writes it while the combat is open). */
  row: Combat | null = null;
  /** Stored command events by sequence number (history markers are not kept), read as needed. */
  private readonly stored = new Map<number, Pick<CombatEvent, 'type' | 'payload' | 'dice'>>();
  private readonly loadCommand: (seq: number) => Pick<CombatEvent, 'type' | 'payload' | 'dice'> | undefined;
  private loadCommands: (() => Iterable<CombatEvent>) | null;
  private readonly decoded = new Map<number, CombatMachineEvent>();
  /** Cursor → machine snapshot at that point of the stack. */
  private readonly checkpoints = new Map<number, CombatMachineSnapshot>();
  /** The snapshots of the last replay between checkpoints: repeated undos walk back through them. */
  private recent = new Map<number, CombatMachineSnapshot>();
  private readonly persistedAfter: (seq: number) => unknown;

  constructor(opts: {
    id: string;
    input: CombatInput;
    machine: CombatMachine;
    checkpointEvery: number;
    history: HistoryState;
    /** Command events known up front; others are read with `loadCommand` / `loadCommands`. */
    commands?: Iterable<CombatEvent>;
    /** Reads one stored command (a replay after a checkpoint needs only a few). */
    loadCommand?: (seq: number) => Pick<CombatEvent, 'type' | 'payload' | 'dice'> | undefined;
    /** Reads every stored event at once (the whole log is about to be replayed). */
    loadCommands?: () => Iterable<CombatEvent>;
    /** The persisted snapshot to resume from; omitted: a new combat. */
    current?: { persisted: unknown };
    /**
     * The persisted machine snapshot stored right after command `seq`, or null when there is none
     * of this machine version: lets the first undo after a restart skip replaying the whole log.
     */
    persistedAfter?: (seq: number) => unknown;
  }) {
    this.persistedAfter = opts.persistedAfter ?? (() => null);
    this.id = opts.id;
    this.input = opts.input;
    this.machine = opts.machine;
    this.every = opts.checkpointEvery;
    // Its own copy of the stack (once per opening): a command extends it in place (committed).
    this.history = { stack: [...opts.history.stack], cursor: opts.history.cursor };
    for (const e of opts.commands ?? []) this.stored.set(e.seq, e);
    this.loadCommand = opts.loadCommand ?? (() => undefined);
    this.loadCommands = opts.loadCommands ?? null;
    // The start is built only when needed: a combat resumed from a checkpoint rarely replays from it.
    if (!opts.current) this.checkpoints.set(0, initialSnapshot(this.machine, this.input));
    this.actorRef = this.startActor(opts.current ?? this.checkpoints.get(0)!);
    this.checkpoints.set(this.history.cursor, this.actorRef.getSnapshot());
  }

  get actor(): Actor<CombatMachine> {
    return this.running();
  }

  get snapshot(): CombatMachineSnapshot {
    return this.parked ?? this.actorRef.getSnapshot();
  }

  /** Sends a planned event to the actor; throws (and restores the actor) if the machine failed. */
  send(event: CombatMachineEvent): CombatMachineSnapshot {
    this.running();
    const before = this.snapshot;
    this.failure = null;
    this.actorRef.send(event);
    const after = this.snapshot;
    if (after.status === 'error' || this.failure !== null) {
      this.restart(before);
      throw new Error(`The combat machine failed on "${event.type}": ${String(after.error ?? this.failure)}`);
    }
    return after;
  }

  /** Records a command event that has been committed, dropping the redo branch and its checkpoints (as history.ts's stepHistory). */
  committed(seq: number, event: CombatMachineEvent): void {
    this.decoded.set(seq, event);
    for (const k of this.checkpoints.keys()) if (k > this.history.cursor) this.checkpoints.delete(k);
    this.recent = new Map();
    // Issue 38: the stack is this combat's own, extended in place (the redo branch cut off):
    // copying it made every step O(fight) (10,000 numbers after a long fight).
    const { stack, cursor } = this.history;
    stack.length = cursor;
    stack.push(seq);
    this.history = { stack, cursor: cursor + 1 };
    if (this.history.cursor % this.every === 0) this.checkpoints.set(this.history.cursor, this.snapshot);
  }

  /** The machine event of the command at stack position `index`. */
  eventAt(index: number): CombatMachineEvent {
    const seq = this.history.stack[index];
    if (seq === undefined) throw new Error(`No command at position ${index}`);
    let e = this.decoded.get(seq);
    if (!e) {
      const stored = this.stored.get(seq) ?? this.loadCommand(seq);
      if (!stored) throw new Error(`Log event ${seq} is missing`);
      e = toMachineEvent(stored);
      this.decoded.set(seq, e);
    }
    return e;
  }

  /** The snapshot after the first `cursor` commands, rebuilt from the nearest checkpoint. */
  snapshotAt(cursor: number): CombatMachineSnapshot {
    const known = this.checkpoints.get(cursor) ?? this.recent.get(cursor);
    if (known) return known;
    let from = 0;
    for (const k of this.checkpoints.keys()) if (k <= cursor && k > from) from = k;
    // Far from any checkpoint (e.g. the first undo after reopening): start from the snapshot stored
    // at the nearest checkpoint boundary below `cursor`, when its step was first taken or by an
    // import's rebuild (which stores them STORED_GAP boundaries apart before the log's last stretch).
    for (let boundary = cursor - (cursor % this.every), tries = 0; boundary > from && tries < STORED_GAP; boundary -= this.every, tries++) {
      const persisted = this.persistedAfter(this.history.stack[boundary - 1]!);
      if (persisted !== null && persisted !== undefined) {
        this.checkpoints.set(boundary, createActor(this.machine, { snapshot: persisted as never, input: this.input }).getSnapshot());
        from = boundary;
        break;
      }
    }
    if (from === 0 && !this.checkpoints.has(0)) this.checkpoints.set(0, initialSnapshot(this.machine, this.input));
    let s = this.checkpoints.get(from)!;
    const recent = new Map<number, CombatMachineSnapshot>();
    for (let i = from; i < cursor; i++) {
      s = replayEvent(this.machine, s, this.eventAt(i));
      if ((i + 1) % this.every === 0) this.checkpoints.set(i + 1, s);
      recent.set(i + 1, s);
    }
    this.recent = recent;
    return s;
  }

  /** Moves the actor to `snapshot` after an undo or redo was committed. */
  moved(cursor: number, snapshot: CombatMachineSnapshot): void {
    this.history = { stack: this.history.stack, cursor };
    this.checkpoints.set(cursor, snapshot);
    this.parked = snapshot;
    if (this.parkedTimer === null) {
      this.parkedTimer = setImmediate(() => {
        this.parkedTimer = null;
        this.running();
      });
      // Never what keeps a process (a test, a closing host) alive.
      this.parkedTimer.unref?.();
    }
  }

  /** Every command event in effect, oldest first (for the log and replay checks). */
  *effectiveEvents(): Generator<CombatMachineEvent> {
    if (this.loadCommands) {
      // One read of the whole log instead of one per step.
      for (const e of this.loadCommands()) if (!isHistoryEvent(e.type) && !this.stored.has(e.seq)) this.stored.set(e.seq, e);
      this.loadCommands = null;
    }
    for (let i = 0; i < this.history.cursor; i++) yield this.eventAt(i);
  }

  stop(): void {
    this.unpark();
    this.actorRef.stop();
  }

  /** The actor, started first from a state an undo or redo parked. */
  private running(): Actor<CombatMachine> {
    if (this.parked !== null) {
      const parked = this.parked;
      this.unpark();
      this.actorRef.stop();
      this.actorRef = this.startActor(parked);
    }
    return this.actorRef;
  }

  private unpark(): void {
    this.parked = null;
    if (this.parkedTimer !== null) clearImmediate(this.parkedTimer);
    this.parkedTimer = null;
  }

  private restart(snapshot: CombatMachineSnapshot | { persisted: unknown }): void {
    this.unpark();
    this.actorRef.stop();
    this.actorRef = this.startActor(snapshot);
  }

  private startActor(from: CombatMachineSnapshot | { persisted: unknown }): Actor<CombatMachine> {
    const persisted = 'persisted' in from ? from.persisted : persistSnapshot(this.machine, from);
    const actor = createActor(this.machine, { snapshot: persisted as never, input: this.input });
    // Without an error listener XState rethrows asynchronously and would crash the host process.
    actor.subscribe({ error: (error) => (this.failure = error) });
    return actor.start();
  }
}
