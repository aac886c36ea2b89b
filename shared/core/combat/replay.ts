/**
 * Replays: folding stored machine events through the machine (exact snapshots) or through the
 * step functions alone (the log's entries). Both use the stored dice and never roll.
 */
import { createActor, initialTransition } from 'xstate';
import type { CombatRules } from './procedures';
import type { CombatMachineEvent } from './commands';
import { initialContext, type CombatContext, type CombatInput } from './context';
import { createTapeRng } from './dice-tape';
import type { CombatLogEntry } from './log-entries';
import type { CombatMachine } from './machine';
import type { CombatMachineSnapshot } from './plan';
import { applyCommand } from './steps';

/** The snapshot of a new combat. */
export function initialSnapshot(machine: CombatMachine, input: CombatInput): CombatMachineSnapshot {
  return initialTransition(machine, input)[0];
}

type ActorScope = Parameters<CombatMachine['transition']>[2];
const SCOPES = new WeakMap<CombatMachine, ActorScope>();

/**
 * Issue 38: the inert actor scope XState's pure `transition` builds for every call (a throwaway
 * actor, its initial snapshot and a system: a tenth of a 10,000-step import's rebuild), built
 * once per machine. The combat machine has no children, delays or side effects to share it with:
 * its actions only assign, and executable actions are dropped as `transition` leaves them unrun.
 */
function inertScope(machine: CombatMachine): ActorScope {
  let scope = SCOPES.get(machine);
  if (!scope) {
    // Without input, as XState's own throwaway actor (the machine's context makes an empty combat then).
    const self = createActor(machine, { input: undefined as never });
    const none = () => undefined;
    scope = { self, defer: none, id: '', logger: none, sessionId: '', stopChild: none, system: self.system, emit: none, actionExecutor: none } as unknown as ActorScope;
    SCOPES.set(machine, scope);
  }
  return scope;
}

/**
 * Applies one stored event as XState's pure `transition` does; throws if the machine refuses or errs.
 * Issue 38: refused is told by the snapshot coming back as it went in. XState returns the very
 * snapshot it was given when no transition is enabled, and every transition the combat machine
 * takes assigns a new context (so a new snapshot); asking `can()` first ran the event's guard, the
 * command's whole refusal check, a second time for every step replayed.
 */
export function replayEvent(machine: CombatMachine, snapshot: CombatMachineSnapshot, event: CombatMachineEvent): CombatMachineSnapshot {
  const next = machine.transition(snapshot, event, inertScope(machine));
  if (next === snapshot) throw new Error(`Replay: the machine refuses "${event.type}" in state ${JSON.stringify(snapshot.value)}`);
  if (next.status === 'error') throw new Error(`Replay: "${event.type}" failed: ${String(next.error)}`);
  return next;
}

/** Folds `events` from `from` (default: a new combat). */
export function replayEvents(
  machine: CombatMachine,
  input: CombatInput,
  events: Iterable<CombatMachineEvent>,
  from: CombatMachineSnapshot = initialSnapshot(machine, input),
): CombatMachineSnapshot {
  let s = from;
  for (const e of events) s = replayEvent(machine, s, e);
  return s;
}

/**
 * The log entries of each event, from the step functions and the stored dice. `rules` may vary by
 * the event's index (a combat that adopted a new system mid-fight replays each step by its own).
 * `start`: the context the events follow and the index of the first (default: a new combat, 0).
 */
export function replayLog(
  rules: CombatRules | ((index: number) => CombatRules),
  input: CombatInput,
  events: Iterable<CombatMachineEvent>,
  start?: { context: CombatContext; index: number },
): CombatLogEntry[][] {
  // Issue 38: a stretch of a long log replays from the state before it (a checkpoint's), not from the start.
  let ctx = start?.context ?? initialContext(input);
  const offset = start?.index ?? 0;
  const out: CombatLogEntry[][] = [];
  for (const e of events) {
    const tape = createTapeRng(e.dice);
    const r = applyCommand(typeof rules === 'function' ? rules(offset + out.length) : rules, ctx, e, tape);
    tape.finish();
    ctx = r.context;
    out.push(r.entries);
  }
  return out;
}
