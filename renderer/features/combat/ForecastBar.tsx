/**
 * Issue 41: the turn forecast on the board. Each row gets a small bar of three chances (hit at
 * least once, a Serious-or-worse wound or the edition's equivalent, knocked out at the end of
 * the turn) and a KO-risk meter; hovering or focusing it explains the numbers. Each team header
 * gets its expected number out. The words say how the numbers were made (exact, or a seeded
 * simulation with its precision).
 */
import { memo, useId, type CSSProperties } from 'react';
import type { CombatantForecast } from '../../../shared/core/combat/forecast-types';
import { useShownForecast } from './forecast-context';
import { forecastParts } from './forecast-parts';
import { knockoutWords } from './KnockoutChip';
import './forecast.css';

export const pct = (p: number) => `${Math.round(p * 100)}%`;

export { methodWords } from './forecast-parts';

/**
 * One bar (a chance as the length of its fill); a plain function, so the rows draw theirs without a
 * component each. Issue 38: the fill is the bar's own background, cut at `--p` (forecast.css): a new
 * chance repaints the bar and lays nothing out. A fill as a child sized by width laid each row out
 * again ("Resolve all" at 200 combatants changes about 150 fills at once); one scaled inside a
 * clipping bar gave each of the ~150 bars a clip and a transform of its own, some 300 paint
 * properties the compositor went through at every frame of the GM screen.
 */
export function bar(label: string, p: number | null, kind: string) {
  if (p === null) return null;
  const fill = { '--p': `${(Math.max(0.02, p) * 100).toFixed(1)}%` } as CSSProperties;
  return <span className={`fc-bar fc-${kind}`} aria-hidden="true" title={`${label} ${pct(p)}`} style={fill} />;
}

export function Bar({ label, p, kind }: { label: string; p: number | null; kind: string }) {
  return bar(label, p, kind);
}

/** `koNow`: the edition's knockout chance with the wounds already taken (FS3.1), said beside the turn's. */
export function RowForecast({ id, seriousWord, koNow }: { id: string; seriousWord?: string; koNow?: number }) {
  const { forecast, whatIf } = useShownForecast();
  const parts = forecast ? forecastParts(forecast) : null;
  const f: CombatantForecast | undefined = parts?.byId.get(id);
  if (!parts || !f) return null;
  // Issue 38: the numbers as props of a memoised part: a new answer renders again only the rows
  // whose numbers (or words) changed, not every row on screen with its three bars.
  return <RowNumbers id={id} pHit={f.pHit} pSerious={f.pSerious} pOut={f.pOut} koRisk={f.koRisk} method={parts.words} whatIf={whatIf} serious={seriousWord ?? 'Serious'} koNow={koNow} />;
}

type Numbers = { id: string; pHit: number; pSerious: number | null; pOut: number | null; koRisk: number | null; method: string; whatIf: boolean; serious: string; koNow: number | undefined };

const RowNumbers = memo(function RowNumbers({ id, pHit, pSerious, pOut, koRisk, method, whatIf, serious, koNow }: Numbers) {
  const tip = useId();
  const words = [
    `Hit and wounded at least once: ${pct(pHit)}`,
    pSerious !== null ? `${serious} or worse: ${pct(pSerious)}` : null,
    pOut !== null ? `Out at the end of the turn: ${pct(pOut)}` : 'Knockouts are the storyteller’s in this edition',
  ].filter(Boolean);
  return (
    <span role="group" className={`row-forecast${whatIf ? ' what-if' : ''}`} tabIndex={0} aria-describedby={tip} aria-label={`Forecast${whatIf ? ' (what if)' : ''}: ${words.join('; ')}`} data-testid={`forecast-${id}`} data-p-hit={pHit.toFixed(4)}>
      {/* The bars are drawn here, not as components of their own: three fewer components a row. */}
      {bar('Hit', pHit, 'hit')}
      {bar(serious, pSerious, 'serious')}
      {bar('Out', pOut, 'out')}
      {koRisk !== null && <meter className="ko-meter" min={0} max={1} low={0.25} high={0.5} optimum={0} value={koRisk} aria-label={knockoutWords(koNow, koRisk)} data-testid="ko-meter" />}
      <span role="tooltip" id={tip} className="fc-tip">
        <strong>{whatIf ? 'What if (not declared)' : 'This turn'}</strong>
        {words.map((w) => (
          <span key={w}>{w}</span>
        ))}
        {koRisk !== null && <span>{knockoutWords(koNow, koRisk)}</span>}
        <span className="muted">{method}</span>
      </span>
    </span>
  );
});

export function TeamForecast({ team }: { team: number }) {
  const { forecast, whatIf } = useShownForecast();
  const t = forecast?.teams.find((x) => x.team === team);
  if (!t || t.expectedOut === null) return null;
  return (
    <span className={`team-forecast small${whatIf ? ' what-if' : ''}`} data-testid={`team-forecast-${team}`} title={`Expected number out at the end of this turn (those out already included)${whatIf ? ', if the draft were declared' : ''}`}>
      ≈{t.expectedOut.toFixed(1)} out
    </span>
  );
}

/** One line over the board: how the forecast was made, and whether it is a "what if". */
export function ForecastNote() {
  const { forecast, whatIf, reason } = useShownForecast();
  if (!forecast) return reason ? <p className="small muted forecast-note">Forecast: {reason}</p> : null;
  return (
    <p className="small muted forecast-note" data-testid="forecast-note">
      {whatIf ? 'Forecast (what if): ' : 'Forecast: '}
      {forecastParts(forecast).words}
    </p>
  );
}
