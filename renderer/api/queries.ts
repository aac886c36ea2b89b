import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyPrefsPatch, type Prefs, type PrefsPatch } from '../../shared/prefs/schema';
import type { Output } from '../../shared/ipc/types';
import { acceptPush } from './accept-push';
import { useClient } from './client';
import { applyCombatUpdate } from '../features/combat/combat-cache';
import { closeOldFight } from '../features/combat/campaign-switch';

export function useAbout() {
  const client = useClient();
  return useQuery({ queryKey: ['app.about'], queryFn: () => client.call('app.about', {}) });
}

export function usePrefs() {
  const client = useClient();
  return useQuery({ queryKey: ['prefs.get'], queryFn: () => client.call('prefs.get', {}) });
}

export function useSetPrefs() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PrefsPatch) => client.call('prefs.set', patch),
    // Optimistic: the choice shows at once; a refusal from main rolls it back.
    onMutate: (patch) => {
      const previous = queryClient.getQueryData<Prefs>(['prefs.get']);
      if (previous) queryClient.setQueryData<Prefs>(['prefs.get'], applyPrefsPatch(previous, patch));
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(['prefs.get'], context.previous);
    },
    onSuccess: (prefs) => queryClient.setQueryData(['prefs.get'], prefs),
  });
}

/** Keeps the query cache in step with pushes from main (another window changed something). */
export function usePushInvalidation(): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.on('prefs.changed', (prefs) => acceptPush(queryClient, ['prefs.get'], prefs)),
    [client, queryClient],
  );
  useEffect(
    () =>
      client.on('campaign.changed', (summary) => {
        acceptPush(queryClient, ['campaign.current'], summary);
        void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
        // Another campaign is open: its roster replaces the old one.
        void queryClient.invalidateQueries({ queryKey: ['character.list'] });
        void queryClient.invalidateQueries({ queryKey: ['roster.vehicles'] });
        void queryClient.invalidateQueries({ queryKey: ['system.get'] });
        // Issue 37 item 1: the old campaign's fight screen closes and its caches go.
        closeOldFight(queryClient);
      }),
    [client, queryClient],
  );
  useEffect(
    () =>
      client.on('character.changed', ({ sheetsOnly }) => {
        // A fight's wounds and luck (every wounding step): no name or count changed (issue 20).
        if (sheetsOnly) return;
        void queryClient.invalidateQueries({ queryKey: ['character.list'] });
        // The campaign summary counts PCs and NPCs.
        void queryClient.invalidateQueries({ queryKey: ['campaign.current'] });
      }),
    [client, queryClient],
  );
  useEffect(
    () =>
      client.on('system.changed', (state) => {
        acceptPush(queryClient, ['system.get'], state);
        // Open fights show whether they still play by the rules they began with.
        void queryClient.invalidateQueries({ queryKey: ['combat.get'] });
      }),
    [client, queryClient],
  );
  // Every step (any window) pushes what it changed: the cached view and log are patched (issue 20).
  useEffect(() => client.on('combat.changed', (update) => void applyCombatUpdate(queryClient, update)), [client, queryClient]);
}

export function useCampaign() {
  const client = useClient();
  return useQuery({ queryKey: ['campaign.current'], queryFn: () => client.call('campaign.current', {}) });
}

/** A campaign command whose answer is the new current campaign. */
export function useCampaignCommand<I>(run: (input: I) => Promise<Output<'campaign.current'>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (summary) => {
      const before = queryClient.getQueryData<Output<'campaign.current'>>(['campaign.current']);
      acceptPush(queryClient, ['campaign.current'], summary);
      // The answer can come before main's campaign.changed push: the old campaign's fights go now,
      // or the sidebar's Combat still leads to one ("There is no combat with id …").
      if (before?.path !== summary?.path) closeOldFight(queryClient);
    },
  });
}
