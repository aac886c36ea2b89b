import { useState } from 'react';
import { VEHICLE_NAME_MAX } from '../../../shared/domain/campaign-vehicle';
import { useClient } from '../../api/client';
import { QueryState } from '../../components/QueryState';
import { useStatusAction } from '../../components/useStatusAction';
import { useCampaignVehicles, vehicleHref } from './api';
import { crewText } from './crew-logic';
import './vehicles.css';

/**
 * The roster's campaign vehicles (issue 39 item 5): each with its type, damage and mechanic,
 * opening its sheet; a new one from a vehicle type. Vehicle types stay in the table above.
 */
export function CampaignVehiclesPanel() {
  const client = useClient();
  const list = useCampaignVehicles();
  const { status, busy, run } = useStatusAction();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const types = list.data?.types ?? [];
  const picked = type || types[0] || '';
  return (
    <section className="panel campaign-vehicles" aria-labelledby="campaign-vehicles-title">
      <h2 id="campaign-vehicles-title">Campaign vehicles</h2>
      <p className="muted small">Vehicles the campaign keeps between fights: their damage stays until a mechanic repairs it on the calendar.</p>
      <QueryState isPending={list.isPending} error={list.error}>
        {list.data && list.data.vehicles.length === 0 && <p className="muted small">None yet.</p>}
        {list.data && list.data.vehicles.length > 0 && (
          <ul className="vehicle-roster" data-testid="campaign-vehicles">
            {list.data.vehicles.map((v) => (
              <li key={v.id}>
                <a href={vehicleHref(v.id)}>{v.name}</a> <span className="muted small">{v.vehicleType}</span>{' '}
                {v.wounds.length === 0 ? (
                  <span className="chip ok">Undamaged</span>
                ) : (
                  <span className="chip warn">
                    {v.wounds.length} {v.wounds.length === 1 ? 'wound' : 'wounds'} · {v.wounds.map((w) => w.label).join(', ')}
                  </span>
                )}
                {crewText(v.crew) && <span className="muted small" data-testid="vehicle-crew-summary"> · {crewText(v.crew)}</span>}
                {v.mechanicName && <span className="muted small"> · mechanic {v.mechanicName}</span>}
                {v.fight && <span className="muted small"> · in “{v.fight}”</span>}
              </li>
            ))}
          </ul>
        )}
        {types.length > 0 ? (
          <form
            className="row new-vehicle"
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                await client.call('vehicles.create', { name, vehicleType: picked });
                setName('');
                return `${name.trim()} (${picked}) added.`;
              });
            }}
          >
            <label>
              Name <input value={name} maxLength={VEHICLE_NAME_MAX} onChange={(e) => setName(e.target.value)} aria-label="New vehicle name" />
            </label>
            <label>
              Type{' '}
              <select value={picked} onChange={(e) => setType(e.target.value)} aria-label="New vehicle type">
                {types.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || name.trim() === ''}>
              Add vehicle
            </button>
          </form>
        ) : (
          <p className="muted small">This campaign has no vehicle types: add one in the gear editors first.</p>
        )}
      </QueryState>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted small'} data-testid="vehicle-status">
          {status.text}
        </p>
      )}
    </section>
  );
}
