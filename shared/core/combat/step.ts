/** What every step function returns: the next context and what the log should say about it. */
import type { CombatRuleset } from '../mechanics/combat-ruleset';
import type { CombatContext } from './context';
import type { LabelledRng } from './dice-tape';
import type { CombatLogEntry } from './log-entries';

export type StepResult = { context: CombatContext; entries: CombatLogEntry[] };

/** The environment a step runs in: the ruleset and the dice (recorded or replayed). */
export type StepEnv = { rules: CombatRuleset; rng: LabelledRng };

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
