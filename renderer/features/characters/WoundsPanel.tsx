import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HealingSheet, WoundForecastView } from '../../../shared/ipc/calendar-contract';
import type { CharacterSheet, SheetWound } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';
import { useGameSystem } from '../../api/game-system';
import { woundModifierText } from '../../../shared/sheet/wound-words';
import { useStatusAction } from '../../components/useStatusAction';
import { healingKey, useCalendarPushes } from '../calendar/calendar-api';
import '../calendar/calendar.css';

type Severity = SheetWound['severity'];
type WoundDraft = { location: string; severity: Severity; damageType: SheetWound['damageType']; description: string };

/**
 * Wounds outside combat: each one's share of the penalty, healing progress and forecast; add,
 * edit, remove and first aid (each a campaign-log step, undoable); the patient's care; the history.
 */
export function WoundsPanel({ sheet }: { sheet: CharacterSheet }) {
  useCalendarPushes();
  const client = useClient();
  const id = sheet.character.id;
  const healing = useQuery({ queryKey: healingKey(id), queryFn: () => client.call('healing.sheet', { id }) });
  const { status, busy, run } = useStatusAction();
  const h = healing.data;
  const { wounds, woundModifier } = sheet;
  const unit = useGameSystem().system?.edition.dice.modifierUnit;
  const label = (s: string) => h?.severities.find((x) => x.id === s)?.label ?? s;

  return (
    <section className="sheet-section" aria-labelledby="wounds-title">
      <h2 id="wounds-title">Wounds</h2>
      {wounds.length === 0 ? (
        <p className="muted small">Unhurt.</p>
      ) : (
        <>
          <p data-testid="wound-modifier">
            Wound modifier <strong>{woundModifierText(woundModifier.total, 'percent')}</strong>{' '}
            <span className="muted small">(exact {woundModifierText(woundModifier.exact, unit)}, rounded down)</span>
          </p>
          <ul className="wounds">
            {wounds.map((w) => (
              <WoundItem key={w.id} wound={w} healing={h} label={label} busy={busy} run={run} unit={unit} />
            ))}
          </ul>
        </>
      )}
      {h?.fight != null && (
        <p className="muted small" role="note" data-testid="wounds-in-fight">
          In the unfinished fight “{h.fight}”: its wounds change on the GM screen and reach this sheet after each step.
        </p>
      )}
      {h && h.fight === null && <AddWound healing={h} busy={busy} run={run} characterId={id} />}
      {h && <CareForm healing={h} busy={busy} run={run} />}
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted small'} data-testid="wound-status">
          {status.text}
        </p>
      )}
      {h && h.history.length > 0 && (
        <details className="wound-history-box">
          <summary>Wound history ({h.history.length})</summary>
          <ul className="wound-history" data-testid="wound-history">
            {h.history.map((e) => (
              <li key={e.id} className={e.undone ? 'undone' : undefined}>
                <span className="muted">{e.inGameDate} · {e.recordedAt.slice(0, 16).replace('T', ' ')}</span> {e.summary}
                {e.undone && <span className="muted"> (undone)</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {h?.undo && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await client.call('calendar.undo', {});
              return `Undone: ${h.undo!.label}`;
            })
          }
        >
          Undo: {h.undo.label}
        </button>
      )}
    </section>
  );
}

type Run = (work: () => Promise<string>) => Promise<void>;

function WoundItem({ wound: w, healing: h, label, busy, run, unit }: { wound: SheetWound; healing: HealingSheet | undefined; label: (s: string) => string; busy: boolean; run: Run; unit: 'dice' | 'percent' | 'goal' | undefined }) {
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

function WoundForm(props: { healing: HealingSheet; initial: WoundDraft; submitLabel: string; busy: boolean; onSubmit: (d: WoundDraft) => Promise<void>; onCancel?: () => void }) {
  const [d, setD] = useState<WoundDraft>(props.initial);
  return (
    <form
      className="wound-form"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSubmit(d).then(() => props.onCancel === undefined && setD(props.initial));
      }}
    >
      <label>
        Location <input value={d.location} onChange={(e) => setD({ ...d, location: e.target.value })} required maxLength={100} />
      </label>
      <label>
        Severity{' '}
        <select value={d.severity} onChange={(e) => setD({ ...d, severity: e.target.value as Severity })}>
          {props.healing.severities.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Type{' '}
        <select value={d.damageType} onChange={(e) => setD({ ...d, damageType: e.target.value as WoundDraft['damageType'] })}>
          <option value="wound">Wound</option>
          <option value="stun">Stun</option>
        </select>
      </label>
      <label>
        What caused it <input value={d.description} onChange={(e) => setD({ ...d, description: e.target.value })} maxLength={500} />
      </label>
      <div className="row">
        <button type="submit" disabled={props.busy || !d.location.trim()}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function AddWound({ healing, busy, run, characterId }: { healing: HealingSheet; busy: boolean; run: Run; characterId: string }) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const first = healing.severities[0]?.id ?? 'light';
  if (!open)
    return (
      <button type="button" disabled={busy} onClick={() => setOpen(true)}>
        Add a wound
      </button>
    );
  return (
    <div aria-label="Add a wound" role="group">
      <WoundForm
        healing={healing}
        initial={{ location: '', severity: first, damageType: 'wound', description: '' }}
        submitLabel="Add wound"
        busy={busy}
        onCancel={() => setOpen(false)}
        onSubmit={(d) =>
          run(async () => {
            await client.call('healing.addWound', { characterId, ...d });
            setOpen(false);
            return `Wound added: ${healing.severities.find((s) => s.id === d.severity)?.label ?? d.severity}, ${d.location}.`;
          })
        }
      />
    </div>
  );
}

function CareForm({ healing: h, busy, run }: { healing: HealingSheet; busy: boolean; run: Run }) {
  const client = useClient();
  const [doctor, setDoctor] = useState(h.care.doctorId ?? '');
  const [hospital, setHospital] = useState(h.care.inHospital);
  const changed = doctor !== (h.care.doctorId ?? '') || hospital !== h.care.inHospital;
  return (
    <form
      className="row care-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await client.call('healing.setCare', { patientId: h.characterId, doctorId: doctor || null, inHospital: hospital });
          return 'Care saved.';
        });
      }}
    >
      <label className="care-doctor">
        Doctor ({h.abilities.doctor}){' '}
        <select value={doctor} onChange={(e) => setDoctor(e.target.value)} aria-label="Doctor">
          <option value="">none</option>
          {h.carers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({h.abilities.doctor} {c.rating}, {c.patients.length}/{c.limit} patients)
            </option>
          ))}
        </select>
      </label>
      <label className="radio">
        <input type="checkbox" checked={hospital} onChange={(e) => setHospital(e.target.checked)} /> In hospital
      </label>
      <button type="submit" disabled={busy || !changed}>
        Save care
      </button>
    </form>
  );
}
