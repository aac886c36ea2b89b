import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { GearCatalog } from '../../../shared/domain/gear';
import type { GearState } from '../../../shared/ipc/gear-contract';
import type { Input, Method } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

const KEY = ['gear.state'];

/**
 * Edits of this window still in flight. While more follow, an answer (or its push) must not
 * replace the catalog the later, optimistic edits already show, or a quick second drag would
 * briefly undo the first. One page holds one app, so one counter.
 */
let inFlight = 0;

/**
 * The newest editor state this window has seen (main numbers each one it builds). An older copy
 * arriving later is a late echo of an edit already overtaken (an answer and its push travel apart
 * and may arrive in either order): applied, it would take the later edits back.
 */
let newest: GearState['revision'] = { main: '', n: 0 };

/** Whether `state` is older than one already shown; otherwise it becomes the newest. */
function lateEcho(state: GearState): boolean {
  const r = state.revision;
  if (r.main === newest.main && r.n < newest.n) return true;
  newest = r;
  return false;
}

/** Methods that answer with a new editor state. */
type StateMethod = 'gear.save' | 'gear.delete' | 'gear.chartLocation' | 'gear.addBuiltin' | 'gear.undo' | 'gear.redo' | 'gear.duplicate';

/** The editor state of the open campaign, kept current by `gear.changed` pushes from main. */
export function useGearState() {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.on('gear.changed', (state) => {
        if (lateEcho(state)) return;
        const shown = queryClient.getQueryData<GearState>(KEY);
        queryClient.setQueryData<GearState>(KEY, inFlight > 0 && shown ? { ...state, catalog: shown.catalog } : state);
      }),
    [client, queryClient],
  );
  // Another campaign opened: its gear is another catalog.
  useEffect(
    () =>
      client.on('campaign.changed', () => {
        void queryClient.invalidateQueries({ queryKey: KEY });
      }),
    [client, queryClient],
  );
  return useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const state = await client.call('gear.state', {});
      const shown = queryClient.getQueryData<GearState>(KEY);
      // A read that started before an edit was answered must not show the catalog before it.
      if (lateEcho(state) && shown) return shown;
      // Nor may a read answered while edits are in flight: it predates them, and the next edit,
      // built on it, would save the older catalog over theirs (the CI failure of stop 49: a row
      // copied, then two entries set, saved the row as it was before the copy).
      return inFlight > 0 && shown ? { ...state, catalog: shown.catalog } : state;
    },
  });
}

/**
 * The catalog this window shows now, optimistic edits included, read at the moment of an edit.
 * An edit built on the catalog of the last render can miss one made a moment before whose render
 * has not landed yet (a slow machine, a quick author): saved whole, it would take that one back.
 */
export function useLatestCatalog(): () => GearCatalog | null {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.getQueryData<GearState>(KEY)?.catalog ?? null, [queryClient]);
}

/**
 * Runs one edit. `optimistic` shows the expected catalog at once (a dropped entry stays where it
 * was dropped); a refusal from main rolls it back and its message is kept in `error`.
 */
export function useGearEdit() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    // One at a time, in order: each edit builds on the catalog the previous one left.
    scope: { id: 'gear-edit' },
    networkMode: 'always',
    mutationFn: ({ method, input }: { method: StateMethod; input: unknown; optimistic?: GearCatalog }) =>
      client.call(method as Method, input as Input<StateMethod>) as Promise<GearState>,
    onMutate: ({ optimistic }) => {
      inFlight += 1;
      setError(null);
      const previous = queryClient.getQueryData<GearState>(KEY);
      if (optimistic && previous) queryClient.setQueryData<GearState>(KEY, { ...previous, catalog: optimistic });
    },
    onError: (e) => {
      inFlight -= 1;
      // Main refused: what it stores is the truth (the optimistic catalog is dropped).
      void queryClient.invalidateQueries({ queryKey: KEY });
      setError(e instanceof Error ? e.message : String(e));
    },
    onSuccess: (state) => {
      inFlight -= 1;
      if (lateEcho(state)) return;
      const shown = queryClient.getQueryData<GearState>(KEY);
      queryClient.setQueryData<GearState>(KEY, inFlight > 0 && shown ? { ...state, catalog: shown.catalog } : state);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async <M extends StateMethod>(method: M, input: Input<M>, optimistic?: GearCatalog): Promise<GearState | null> => {
      try {
        return await mutateAsync({ method, input, optimistic });
      } catch {
        return null;
      }
    },
    [mutateAsync],
  );
  // Stable, so memoised editors can clear a refusal as soon as the author edits again.
  const clearError = useCallback(() => setError(null), []);
  return { run, error, clearError, pending: mutation.isPending };
}
