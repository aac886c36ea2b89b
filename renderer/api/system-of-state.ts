import { resolveSystem, type GameSystem } from '../../shared/systems';
import type { SystemState } from '../../shared/ipc/system-contract';

/**
 * The system a `system.get` state describes, resolved as main resolves it (main/core/system/
 * campaign-system.ts): with the campaign's AresMUSH configuration for an edition that reads one,
 * so a game's own `fs3skills` numbers reach the sheets and the odds. No gear: screens that need
 * the catalog read it themselves. Pure: the PDF worker resolves it too (a GameSystem holds
 * functions, so the worker is sent the state, not the system).
 */
export function systemOfState(state: SystemState): GameSystem {
  return resolveSystem({ choice: state.choice, setting: state.setting, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] }, config: state.config ?? null });
}
