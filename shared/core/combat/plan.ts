/**
 * Turning a storyteller command into a machine event: check the guards, run the step once with
 * the host's dice while recording them, and return the event carrying those dice. Sending that
 * event to the machine (now or in a replay) gives the same result without rolling again.
 */
import { LuckRuleError } from '../dice/luck';
import type { Rng } from '../dice/rng';
import { CombatRuleError } from '../mechanics/hit-location';
import type { CombatRules } from './procedures';
import type { SnapshotFrom } from 'xstate';
import type { CombatCommand, CombatCommandType, CombatMachineEvent } from './commands';
import { createRecordingRng } from './dice-tape';
import type { CombatLogEntry } from './log-entries';
import type { CombatMachine, CombatPhase } from './machine';
import { CombatCommandError } from './step';
import { rememberStep } from './step-memo';
import { applyCommand, commandRefusal } from './steps';

export type CombatMachineSnapshot = SnapshotFrom<CombatMachine>;

export type CommandPlan =
  | { ok: true; event: CombatMachineEvent; entries: CombatLogEntry[] }
  | { ok: false; reason: string };

const PHASE_WORDS: Record<CombatPhase, string> = {
  setup: 'being set up',
  initiative: 'waiting for initiative',
  declaring: 'waiting for declarations',
  resolving: 'resolving actions',
  knockouts: 'waiting for knockout rolls',
  turnEnd: 'at the end of a turn',
  ended: 'over',
};

/** The machine's phase in a snapshot. */
export function phaseOf(snapshot: CombatMachineSnapshot): CombatPhase {
  return snapshot.value as CombatPhase;
}

/** Command types the current state has a transition for (guards not evaluated). */
export function acceptedTypes(snapshot: CombatMachineSnapshot): ReadonlySet<CombatCommandType> {
  if (snapshot.status !== 'active') return NONE_ACCEPTED;
  const machine = snapshot.machine;
  const phase = phaseOf(snapshot);
  // Issue 38: a machine's transitions never change, so each phase's set is made once (xstate
  // builds `ownEvents` anew on every read, and every step's view asks).
  let byPhase = ACCEPTED.get(machine);
  if (!byPhase) ACCEPTED.set(machine, (byPhase = new Map()));
  let accepted = byPhase.get(phase);
  if (!accepted) {
    const node = machine.states[phase];
    accepted = new Set([...machine.root.ownEvents, ...(node?.ownEvents ?? [])] as CombatCommandType[]);
    byPhase.set(phase, accepted);
  }
  return accepted;
}

const NONE_ACCEPTED: ReadonlySet<CombatCommandType> = new Set();
const ACCEPTED = new WeakMap<CombatMachineSnapshot['machine'], Map<CombatPhase, ReadonlySet<CombatCommandType>>>();

/** Why the machine would refuse `cmd` now, in words; null when it accepts it. */
export function explainRefusal(rules: CombatRules, snapshot: CombatMachineSnapshot, cmd: CombatCommand): string | null {
  if (snapshot.status === 'done') return 'This combat has ended.';
  if (snapshot.can(Object.assign({}, cmd, { dice: [] }))) return null;
  const phase = phaseOf(snapshot);
  if (!acceptedTypes(snapshot).has(cmd.type)) return `"${cmd.type}" is not allowed while the combat is ${PHASE_WORDS[phase]}.`;
  const declarePhase = phase === 'resolving' ? 'resolving' : 'declaring';
  return commandRefusal(rules, snapshot.context, cmd, declarePhase) ?? `"${cmd.type}" is not allowed now.`;
}

/** Errors a step may raise for a command the rules refuse (as opposed to bugs). */
export function isRuleRefusal(error: unknown): error is Error {
  return error instanceof CombatRuleError || error instanceof CombatCommandError || error instanceof LuckRuleError;
}

/**
 * Checks `cmd` against the machine and rolls its dice with `rng`. Nothing changes anywhere: the
 * caller sends `plan.event` to the actor to make it happen.
 */
export function planCommand(rules: CombatRules, snapshot: CombatMachineSnapshot, cmd: CombatCommand, rng: Rng): CommandPlan {
  const reason = explainRefusal(rules, snapshot, cmd);
  if (reason !== null) return { ok: false, reason };
  const recorder = createRecordingRng(rng);
  // Planned on the command exactly as it will be stored (a JSON round trip), so that the event
  // sent now and the event a replay reads back are the same.
  const stored = JSON.parse(JSON.stringify(cmd)) as CombatCommand;
  try {
    const result = applyCommand(rules, snapshot.context, stored, recorder);
    // Object.assign: a spread adding a key is slow in V8 (history.ts, toMachineEvent).
    const event: CombatMachineEvent = Object.assign({}, stored, { dice: recorder.records() });
    rememberStep(event, snapshot.context, result.context);
    return { ok: true, event, entries: result.entries };
  } catch (error) {
    if (isRuleRefusal(error)) return { ok: false, reason: error.message };
    throw error;
  }
}
