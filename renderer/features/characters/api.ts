import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Input, Method, Output } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

/** Query keys of this screen; every `character.changed` push refreshes them. */
export const KEYS = {
  list: ['character.list'] as const,
  setting: ['character.setting'] as const,
  sheet: (id: string) => ['character.sheet', id] as const,
  rolls: (id: string) => ['character.rollLog', id] as const,
};

export function useCharacterList() {
  const client = useClient();
  return useQuery({ queryKey: KEYS.list, queryFn: () => client.call('character.list', {}) });
}

export function useSetting() {
  const client = useClient();
  return useQuery({ queryKey: KEYS.setting, queryFn: () => client.call('character.setting', {}), staleTime: 60_000 });
}

export function useSheet(id: string) {
  const client = useClient();
  return useQuery({ queryKey: KEYS.sheet(id), queryFn: () => client.call('character.sheet', { id }) });
}

export function useRollLog(id: string) {
  const client = useClient();
  return useQuery({ queryKey: KEYS.rolls(id), queryFn: () => client.call('character.rollLog', { id, limit: 8 }) });
}

/** Refetches what this screen shows when main says characters (or rolls, or the campaign) changed. */
export function useCharacterPushes(): void {
  const client = useClient();
  const qc = useQueryClient();
  useEffect(() => {
    const offChanged = client.on('character.changed', ({ ids }) => {
      void qc.invalidateQueries({ queryKey: KEYS.list });
      // The weekly award's status (last given, PCs reached) follows the ledgers.
      void qc.invalidateQueries({ queryKey: ['awards.weeklyStatus'] });
      for (const id of ids) void qc.invalidateQueries({ queryKey: KEYS.sheet(id) });
    });
    const offRolled = client.on('character.rolled', (entry) => {
      if (entry.characterId) void qc.invalidateQueries({ queryKey: KEYS.rolls(entry.characterId) });
      void qc.invalidateQueries({ queryKey: KEYS.rolls('*') });
    });
    const offCampaign = client.on('campaign.changed', () => void qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('character.') }));
    return () => {
      offChanged();
      offRolled();
      offCampaign();
    };
  }, [client, qc]);
}

/** A contract call as a mutation that refreshes the given character's sheet (and the list) when it lands. */
export function useCharacterCommand<M extends Method>(method: M, ids: readonly string[]) {
  const client = useClient();
  const qc = useQueryClient();
  return useMutation<Output<M>, Error, Input<M>>({
    mutationFn: (input) => client.call(method, input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: KEYS.list });
      for (const id of ids) void qc.invalidateQueries({ queryKey: KEYS.sheet(id) });
    },
  });
}

/**
 * A refusal as the storyteller reads it. Main's edge names the method and the field path
 * ("Invalid input for character.create: name: …", for developers); a form shows the field and
 * the plain sentence (issue 37 item 4).
 */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const edge = /^Invalid input for [\w.]+: ([\w.]+): (.*)$/s.exec(text);
  if (!edge) return text;
  const field = edge[1]!.split('.').at(-1)!;
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${edge[2]}.`.replace(/\.\.$/, '.');
}
