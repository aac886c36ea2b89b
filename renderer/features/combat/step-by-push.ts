/**
 * Issue 38 item 3: one copy of each update per window. The GM screen asks `combat.step` for an ack
 * (the version only) and applies the `combat.changed` push, which every window gets anyway, instead
 * of applying the same update twice (answer and push, 136 + 136 KB for "declare all" at 200).
 *
 * The push and the answer travel apart (IPC, or the browser host's event stream beside HTTP), so
 * either may come first: the step waits until the window holds the acked version, and refetches
 * when it cannot (a gap, a reset, or no push in time).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Output } from '../../../shared/ipc/types';
import type { Client } from '../../api/client';
import { applyCombatUpdate, combatKeys, confirmedVersion, confirmedView, fetchCombatView } from './combat-cache';

/** How long a step waits for its push before it refetches the view (a loaded machine, a stalled stream). */
export const PUSH_WAIT_MS = 5000;

export async function stepByPush(
  client: Client,
  queryClient: QueryClient,
  combatId: string,
  call: () => Promise<Output<'combat.step'>>,
): Promise<CombatView> {
  const refetch = () => queryClient.fetchQuery({ queryKey: combatKeys.view(combatId), queryFn: () => fetchCombatView(client, queryClient, combatId) });
  let wanted: number | null = null;
  let settle: ((view: CombatView | null) => void) | null = null;
  /** The view at the acked version once held; null when the window lost track (a gap or a reset). */
  const check = (): void => {
    if (wanted === null || settle === null) return;
    const held = confirmedVersion(queryClient, combatId);
    if (held === undefined) settle(null);
    else if (held >= wanted) settle(confirmedView(queryClient, combatId) ?? null);
  };
  // Listening before asking: a push that overtakes the answer is not missed. Applying it here too
  // is harmless (an update the window already holds is ignored), and makes the order of listeners moot.
  const off = client.on('combat.changed', (update) => {
    if (update.combatId !== combatId) return;
    applyCombatUpdate(queryClient, update);
    check();
  });
  try {
    const answer = await call();
    // A whole update (a host that does not ack): applied as before.
    if (!('ack' in answer)) return applyCombatUpdate(queryClient, answer) ?? (await refetch());
    wanted = answer.version;
    const view = await new Promise<CombatView | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), PUSH_WAIT_MS);
      settle = (v) => {
        clearTimeout(timer);
        resolve(v);
      };
      check();
    });
    return view ?? (await refetch());
  } finally {
    off();
  }
}
