/**
 * The combat host (architecture §3.8): one actor per open combat, dice rolled here and sent inside
 * the events, every accepted step stored as a log event in one transaction (snapshots are
 * checkpoints written after the step, checkpoints.ts), undo/redo as stored events, resume and
 * replay from the log. Kept per open combat: combat-memory.ts; the steps: combat-steps.ts.
 */
import type { Combat } from '../../../shared/domain/combat-log';
import type { CombatLogStep, CombatStepAction, CombatUpdate, PreparedStep } from '../../../shared/ipc/combat-contract';
import type { CombatCommand, CommandOf } from '../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';
import type { LogFormat } from '../../../shared/core/combat/log-format';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Rng } from '../../../shared/systems';
import type { GearCatalog } from '../../../shared/domain/gear';
import { addCharacterCommand, joinSeated, type AddCharacterInput } from './add-character';
import { addVehicleCommand, type AddVehicleInput } from './add-vehicle';
import { combatCatalog } from './combat-gear';
import { campaignSystem } from '../system/campaign-system';
import type { OddsAnswer, OddsQuery } from '../../../shared/core/combat/declaration-odds';
import { declareRefusal, shotOdds, taskOdds } from './combat-questions';
import type { TaskOdds, TaskOddsQuery } from '../../../shared/core/combat/procedures';
import { adoptedSettings, combatSystemFrom, currentSystemRecord } from './combat-system';
import type { CombatStore } from './combat-store';
import { createCombat } from './create-combat';
import { CheckpointWriter } from './checkpoints';
import { DEFAULT_CHECKPOINT_EVERY } from './load-combat';
import type { OpenCombat } from './open-combat';
import { CombatMemory } from './combat-memory';
import { exportLogText, logPage } from './log-views';
import { closingCheckpoint } from './closing-checkpoint';
import { CombatSteps, type CampaignChange, type CombatChange } from './combat-steps';
import { formerCombatants, formerVehicles, type FormerCombatant, type FormerVehicle } from './former-fighters';
import type { StepMeta } from './step-guard';
import { StepDesk } from './step-desk';
import { ForecastRunner, type Forecasting } from './combat-forecast';
import { ForecastThread } from './forecast-off-thread';
import type { PreparedOutcome } from './prepared-steps';
import { lookaheadOf } from '../../../shared/systems';

export type { CampaignChange, CombatChange } from './combat-steps';

export type CombatHostOptions = {
  store: CombatStore;
  /** The app's dice (crypto); tests pass a seeded one. */
  rng: Rng;
  now: () => Date;
  newId: () => string;
  appVersion: string;
  onChange?: (change: CombatChange) => void;
  /** Campaign characters whose luck or wounds, and campaign vehicles whose damage, a committed step, undo or redo changed (their sheets refetch). */
  campaignChanged?: (changed: CampaignChange) => void;
  /** Reports a snapshot rebuilt or migrated at open (never silent). */
  onNotice?: (message: string) => void;
  /** Snapshots kept every N commands in effect (in memory for undo, and stored after the step); default 8. */
  checkpointEvery?: number;
  /** Diagnostics (benches): each stored checkpoint with the time its deferred write took. */
  onCheckpoint?: (written: { combatId: string; eventSeq: number; ms: number }) => void;
};

export type CombatSummary = Pick<Combat, 'id' | 'name' | 'status' | 'isMock' | 'round' | 'createdAt' | 'endedAt'>;

export class CombatHost {
  private readonly o: Required<Omit<CombatHostOptions, 'onChange' | 'onNotice' | 'campaignChanged' | 'onCheckpoint'>> &
    Pick<CombatHostOptions, 'onChange' | 'onNotice' | 'campaignChanged' | 'onCheckpoint'>;
  private readonly memory: CombatMemory;
  private readonly steps: CombatSteps;
  /** Snapshots stored after the step has answered (issue 20). */
  private readonly checkpoints: CheckpointWriter;
  private readonly forecasts = new ForecastRunner();
  private readonly forecastThread = new ForecastThread(); // the GM's questions: forecast-off-thread.ts
  /** The GM screen's steps: guarded (issue 37), some prepared ahead (issue 38). */
  private readonly desk: StepDesk;

  constructor(options: CombatHostOptions) {
    this.o = { checkpointEvery: DEFAULT_CHECKPOINT_EVERY, ...options };
    this.checkpoints = new CheckpointWriter({
      store: this.o.store, appVersion: this.o.appVersion, now: this.o.now,
      ...(this.o.onNotice ? { onNotice: this.o.onNotice } : {}),
      ...(this.o.onCheckpoint ? { onWritten: this.o.onCheckpoint } : {}),
    });
    // The dice are read through a lookahead, so a prepared step rolls what its click would have.
    const dice = lookaheadOf(this.o.rng);
    this.memory = new CombatMemory({ store: this.o.store, checkpointEvery: this.o.checkpointEvery, appVersion: this.o.appVersion, now: this.o.now, onNotice: this.o.onNotice });
    this.steps = new CombatSteps({
      store: this.o.store, rng: dice ?? this.o.rng, now: this.o.now, checkpointEvery: this.o.checkpointEvery, memory: this.memory, checkpoints: this.checkpoints,
      onChange: this.o.onChange, campaignChanged: this.o.campaignChanged, onNotice: this.o.onNotice,
    });
    this.desk = new StepDesk({ memory: this.memory, steps: this.steps, store: this.o.store, newId: this.o.newId, now: this.o.now, dice });
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
    createCombat(this.o.store, { id, now: this.o.now, appVersion: this.o.appVersion }, input);
    return this.view(id);
  }

  /** The combat's view, opening (resuming) it first if needed. */
  view(combatId: string): CombatView {
    const c = this.memory.ensureOpen(combatId);
    const view = this.memory.toView(c);
    this.memory.rememberSent(combatId, { view, version: this.memory.versionOf(c) });
    return view;
  }

  /** Issue 20: the view with its version (the GM screen's fetch; later steps patch it). */
  current(combatId: string): { view: CombatView; version: number } {
    const view = this.view(combatId);
    return { view, version: this.memory.sentView(combatId)!.version };
  }

  /**
   * Issue 20: the GM screen's steps, each answered with what it changed (the same update every
   * window is pushed). Refusals throw as the whole-view methods do. `meta` (issue 37): a repeated
   * request id gets its first answer; a step made against another version is refused.
   */
  step(combatId: string, action: CombatStepAction, meta: StepMeta = {}): CombatUpdate {
    return this.desk.step(combatId, action, meta);
  }

  /** Issue 38: the steps `actions` as they would be taken now on version `version` (step-desk.ts). */
  prepare(combatId: string, version: number, actions: readonly CombatStepAction[]): (PreparedStep | null)[] {
    return this.desk.prepare(combatId, version, actions);
  }

  /** Issue 38: a step the GM screen already shows as prepared (step-desk.ts). */
  stepPrepared(combatId: string, action: CombatStepAction, preparedId: string, meta: StepMeta = {}): { update: CombatUpdate; outcome: PreparedOutcome } {
    return this.desk.stepPrepared(combatId, action, preparedId, meta);
  }

  /**
   * The storyteller's "use the campaign's current system" for a running fight: the combat records
   * the new system and plays its next steps by it. Earlier steps keep their stored dice and results.
   */
  adoptSystem(combatId: string): CombatView {
    const c = this.memory.ensureOpen(combatId);
    const record = currentSystemRecord(this.o.store.repos);
    const cs = combatSystemFrom(record);
    const combat = this.memory.combatRow(combatId);
    // The steps logged so far stay ruled by the system they were played by (the log replays them so).
    const untilSeq = this.o.store.repos.combatLog.events(combatId).at(-1)?.seq ?? 0;
    this.o.store.transact((repos) => repos.combats.update({ ...combat, settings: { ...combat.settings, ...adoptedSettings(combat, repos, record, untilSeq) } }));
    this.close(combatId);
    this.memory.setSystem(combatId, cs);
    const reopened = this.memory.ensureOpen(combatId);
    // Every window refetches: the lists and words of the view may all have changed.
    const fresh = { view: this.memory.toView(reopened), version: this.memory.versionOf(reopened) };
    return this.steps.changed(reopened, fresh, [{ kind: 'note', turn: c.snapshot.context.turn, text: `Storyteller switches this combat to the campaign's current rules (revision ${record.revision}).` }], null).view;
  }

  /** Carries out a storyteller command: refused commands throw AppError 'combat/not-allowed' and change nothing. */
  command(combatId: string, command: CombatCommand): CombatView {
    return this.steps.command(combatId, command).view;
  }

  /** A campaign character joins the combat (their wounds and luck come along). */
  addCharacter(combatId: string, input: AddCharacterInput): CombatView {
    return this.command(combatId, joinSeated(this.o.store.repos, this.memory, combatId, addCharacterCommand(this.o.store, this.memory.systemOf(combatId).system, input, this.o.newId(), this.o.newId, this.o.now())));
  }

  /** A vehicle from the catalog joins the combat (a campaign vehicle with its stored crew seated, but for `keep`'s). */
  addVehicle(combatId: string, input: AddVehicleInput): CombatView {
    return this.command(combatId, addVehicleCommand(this.o.store, this.memory.systemOf(combatId).system, input, this.o.newId(), this.memory, combatId));
  }

  /** The gear a combatant or vehicle can be given (campaign catalog, built-in gear filling gaps). */
  gear(): GearCatalog {
    const system = campaignSystem(this.o.store.repos);
    return combatCatalog(system.gear, system.edition);
  }

  /** Exact odds of shots as they would be declared now (no dice, nothing stored). */
  odds(combatId: string, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
    return shotOdds(this.memory, combatId, queries);
  }

  /** Issue 42: why `action.declare` of these would be refused now (nothing stored), or null. */
  declareRefusal(combatId: string, declarations: CommandOf<'action.declare'>['declarations']): string | null {
    return declareRefusal(this.memory, combatId, declarations);
  }

  /** Issue 41: what the turn forecast is made from (combat-forecast.ts: forecastOf, forecastNow). */
  forecasting(combatId: string): Forecasting {
    const snapshot = this.memory.ensureOpen(combatId).snapshot;
    const { system, record } = this.memory.systemOf(combatId);
    return { combatId, snapshot, rules: system.combat, runner: this.forecasts, thread: { record, worker: this.forecastThread } };
  }

  /** Issue 22: exact odds of tasks as drafted (combat-questions.ts). */
  taskOdds(combatId: string, queries: readonly TaskOddsQuery[]): (TaskOdds | null)[] {
    return taskOdds(this.memory, combatId, queries);
  }

  /** Undoes the last step in effect (a stored `history.undo`); the dice of the step are kept for redo. */
  undo(combatId: string): CombatView {
    return this.steps.undo(combatId).view;
  }

  /** Re-applies the next undone step with its stored dice (never re-rolled). */
  redo(combatId: string): CombatView {
    return this.steps.redo(combatId).view;
  }

  /** The log of the steps in effect, as structured entries per step. */
  logEntries(combatId: string): CombatLogEntry[][] {
    const c = this.memory.ensureOpen(combatId);
    return this.memory.logOf(c).entriesInEffect(c.history.stack, c.history.cursor);
  }

  /** The log in effect, one entry per step, as plain lines. */
  logSteps(combatId: string): CombatLogStep[] {
    const c = this.memory.ensureOpen(combatId);
    return this.memory.logOf(c).stepsInEffect(c.history.stack, c.history.cursor);
  }

  /**
   * Issue 38: one page of the log in effect: the `limit` steps before step number `before`
   * (default: the last step), with the number of steps in effect. Only those steps (and the turn
   * a summary on them reads) are replayed when the combat was reopened.
   */
  logPage(combatId: string, page: { before?: number; limit: number }): { steps: CombatLogStep[]; total: number; version: number } {
    return logPage(this.memory, combatId, page, { combatLog: this.o.store.repos.combatLog, appVersion: this.o.appVersion });
  }

  /** Issue 21: combatants added by a step in effect and no longer in the fight (former-fighters.ts). */
  formerCombatants(combatId: string): FormerCombatant[] {
    return formerCombatants(this.memory.ensureOpen(combatId));
  }

  /** Issue 35: vehicles added by a step in effect and no longer in the fight, with their catalog type. */
  formerVehicles(combatId: string): FormerVehicle[] {
    return formerVehicles(this.memory.ensureOpen(combatId));
  }

  /** The log's version: that of the view it goes with (issue 20). */
  version(combatId: string): number {
    return this.memory.versionOf(this.memory.ensureOpen(combatId));
  }

  /** The combat's name (for export file names). */
  name(combatId: string): string {
    return this.memory.combatRow(combatId).name;
  }

  /** The log as Markdown or MUSH text. */
  exportLog(combatId: string, format: LogFormat): string {
    return exportLogText(this.memory, combatId, format);
  }

  /** Deletes a combat with its log (the log's triggers allow only whole-combat deletion). */
  remove(combatId: string): boolean {
    // Its checkpoints would be deleted with it: none is written.
    this.checkpoints.discard(combatId);
    this.desk.forget(combatId);
    this.forgetForecasts(combatId);
    this.memory.forget(combatId);
    return this.o.store.transact((repos) => repos.combats.remove(combatId));
  }

  /**
   * Stores the combat's pending checkpoints and its state as it stands, then stops its actor and
   * forgets it (it is reopened from the file, without replaying, when next needed).
   */
  close(combatId: string): void {
    const c = this.memory.openNow(combatId);
    if (c) this.checkpoints.close(closingCheckpoint(this.memory, c));
    else this.checkpoints.flush(combatId);
    this.desk.forgetPrepared(combatId);
    this.forgetForecasts(combatId);
    this.memory.forget(combatId);
  }

  /** A closed or deleted fight's forecast tables go, on main and in the worker. */
  private forgetForecasts(id: string): void {
    for (const f of [this.forecasts, this.forecastThread]) f.forget(id);
  }

  /** Closes every open combat (campaign closing), checkpoints stored first. */
  closeAll(): void {
    for (const id of this.memory.openIds()) this.close(id);
    this.checkpoints.flush();
    this.desk.forgetAll();
    // What else is kept per combat goes with closing it; a system can be looked up without opening.
    this.memory.clearSystems();
  }

  /** The open combat's in-memory state (tests, diagnostics, and which fight holds a campaign vehicle). */
  openCombat(combatId: string): OpenCombat {
    return this.memory.ensureOpen(combatId);
  }
}
