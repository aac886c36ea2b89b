import { useState } from 'react';
import type { HealingSheet, WoundForecastView } from '../../../shared/ipc/calendar-contract';
import type { SheetWound } from '../../../shared/ipc/character-contract';
import { woundModifierText } from '../../../shared/sheet/wound-words';
import { useClient } from '../../api/client';
import { WoundForm, type Run } from './WoundForm';

/** One wound: its penalty, healing progress and forecast, first aid; edit and remove. */
export function WoundItem({ wound: w, healing: h, label, busy, run, unit }: { wound: SheetWound; healing: HealingSheet | undefined; label: (s: string) => string; busy: boolean; run: Run; unit: 'dice' | 'percent' | 'goal' | undefined }) {
  const client = useClient();
  const [editing, setEditing] = useState(false);
  const [carer, setCarer] = useState('');
  const gathered = Math.max(0, w.pointsForLevel - w.healingPoints);
  const fa = h?.firstAid.find((f) => f.woundId === w.id);
  const forecast = h?.forecast.find((f) => f.woundId === w.id);
  return (
    <li data-testid="wound">
      <div>
        <strong>{label(w.severity)}</strong> {w.damageType === 'stun' ? 'stun' : 'wound'} — {w.location}
        <span className="muted small"> · {w.description} · {w.inGameDate}</span>
      </div>
      <div className="wound-meta">
        <span>{woundModifierText(w.modifier, unit)} {w.treated ? '(healing: reduced)' : ''}</span>
        <label className="inline-progress">
          <span className="muted small">Healing {gathered}/{w.pointsForLevel} points</span>
          <progress max={1} value={w.progress} aria-label={`Healing of the ${w.location} wound`} />
        </label>
      </div>
      {fa && (
        <div className="muted small" data-testid="first-aid-state">
          First aid: {fa.state === 'none' ? 'not given' : fa.state}
          {fa.attempts > 0 ? ` (${fa.attempts} ${fa.attempts === 1 ? 'attempt' : 'attempts'})` : ''}
          {fa.refusal ? ` · ${fa.refusal}` : ''}
        </div>
      )}
      {forecast && <Forecast f={forecast} />}
      {editing && h ? (
        <WoundForm
          healing={h}
          initial={{ location: w.location, severity: w.severity, damageType: w.damageType, description: w.description }}
          submitLabel="Save wound"
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={(d) =>
            run(async () => {
              await client.call('healing.editWound', { id: w.id, ...d });
              setEditing(false);
              return `Wound saved: ${label(d.severity)}, ${d.location}.`;
            })
          }
        />
      ) : h?.fight != null ? null : (
        <div className="wound-actions">
          <button type="button" disabled={busy} onClick={() => setEditing(true)}>
            Edit
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await client.call('healing.removeWound', { id: w.id });
                return `Wound removed: ${label(w.severity)}, ${w.location}.`;
              })
            }
          >
            Remove
          </button>
          {h && fa && !fa.refusal && (
            <>
              <label>
                <span className="muted small">{h.abilities.firstAid} by </span>
                <select aria-label={`First aid carer for the ${w.location} wound`} value={carer} onChange={(e) => setCarer(e.target.value)}>
                  <option value="">choose…</option>
                  {h.carers.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                disabled={busy || !carer}
                onClick={() =>
                  void run(async () => {
                    const r = await client.call('healing.firstAid', { woundId: w.id, carerId: carer });
                    return r.summary;
                  })
                }
              >
                Give first aid
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** Days until the wound heals: median, 90th percentile and a small bar chart of the daily odds. */
function Forecast({ f }: { f: WoundForecastView }) {
  const max = Math.max(...f.perDay, 1e-9);
  const shown = f.perDay.slice(0, 60);
  return (
    <div className="small" data-testid="wound-forecast">
      <span className="muted">Heals in </span>
      {f.median === null ? (
        <span>more than {f.horizon} days at the current care</span>
      ) : (
        <span>
          ~{f.median} {f.median === 1 ? 'day' : 'days'} (median), 90% by day {f.p90 ?? `>${f.horizon}`}
        </span>
      )}
      {shown.length > 1 && (
        <div className="wound-forecast" role="img" aria-label={`Chance of healing on each day, days 1 to ${shown.length}`}>
          {shown.map((p, i) => (
            <span key={i} style={{ height: `${Math.max(1, (p / max) * 100)}%` }} title={`Day ${i + 1}: ${(p * 100).toFixed(1)}%`} />
          ))}
        </div>
      )}
    </div>
  );
}
