import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HealingSheet } from '../../../shared/ipc/calendar-contract';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';
import { useGameSystem } from '../../api/game-system';
import { woundModifierText } from '../../../shared/sheet/wound-words';
import { useStatusAction } from '../../components/useStatusAction';
import { healingKey, useCalendarPushes } from '../calendar/calendar-api';
import '../calendar/calendar.css';
import { AddWound, type Run } from './WoundForm';
import { WoundItem } from './WoundItem';

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

/** The patient's care: their doctor and whether they are in hospital. */
export function CareForm({ healing: h, busy, run }: { healing: HealingSheet; busy: boolean; run: Run }) {
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
