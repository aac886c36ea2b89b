/**
 * Issue 38: the first undo after a long fight is reopened runs in a host that has only just
 * started, so every piece of its path ran for the first time inside it (a schema compiled, the
 * log's formatter loaded). prepare-undo.ts calls this a moment after the combat opened, while the
 * screen paints: the pure, write-free parts of a step run once, so the undo finds them warm.
 */
import { warmEventCheck } from '../db/repos/combat-log-repo';
import { noteLines } from './last-step';

export function warmStep(combatId: string, now: () => Date): void {
  warmEventCheck(combatId, now().toISOString());
  noteLines([{ kind: 'note', turn: 0, text: 'Storyteller undoes a step.' }]);
}
