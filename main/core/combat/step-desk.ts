/**
 * The GM screen's steps as the combat host takes them: each guarded (issue 37: a repeated request
 * gets its first answer, a step made against another version is refused), some prepared ahead
 * (issue 38, prepared-steps.ts), each answered with what it changed (issue 20).
 */
import type { CombatStepAction, CombatUpdate, PreparedStep } from '../../../shared/ipc/combat-contract';
import type { LookaheadRng } from '../../../shared/systems';
import { addCharacterCommand, joinSeated } from './add-character';
import { addVehicleCommand } from './add-vehicle';
import type { CombatMemory } from './combat-memory';
import { updateOf, type CombatSteps } from './combat-steps';
import type { CombatStore } from './combat-store';
import { PreparedSteps, type PreparedOutcome } from './prepared-steps';
import { StepGuard, type StepMeta } from './step-guard';

export type StepDeskOptions = {
  memory: CombatMemory;
  steps: CombatSteps;
  store: CombatStore;
  newId: () => string;
  now: () => Date;
  dice: LookaheadRng | null;
};

export class StepDesk {
  private readonly guard = new StepGuard();
  private readonly prepared: PreparedSteps;

  constructor(private readonly o: StepDeskOptions) {
    this.prepared = new PreparedSteps({ memory: o.memory, store: o.store, dice: o.dice });
  }

  step(combatId: string, action: CombatStepAction, meta: StepMeta): CombatUpdate {
    const first = this.guard.repeated(combatId, meta);
    if (first) return first;
    this.guard.checkVersion(meta, this.version(combatId));
    // A step of any kind lets go of what was prepared for the state it leaves.
    this.prepared.forget(combatId);
    const answer = this.take(combatId, action);
    this.guard.remember(combatId, meta, answer);
    return answer;
  }

  /**
   * The steps `actions` as they would be taken now on version `version`, each the update it
   * would answer (null where one cannot be prepared). Nothing is stored or pushed.
   */
  prepare(combatId: string, version: number, actions: readonly CombatStepAction[]): (PreparedStep | null)[] {
    return this.prepared.prepare(this.o.memory.ensureOpen(combatId), version, actions);
  }

  /**
   * A step the GM screen already shows as prepared (`preparedId`). Taken as prepared when it still
   * stands ('same': the committed update is exactly the one handed over), else afresh.
   */
  stepPrepared(combatId: string, action: CombatStepAction, preparedId: string, meta: StepMeta): { update: CombatUpdate; outcome: PreparedOutcome } {
    const first = this.guard.repeated(combatId, meta);
    if (first) return { update: first, outcome: 'afresh' };
    this.guard.checkVersion(meta, this.version(combatId));
    const held = this.prepared.take(this.o.memory.ensureOpen(combatId), preparedId, action);
    const answer = held?.planned && action.kind === 'command' ? updateOf(this.o.steps.command(combatId, action.command, held.planned)) : this.take(combatId, action);
    this.guard.remember(combatId, meta, answer);
    return { update: answer, outcome: held !== null && JSON.stringify(answer) === held.text ? 'same' : 'afresh' };
  }

  /** A combat deleted: nothing of it is kept. */
  forget(combatId: string): void {
    this.guard.forget(combatId);
    this.prepared.forget(combatId);
  }

  /** A combat closed: what was prepared for it goes (its repeated requests are still answered). */
  forgetPrepared(combatId: string): void {
    this.prepared.forget(combatId);
  }

  forgetAll(): void {
    this.guard.forgetAll();
    this.prepared.forgetAll();
  }

  private version(combatId: string): number {
    return this.o.memory.versionOf(this.o.memory.ensureOpen(combatId));
  }

  private take(combatId: string, action: CombatStepAction): CombatUpdate {
    const { memory, steps, store } = this.o;
    switch (action.kind) {
      case 'command':
        return updateOf(steps.command(combatId, action.command));
      case 'undo':
        return updateOf(steps.undo(combatId));
      case 'redo':
        return updateOf(steps.redo(combatId));
      case 'addCharacter': {
        const { kind: _kind, ...input } = action;
        return updateOf(steps.command(combatId, joinSeated(store.repos, memory, combatId, addCharacterCommand(store, memory.systemOf(combatId).system, input, this.o.newId(), this.o.newId, this.o.now()))));
      }
      case 'addVehicle': {
        const { kind: _kind, ...input } = action;
        return updateOf(steps.command(combatId, addVehicleCommand(store, memory.systemOf(combatId).system, input, this.o.newId(), memory, combatId)));
      }
    }
  }
}
