/** What every step function returns: the next context and what the log should say about it. */
import type { CombatContext } from './context';
import type { CombatRules, StepResult, TurnProcedures } from './procedures';

// The step types live beside the procedures that use them (one file: they refer to each other).
export type { StepEnv, StepResult } from './procedures';

/** A step that only writes a note. */
export function noted(context: CombatContext, text: string): StepResult {
  return { context, entries: [{ kind: 'note', turn: context.turn, text }] };
}

/** Thrown by a step when the command cannot be carried out; the message is for the storyteller. */
export class CombatCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CombatCommandError';
  }
}

/** The edition's turn: the machine has none of its own (each edition supplies its procedures). */
export function turnOf(rules: CombatRules): TurnProcedures {
  const own = rules.procedures;
  if (!own) throw new CombatCommandError(`The rules "${rules.id}" have no turn procedures: an edition supplies them.`);
  return own;
}
