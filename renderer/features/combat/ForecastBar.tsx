/**
 * Issue 41: the turn forecast on the board. Each row gets a small bar of three chances (hit at
 * least once, a Serious-or-worse wound or the edition's equivalent, knocked out at the end of
 * the turn) and a KO-risk meter; hovering or focusing it explains the numbers. Each team header
 * gets its expected number out. The words say how the numbers were made (exact, or a seeded
 * simulation with its precision).
 */
import { useId } from 'react';
import type { CombatantForecast, TurnForecast } from '../../../shared/core/combat/forecast-types';
import { useShownForecast } from './forecast-context';
import { knockoutWords } from './KnockoutChip';
import './forecast.css';

export const pct = (p: number) => `${Math.round(p * 100)}%`;

/** How the numbers were made, in the storyteller's words (no "seeded", no "95%"): how many play-throughs, and how close. */
export function methodWords(f: TurnForecast): string {
  if (f.method === 'exact') return 'Exact odds: no action this turn changes the odds of another.';
  const within = `each chance is right to within ${(f.precision * 100).toFixed(1)} points either way, 19 times in 20`;
  const played = f.equivalentTurns ?? f.turns ?? 0;
  // The tables play fewer turns, each averaging out the last shot at a target: say what they match.
  if (played > (f.turns ?? 0)) return `Played out ${(f.turns ?? 0).toLocaleString('en')} times, as close as playing it ${played.toLocaleString('en')} times: ${within}.`;
  return `Played out ${played.toLocaleString('en')} times: ${within}.`;
}

/**
 * Issue 38: every row on screen reads the same forecast. Its rows by id and its words are worked
 * out once per forecast, not once per row (a find over 200 and a number formatting each).
 */
const perForecast = new WeakMap<TurnForecast, { byId: ReadonlyMap<string, CombatantForecast>; words: string }>();
function forecastParts(f: TurnForecast): { byId: ReadonlyMap<string, CombatantForecast>; words: string } {
  let parts = perForecast.get(f);
  if (!parts) {
    parts = { byId: new Map(f.combatants.map((c) => [c.id, c])), words: methodWords(f) };
    perForecast.set(f, parts);
  }
  return parts;
}

export function Bar({ label, p, kind }: { label: string; p: number | null; kind: string }) {
  if (p === null) return null;
  return (
    <span className={`fc-bar fc-${kind}`} aria-hidden="true" title={`${label} ${pct(p)}`}>
      <span style={{ width: `${Math.max(2, p * 100)}%` }} />
    </span>
  );
}

/** `koNow`: the edition's knockout chance with the wounds already taken (FS3.1), said beside the turn's. */
export function RowForecast({ id, seriousWord, koNow }: { id: string; seriousWord?: string; koNow?: number }) {
  const { forecast, whatIf } = useShownForecast();
  const tip = useId();
  const parts = forecast ? forecastParts(forecast) : null;
  const f: CombatantForecast | undefined = parts?.byId.get(id);
  if (!parts || !f) return null;
  const serious = seriousWord ?? 'Serious';
  const words = [
    `Hit and wounded at least once: ${pct(f.pHit)}`,
    f.pSerious !== null ? `${serious} or worse: ${pct(f.pSerious)}` : null,
    f.pOut !== null ? `Out at the end of the turn: ${pct(f.pOut)}` : 'Knockouts are the storyteller’s in this edition',
  ].filter(Boolean);
  return (
    <span role="group" className={`row-forecast${whatIf ? ' what-if' : ''}`} tabIndex={0} aria-describedby={tip} aria-label={`Forecast${whatIf ? ' (what if)' : ''}: ${words.join('; ')}`} data-testid={`forecast-${id}`} data-p-hit={f.pHit.toFixed(4)}>
      <Bar label="Hit" p={f.pHit} kind="hit" />
      <Bar label={serious} p={f.pSerious} kind="serious" />
      <Bar label="Out" p={f.pOut} kind="out" />
      {f.koRisk !== null && <meter className="ko-meter" min={0} max={1} low={0.25} high={0.5} optimum={0} value={f.koRisk} aria-label={knockoutWords(koNow, f.koRisk)} data-testid="ko-meter" />}
      <span role="tooltip" id={tip} className="fc-tip">
        <strong>{whatIf ? 'What if (not declared)' : 'This turn'}</strong>
        {words.map((w) => (
          <span key={w}>{w}</span>
        ))}
        {f.koRisk !== null && <span>{knockoutWords(koNow, f.koRisk)}</span>}
        <span className="muted">{parts.words}</span>
      </span>
    </span>
  );
}

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
