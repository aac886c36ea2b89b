import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GameSystem } from '../../shared/systems';
import { systemOfState } from './system-of-state';
import { useClient } from './client';

export { systemOfState } from './system-of-state';

/**
 * The open campaign's game system, resolved here from `system.get` with the same code main uses,
 * so the sheet's checks and odds and the screens' lists follow the campaign's edition, setting
 * and house rules. `error` is the reason when the system cannot be resolved (an unknown edition).
 */
export function useGameSystem(): { system: GameSystem | null; error: string | null; revision: number | null } {
  const client = useClient();
  const query = useQuery({ queryKey: ['system.get'], queryFn: () => client.call('system.get', {}) });
  return useMemo(() => {
    if (!query.data) return { system: null, error: query.error ? query.error.message : null, revision: null };
    try {
      return { system: systemOfState(query.data), error: null, revision: query.data.revision };
    } catch (e) {
      return { system: null, error: e instanceof Error ? e.message : String(e), revision: query.data.revision };
    }
  }, [query.data, query.error]);
}
