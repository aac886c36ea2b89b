/**
 * The combat host (architecture §3.8): one actor per open combat, dice rolled here and sent
 * inside the events, every accepted step stored as a log event in one transaction (snapshots are
 * checkpoints written after the step, checkpoints.ts), undo/redo as stored events, resume and
 * replay from the log.
 */
import type { Combat } from '../../../shared/domain/combat-log';
import { AppError } from '../../../shared/ipc/result';
import type { CombatLogStep, CombatStepAction, CombatUpdate } from '../../../shared/ipc/combat-contract';
import type { CombatCommand, CombatMachineEvent } from '../../../shared/core/combat/commands';
import type { CombatInput } from '../../../shared/core/combat/context';
import { HISTORY_REDO, HISTORY_UNDO, toStoredPayload } from '../../../shared/core/combat/history';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import { formatCombatLog, type LogFormat } from '../../../shared/core/combat/log-format';
import { phaseOf, planCommand, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { initialSnapshot, replayEvent, replayLog } from '../../../shared/core/combat/replay';
import { COMBAT_MACHINE_VERSION, COMBAT_RESOLUTION_REVISION } from '../../../shared/core/combat/version';
import { createViewMemo, toCombatView, type CombatView, type CombatViewMemo } from '../../../shared/core/combat/view';
import { diffViews } from '../../../shared/core/combat/view-patch';
import { CombatLogCache } from './log-cache';
import type { Rng } from '../../../shared/systems';
import type { GearCatalog } from '../../../shared/domain/gear';
import { addCharacterCommand, duplicateCharacterRefusal, type AddCharacterInput } from './add-character';
import { addVehicleCommand, type AddVehicleInput } from './add-vehicle';
import { combatCatalog } from './combat-gear';
import { campaignSystem } from '../system/campaign-system';
import { declarationOddsMany, type OddsAnswer, type OddsQuery } from '../../../shared/core/combat/declaration-odds';
import type { TaskOdds, TaskOddsQuery } from '../../../shared/core/combat/procedures';
import { adoptedSettings, combatSystemFrom, currentSystemRecord, earlierSystems, recordedRules, recordedSystem, systemSettings, type CombatSystem } from './combat-system';
import { writeThrough, type WriteThrough } from './write-through';
import { storedSnapshot, writeStep, type CombatStore, type StoredCombatSnapshot } from './combat-store';
import { CheckpointWriter, checkpointKey, isCheckpoint } from './checkpoints';
import { DEFAULT_CHECKPOINT_EVERY, loadCombat, machineInputOf } from './load-combat';
import type { OpenCombat } from './open-combat';
import { joiningHidden } from './join-hidden';

/**
 * A committed step: the update `combat.changed` pushes (issue 20: what changed, the step in
 * words) and, for callers in this process, the whole new view (never pushed).
 */
export type CombatChange = CombatUpdate & { view: CombatView };

/** The change as answered and pushed to windows (without the whole view). */
function updateOf({ view: _view, ...update }: CombatChange): CombatUpdate {
  return update;
}

/** What a step changed in the log in effect: the first `keep` steps stay, and the step at `added` (if any) follows. */
type LogChange = { keep: number; added: number | null };

export type CombatHostOptions = {
  store: CombatStore;
  /** The app's dice (crypto); tests pass a seeded one. */
  rng: Rng;
  now: () => Date;
  newId: () => string;
  appVersion: string;
  onChange?: (change: CombatChange) => void;
  /** Campaign characters whose luck or wounds a committed step, undo or redo changed (their sheets refetch). */
  onCharactersChanged?: (ids: string[]) => void;
  /** Reports a snapshot rebuilt or migrated at open (never silent). */
  onNotice?: (message: string) => void;
  /** Snapshots kept every N commands in effect (in memory for undo, and stored after the step); default 8. */
  checkpointEvery?: number;
  /** Diagnostics (benches): each stored checkpoint with the time its deferred write took. */
  onCheckpoint?: (written: { combatId: string; eventSeq: number; ms: number }) => void;
};

export type CombatSummary = Pick<Combat, 'id' | 'name' | 'status' | 'isMock' | 'round' | 'createdAt' | 'endedAt'>;

/** The combat's actor id for the log's `actor_id` column, when a command concerns one combatant. */
function actorOf(event: CombatMachineEvent): string | null {
  if ('combatantId' in event && typeof event.combatantId === 'string') return event.combatantId;
  if ('targetId' in event) return event.targetId;
  if (event.type === 'combatant.add' && event.combatants.length === 1) return event.combatants[0]!.id;
  return null;
}

export class CombatHost {
  private readonly o: Required<Omit<CombatHostOptions, 'onChange' | 'onNotice' | 'onCharactersChanged' | 'onCheckpoint'>> &
    Pick<CombatHostOptions, 'onChange' | 'onNotice' | 'onCharactersChanged' | 'onCheckpoint'>;
  private readonly open = new Map<string, OpenCombat>();
  /** The system each open combat plays by (recorded at its creation), with its machine. */
  private readonly systems = new Map<string, CombatSystem>();
  /** Issue 20, per open combat: the view last answered or pushed (steps send the change from it), its version, the log. */
  private readonly sent = new Map<string, { view: CombatView; version: number }>();
  private readonly versions = new Map<string, number>();
  private readonly logs = new Map<string, CombatLogCache>();
  private readonly memos = new Map<string, CombatViewMemo>();

  /** Snapshots stored after the step has answered (issue 20). */
  private readonly checkpoints: CheckpointWriter;

  constructor(options: CombatHostOptions) {
    this.o = { checkpointEvery: DEFAULT_CHECKPOINT_EVERY, ...options };
    this.checkpoints = new CheckpointWriter({
      store: this.o.store, appVersion: this.o.appVersion, now: this.o.now,
      ...(this.o.onNotice ? { onNotice: this.o.onNotice } : {}),
      ...(this.o.onCheckpoint ? { onWritten: this.o.onCheckpoint } : {}),
    });
  }

  /** Writes the checkpoints still waiting now (tests, benches; closing does it too). */
  flushCheckpoints(): void {
    this.checkpoints.flush();
  }

  list(): CombatSummary[] {
    return this.o.store.repos.combats.summaries().map(({ damaged, ...summary }) => (damaged === null ? summary : { ...summary, damaged }));
  }

  /** Creates a combat and stores its initial snapshot (event 0). */
  create(input: { name: string; isMock?: boolean }): CombatView {
    const id = this.o.newId();
    // The campaign's system now, checked before anything is written: a broken part is named.
    const record = currentSystemRecord(this.o.store.repos);
    const cs = combatSystemFrom(record);
    const { specialAbilities } = cs.system.setting;
    const machineInput: CombatInput = {
      combatId: id,
      abilities: { initiative: specialAbilities.initiative, toughness: specialAbilities.toughness, firstAid: specialAbilities.firstAid, ...(specialAbilities.juryRig.trim() ? { juryRig: specialAbilities.juryRig } : {}) },
      // New fights play by the current FS3.2 resolution; older ones keep theirs (shared/core/combat/version.ts).
      resolutionRevision: COMBAT_RESOLUTION_REVISION,
    };
    const at = this.o.now().toISOString();
    const snapshot = initialSnapshot(cs.machine, machineInput);
    this.o.store.transact((repos) => {
      repos.combats.create({
        id, name: input.name, status: 'setup', isMock: input.isMock ?? false, round: 0, settings: { machineInput, ...systemSettings(record) }, createdAt: at, endedAt: null,
      });
      repos.combatLog.saveSnapshot({
        combatId: id, eventSeq: 0, machineVersion: COMBAT_MACHINE_VERSION, appVersion: this.o.appVersion, savedAt: at,
        snapshot: storedSnapshot(cs.machine, snapshot, { cursor: 0, length: 0 }),
      });
    });
    return this.view(id);
  }

  /** The combat's view, opening (resuming) it first if needed. */
  view(combatId: string): CombatView {
    const c = this.ensureOpen(combatId);
    const view = this.toView(c);
    this.sent.set(combatId, { view, version: this.versionOf(c) });
    return view;
  }

  /** Issue 20: the view with its version (the GM screen's fetch; later steps patch it). */
  current(combatId: string): { view: CombatView; version: number } {
    const view = this.view(combatId);
    return { view, version: this.sent.get(combatId)!.version };
  }

  /**
   * Issue 20: the GM screen's steps, each answered with what it changed (the same update every
   * window is pushed). Refusals throw as the whole-view methods do.
   */
  step(combatId: string, action: CombatStepAction): CombatUpdate {
    switch (action.kind) {
      case 'command':
        return updateOf(this.commandStep(combatId, action.command));
      case 'undo':
        return updateOf(this.undoStep(combatId));
      case 'redo':
        return updateOf(this.redoStep(combatId));
      case 'addCharacter': {
        const { kind: _kind, ...input } = action;
        return updateOf(this.commandStep(combatId, addCharacterCommand(this.o.store, this.systemOf(combatId).system, input, this.o.newId(), this.o.newId, this.o.now())));
      }
      case 'addVehicle': {
        const { kind: _kind, ...input } = action;
        return updateOf(this.commandStep(combatId, addVehicleCommand(this.o.store, this.systemOf(combatId).system, input, this.o.newId())));
      }
    }
  }

  /**
   * The storyteller's "use the campaign's current system" for a running fight: the combat records
   * the new system and plays its next steps by it. Earlier steps keep their stored dice and results.
   */
  adoptSystem(combatId: string): CombatView {
    const c = this.ensureOpen(combatId);
    const record = currentSystemRecord(this.o.store.repos);
    const cs = combatSystemFrom(record);
    const combat = this.combatRow(combatId);
    // The steps logged so far stay ruled by the system they were played by (the log replays them so).
    const untilSeq = this.o.store.repos.combatLog.events(combatId).at(-1)?.seq ?? 0;
    this.o.store.transact((repos) => repos.combats.update({ ...combat, settings: { ...combat.settings, ...adoptedSettings(combat, repos, record, untilSeq) } }));
    this.close(combatId);
    this.systems.set(combatId, cs);
    const reopened = this.ensureOpen(combatId);
    // Every window refetches: the lists and words of the view may all have changed.
    return this.changed(reopened, { view: this.toView(reopened), version: this.versionOf(reopened) }, [{ kind: 'note', turn: c.snapshot.context.turn, text: `Storyteller switches this combat to the campaign's current rules (revision ${record.revision}).` }], null).view;
  }

  /** Carries out a storyteller command: refused commands throw AppError 'combat/not-allowed' and change nothing. */
  command(combatId: string, command: CombatCommand): CombatView {
    return this.commandStep(combatId, command).view;
  }

  private commandStep(combatId: string, asked: CombatCommand): CombatChange {
    const c = this.ensureOpen(combatId);
    // Every way into a fight (a character, quick NPCs, an encounter, a raw command) comes through
    // here: NPCs join hidden by the campaign's setting, in the stored event, so replays agree.
    const command = asked.type === 'combatant.add' ? joiningHidden(asked, () => this.o.store.repos.playerPrivacy.inEffect((problem) => this.o.onNotice?.(problem))) : asked;
    const previous = this.lastView(c);
    const before = c.snapshot;
    const duplicate = duplicateCharacterRefusal(before.context, command);
    if (duplicate !== null) throw new AppError('combat/not-allowed', duplicate);
    const plan = planCommand(this.rulesOf(combatId), before, command, this.o.rng);
    if (!plan.ok) throw new AppError('combat/not-allowed', plan.reason);
    const after = c.send(plan.event);
    let seq: number;
    try {
      const kept = c.history.stack.slice(0, c.history.cursor);
      seq = this.persist(c, plan.event, before, after, { cursor: c.history.cursor + 1, length: c.history.cursor + 1 }, {
        ...toStoredPayload(plan.event),
        actorId: actorOf(plan.event),
      }, (newSeq) => ({ inEffect: [...kept, newSeq], applied: newSeq }));
    } catch (error) {
      c.moved(c.history.cursor, before);
      throw error;
    }
    const keep = c.history.cursor;
    c.committed(seq, plan.event);
    this.logOf(c).remember(seq, plan.entries);
    return this.changed(c, previous, 'the added step', { keep, added: keep });
  }

  /** A campaign character joins the combat (their wounds and luck come along). */
  addCharacter(combatId: string, input: AddCharacterInput): CombatView {
    return this.command(combatId, addCharacterCommand(this.o.store, this.systemOf(combatId).system, input, this.o.newId(), this.o.newId, this.o.now()));
  }

  /** A vehicle from the catalog joins the combat. */
  addVehicle(combatId: string, input: AddVehicleInput): CombatView {
    return this.command(combatId, addVehicleCommand(this.o.store, this.systemOf(combatId).system, input, this.o.newId()));
  }

  /** The gear a combatant or vehicle can be given (campaign catalog, built-in gear filling gaps). */
  gear(): GearCatalog {
    const system = campaignSystem(this.o.store.repos);
    return combatCatalog(system.gear, system.edition);
  }

  /** Exact odds of shots as they would be declared now (no dice, nothing stored). */
  odds(combatId: string, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
    const ctx = this.ensureOpen(combatId).snapshot.context;
    const rules = this.rulesOf(combatId);
    return declarationOddsMany(rules, ctx, queries);
  }

  /**
   * Issue 22: exact odds of tasks as drafted in the declare panel, by the edition's own
   * `taskOdds` (no dice, nothing stored); null for every question when the edition has no tasks,
   * and for a question about someone not in the fight.
   */
  taskOdds(combatId: string, queries: readonly TaskOddsQuery[]): (TaskOdds | null)[] {
    const ctx = this.ensureOpen(combatId).snapshot.context;
    const procedures = this.rulesOf(combatId).procedures;
    const people = new Set(ctx.combatants.map((c) => c.id));
    return queries.map((q) => (procedures?.taskOdds && people.has(q.combatantId) ? procedures.taskOdds(ctx, q) : null));
  }

  /** Undoes the last step in effect (a stored `history.undo`); the dice of the step are kept for redo. */
  undo(combatId: string): CombatView {
    return this.undoStep(combatId).view;
  }

  private undoStep(combatId: string): CombatChange {
    const c = this.ensureOpen(combatId);
    const refusal = this.undoRefusal(c);
    if (refusal) throw new AppError('combat/nothing-to-undo', refusal);
    return this.move(c, c.history.cursor - 1, HISTORY_UNDO);
  }

  /** Re-applies the next undone step with its stored dice (never re-rolled). */
  redo(combatId: string): CombatView {
    return this.redoStep(combatId).view;
  }

  private redoStep(combatId: string): CombatChange {
    const c = this.ensureOpen(combatId);
    if (c.history.cursor >= c.history.stack.length) throw new AppError('combat/nothing-to-redo', 'There is nothing to redo.');
    return this.move(c, c.history.cursor + 1, HISTORY_REDO);
  }

  /** The log of the steps in effect, as structured entries per step. */
  logEntries(combatId: string): CombatLogEntry[][] {
    const c = this.ensureOpen(combatId);
    return this.logOf(c).entriesInEffect(c.history.stack, c.history.cursor);
  }

  /** The log in effect, one entry per step, as plain lines. */
  logSteps(combatId: string): CombatLogStep[] {
    const c = this.ensureOpen(combatId);
    return this.logOf(c).stepsInEffect(c.history.stack, c.history.cursor);
  }

  /**
   * Issue 21: combatants added by a step in effect and no longer in the fight. Older log lines
   * still name them; the players' view must know them to keep a removed NPC's real name out.
   */
  formerCombatants(combatId: string): { id: string; name: string; kind: 'pc' | 'npc' }[] {
    const c = this.ensureOpen(combatId);
    const present = new Set(c.snapshot.context.combatants.map((x) => x.id));
    const former = new Map<string, { id: string; name: string; kind: 'pc' | 'npc' }>();
    for (const event of c.effectiveEvents()) {
      if (event.type !== 'combatant.add') continue;
      for (const spec of event.combatants) if (!present.has(spec.id)) former.set(spec.id, { id: spec.id, name: spec.name, kind: spec.kind });
    }
    return [...former.values()];
  }

  /** Issue 35: vehicles added by a step in effect and no longer in the fight (older lines name them), with their catalog type. */
  formerVehicles(combatId: string): { id: string; name: string; vehicle: string }[] {
    const c = this.ensureOpen(combatId);
    const present = new Set(c.snapshot.context.vehicles.map((v) => v.id));
    const former = new Map<string, { id: string; name: string; vehicle: string }>();
    for (const event of c.effectiveEvents()) {
      if (event.type === 'vehicle.add' && !present.has(event.vehicle.id)) former.set(event.vehicle.id, { id: event.vehicle.id, name: event.vehicle.name, vehicle: event.vehicle.definition.name });
    }
    return [...former.values()];
  }

  /** The log's version: that of the view it goes with (issue 20). */
  version(combatId: string): number {
    return this.versionOf(this.ensureOpen(combatId));
  }

  /** Every step in effect replayed with its stored dice, each under the system it was played by. */
  private replayEntries(c: OpenCombat): CombatLogEntry[][] {
    const current = this.rulesOf(c.id);
    const earlier = earlierSystems(this.combatRow(c.id)).map((e) => ({ untilSeq: e.untilSeq, rules: recordedRules(e.record) }));
    if (earlier.length === 0) return replayLog(current, c.input, c.effectiveEvents());
    // Each step replays under the system it was played by (before an adoptSystem, the earlier one).
    const rulesAt = (index: number) => {
      const seq = c.history.stack[index]!;
      return earlier.find((e) => seq <= e.untilSeq)?.rules ?? current;
    };
    return replayLog(rulesAt, c.input, c.effectiveEvents());
  }

  private logOf(c: OpenCombat): CombatLogCache {
    let log = this.logs.get(c.id);
    if (!log) {
      log = new CombatLogCache(() => this.replayEntries(c));
      this.logs.set(c.id, log);
    }
    return log;
  }

  /** The combat's name (for export file names). */
  name(combatId: string): string {
    return this.combatRow(combatId).name;
  }

  /** The log as Markdown or MUSH text. */
  exportLog(combatId: string, format: LogFormat): string {
    const combat = this.combatRow(combatId);
    const entries = this.logEntries(combatId).flat();
    // Each ended turn closes with its summary, as on the GM screen (issue 18).
    const summaries = new Map<number, string[]>();
    for (const step of this.logSteps(combatId)) if (step.summary) summaries.set(step.summary.turn, step.summary.lines);
    const edition = this.systemOf(combatId).system.edition;
    return formatCombatLog(entries, format, combat.name, summaries, `${edition.name} (version ${edition.version})`);
  }

  /** Deletes a combat with its log (the log's triggers allow only whole-combat deletion). */
  remove(combatId: string): boolean {
    // Its checkpoints would be deleted with it: none is written.
    this.checkpoints.discard(combatId);
    this.forget(combatId);
    return this.o.store.transact((repos) => repos.combats.remove(combatId));
  }

  /**
   * Stores the combat's pending checkpoints and its state as it stands, then stops its actor and
   * forgets it (it is reopened from the file, without replaying, when next needed).
   */
  close(combatId: string): void {
    const c = this.open.get(combatId);
    if (c) this.checkpoints.close(this.closingCheckpoint(c));
    else this.checkpoints.flush(combatId);
    this.forget(combatId);
  }

  /** Stops the combat's actor and drops everything kept for it in memory. */
  private forget(combatId: string): void {
    this.open.get(combatId)?.stop();
    this.open.delete(combatId);
    this.systems.delete(combatId);
    this.sent.delete(combatId);
    this.versions.delete(combatId);
    this.logs.delete(combatId);
    this.memos.delete(combatId);
  }

  /** Closes every open combat (campaign closing), checkpoints stored first. */
  closeAll(): void {
    for (const id of [...this.open.keys()]) this.close(id);
    this.checkpoints.flush();
    // What else is kept per combat goes with closing it; a system can be looked up without opening.
    this.systems.clear();
  }

  /** For tests and diagnostics: the open combat's in-memory state. */
  openCombat(combatId: string): OpenCombat {
    return this.ensureOpen(combatId);
  }

  private undoRefusal(c: OpenCombat): string | null {
    if (c.history.cursor === 0) return 'There is nothing to undo.';
    // The end of a combat handed its wounds to the characters: that is not taken back silently.
    if (phaseOf(c.snapshot) === 'ended') return 'The combat has ended; its wounds are with the characters now.';
    return null;
  }

  private move(c: OpenCombat, cursor: number, type: typeof HISTORY_UNDO | typeof HISTORY_REDO): CombatChange {
    const previous = this.lastView(c);
    const from = c.history.cursor;
    const before = c.snapshot;
    // Redo replays the stored event (its dice included) on the current state: nothing is rolled.
    const target = type === HISTORY_REDO ? replayEvent(this.systemOf(c.id).machine, before, c.eventAt(c.history.cursor)) : c.snapshotAt(cursor);
    // The luck of the steps in effect after the move; a redo records its step's changes again.
    const inEffect = c.history.stack.slice(0, cursor);
    const applied = type === HISTORY_REDO ? c.history.stack[c.history.cursor]! : null;
    this.persist(c, null, before, target, { cursor, length: c.history.stack.length }, { type, actorId: null, payload: {}, dice: [] }, () => ({ inEffect, applied }));
    c.moved(cursor, target);
    const entries: CombatLogEntry[] = [{ kind: 'note', turn: target.context.turn, text: type === HISTORY_UNDO ? 'Storyteller undoes a step.' : 'Storyteller redoes a step.' }];
    return this.changed(c, previous, entries, type === HISTORY_UNDO ? { keep: cursor, added: null } : { keep: from, added: from });
  }

  private persist(
    c: OpenCombat,
    event: CombatMachineEvent | null,
    before: CombatMachineSnapshot,
    after: CombatMachineSnapshot,
    history: StoredCombatSnapshot['history'],
    stored: Parameters<typeof writeStep>[1]['event'],
    steps: (seq: number) => Pick<WriteThrough, 'inEffect' | 'applied'>,
  ): number {
    // Only this host writes the combat row while the combat is open: the copy it read or wrote is current.
    const combat = c.row ?? this.combatRow(c.id);
    const at = this.o.now().toISOString();
    const ending = event?.type === 'combat.end';
    const system = this.systemOf(c.id).system;
    let changedCharacters: string[] = [];
    const { seq, combat: written } = writeStep(this.o.store, {
      combat,
      event: stored,
      phase: phaseOf(after),
      before: before.context,
      after: after.context,
      at,
      // Luck and wounds reach the characters with the step itself (nothing for a mock combat).
      also: (repos, newSeq) => {
        changedCharacters = writeThrough(repos, { combat, system, before: before.context, after: after.context, ending, now: at, ...steps(newSeq) });
      },
    });
    c.row = written;
    // The combat's version is its last log event (issue 20): every step writes one, here.
    this.versions.set(c.id, seq);
    if (changedCharacters.length > 0) this.o.onCharactersChanged?.(changedCharacters);
    // A checkpoint after every N-th command in effect and every turn end, written after the step answered.
    if (event !== null && isCheckpoint(history.cursor, this.o.checkpointEvery, event.type)) {
      this.checkpoints.schedule({ combatId: c.id, eventSeq: seq, machine: this.systemOf(c.id).machine, snapshot: after, history });
    }
    return seq;
  }

  /** The open combat's state as a checkpoint keyed by the command it follows. */
  private closingCheckpoint(c: OpenCombat) {
    const { stack, cursor } = c.history;
    return { combatId: c.id, eventSeq: checkpointKey(stack, cursor), machine: this.systemOf(c.id).machine, snapshot: c.snapshot, history: { cursor, length: stack.length } };
  }

  /**
   * The step's update from the view the windows had (`previous`) to the new one, pushed to every
   * window. `log` null: the windows refetch everything (`reset`).
   */
  private changed(c: OpenCombat, previous: { view: CombatView; version: number }, entries: CombatLogEntry[] | 'the added step', log: LogChange | null): CombatChange {
    const view = this.toView(c);
    const version = this.versionOf(c);
    const added = log && log.added !== null ? this.logOf(c).step(c.history.stack, c.history.cursor, log.added) : null;
    // The step in words, as Markdown list lines: a command's are its log step's lines (formatting
    // its entries a second time cost as much as the rest of a 500-action step's answer).
    const lastStep =
      entries === 'the added step'
        ? (added?.lines ?? []).map((l) => (l.startsWith('  ') ? `  - ${l.slice(2)}` : `- ${l}`))
        : formatCombatLog(entries, 'markdown').split('\n').filter((l) => l.startsWith('-') || l.startsWith('  -'));
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
    this.sent.set(c.id, { view, version });
    this.o.onChange?.(change);
    return change;
  }

  /** The view the windows hold now (built once after opening, then kept from step to step). */
  private lastView(c: OpenCombat): { view: CombatView; version: number } {
    return this.sent.get(c.id) ?? { view: this.toView(c), version: this.versionOf(c) };
  }

  private versionOf(c: OpenCombat): number {
    let v = this.versions.get(c.id);
    if (v === undefined) {
      v = this.o.store.repos.combatLog.lastSeq(c.id);
      this.versions.set(c.id, v);
    }
    return v;
  }

  private toView(c: OpenCombat): CombatView {
    const cs = this.systemOf(c.id);
    const current = this.o.store.repos.campaign.revision();
    return toCombatView(cs.system.combat, c.snapshot, this.historyView(c), {
      edition: cs.system.edition.name,
      ...(cs.system.edition.dice.modifierUnit ? { modifierUnit: cs.system.edition.dice.modifierUnit } : {}),
      revision: cs.revision,
      campaignRevision: current,
      lists: cs.lists,
    }, this.memoOf(c.id));
  }

  private memoOf(combatId: string): CombatViewMemo {
    let memo = this.memos.get(combatId);
    if (!memo) this.memos.set(combatId, (memo = createViewMemo()));
    return memo;
  }

  /** The system the combat plays by: recorded at its creation (or adopted since). */
  private systemOf(combatId: string): CombatSystem {
    let cs = this.systems.get(combatId);
    if (!cs) {
      cs = combatSystemFrom(recordedSystem(this.combatRow(combatId), this.o.store.repos));
      this.systems.set(combatId, cs);
    }
    return cs;
  }

  private rulesOf(combatId: string) {
    return this.systemOf(combatId).system.combat;
  }

  private historyView(c: OpenCombat) {
    return {
      position: c.history.cursor,
      length: c.history.stack.length,
      canUndo: this.undoRefusal(c) === null,
      canRedo: c.history.cursor < c.history.stack.length,
    };
  }

  private combatRow(combatId: string): Combat {
    const combat = this.o.store.repos.combats.get(combatId);
    if (!combat) throw new AppError('combat/not-found', `There is no combat with id ${combatId}.`);
    return combat;
  }

  private ensureOpen(combatId: string): OpenCombat {
    const existing = this.open.get(combatId);
    if (existing) return existing;
    const combat = this.combatRow(combatId);
    const c = loadCombat({
      store: this.o.store,
      combat,
      input: machineInputOf(combat),
      machine: this.systemOf(combatId).machine,
      checkpointEvery: this.o.checkpointEvery,
      appVersion: this.o.appVersion,
      now: this.o.now,
      onNotice: this.o.onNotice,
    });
    c.row = combat;
    this.open.set(combatId, c);
    return c;
  }
}
