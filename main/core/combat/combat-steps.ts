/**
 * The combat host's steps: a command, an undo or a redo, each stored as one log event in one
 * transaction with what it hands the characters (write-through.ts), then answered and pushed as
 * the change from the view the windows had (issue 20).
 */
import { AppError } from '../../../shared/ipc/result';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';
import type { CombatCommand, CombatMachineEvent } from '../../../shared/core/combat/commands';
import { HISTORY_REDO, HISTORY_UNDO, toStoredPayload } from '../../../shared/core/combat/history';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { phaseOf, planCommand, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { replayEvent } from '../../../shared/core/combat/replay';
import { forgetStep } from '../../../shared/core/combat/step-memo';
import type { CombatView } from '../../../shared/core/combat/view';
import { diffViews } from '../../../shared/core/combat/view-patch';
import type { Rng } from '../../../shared/systems';
import { duplicateCharacterRefusal } from './add-character';
import { refuseReturningVehicles } from './add-vehicle';
import { writeThrough, type WriteThrough } from './write-through';
import { writeStep, type CombatStore, type StoredCombatSnapshot } from './combat-store';
import { isCheckpoint, type CheckpointWriter } from './checkpoints';
import { undoRefusal, type CombatMemory, type SentView } from './combat-memory';
import type { OpenCombat } from './open-combat';
import { joiningHidden } from './join-hidden';
import { addedStepLines, noteLines } from './last-step';

/**
 * A committed step: the update `combat.changed` pushes (issue 20: what changed, the step in
 * words) and, for callers in this process, the whole new view (never pushed).
 */
export type CombatChange = CombatUpdate & { view: CombatView };

/** The change as answered and pushed to windows (without the whole view). */
export function updateOf({ view: _view, ...update }: CombatChange): CombatUpdate {
  return update;
}

/** The campaign characters and campaign vehicles (ids) a committed step wrote to. */
export type CampaignChange = { characters: string[]; vehicles: string[] };

/** What a step changed in the log in effect: the first `keep` steps stay, and the step at `added` (if any) follows. */
export type LogChange = { keep: number; added: number | null };

export type CombatStepsOptions = {
  store: CombatStore;
  rng: Rng;
  now: () => Date;
  checkpointEvery: number;
  memory: CombatMemory;
  checkpoints: CheckpointWriter;
  onChange?: ((change: CombatChange) => void) | undefined;
  /** Campaign characters (and campaign vehicles, issue 39 item 5) a committed step changed. */
  campaignChanged?: ((changed: CampaignChange) => void) | undefined;
  onNotice?: ((message: string) => void) | undefined;
};

/**
 * Issue 38: a command prepared on the state `before` (prepared-steps.ts). `take` consumes its dice
 * and says whether they are still the next ones (false: it is planned again).
 */
export type PlannedCommand = { before: CombatMachineSnapshot; event: CombatMachineEvent; entries: CombatLogEntry[]; take: () => boolean };

/** The log's note of an undo or a redo (a prepared undo's read-out says the same). */
export function historyNote(type: typeof HISTORY_UNDO | typeof HISTORY_REDO, turn: number): CombatLogEntry {
  return { kind: 'note', turn, text: type === HISTORY_UNDO ? 'Storyteller undoes a step.' : 'Storyteller redoes a step.' };
}

/** The combat's actor id for the log's `actor_id` column, when a command concerns one combatant. */
function actorOf(event: CombatMachineEvent): string | null {
  if ('combatantId' in event && typeof event.combatantId === 'string') return event.combatantId;
  if ('targetId' in event) return event.targetId;
  if (event.type === 'combatant.add' && event.combatants.length === 1) return event.combatants[0]!.id;
  return null;
}

export class CombatSteps {
  private readonly memory: CombatMemory;

  constructor(private readonly o: CombatStepsOptions) {
    this.memory = o.memory;
  }

  /**
   * Carries out a storyteller command: refused commands throw AppError 'combat/not-allowed' and
   * change nothing. `planned` (issue 38, prepared-steps.ts): the command as prepared on this very
   * state, with the dice it would roll now; taken as it is instead of planned again.
   */
  command(combatId: string, asked: CombatCommand, planned?: PlannedCommand): CombatChange {
    const c = this.memory.ensureOpen(combatId);
    // Every way into a fight (a character, quick NPCs, an encounter, a raw command) comes through
    // here: NPCs join hidden by the campaign's setting, in the stored event, so replays agree.
    const command = asked.type === 'combatant.add' ? joiningHidden(asked, () => this.o.store.repos.playerPrivacy.inEffect((problem) => this.o.onNotice?.(problem))) : asked;
    const previous = this.memory.lastView(c);
    const before = c.snapshot;
    const duplicate = duplicateCharacterRefusal(before.context, command);
    if (duplicate !== null) throw new AppError('combat/not-allowed', duplicate);
    const plan = planned?.before === before && planned.take() ? { ok: true as const, event: planned.event, entries: planned.entries } : planCommand(this.memory.rulesOf(combatId), before, command, this.o.rng);
    if (!plan.ok) throw new AppError('combat/not-allowed', plan.reason);
    let after: CombatMachineSnapshot;
    try {
      after = c.send(plan.event);
    } finally {
      forgetStep(plan.event);
    }
    let seq: number;
    try {
      // The last command still in effect: the new one follows it (issue 38: no copy of the stack).
      const lastKept = c.history.cursor > 0 ? c.history.stack[c.history.cursor - 1]! : 0;
      seq = this.persist(c, plan.event, before, after, { cursor: c.history.cursor + 1, length: c.history.cursor + 1 },
        Object.assign(toStoredPayload(plan.event), { actorId: actorOf(plan.event) }), (newSeq) => ({ lastKept, applied: newSeq }));
    } catch (error) {
      c.moved(c.history.cursor, before);
      throw error;
    }
    const keep = c.history.cursor;
    c.committed(seq, plan.event);
    this.memory.logOf(c).remember(seq, plan.entries);
    return this.changed(c, previous, 'the added step', { keep, added: keep });
  }

  /** Undoes the last step in effect (a stored `history.undo`); the dice of the step are kept for redo. */
  undo(combatId: string): CombatChange {
    const c = this.memory.ensureOpen(combatId);
    const refusal = undoRefusal(c);
    if (refusal) throw new AppError('combat/nothing-to-undo', refusal);
    return this.move(c, c.history.cursor - 1, HISTORY_UNDO);
  }

  /** Re-applies the next undone step with its stored dice (never re-rolled). */
  redo(combatId: string): CombatChange {
    const c = this.memory.ensureOpen(combatId);
    if (c.history.cursor >= c.history.stack.length) throw new AppError('combat/nothing-to-redo', 'There is nothing to redo.');
    return this.move(c, c.history.cursor + 1, HISTORY_REDO);
  }

  /**
   * The step's update from the view the windows had (`previous`) to the new one, pushed to every
   * window. `log` null: the windows refetch everything (`reset`).
   */
  changed(c: OpenCombat, previous: SentView, entries: CombatLogEntry[] | 'the added step', log: LogChange | null): CombatChange {
    const view = this.memory.toView(c);
    const version = this.memory.versionOf(c);
    const added = log && log.added !== null ? this.memory.logOf(c).added(c.history.stack, log.added) : null;
    // The step in words, as Markdown list lines, read out on the GM screen (last-step.ts: capped).
    const lastStep = entries === 'the added step' ? addedStepLines(added) : noteLines(entries);
    const change: CombatChange = {
      combatId: c.id,
      version,
      base: previous.version,
      patch: log ? diffViews(previous.view, view) : { fields: {} },
      log: log ? { keep: log.keep, add: added ? [added] : [] } : { keep: 0, add: [] },
      lastStep,
      ...(log ? {} : { reset: true as const }),
      view,
    };
    this.memory.rememberSent(c.id, { view, version });
    this.o.onChange?.(change);
    return change;
  }

  private move(c: OpenCombat, cursor: number, type: typeof HISTORY_UNDO | typeof HISTORY_REDO): CombatChange {
    const previous = this.memory.lastView(c);
    const from = c.history.cursor;
    const before = c.snapshot;
    // Redo replays the stored event (its dice included) on the current state: nothing is rolled.
    const target = type === HISTORY_REDO ? replayEvent(this.memory.systemOf(c.id).machine, before, c.eventAt(c.history.cursor)) : c.snapshotAt(cursor);
    refuseReturningVehicles(this.o.store, this.memory, c.id, before.context.vehicles, target.context.vehicles);
    // The luck of the steps in effect after the move; a redo records its step's changes again.
    const applied = type === HISTORY_REDO ? c.history.stack[c.history.cursor]! : null;
    // The last step in effect after the move besides the redone one (a redo's step is at cursor − 1).
    const keptEnd = applied === null ? cursor : cursor - 1;
    const lastKept = keptEnd > 0 ? c.history.stack[keptEnd - 1]! : 0;
    this.persist(c, null, before, target, { cursor, length: c.history.stack.length }, { type, actorId: null, payload: {}, dice: [] }, () => ({ lastKept, applied }));
    c.moved(cursor, target);
    const entries = [historyNote(type, target.context.turn)];
    return this.changed(c, previous, entries, type === HISTORY_UNDO ? { keep: cursor, added: null } : { keep: from, added: from });
  }

  private persist(
    c: OpenCombat,
    event: CombatMachineEvent | null,
    before: CombatMachineSnapshot,
    after: CombatMachineSnapshot,
    history: StoredCombatSnapshot['history'],
    stored: Parameters<typeof writeStep>[1]['event'],
    steps: (seq: number) => Pick<WriteThrough, 'lastKept' | 'applied'>,
  ): number {
    // Only this host writes the combat row while the combat is open: the copy it read or wrote is current.
    const combat = c.row ?? this.memory.combatRow(c.id);
    const at = this.o.now().toISOString();
    const ending = event?.type === 'combat.end';
    const system = this.memory.systemOf(c.id).system;
    let changedCharacters: string[] = [];
    let changedVehicles: string[] = [];
    const { seq, combat: written } = writeStep(this.o.store, {
      combat,
      event: stored,
      phase: phaseOf(after),
      before: before.context,
      after: after.context,
      at,
      // Luck and wounds reach the characters with the step itself (nothing for a mock combat).
      also: (repos, newSeq) => {
        changedCharacters = writeThrough(repos, { combat, system, before: before.context, after: after.context, ending, now: at, ...steps(newSeq), onVehicles: (ids) => { changedVehicles = ids; } });
      },
    });
    c.row = written;
    // The combat's version is its last log event (issue 20): every step writes one, here.
    this.memory.setVersion(c.id, seq);
    if (changedCharacters.length > 0 || changedVehicles.length > 0) this.o.campaignChanged?.({ characters: changedCharacters, vehicles: changedVehicles });
    // A checkpoint after every N-th command in effect and every turn end, written after the step answered.
    if (event !== null && isCheckpoint(history.cursor, this.o.checkpointEvery, event.type)) {
      this.o.checkpoints.schedule({ combatId: c.id, eventSeq: seq, machine: this.memory.systemOf(c.id).machine, snapshot: after, history });
    }
    return seq;
  }
}
