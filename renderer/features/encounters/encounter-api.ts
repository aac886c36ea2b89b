/**
 * The encounter screen's data: templates, encounters and the campaign's choices (gear names,
 * stances, NPC levels), refetched after every change here and on main's `encounter.changed` push
 * (another window's edits).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Input, Output } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

export const encounterKeys = {
  options: ['encounter.options'] as const,
  templates: ['npcTemplate.list'] as const,
  list: ['encounter.list'] as const,
  one: (id: string) => ['encounter.get', id] as const,
};

export type Template = Output<'npcTemplate.list'>['templates'][number];
export type Options = Output<'encounter.options'>;

/**
 * Refetches templates and encounters when main says they changed (another window's edits) and when
 * another campaign opens (the keys carry no campaign path). Used by every hook that reads them.
 */
function useEncounterPush() {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const offChanged = client.on('encounter.changed', ({ what }) => {
      void queryClient.invalidateQueries({ queryKey: what === 'template' ? encounterKeys.templates : encounterKeys.list });
      if (what === 'encounter') void queryClient.invalidateQueries({ queryKey: ['encounter.get'] });
    });
    const offCampaign = client.on('campaign.changed', () => {
      for (const queryKey of [encounterKeys.templates, encounterKeys.list, encounterKeys.options, ['encounter.get']]) void queryClient.invalidateQueries({ queryKey });
    });
    return () => {
      offChanged();
      offCampaign();
    };
  }, [client, queryClient]);
}

export function useEncounterOptions() {
  const client = useClient();
  useEncounterPush();
  return useQuery({ queryKey: encounterKeys.options, queryFn: () => client.call('encounter.options', {}), staleTime: 30_000 });
}

export function useTemplates() {
  const client = useClient();
  useEncounterPush();
  return useQuery({ queryKey: encounterKeys.templates, queryFn: () => client.call('npcTemplate.list', {}) });
}

export function useEncounters() {
  const client = useClient();
  useEncounterPush();
  return useQuery({ queryKey: encounterKeys.list, queryFn: () => client.call('encounter.list', {}) });
}

export function useEncounter(id: string | null) {
  const client = useClient();
  return useQuery({ queryKey: encounterKeys.one(id ?? ''), queryFn: () => client.call('encounter.get', { id: id! }), enabled: id !== null });
}

function useChange<I, O>(run: (input: I) => Promise<O>, keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useSaveTemplate() {
  const client = useClient();
  return useChange((input: Input<'npcTemplate.save'>) => client.call('npcTemplate.save', input), [encounterKeys.templates]);
}

export function useDeleteTemplate() {
  const client = useClient();
  return useChange((id: string) => client.call('npcTemplate.delete', { id }), [encounterKeys.templates]);
}

export function useSaveEncounter() {
  const client = useClient();
  return useChange((input: Input<'encounter.save'>) => client.call('encounter.save', input), [encounterKeys.list, ['encounter.get']]);
}

export function useDuplicateEncounter() {
  const client = useClient();
  return useChange((id: string) => client.call('encounter.duplicate', { id }), [encounterKeys.list]);
}

export function useDeleteEncounter() {
  const client = useClient();
  return useChange((id: string) => client.call('encounter.delete', { id }), [encounterKeys.list]);
}

/** Starting makes a combat (and NPC characters): the combat list and the roster refetch too. */
export function useStartEncounter() {
  const client = useClient();
  return useChange((id: string) => client.call('encounter.start', { id }), [['combat.list'], ['character.list']]);
}
