/**
 * Issue 41: the declare panel's "what if": while on, the forecast (board bars, team headers and
 * the lines here) is of the panel's draft, as if declared, and follows every change of action,
 * target, stance or luck before anything is committed. Off, or the panel closed: as declared.
 */
import { useEffect, useState } from 'react';
import { actionTargets, type DeclaredAction, type LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView } from '../../../shared/core/combat/view';
import { FORECAST_PHASES, useForecast, useForecastPending } from './forecast-context';
import type { DeclareViewPart } from './declare-types';

export type WhatIfDraft = { action: DeclaredAction; luck: LuckChoice | null; stance?: string };

const pct = (p: number | null) => (p === null ? '—' : `${Math.round(p * 100)}%`);

export function WhatIfToggle({ view, combatant: c, draft }: { view: DeclareViewPart; combatant: CombatantView; draft: WhatIfDraft | null }) {
  const { setDrafts, forecast, whatIf, reason } = useForecast();
  const pending = useForecastPending();
  const [on, setOn] = useState(false);
  const key = on && draft ? JSON.stringify(draft) : '';
  useEffect(() => {
    setDrafts(key ? [{ combatantId: c.id, ...(JSON.parse(key) as WhatIfDraft) }] : null);
  }, [key, c.id, setDrafts]);
  // Closing the panel puts the forecast back to what is declared.
  useEffect(() => () => setDrafts(null), [setDrafts]);
  if (!view.phase || !FORECAST_PHASES.has(view.phase)) return null;
  const ids = [c.id, ...(draft ? actionTargets(draft.action) : [])];
  const shown = on && whatIf && forecast ? ids.flatMap((id) => forecast.combatants.filter((f) => f.id === id)) : [];
  const nameOf = (id: string) => view.combatants.find((x) => x.id === id)?.name ?? id;
  return (
    <div className="what-if-box small" data-testid="what-if">
      <label className="radio">
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="what-if-toggle" />
        What if: forecast this draft before declaring
      </label>
      {on && !draft && <p className="muted">Choose an action (and its target) to see its forecast.</p>}
      {on && reason && <p className="error-text">{reason}</p>}
      {shown.length > 0 && (
        <ul className="plain" aria-live="polite" aria-busy={pending}>
          {shown.map((f) => (
            <li key={f.id} data-testid={`what-if-${nameOf(f.id)}`} data-p-hit={f.pHit.toFixed(4)}>
              {nameOf(f.id)}: hit {pct(f.pHit)} · serious+ {pct(f.pSerious)} · out {pct(f.pOut)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
