import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resolveSystem, type GameSystem } from '../../shared/systems';
import type { SystemState } from '../../shared/ipc/system-contract';
import { useClient } from './client';

/**
 * The system a `system.get` state describes, resolved as main resolves it (main/core/system/
 * campaign-system.ts): with the campaign's AresMUSH configuration for an edition that reads one,
 * so a game's own `fs3skills` numbers reach the sheets and the odds. No gear: screens that need
 * the catalog read it themselves.
 */
export function systemOfState(state: SystemState): GameSystem {
  return resolveSystem({ choice: state.choice, setting: state.setting, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] }, config: state.config ?? null });
}

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
