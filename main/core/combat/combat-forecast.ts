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
import type { ForecastThread } from './forecast-off-thread';
import type { CombatSystemRecord } from './recorded-rules';

export { ForecastRunner } from './forecast-runner';

/**
 * What the host gives a forecast: the open fight's snapshot and rules, its runner on main, and
 * the worker thread the GM's questions go to with the record the rules were resolved from
 * (without one, as for rules made in code, the runner on main answers).
 */
export type Forecasting = { combatId: string; snapshot: CombatMachineSnapshot; rules: CombatRules; runner: ForecastRunner; thread?: { record: CombatSystemRecord; worker: ForecastThread } };

/** When a turn can be forecast: before initiative and before each resolve. */
export const FORECAST_PHASES: ReadonlySet<string> = new Set(['declaring', 'initiative', 'resolving']);

/** The forecast asked by a GM window; windows asking about the same version and drafts share one (forecast-share.ts). */
export function forecastOf(f: Forecasting, whatIf: readonly WhatIf[]): Promise<ForecastAnswer> {
  return f.runner.shared.ask(f.combatId, f.rules, f.snapshot.context, `${phaseOf(f.snapshot)}|${JSON.stringify(whatIf)}`, () => computeForecast(f, whatIf));
}

async function computeForecast(f: Forecasting, whatIf: readonly WhatIf[]): Promise<ForecastAnswer> {
  const phase = phaseOf(f.snapshot);
  if (!FORECAST_PHASES.has(phase)) return { forecast: null, superseded: false, reason: 'The forecast is for a turn being declared or resolved.' };
  const drafted = withWhatIf(f.rules, f.snapshot.context, phase === 'resolving' ? 'resolving' : 'declaring', whatIf);
  if ('refused' in drafted) return { forecast: null, superseded: false, reason: drafted.refused };
  // Worked out beside main (forecast-worker.ts): a step clicked meanwhile is not held behind it.
  if (!f.thread?.worker.available()) return f.runner.run(f.combatId, f.rules, drafted.ctx);
  const answer = await f.thread.worker.run(f.combatId, f.thread.record, drafted.ctx);
  // The players' view (forecastNow) reads the as-declared quick forecast: this one, not a second.
  if (drafted.ctx === f.snapshot.context && !answer.superseded) f.runner.shared.quickOf(f.rules, drafted.ctx, () => quickPart(answer));
  return answer;
}

/** The quick forecast within an answer: itself when exact or by tables; none when only the full turn could tell. */
function quickPart(answer: ForecastAnswer): TurnForecast | null {
  const f = answer.forecast;
  return f && f.engine !== 'full' ? f : null;
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
