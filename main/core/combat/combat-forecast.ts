/**
 * Issue 41: the host's turn forecast: before initiative and before each resolve (the declaring,
 * initiative and resolving phases), as declared or with the storyteller's "what if" drafts, on
 * the ForecastRunner (exact or table forecasts at once, full simulations in slices).
 */
import type { ForecastAnswer, WhatIf } from '../../../shared/core/combat/forecast-schema';
import { withWhatIf } from '../../../shared/core/combat/forecast-what-if';
import { phaseOf, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import type { CombatRules } from '../../../shared/core/combat/procedures';
import type { ForecastRunner } from './forecast-runner';

export { ForecastRunner } from './forecast-runner';
export type { ForecastAnswer, WhatIf };

const FORECAST_PHASES = new Set(['declaring', 'initiative', 'resolving']);

export async function forecastOf(runner: ForecastRunner, snapshot: CombatMachineSnapshot, rules: CombatRules, combatId: string, whatIf: readonly WhatIf[]): Promise<ForecastAnswer> {
  const phase = phaseOf(snapshot);
  if (!FORECAST_PHASES.has(phase)) return { forecast: null, superseded: false, reason: 'The forecast is for a turn being declared or resolved.' };
  const drafted = withWhatIf(rules, snapshot.context, phase === 'resolving' ? 'resolving' : 'declaring', whatIf);
  if ('refused' in drafted) return { forecast: null, superseded: false, reason: drafted.refused };
  return runner.run(combatId, rules, drafted.ctx);
}
