import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../api/client';
import { combatKeys } from './combat-cache';
import { LOG_PAGE, stepsBefore, withEarlierPage, type CombatLogData } from './log-pages';

/**
 * Issue 38: fetches the page of the log before the steps held (the reader scrolled to the top of
 * the log, or asked for earlier steps), one request at a time. A page of another version (a step
 * was taken meanwhile) is dropped and the log refetched.
 */
export function useEarlierLog(combatId: string, log: CombatLogData | undefined): { before: number; loading: boolean; loadEarlier: () => void } {
  const client = useClient();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const before = log ? stepsBefore(log) : 0;
  const loadEarlier = useCallback(() => {
    if (busy.current || before === 0) return;
    busy.current = true;
    setLoading(true);
    const key = combatKeys.log(combatId);
    client
      .call('combat.log', { combatId, before: before + 1, limit: LOG_PAGE })
      .then((page) => {
        const held = queryClient.getQueryData<CombatLogData>(key);
        const next = held ? withEarlierPage(held, page) : null;
        if (next) queryClient.setQueryData<CombatLogData>(key, next);
        else void queryClient.invalidateQueries({ queryKey: key });
      })
      .catch(() => void queryClient.invalidateQueries({ queryKey: key }))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [before, client, combatId, queryClient]);
  return { before, loading, loadEarlier };
}
