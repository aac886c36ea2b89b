import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

/**
 * Query key prefixes; `usePushInvalidation` refetches them when main pushes a change. Each
 * campaign file gets its own entry, so a switch never shows the previous campaign's roster.
 */
export const CHARACTER_LIST_KEY = ['character.list'] as const;
export const VEHICLES_KEY = ['roster.vehicles'] as const;

/** The characters (summaries) of the open campaign at `campaignPath`. */
export function useCharacterList(campaignPath: string) {
  const client = useClient();
  return useQuery({ queryKey: [...CHARACTER_LIST_KEY, campaignPath], queryFn: () => client.call('character.list', {}) });
}

/** The vehicle types of the open campaign's gear catalog. */
export function useVehicles(campaignPath: string) {
  const client = useClient();
  return useQuery({ queryKey: [...VEHICLES_KEY, campaignPath], queryFn: () => client.call('roster.vehicles', {}) });
}

/**
 * Roster changes refetch at once from here as well as from the push event, so the window that
 * made the change never waits on the push (and a test without pushes sees the same thing).
 */
function useRosterMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHARACTER_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ['campaign.current'] }),
      ]);
    },
  });
}

export function useCreateNpcs() {
  const client = useClient();
  return useRosterMutation((input: Input<'character.createNpcs'>) => client.call('character.createNpcs', input));
}

export function useDeleteCharacter() {
  const client = useClient();
  return useRosterMutation((id: string) => client.call('character.delete', { id }));
}
