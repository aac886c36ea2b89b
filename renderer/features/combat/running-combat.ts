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
export function useRunningCombat(): Pick<CombatSummary, 'id' | 'name'> | null {
  const client = useClient();
  // Issue 38: the whole app shell renders with this hook. It listens to the running fight's id and
  // name only (the link and its title), not to the list's fetching or the fight's turn: a step that
  // changes the turn refetches the list, and the shell with the GM screen's frame rendered three
  // times more for each such step (fetch begun, ended, new turn).
  const list = useQuery({
    queryKey: ['combat.list'],
    queryFn: () => client.call('combat.list', {}),
    retry: false,
    select: (data) => {
      const running = runningCombat(data.combats);
      // A new object per answer, made the last one again by the query's structural sharing when equal.
      return running ? { id: running.id, name: running.name } : null;
    },
    notifyOnChangeProps: ['data'],
  });
  return list.data ?? null;
}
