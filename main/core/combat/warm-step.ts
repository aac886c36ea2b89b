/**
 * Issue 38: the first undo after a long fight is reopened runs in a host that has only just
 * started, so every piece of its path ran for the first time inside it (a schema compiled, the
 * log's formatter loaded). prepare-undo.ts calls this a moment after the combat opened, while the
 * screen paints: the pure, write-free parts of a step run once, so the undo finds them warm.
 */
import type { Combat } from '../../../shared/domain/combat-log';
import { CombatSchema } from '../../../shared/domain/combat-log';
import { combatContract } from '../../../shared/ipc/combat-contract';
import { warmEventCheck } from '../db/repos/combat-log-repo';
import { noteLines } from './last-step';

export function warmStep(combatId: string, now: () => Date, combat?: Combat | null): void {
  warmEventCheck(combatId, now().toISOString());
  noteLines([{ kind: 'note', turn: 0, text: 'Storyteller undoes a step.' }]);
  // The request's own check: every input is parsed against the contract at the edge
  // (main/core/rpc/dispatch.ts), and compiling the step's schema cost the first undo 1.5–2.5 ms.
  const step = combatContract['combat.step'].input;
  for (const kind of ['undo', 'redo'] as const) step.safeParse({ combatId, action: { kind }, version: 0, requestId: 'warm', answer: 'ack' });
  // An undo across a turn writes the combat row (its round, its status), checked on the way in.
  if (combat) CombatSchema.safeParse(combat);
}
