/**
 * The combat screen's data: the view lives in the TanStack cache under ['combat.get', id] and the
 * log under ['combat.log', id]; each step's update (its answer, or the `combat.changed` push)
 * patches both (combat-cache.ts, issue 20).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Input } from '../../../shared/ipc/types';
import { useClient, type Client } from '../../api/client';

import { combatKeys, confirmedVersion, fetchCombatView, setServerView, showPrepared } from './combat-cache';
import { takePrepared } from './prepared-store';
import { settled, stepShown } from './step-shown';
import { stepByPush } from './step-by-push';
import { LOG_FIRST_PAGE } from './log-pages';
import { useStepRunner } from './step-runner';
import { stepErrorWords } from './refusal-words';

export { combatKeys } from './combat-cache';

export function useCombatList() {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.list, queryFn: () => client.call('combat.list', {}) });
}

// Structural sharing off: patched views already keep every unchanged object, and comparing a
// 200-combatant view (or a 1,000-step log) deep after every step cost more than the step.
export function useCombatView(combatId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: combatKeys.view(combatId),
    queryFn: () => fetchCombatView(client, queryClient, combatId),
    staleTime: Infinity,
    structuralSharing: false,
  });
}

// Issue 38: the last page of the log; LogPanel fetches earlier ones on scroll.
const logQuery = (client: Client, combatId: string) => ({
  queryKey: combatKeys.log(combatId),
  queryFn: () => client.call('combat.log', { combatId, limit: LOG_FIRST_PAGE }),
  staleTime: Infinity,
  structuralSharing: false,
});

export function useCombatLog(combatId: string) {
  const client = useClient();
  return useQuery(logQuery(client, combatId));
}

/**
 * Issue 38: the GM screen asks for the log's last page together with the view. LogPanel mounts
 * only once the view has come, so its own question went after the view's answer: a long fight
 * opened in two round trips, the second queued behind the screen's other questions. Asked first
 * (a layout effect runs before the view query subscribes): main answers a fight it has not opened
 * yet from the page its last checkpoint keeps, so the page need not wait while the view opens it.
 */
export function usePrefetchCombatLog(combatId: string): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    void queryClient.prefetchQuery(logQuery(client, combatId));
  }, [client, queryClient, combatId]);
}

export function useGear() {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.gear, queryFn: () => client.call('combat.gear', {}), staleTime: 60_000 });
}

/** The campaign's characters, refetched when main says they changed. */
export function useCharacters() {
  const client = useClient();
  // Refetched on `character.changed` by usePushInvalidation (App): a second listener here fetched
  // the roster twice after every wounding step (issue 20).
  return useQuery({ queryKey: combatKeys.characters, queryFn: () => client.call('character.list', {}) });
}

/** Anything that answers with a new view: commands, addCharacter, undo, redo. */
export type CombatAction =
  | { kind: 'command'; command: CombatCommandInput }
  | { kind: 'addCharacter'; input: Omit<Input<'combat.addCharacter'>, 'combatId'> }
  | { kind: 'addVehicle'; vehicle: string; campaignVehicleId?: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'adoptSystem' };

export function useCombatAction(combatId: string, onError: (message: string) => void) {
  const client = useClient();
  const queryClient = useQueryClient();
  const step = async (action: Input<'combat.step'>['action']): Promise<CombatView> => {
    // Issue 38: a step prepared ahead is shown at once (prepared-steps.ts); the next waits for its answer.
    await settled(queryClient, combatId);
    // Issue 37: the version this step was made against and an id of its own; main does it once.
    const version = confirmedVersion(queryClient, combatId);
    const ready = version === undefined ? null : takePrepared(queryClient, combatId, version, action);
    const restore = ready && showPrepared(queryClient, ready.update);
    if (ready && restore) {
      return stepShown(client, queryClient, combatId, { action, version: version!, prepared: ready.id }, restore, (error) => onError(stepErrorWords(error, action)));
    }
    // Issue 38: answered with the version only; the window applies the push (one copy of the update).
    // A gap (a step this window missed): the view is refetched whole.
    return stepByPush(client, queryClient, combatId, () =>
      client.call('combat.step', { combatId, action, requestId: crypto.randomUUID(), answer: 'ack', ...(version === undefined ? {} : { version }) }),
    );
  };
  // Issue 38: the screen does not render again when a step starts and ends (step-runner.tsx).
  return useStepRunner<CombatAction, CombatView>({
    mutationFn: async (action: CombatAction): Promise<CombatView> => {
      switch (action.kind) {
        case 'command':
          return step({ kind: 'command', command: action.command });
        case 'addCharacter':
          return step({ kind: 'addCharacter', ...action.input });
        case 'addVehicle':
          return step({ kind: 'addVehicle', vehicle: action.vehicle, name: null, ...(action.campaignVehicleId ? { campaignVehicleId: action.campaignVehicleId } : {}) });
        case 'undo':
          return step({ kind: 'undo' });
        case 'redo':
          return step({ kind: 'redo' });
        case 'adoptSystem': {
          const view = await client.call('combat.adoptSystem', { combatId });
          setServerView(queryClient, view);
          return view;
        }
      }
    },
    onError: (error, action) => {
      // A refusal from main's edge names the field as the dialog that sent the step labels it.
      onError(stepErrorWords(error, action));
      // An optimistic drop that main refused goes back to main's state.
      void queryClient.invalidateQueries({ queryKey: combatKeys.view(combatId) });
    },
  });
}
