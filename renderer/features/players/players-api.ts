/**
 * Issue 21: the storyteller's players.* calls (shared/ipc/players-contract.ts), kept live by the
 * 'players.changed' push: devices connecting, links revoked and rolls asked show without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptPush } from '../../api/accept-push';
import { useEffect } from 'react';
import type { PlayersStatus } from '../../../shared/ipc/players-contract';
import type { PlayerPrivacy } from '../../../shared/player/privacy';
import type { Input } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

export const playersKeys = {
  status: ['players.status'] as const,
  interfaces: ['players.interfaces'] as const,
  privacy: ['players.privacy'] as const,
  preview: ['players.preview'] as const,
};

export function usePlayersStatus() {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.on('players.changed', (status) => {
        acceptPush(queryClient, playersKeys.status, status);
        void queryClient.invalidateQueries({ queryKey: playersKeys.preview });
      }),
    [client, queryClient],
  );
  return useQuery({ queryKey: playersKeys.status, queryFn: () => client.call('players.status', {}) });
}

export function useInterfaces(enabled: boolean) {
  const client = useClient();
  return useQuery({ queryKey: playersKeys.interfaces, queryFn: () => client.call('players.interfaces', {}), enabled });
}

/** A players.* command whose answer is the new status. */
export function useStatusCommand<I>(run: (input: I) => Promise<PlayersStatus>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (status) => queryClient.setQueryData(playersKeys.status, status) });
}

export function usePrivacy() {
  const client = useClient();
  return useQuery({ queryKey: playersKeys.privacy, queryFn: () => client.call('players.privacy', {}) });
}

export function useSetPrivacy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacy: PlayerPrivacy) => client.call('players.setPrivacy', privacy),
    // Shown at once; main's answer (or the old value on refusal) replaces it.
    onMutate: (privacy) => {
      const previous = queryClient.getQueryData<PlayerPrivacy>(playersKeys.privacy);
      queryClient.setQueryData(playersKeys.privacy, privacy);
      return { previous };
    },
    onError: (_e, _p, context) => {
      if (context?.previous) queryClient.setQueryData(playersKeys.privacy, context.previous);
    },
    onSuccess: (privacy) => {
      queryClient.setQueryData(playersKeys.privacy, privacy);
      void queryClient.invalidateQueries({ queryKey: playersKeys.preview });
    },
  });
}

export function useRequestRoll() {
  const client = useClient();
  return useMutation({ mutationFn: (input: Input<'players.requestRoll'>) => client.call('players.requestRoll', input) });
}
