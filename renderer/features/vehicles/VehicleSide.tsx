import { useState } from 'react';
import type { CampaignVehicleView, VehicleList } from '../../../shared/ipc/vehicle-contract';
import { useClient } from '../../api/client';
import { signed } from '../../../shared/sheet/roll-words';
import { signedRating } from '../home/roster-logic';

type Run = (work: () => Promise<string>) => Promise<void>;

/** Who repairs it between fights, and the edition's rule (the seed's sentence) or why there is none. */
export function VehicleRepair({ vehicle: v, list, busy, run }: { vehicle: CampaignVehicleView; list: VehicleList; busy: boolean; run: Run }) {
  const client = useClient();
  const [mechanic, setMechanic] = useState(v.mechanicId ?? '');
  const { repair } = list;
  return (
    <section className="sheet-section" aria-labelledby="repair-title">
      <h2 id="repair-title">Repair</h2>
      {repair.none !== null ? (
        <p className="muted small" data-testid="repair-none">{repair.none}</p>
      ) : (
        <>
          <form
            className="row care-form"
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                await client.call('vehicles.update', { id: v.id, mechanicId: mechanic || null });
                return mechanic ? 'Mechanic saved: the calendar rolls their repair each day.' : 'No mechanic: the damage stays.';
              });
            }}
          >
            <label>
              Mechanic ({repair.ability}){' '}
              <select value={mechanic} onChange={(e) => setMechanic(e.target.value)} aria-label="Mechanic">
                <option value="">none</option>
                {list.mechanics.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} ({repair.ability} {m.rating}, up to {m.limit} {m.limit === 1 ? 'vehicle' : 'vehicles'})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || mechanic === (v.mechanicId ?? '')}>
              Save mechanic
            </button>
          </form>
          <p className="muted small" data-testid="repair-rule">
            {v.mechanicName ? `${v.mechanicName} rolls ${repair.ability} each day the calendar advances.` : 'Nobody repairs it: its damage stays.'} Rules: {repair.rule}
          </p>
        </>
      )}
    </section>
  );
}

/** The vehicle type's numbers, as the fight uses them. */
export function VehicleFacts({ vehicle: v }: { vehicle: CampaignVehicleView }) {
  const d = v.definition;
  return (
    <section className="sheet-section" aria-labelledby="type-title">
      <h2 id="type-title">{v.vehicleType}</h2>
      {d === null ? (
        <p className="warning-text">This vehicle type is no longer in the campaign: a fight cannot use the vehicle until it is back.</p>
      ) : (
        <dl className="vehicle-facts-list">
          <dt>Toughness</dt>
          <dd>{signedRating(d.toughness)}</dd>
          <dt>Armor</dt>
          <dd>{d.armor ?? 'none'}</dd>
          <dt>Dodge bonus</dt>
          <dd>{signed(d.dodgeBonus)}</dd>
          <dt>Hit chart</dt>
          <dd>{d.hitChart}</dd>
          <dt>Piloting</dt>
          <dd>{d.pilotingSkill}</dd>
          {d.weapons.length > 0 && (
            <>
              <dt>Weapons</dt>
              <dd>{d.weapons.join(', ')}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
