/**
 * Issue 41: the host's turn forecast: before initiative and before each resolve (the declaring,
 * initiative and resolving phases), as declared or with the storyteller's "what if" drafts, on
 * the ForecastRunner (exact or table forecasts at once, full simulations in slices).
 */
import type { ForecastAnswer, WhatIf } from '../../../shared/core/combat/forecast-schema';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import { withWhatIf } from '../../../shared/core/combat/forecast-what-if';
import { phaseOf, type CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import type { CombatRules } from '../../../shared/core/combat/procedures';
import type { ForecastRunner } from './forecast-runner';

export { ForecastRunner } from './forecast-runner';

/** What the host gives a forecast: the open fight's snapshot and rules, and its runner. */
export type Forecasting = { combatId: string; snapshot: CombatMachineSnapshot; rules: CombatRules; runner: ForecastRunner };

const FORECAST_PHASES = new Set(['declaring', 'initiative', 'resolving']);

/** The forecast asked by a GM window; windows asking about the same version and drafts share one (forecast-share.ts). */
export function forecastOf(f: Forecasting, whatIf: readonly WhatIf[]): Promise<ForecastAnswer> {
  return f.runner.shared.ask(f.combatId, f.rules, f.snapshot.context, `${phaseOf(f.snapshot)}|${JSON.stringify(whatIf)}`, () => computeForecast(f, whatIf));
}

async function computeForecast(f: Forecasting, whatIf: readonly WhatIf[]): Promise<ForecastAnswer> {
  const phase = phaseOf(f.snapshot);
  if (!FORECAST_PHASES.has(phase)) return { forecast: null, superseded: false, reason: 'The forecast is for a turn being declared or resolved.' };
  const drafted = withWhatIf(f.rules, f.snapshot.context, phase === 'resolving' ? 'resolving' : 'declaring', whatIf);
  if ('refused' in drafted) return { forecast: null, superseded: false, reason: drafted.refused };
  return f.runner.run(f.combatId, f.rules, drafted.ctx);
}

/**
 * The forecast as declared when it is quick (exact or by tables), else null: the players' view
 * (when the storyteller lets players see it) is built at once after every step and never waits
 * for a full simulation.
 */
export function forecastNow(f: Forecasting): TurnForecast | null {
  if (!FORECAST_PHASES.has(phaseOf(f.snapshot))) return null;
  return f.runner.quickNow(f.combatId, f.rules, f.snapshot.context);
}
