/**
 * Issue 38: a prepared step the screen already shows (prepared-steps.ts), sent to main with its
 * prepared id. Main answers whether what it committed is exactly the update shown; when it is not
 * (or the step is refused), the screen goes back to what it held and fetches the fight again. A
 * step clicked meanwhile waits for this one's answer, so it is made against what main holds.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Input } from '../../../shared/ipc/types';
import type { Client } from '../../api/client';
import { paintedOrSoon } from './after-paint';
import { combatKeys, confirmedView } from './combat-cache';

/** Steps shown and not yet answered, per query client and combat. */
const pending = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function pendingOf(queryClient: QueryClient): Map<string, Promise<unknown>> {
  let map = pending.get(queryClient);
  if (!map) pending.set(queryClient, (map = new Map()));
  return map;
}

/** Resolves once no shown step of the combat waits for its answer. */
export async function settled(queryClient: QueryClient, combatId: string): Promise<void> {
  for (let p = pendingOf(queryClient).get(combatId); p !== undefined; p = pendingOf(queryClient).get(combatId)) await p.catch(() => undefined);
}

/**
 * Sends the shown step and answers at once with the view shown: the screen is ready for the next
 * click (which waits for this answer: `settled`). A refusal reaches `onRefused` when it comes.
 */
export function stepShown(
  client: Client,
  queryClient: QueryClient,
  combatId: string,
  sent: { action: Input<'combat.step'>['action']; version: number; prepared: string },
  restore: () => void,
  onRefused: (error: unknown) => void,
): CombatView {
  const waits = pendingOf(queryClient);
  const done = confirmStep(client, queryClient, combatId, sent, restore)
    .catch(onRefused)
    .finally(() => {
      if (waits.get(combatId) === done) waits.delete(combatId);
    });
  waits.set(combatId, done);
  return confirmedView(queryClient, combatId)!;
}

/** Main's answer: the step committed as shown, or the screen goes back to what main holds. */
async function confirmStep(client: Client, queryClient: QueryClient, combatId: string, sent: { action: Input<'combat.step'>['action']; version: number; prepared: string }, restore: () => void): Promise<void> {
  let same = false;
  try {
    // The frame showing the step first: the request is sent once it is painted (after-paint.ts).
    await paintedOrSoon();
    const answer = await client.call('combat.step', { combatId, ...sent, requestId: crypto.randomUUID(), answer: 'ack' });
    same = 'ack' in answer && answer.prepared === true;
  } finally {
    // Refused, or committed otherwise than shown: back to what main holds.
    if (!same) {
      restore();
      void queryClient.invalidateQueries({ queryKey: combatKeys.log(combatId) });
      void queryClient.invalidateQueries({ queryKey: combatKeys.view(combatId) });
    }
  }
}
