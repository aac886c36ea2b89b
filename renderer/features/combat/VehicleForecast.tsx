/**
 * Issue 41: a vehicle's turn forecast on the board, beside its name: the same small bars as a
 * person's row (ForecastBar.tsx) for the chances the forecast gives each vehicle shot at this turn
 * (damaged at least once, a Serious-or-worse wound or the edition's equivalent, out of action at
 * the end of the turn), explained on hover or focus. A vehicle the forecast has no row for (an exact
 * forecast names only those shot at) shows none. The GM screen only: the players' view carries no
 * vehicle rows (shared/player/build.ts).
 */
import { useId } from 'react';
import type { TurnForecast, VehicleForecast } from '../../../shared/core/combat/forecast-types';
import { Bar, methodWords, pct } from './ForecastBar';
import { useShownForecast } from './forecast-context';

/** Each forecast's vehicle rows by id, worked out once per forecast (every vehicle card reads it). */
const perForecast = new WeakMap<TurnForecast, ReadonlyMap<string, VehicleForecast>>();
function vehicleRows(f: TurnForecast): ReadonlyMap<string, VehicleForecast> {
  let rows = perForecast.get(f);
  if (!rows) perForecast.set(f, (rows = new Map((f.vehicles ?? []).map((v) => [v.id, v]))));
  return rows;
}

/** The words of one vehicle's forecast, in the order of its bars. */
export function vehicleForecastWords(f: VehicleForecast, seriousWord = 'Serious'): string[] {
  return [
    `Damaged at least once: ${pct(f.pHit)}`,
    ...(f.pSerious !== null ? [`${seriousWord} or worse: ${pct(f.pSerious)}`] : []),
    f.pOut !== null ? `Out of action at the end of the turn: ${pct(f.pOut)}` : 'Whether it is out of action is the storyteller’s call in this edition',
  ];
}

export function VehicleRowForecast({ id, name, seriousWord }: { id: string; name: string; seriousWord?: string }) {
  const { forecast, whatIf } = useShownForecast();
  const tip = useId();
  const f = forecast ? vehicleRows(forecast).get(id) : undefined;
  if (!forecast || !f) return null;
  const serious = seriousWord ?? 'Serious';
  const words = vehicleForecastWords(f, serious);
  return (
    <span role="group" className={`row-forecast vehicle-forecast${whatIf ? ' what-if' : ''}`} tabIndex={0} aria-describedby={tip} aria-label={`${name} forecast${whatIf ? ' (what if)' : ''}: ${words.join('; ')}`} data-testid={`vehicle-forecast-${id}`} data-p-hit={f.pHit.toFixed(4)}>
      <Bar label="Damaged" p={f.pHit} kind="hit" />
      <Bar label={serious} p={f.pSerious} kind="serious" />
      <Bar label="Out of action" p={f.pOut} kind="out" />
      <span role="tooltip" id={tip} className="fc-tip">
        <strong>{whatIf ? `${name}: what if (not declared)` : `${name} this turn`}</strong>
        {words.map((w) => (
          <span key={w}>{w}</span>
        ))}
        <span className="muted">{methodWords(forecast)}</span>
      </span>
    </span>
  );
}
