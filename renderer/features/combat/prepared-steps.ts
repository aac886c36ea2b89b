/**
 * Issue 38: prepared steps on the GM screen. A click waited for its step's answer and then for the
 * next frame: some 24 ms from click to paint at 200 combatants. So a moment after each step the
 * screen asks main to prepare the steps it is likely to take next (the banner's button, Undo:
 * main/core/combat/prepared-steps.ts), each the very update main would answer, dice included. A
 * click on one shows it at once (combat-cache.ts: showPrepared) and sends the step with its id;
 * main takes exactly that step and says whether its commit is the update shown. When it is not
 * (another window stepped first, the dice moved), the screen goes back and fetches the fight.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import { useClient } from '../../api/client';
import { confirmedVersion } from './combat-cache';
import { nextStep, offersResolveAll } from './next-step';
import { askingFor, holdPrepared, isHeld, keyOf, type StepAction } from './prepared-store';

/** After a step is shown: the screen's own follow-ups (a log page, odds) go first. */
export const PREPARE_AFTER_MS = 60;

/** The steps the screen is likely to take next on `view`: the banner's button, Resolve all remaining, and Undo. */
export function likelySteps(view: CombatView): StepAction[] {
  const out: StepAction[] = [];
  const button = nextStep(view).button;
  // A newcomer's hiding is decided when they join: main never prepares one.
  if (button && button.command.type !== 'combatant.add') out.push({ kind: 'command', command: button.command });
  // The banner's other step while actions resolve: at 200 combatants its answer was some 25 ms of
  // the click's wait (the whole turn's actions worked out and stored) before the screen could change.
  if (offersResolveAll(view) && button?.command.type !== 'action.resolveAll') out.push({ kind: 'command', command: { type: 'action.resolveAll' } });
  if (view.history.canUndo) out.push({ kind: 'undo' });
  return out;
}

/**
 * Asks main to prepare the likely next steps a moment after each step (or the view's first fetch),
 * for the version the screen holds then. A step taken meanwhile makes the answer moot.
 */
export function usePreparedSteps(combatId: string, view: CombatView): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      const version = confirmedVersion(queryClient, combatId);
      if (version === undefined) return;
      if (isHeld(queryClient, combatId, version)) return;
      const actions = likelySteps(view);
      if (actions.length === 0) return;
      const done = client
        .call('combat.prepare', { combatId, version, actions })
        .then(({ prepared }) => {
          if (confirmedVersion(queryClient, combatId) !== version) return;
          const steps = prepared.flatMap((step, i) => (step && step.update.base === version ? [{ key: keyOf(actions[i]!), step }] : []));
          holdPrepared(queryClient, combatId, version, steps);
        })
        // Only a head start: a step not prepared is taken the usual way.
        .catch(() => undefined);
      askingFor(queryClient, combatId, version, done);
    }, PREPARE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [client, queryClient, combatId, view]);
}
