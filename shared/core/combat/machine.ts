/**
 * The FS3 combat turn as an XState v5 machine (architecture §3.8): setup → declaring →
 * resolving → knockouts → turn end → declaring …, with storyteller overrides at any point and
 * `ended` as the final state. Context is JSON only. Dice arrive inside events, recorded by the
 * host, so a transition is a pure function of (snapshot, event) and replays exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { CombatRules } from './procedures';
import type { CombatCommandType, CombatMachineEvent, CommandOf } from './commands';
import { initialContext, type CombatContext, type CombatInput } from './context';
import type { DeclarePhase } from './declare';
import { createTapeRng } from './dice-tape';
import { plannedStep } from './step-memo';
import { commandRefusal, runStep } from './steps';
import { allResolved } from './turn';

type GuardArgs = { context: CombatContext; event: CombatMachineEvent };

const NO_INPUT: CombatInput = { combatId: 'no-input', abilities: { initiative: 'Initiative', toughness: 'Toughness', firstAid: 'First Aid' } };

/** Builds the machine for a ruleset. Each named guard is the command's refusal check. */
export function createCombatMachine(rules: CombatRules) {
  const allowed =
    (type: CombatCommandType, phase: DeclarePhase = 'declaring') =>
    ({ context, event }: GuardArgs) =>
      event.type === type && commandRefusal(rules, context, event, phase) === null;
  const step = <T extends CombatCommandType>(type: T) =>
    assign<CombatContext, CombatMachineEvent, undefined, CombatMachineEvent, never>(({ context, event }) => {
      assertEvent(event, type);
      const planned = plannedStep(event, context);
      if (planned) return planned;
      const tape = createTapeRng(event.dice);
      const result = runStep({ rules, rng: tape }, context, event as unknown as CommandOf<T>);
      // Every stored die must be used: otherwise the log and the code disagree about this step.
      tape.finish();
      return result.context;
    });

  // Removing people and vehicles, boarding and leaving: only between turns' actions (setup,
  // declaring, end of turn), never with actions half-resolved.
  const rosterChanges = {
    'combatant.remove': { guard: 'canRemoveCombatant', actions: 'removeCombatant' },
    'vehicle.add': { guard: 'canAddVehicle', actions: 'addVehicle' },
    'vehicle.remove': { guard: 'canRemoveVehicle', actions: 'removeVehicle' },
    'vehicle.board': { guard: 'canBoardVehicle', actions: 'boardVehicle' },
    'vehicle.leave': { guard: 'canLeaveVehicle', actions: 'leaveVehicle' },
  } as const;
  const resolving = {
    // Knockout rolls come only after every action (seed 004).
    always: { guard: 'allActionsResolved', target: 'knockouts' },
    on: {
      'action.declare': { guard: 'canChangePendingAction', actions: 'declareActions' },
      'initiative.reorder': { guard: 'onlyTiesReordered', actions: 'reorderInitiative' },
      'action.resolveNext': { guard: 'hasPendingActions', actions: 'resolveNextAction' },
      'action.resolveAll': { guard: 'hasPendingActionsForAll', actions: 'resolveAllActions' },
      'action.hold': { guard: 'canHold', actions: 'holdAction' },
      'action.release': { guard: 'canRelease', actions: 'releaseAction' },
    },
  } as const;
  const knockouts = { on: { 'knockout.roll': { target: 'turnEnd', actions: 'rollKnockouts' } } } as const;
  const initiativeFirst = rules.procedures?.initiativeFirst === true;
  // Seed 004's turn (FS3.2, FS3.1, AresMUSH): declare, then initiative, then the actions.
  const fs3States = {
    setup: {
      on: {
        ...rosterChanges,
        'combat.start': { guard: 'hasCombatants', target: 'declaring', actions: 'startCombat' },
      },
    },
    declaring: {
      on: {
        ...rosterChanges,
        'action.declare': { guard: 'canDeclare', actions: 'declareActions' },
        'action.quickDeclare': { guard: 'canQuickDeclare', actions: 'quickDeclare' },
        'npc.autoDeclare': { guard: 'canAutoDeclare', actions: 'autoDeclare' },
        'initiative.roll': { guard: 'allDeclared', target: 'resolving', actions: 'rollInitiative' },
      },
    },
    resolving,
    knockouts,
    turnEnd: { on: { ...rosterChanges, 'turn.end': { target: 'declaring', actions: 'endTurn' } } },
    ended: { type: 'final' },
  } as const;
  // Seed 003's turn: initiative first, declarations from the lowest initiative up, then the
  // actions from the highest (`actions.begin` builds the order). Latecomers roll while declaring.
  const initiativeFirstStates = {
    setup: {
      on: {
        ...rosterChanges,
        'combat.start': { guard: 'hasCombatants', target: 'initiative', actions: 'startCombat' },
      },
    },
    initiative: {
      on: {
        ...rosterChanges,
        'initiative.roll': { guard: 'allDeclared', target: 'declaring', actions: 'rollInitiative' },
      },
    },
    declaring: {
      on: {
        ...rosterChanges,
        'initiative.roll': { guard: 'allDeclared', actions: 'rollInitiative' },
        'action.declare': { guard: 'canDeclare', actions: 'declareActions' },
        'action.quickDeclare': { guard: 'canQuickDeclare', actions: 'quickDeclare' },
        'npc.autoDeclare': { guard: 'canAutoDeclare', actions: 'autoDeclare' },
        'actions.begin': { guard: 'canBeginActions', target: 'resolving', actions: 'beginActions' },
      },
    },
    resolving,
    knockouts,
    turnEnd: { on: { ...rosterChanges, 'turn.end': { target: 'initiative', actions: 'endTurn' } } },
    ended: { type: 'final' },
  } as const;
  return setup({
    types: {
      context: {} as CombatContext,
      events: {} as CombatMachineEvent,
      input: {} as CombatInput,
    },
    guards: {
      canAddCombatant: allowed('combatant.add'),
      canRemoveCombatant: allowed('combatant.remove'),
      canUpdateCombatant: allowed('combatant.update'),
      canUpdateMany: allowed('combatant.updateMany'),
      canAddVehicle: allowed('vehicle.add'),
      canRemoveVehicle: allowed('vehicle.remove'),
      canBoardVehicle: allowed('vehicle.board'),
      canLeaveVehicle: allowed('vehicle.leave'),
      hasCombatants: allowed('combat.start'),
      canDeclare: allowed('action.declare', 'declaring'),
      canChangePendingAction: allowed('action.declare', 'resolving'),
      canQuickDeclare: allowed('action.quickDeclare'),
      canAutoDeclare: allowed('npc.autoDeclare'),
      canSetAuto: allowed('npc.setAuto'),
      allDeclared: allowed('initiative.roll'),
      canBeginActions: allowed('actions.begin'),
      onlyTiesReordered: allowed('initiative.reorder'),
      hasPendingActions: allowed('action.resolveNext'),
      hasPendingActionsForAll: allowed('action.resolveAll'),
      allActionsResolved: ({ context }) => allResolved(context),
      woundExists: allowed('wound.edit'),
      woundRemovable: allowed('wound.remove'),
      woundMovable: allowed('wound.moveWithLuck'),
      canRerollWithLuck: allowed('luck.reroll'),
      woundTargetExists: allowed('wound.add'),
      canKnockOut: allowed('combatant.knockOut'),
      canRevive: allowed('combatant.revive'),
      canAddModifier: allowed('modifier.add'),
      modifierExists: allowed('modifier.remove'),
      canHold: allowed('action.hold'),
      canRelease: allowed('action.release'),
      canAddCondition: allowed('condition.add'),
      canEditCondition: allowed('condition.edit'),
      canRemoveCondition: allowed('condition.remove'),
      canSetNote: allowed('note.set'),
      canSetPrivacy: allowed('privacy.set'),
      canSetNames: allowed('privacy.names'),
    },
    actions: {
      addCombatant: step('combatant.add'),
      removeCombatant: step('combatant.remove'),
      updateCombatant: step('combatant.update'),
      updateMany: step('combatant.updateMany'),
      renameTeam: step('team.rename'),
      addVehicle: step('vehicle.add'),
      removeVehicle: step('vehicle.remove'),
      boardVehicle: step('vehicle.board'),
      leaveVehicle: step('vehicle.leave'),
      startCombat: step('combat.start'),
      declareActions: step('action.declare'),
      quickDeclare: step('action.quickDeclare'),
      autoDeclare: step('npc.autoDeclare'),
      setAuto: step('npc.setAuto'),
      rollInitiative: step('initiative.roll'),
      beginActions: step('actions.begin'),
      reorderInitiative: step('initiative.reorder'),
      resolveNextAction: step('action.resolveNext'),
      resolveAllActions: step('action.resolveAll'),
      rollKnockouts: step('knockout.roll'),
      endTurn: step('turn.end'),
      endCombat: step('combat.end'),
      addWound: step('wound.add'),
      editWound: step('wound.edit'),
      removeWound: step('wound.remove'),
      moveWound: step('wound.moveWithLuck'),
      rerollWithLuck: step('luck.reroll'),
      knockOut: step('combatant.knockOut'),
      revive: step('combatant.revive'),
      addModifier: step('modifier.add'),
      removeModifier: step('modifier.remove'),
      holdAction: step('action.hold'),
      releaseAction: step('action.release'),
      addCondition: step('condition.add'),
      editCondition: step('condition.edit'),
      removeCondition: step('condition.remove'),
      setNote: step('note.set'),
      setPrivacy: step('privacy.set'),
      setNames: step('privacy.names'),
    },
  }).createMachine({
    id: 'combat',
    // XState's pure `transition()` builds a throwaway actor without input; an empty combat keeps
    // that cheap instead of throwing (the host always passes the stored input).
    context: ({ input }) => initialContext(input ?? NO_INPUT),
    initial: 'setup',
    // Storyteller overrides and mid-fight additions work in every state but the final one.
    on: {
      'combatant.add': { guard: 'canAddCombatant', actions: 'addCombatant' },
      'combatant.update': { guard: 'canUpdateCombatant', actions: 'updateCombatant' },
      'combatant.updateMany': { guard: 'canUpdateMany', actions: 'updateMany' },
      'team.rename': { actions: 'renameTeam' },
      'wound.add': { guard: 'woundTargetExists', actions: 'addWound' },
      'wound.edit': { guard: 'woundExists', actions: 'editWound' },
      'wound.remove': { guard: 'woundRemovable', actions: 'removeWound' },
      'wound.moveWithLuck': { guard: 'woundMovable', actions: 'moveWound' },
      'luck.reroll': { guard: 'canRerollWithLuck', actions: 'rerollWithLuck' },
      'combatant.knockOut': { guard: 'canKnockOut', actions: 'knockOut' },
      'combatant.revive': { guard: 'canRevive', actions: 'revive' },
      'modifier.add': { guard: 'canAddModifier', actions: 'addModifier' },
      'modifier.remove': { guard: 'modifierExists', actions: 'removeModifier' },
      'condition.add': { guard: 'canAddCondition', actions: 'addCondition' },
      'condition.edit': { guard: 'canEditCondition', actions: 'editCondition' },
      'condition.remove': { guard: 'canRemoveCondition', actions: 'removeCondition' },
      'note.set': { guard: 'canSetNote', actions: 'setNote' },
      'npc.setAuto': { guard: 'canSetAuto', actions: 'setAuto' },
      // Issue 21: what the players see, in every phase but the end (a final state takes no event,
      // and an ended fight's steps cannot be undone).
      'privacy.set': { guard: 'canSetPrivacy', actions: 'setPrivacy' },
      'privacy.names': { guard: 'canSetNames', actions: 'setNames' },
      'combat.end': { target: '.ended', actions: 'endCombat' },
    },
    states: initiativeFirst ? initiativeFirstStates : fs3States,
  });
}

export type CombatMachine = ReturnType<typeof createCombatMachine>;

export const COMBAT_PHASES = ['setup', 'initiative', 'declaring', 'resolving', 'knockouts', 'turnEnd', 'ended'] as const;
/** The machine's top-level states. */
export type CombatPhase = (typeof COMBAT_PHASES)[number];
