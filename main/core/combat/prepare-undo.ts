/**
 * Issue 38: the first undo after a long fight is reopened. The state before the last step is
 * rebuilt from the nearest checkpoint (OpenCombat.snapshotAt: a stored snapshot read and parsed,
 * then up to `checkpointEvery − 1` steps replayed) in a host that has only just started. Done a
 * moment after the combat opened, while the screen paints, the undo finds that state ready.
 */
import type { CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import type { OpenCombat } from './open-combat';

/** After the screen's first questions (view, log page, lists) have been answered. */
export const PREPARE_UNDO_AFTER_MS = 150;

/**
 * Rebuilds the state an undo would go back to, later, if the combat is still open at the same
 * place; `warm` runs the step's first-time costs (warm-step.ts) at the same moment, given that state.
 */
export function prepareUndo(c: OpenCombat, stillOpen: () => boolean, warm: (target: CombatMachineSnapshot) => void = () => {}): void {
  const cursor = c.history.cursor;
  if (cursor === 0) return;
  const timer = setTimeout(() => {
    if (!stillOpen() || c.history.cursor !== cursor) return;
    try {
      warm(c.snapshotAt(cursor - 1));
    } catch {
      // Only a head start: the undo itself rebuilds the state, and reports what fails then.
    }
  }, PREPARE_UNDO_AFTER_MS);
  // Never what keeps a process (a test, a closing host) alive.
  timer.unref?.();
}
