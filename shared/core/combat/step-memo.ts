/**
 * The host plans a command by running its step once with recording dice; the machine would then
 * run the same step again from the recorded dice. Both runs are pure functions of the same
 * (context, event), so the planned result is remembered for that exact event object and context
 * object, and the machine's action takes it instead of recomputing (half the work of a
 * 500-combatant turn). Replays read events back from storage, never hit this memo, and so still
 * prove that the stored dice reproduce the stored snapshot.
 */
import type { CombatMachineEvent } from './commands';
import type { CombatContext } from './context';

const planned = new WeakMap<CombatMachineEvent, { before: CombatContext; after: CombatContext }>();

/** Remembers the result of planning `event` on `before`. */
export function rememberStep(event: CombatMachineEvent, before: CombatContext, after: CombatContext): void {
  planned.set(event, { before, after });
}

/** The planned result of `event` on exactly this `context`, if the host planned it. */
export function plannedStep(event: CombatMachineEvent, context: CombatContext): CombatContext | undefined {
  const p = planned.get(event);
  return p !== undefined && p.before === context ? p.after : undefined;
}

/**
 * Issue 38: the planned result is let go once the machine has taken it. The host keeps every
 * committed event (for redo), and through this memo each one kept the contexts before and after
 * its step alive: every state of an open fight, 500 combatants' worth per step of a big one.
 */
export function forgetStep(event: CombatMachineEvent): void {
  planned.delete(event);
}
