/**
 * Issue 38: prepared steps. A click on the GM screen waited for its step's answer, and then for
 * the next frame: some 24 ms from click to paint at 200 combatants, however fast the host. So the
 * screen asks, while it is idle, for the steps it is likely to take next (the banner's button,
 * Undo): each is worked out here on the fight as it stands, with the dice it would roll if taken
 * now (read ahead, not rolled: lookahead-rng.ts), and handed over as the update it would answer.
 * The screen shows that update the moment the button is pressed, and sends the step with the
 * prepared one's id; the host then takes that very step (its planned event, its dice) and says
 * whether what it committed is exactly the update it handed over. Anything that moved in between
 * (another step, other dice, another state) makes the step be taken afresh and the screen put
 * right. Nothing is stored or pushed for a step until it is taken.
 */
import { MAX_PREPARED_STEPS, type CombatStepAction, type CombatUpdate, type PreparedStep } from '../../../shared/ipc/combat-contract';
import type { CombatCommand, CombatMachineEvent } from '../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { planCommand, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { HISTORY_UNDO } from '../../../shared/core/combat/history';
import { replayEvent } from '../../../shared/core/combat/replay';
import { forgetStep } from '../../../shared/core/combat/step-memo';
import { diffViews } from '../../../shared/core/combat/view-patch';
import type { LookaheadRng } from '../../../shared/systems';
import { undoRefusal, undoRefusalAt, type CombatMemory } from './combat-memory';
import type { CombatStore } from './combat-store';
import type { OpenCombat } from './open-combat';
import { historyNote, type PlannedCommand } from './combat-steps';
import { addedStepLines, noteLines } from './last-step';
import { refuseReturningVehicles } from './add-vehicle';

/** A prepared step: what it answers, and what taking it needs. */
type Prepared = {
  id: string;
  /** The fight version and state it was prepared on. */
  version: number;
  before: CombatMachineSnapshot;
  /** The action, as JSON (a step asks for the same action, or it is not this one). */
  key: string;
  update: CombatUpdate;
  /** The update as JSON: the committed step's is compared with it. */
  text: string;
  command?: { event: CombatMachineEvent; entries: CombatLogEntry[]; dice: { at: number; words: number } };
};

/** How a prepared step went: committed exactly as handed over, or not (taken afresh, or differing). */
export type PreparedOutcome = 'same' | 'afresh';

/** Prepared steps held per combat (a second screen on the same fight asks too). */
const MAX_HELD = 2 * MAX_PREPARED_STEPS;

export class PreparedSteps {
  private readonly held = new Map<string, Prepared[]>();
  private count = 0;

  constructor(private readonly o: { memory: CombatMemory; store: CombatStore; dice: LookaheadRng | null }) {}

  /** Prepares `actions` on the fight as it stands at `version` (null where one cannot be). */
  prepare(c: OpenCombat, version: number, actions: readonly CombatStepAction[]): (PreparedStep | null)[] {
    if (this.o.memory.versionOf(c) !== version) return actions.map(() => null);
    // Two screens on one fight each ask: what the other asked for on this version stays.
    const kept = (this.held.get(c.id) ?? []).filter((p) => p.version === version);
    this.forget(c.id, kept);
    const out = actions.slice(0, MAX_PREPARED_STEPS).map((action) => {
      let p: Prepared | null = null;
      try {
        p = action.kind === 'command' ? this.command(c, version, action.command) : action.kind === 'undo' ? this.undo(c, version) : null;
      } catch {
        // Only a head start: the step itself, when asked for, says what is wrong.
        p = null;
      }
      if (p) kept.push(p);
      return p && { id: p.id, update: p.update };
    });
    for (const p of kept.splice(0, Math.max(0, kept.length - MAX_HELD))) if (p.command) forgetStep(p.command.event);
    this.held.set(c.id, kept);
    return out;
  }

  /**
   * The prepared step `id`, if it still stands for `action` on this state (it is let go either
   * way): a command's planned event to take, or an undo to take as usual.
   */
  take(c: OpenCombat, id: string, action: CombatStepAction): { planned: PlannedCommand | null; text: string } | null {
    const p = this.held.get(c.id)?.find((x) => x.id === id);
    this.forget(c.id, p ? [p] : []);
    if (!p || p.version !== this.o.memory.versionOf(c) || p.before !== c.snapshot || p.key !== JSON.stringify(action)) {
      if (p?.command) forgetStep(p.command.event);
      return null;
    }
    if (!p.command) return { planned: null, text: p.text };
    const { event, entries, dice } = p.command;
    const take = (): boolean => {
      if (this.o.dice === null || this.o.dice.consumed !== dice.at) return false;
      this.o.dice.take(dice);
      return true;
    };
    return { planned: { before: p.before, event, entries, take }, text: p.text };
  }

  /** Lets go of a combat's prepared steps (but those in `keep`). */
  forget(combatId: string, keep: readonly Prepared[] = []): void {
    for (const p of this.held.get(combatId) ?? []) if (!keep.includes(p) && p.command) forgetStep(p.command.event);
    this.held.delete(combatId);
  }

  forgetAll(): void {
    for (const id of [...this.held.keys()]) this.forget(id);
  }

  private command(c: OpenCombat, version: number, command: CombatCommand): Prepared | null {
    // A newcomer's hiding depends on the campaign's setting at the time: never prepared.
    if (command.type === 'combatant.add' || this.o.dice === null) return null;
    const { memory } = this.o;
    const previous = memory.lastView(c);
    const before = c.snapshot;
    const peek = this.o.dice.peek();
    const plan = planCommand(memory.rulesOf(c.id), before, command, peek.rng);
    if (!plan.ok) return null;
    const after = replayEvent(memory.systemOf(c.id).machine, before, plan.event);
    const seq = this.o.store.repos.combatLog.nextSeq();
    const cursor = c.history.cursor;
    const stack = c.history.stack.slice(0, cursor);
    stack.push(seq);
    const added = memory.logOf(c).preview(stack, cursor, seq, plan.entries);
    const view = memory.viewAt(c, after, { position: cursor + 1, length: cursor + 1, canUndo: undoRefusalAt(cursor + 1, after) === null, canRedo: false });
    const update: CombatUpdate = { combatId: c.id, version: seq, base: previous.version, patch: diffViews(previous.view, view), log: { keep: cursor, add: [added] }, lastStep: addedStepLines(added) };
    return { ...this.made(version, before, { kind: 'command', command }, update), command: { event: plan.event, entries: plan.entries, dice: { at: peek.at, words: peek.used() } } };
  }

  private undo(c: OpenCombat, version: number): Prepared | null {
    if (undoRefusal(c) !== null) return null;
    const { memory } = this.o;
    const previous = memory.lastView(c);
    const before = c.snapshot;
    const cursor = c.history.cursor - 1;
    const target = c.snapshotAt(cursor);
    refuseReturningVehicles(this.o.store, memory, c.id, before.context.vehicles, target.context.vehicles);
    const seq = this.o.store.repos.combatLog.nextSeq();
    const view = memory.viewAt(c, target, { position: cursor, length: c.history.stack.length, canUndo: undoRefusalAt(cursor, target) === null, canRedo: true });
    const lastStep = noteLines([historyNote(HISTORY_UNDO, target.context.turn)]);
    const update: CombatUpdate = { combatId: c.id, version: seq, base: previous.version, patch: diffViews(previous.view, view), log: { keep: cursor, add: [] }, lastStep };
    return this.made(version, before, { kind: 'undo' }, update);
  }

  private made(version: number, before: CombatMachineSnapshot, action: CombatStepAction, update: CombatUpdate): Prepared {
    return { id: `p${++this.count}`, version, before, key: JSON.stringify(action), update, text: JSON.stringify(update) };
  }
}
