/**
 * The combat screen's data: the view lives in the TanStack cache under ['combat.get', id] and is
 * replaced by every command answer and every `combat.changed` push (see usePushInvalidation).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CombatCommandInput } from '../../../shared/combat/commands';
import type { CombatView } from '../../../shared/combat/view';
import type { Input } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

export const combatKeys = {
  list: ['combat.list'] as const,
  view: (id: string) => ['combat.get', id] as const,
  log: (id: string) => ['combat.log', id] as const,
  gear: ['combat.gear'] as const,
  characters: ['character.list'] as const,
};

export function useCombatList() {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.list, queryFn: () => client.call('combat.list', {}) });
}

export function useCombatView(combatId: string) {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.view(combatId), queryFn: () => client.call('combat.get', { combatId }), staleTime: Infinity });
}

export function useCombatLog(combatId: string) {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.log(combatId), queryFn: () => client.call('combat.log', { combatId }) });
}

export function useGear() {
  const client = useClient();
  return useQuery({ queryKey: combatKeys.gear, queryFn: () => client.call('combat.gear', {}), staleTime: 60_000 });
}

/** The campaign's characters, refetched when main says they changed. */
export function useCharacters() {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => client.on('character.changed', () => void queryClient.invalidateQueries({ queryKey: combatKeys.characters })), [client, queryClient]);
  return useQuery({ queryKey: combatKeys.characters, queryFn: () => client.call('character.list', {}) });
}

/** Anything that answers with a new view: commands, addCharacter, undo, redo. */
export type CombatAction =
  | { kind: 'command'; command: CombatCommandInput }
  | { kind: 'addCharacter'; input: Omit<Input<'combat.addCharacter'>, 'combatId'> }
  | { kind: 'addVehicle'; vehicle: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'adoptSystem' };

export function useCombatAction(combatId: string, onError: (message: string) => void) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CombatAction): Promise<CombatView> => {
      switch (action.kind) {
        case 'command':
          return client.call('combat.command', { combatId, command: action.command });
        case 'addCharacter':
          return client.call('combat.addCharacter', { combatId, ...action.input });
        case 'addVehicle':
          return client.call('combat.addVehicle', { combatId, vehicle: action.vehicle, name: null });
        case 'undo':
          return client.call('combat.undo', { combatId });
        case 'redo':
          return client.call('combat.redo', { combatId });
        case 'adoptSystem':
          return client.call('combat.adoptSystem', { combatId });
      }
    },
    // The log is refetched on the `combat.changed` push that every accepted step sends.
    onSuccess: (view) => queryClient.setQueryData(combatKeys.view(combatId), view),
    onError: (error) => {
      onError(error instanceof Error ? error.message : String(error));
      // An optimistic drop that main refused goes back to main's state.
      void queryClient.invalidateQueries({ queryKey: combatKeys.view(combatId) });
    },
  });
}
