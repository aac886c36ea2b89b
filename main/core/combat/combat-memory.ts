/**
 * What the combat host keeps in memory per open combat: the combat itself (resumed from the file
 * when first needed), the system it plays by, the view last answered or pushed with its version
 * (issue 20: steps send the change from it), the log's cache and the view's memo.
 */
import type { Combat } from '../../../shared/domain/combat-log';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import { AppError } from '../../../shared/ipc/result';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { phaseOf, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { replayLog } from '../../../shared/core/combat/replay';
import { createViewMemo, toCombatView, type CombatView, type CombatViewMemo, type HistoryView } from '../../../shared/core/combat/view';
import { diffViews } from '../../../shared/core/combat/view-patch';
import { CombatLogCache } from './log-cache';
import { combatSystemFrom, earlierSystems, recordedRules, recordedSystem, type CombatSystem } from './combat-system';
import type { CombatStore } from './combat-store';
import { loadCombat, machineInputOf } from './load-combat';
import type { OpenCombat } from './open-combat';
import { prepareUndo } from './prepare-undo';
import { warmStep } from './warm-step';

export type CombatMemoryOptions = {
  store: CombatStore;
  checkpointEvery: number;
  appVersion: string;
  now: () => Date;
  onNotice?: ((message: string) => void) | undefined;
};

/** The view as the windows hold it, with its version. */
export type SentView = { view: CombatView; version: number };

/** Why undo is refused now, or null when it is allowed. */
export function undoRefusal(c: OpenCombat): string | null {
  return undoRefusalAt(c.history.cursor, c.snapshot);
}

/** Why an undo would be refused with `cursor` steps in effect ending in `snapshot` (a prepared step's state too), or null. */
export function undoRefusalAt(cursor: number, snapshot: CombatMachineSnapshot): string | null {
  if (cursor === 0) return 'There is nothing to undo.';
  // The end of a combat handed its wounds to the characters: that is not taken back silently.
  if (phaseOf(snapshot) === 'ended') return 'The combat has ended; its wounds are with the characters now.';
  return null;
}

export class CombatMemory {
  private readonly open = new Map<string, OpenCombat>();
  /** The system each open combat plays by (recorded at its creation), with its machine. */
  private readonly systems = new Map<string, CombatSystem>();
  private readonly sent = new Map<string, SentView>();
  private readonly versions = new Map<string, number>();
  private readonly logs = new Map<string, CombatLogCache>();
  private readonly memos = new Map<string, CombatViewMemo>();

  constructor(private readonly o: CombatMemoryOptions) {}

  /** The ids of the combats open now. */
  openIds(): string[] {
    return [...this.open.keys()];
  }

  /** The combat if it is open, without opening it. */
  openNow(combatId: string): OpenCombat | undefined {
    return this.open.get(combatId);
  }

  ensureOpen(combatId: string): OpenCombat {
    const existing = this.open.get(combatId);
    if (existing) return existing;
    const combat = this.combatRow(combatId);
    const kept: { tail?: { position: number; steps: CombatLogStep[] } } = {};
    const c = loadCombat({
      store: this.o.store,
      combat,
      input: machineInputOf(combat),
      machine: this.systemOf(combatId).machine,
      checkpointEvery: this.o.checkpointEvery,
      appVersion: this.o.appVersion,
      now: this.o.now,
      onNotice: this.o.onNotice,
      onLogTail: (tail) => void (kept.tail = tail),
    });
    c.row = combat;
    this.open.set(combatId, c);
    // Issue 38: the log's last steps as stored with the checkpoint: its first page needs no replay.
    if (kept.tail) this.logOf(c).seed(c.history.stack, kept.tail.position, kept.tail.steps);
    prepareUndo(c, () => this.open.get(combatId) === c, (target) => {
      warmStep(combatId, this.o.now, c.row);
      this.warmView(c, target);
    });
    return c;
  }

  combatRow(combatId: string): Combat {
    const combat = this.o.store.repos.combats.get(combatId);
    if (!combat) throw new AppError('combat/not-found', `There is no combat with id ${combatId}.`);
    return combat;
  }

  /** The system the combat plays by: recorded at its creation (or adopted since). */
  systemOf(combatId: string): CombatSystem {
    let cs = this.systems.get(combatId);
    if (!cs) {
      cs = combatSystemFrom(recordedSystem(this.combatRow(combatId), this.o.store.repos));
      this.systems.set(combatId, cs);
    }
    return cs;
  }

  /** The system a combat plays by from now on (adoptSystem). */
  setSystem(combatId: string, cs: CombatSystem): void {
    this.systems.set(combatId, cs);
  }

  rulesOf(combatId: string) {
    return this.systemOf(combatId).system.combat;
  }

  versionOf(c: OpenCombat): number {
    let v = this.versions.get(c.id);
    if (v === undefined) {
      v = this.o.store.repos.combatLog.lastSeq(c.id);
      this.versions.set(c.id, v);
    }
    return v;
  }

  /** The combat's version is its last log event (issue 20): every step writes one. */
  setVersion(combatId: string, version: number): void {
    this.versions.set(combatId, version);
  }

  /** The view the windows hold now (built once after opening, then kept from step to step). */
  lastView(c: OpenCombat): SentView {
    return this.sent.get(c.id) ?? { view: this.toView(c), version: this.versionOf(c) };
  }

  /** The view last answered or pushed, if any. */
  sentView(combatId: string): SentView | undefined {
    return this.sent.get(combatId);
  }

  rememberSent(combatId: string, sent: SentView): void {
    this.sent.set(combatId, sent);
  }

  toView(c: OpenCombat): CombatView {
    return this.viewOf(c.id, c.snapshot, this.historyView(c), this.memoOf(c.id));
  }

  /** Issue 38: the view of `snapshot` with `history` (a prepared step's, prepared-steps.ts), through the combat's memo. */
  viewAt(c: OpenCombat, snapshot: CombatMachineSnapshot, history: HistoryView): CombatView {
    return this.viewOf(c.id, snapshot, history, this.memoOf(c.id));
  }

  /**
   * Issue 38: the view an undo to `target` would answer, built and diffed from the sent view once,
   * with a memo of its own (the combat's memo and sent view stay as they are): the first undo after
   * reopening finds the code of both warm. Nothing is kept or sent.
   */
  warmView(c: OpenCombat, target: CombatMachineSnapshot): void {
    const sent = this.sent.get(c.id);
    if (!sent) return;
    const history = { position: c.history.cursor - 1, length: c.history.stack.length, canUndo: true, canRedo: true };
    diffViews(sent.view, this.viewOf(c.id, target, history, createViewMemo()));
  }

  private viewOf(combatId: string, snapshot: CombatMachineSnapshot, history: HistoryView, memo: CombatViewMemo): CombatView {
    const cs = this.systemOf(combatId);
    const current = this.o.store.repos.campaign.revision();
    return toCombatView(cs.system.combat, snapshot, history, {
      edition: cs.system.edition.name,
      ...(cs.system.edition.dice.modifierUnit ? { modifierUnit: cs.system.edition.dice.modifierUnit } : {}),
      revision: cs.revision,
      campaignRevision: current,
      lists: cs.lists,
    }, memo);
  }

  logOf(c: OpenCombat): CombatLogCache {
    let log = this.logs.get(c.id);
    if (!log) {
      log = new CombatLogCache((from, to) => this.replayEntries(c, from, to));
      this.logs.set(c.id, log);
    }
    return log;
  }

  /** The combat's log cache if one was made (nothing is built or replayed). */
  logIfKept(combatId: string): CombatLogCache | undefined {
    return this.logs.get(combatId);
  }

  /** Stops the combat's actor and drops everything kept for it in memory. */
  forget(combatId: string): void {
    this.open.get(combatId)?.stop();
    this.open.delete(combatId);
    this.systems.delete(combatId);
    this.sent.delete(combatId);
    this.versions.delete(combatId);
    this.logs.delete(combatId);
    this.memos.delete(combatId);
  }

  /** A system can be looked up without opening: none is kept once every combat is closed. */
  clearSystems(): void {
    this.systems.clear();
  }

  /**
   * The steps at stack positions [from, to) replayed with their stored dice, each under the system
   * it was played by. Issue 38: a stretch starts from the state before it (the nearest checkpoint
   * and a few steps), so the end of a long log costs its own steps, not the whole fight.
   */
  private replayEntries(c: OpenCombat, from: number, to: number): CombatLogEntry[][] {
    const current = this.rulesOf(c.id);
    const earlier = earlierSystems(this.combatRow(c.id)).map((e) => ({ untilSeq: e.untilSeq, rules: recordedRules(e.record) }));
    // Each step replays under the system it was played by (before an adoptSystem, the earlier one).
    const rulesAt = earlier.length === 0 ? current : (index: number) => {
      const seq = c.history.stack[index]!;
      return earlier.find((e) => seq <= e.untilSeq)?.rules ?? current;
    };
    if (from === 0 && to === c.history.cursor) return replayLog(rulesAt, c.input, c.effectiveEvents());
    const events = function* () {
      for (let i = from; i < to; i++) yield c.eventAt(i);
    };
    return replayLog(rulesAt, c.input, events(), from === 0 ? undefined : { context: c.snapshotAt(from).context, index: from });
  }

  private memoOf(combatId: string): CombatViewMemo {
    let memo = this.memos.get(combatId);
    if (!memo) this.memos.set(combatId, (memo = createViewMemo()));
    return memo;
  }

  private historyView(c: OpenCombat) {
    return {
      position: c.history.cursor,
      length: c.history.stack.length,
      canUndo: undoRefusal(c) === null,
      canRedo: c.history.cursor < c.history.stack.length,
    };
  }
}
