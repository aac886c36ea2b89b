import { useQuery } from '@tanstack/react-query';
import type { Output } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';

type CombatSummary = Output<'combat.list'>['combats'][number];

/**
 * The fight a storyteller means by "Combat" mid-session (issue 18): the newest started, not ended
 * combat. Mock fights count too (a practice fight is still the one on the table). None: null.
 */
export function runningCombat(combats: readonly CombatSummary[]): CombatSummary | null {
  let best: CombatSummary | null = null;
  for (const c of combats) {
    if (c.status !== 'active') continue;
    if (best === null || c.createdAt > best.createdAt) best = c;
  }
  return best;
}

/** The sidebar's "Combat" link goes straight to the running fight; without a campaign, to the list. */
export function useRunningCombat(): CombatSummary | null {
  const client = useClient();
  const list = useQuery({ queryKey: ['combat.list'], queryFn: () => client.call('combat.list', {}), retry: false });
  return list.data ? runningCombat(list.data.combats) : null;
}
