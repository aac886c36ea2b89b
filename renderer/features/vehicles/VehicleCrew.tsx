import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_CREW_PASSENGERS } from '../../../shared/domain/campaign-vehicle';
import type { CampaignVehicleView } from '../../../shared/ipc/vehicle-contract';
import { useClient } from '../../api/client';
import { CalendarUndo } from './CalendarUndo';
import { seatsElsewhere } from './crew-logic';

type Run = (work: () => Promise<string>) => Promise<void>;

/**
 * The vehicle's crew between fights (issue 39): its pilot and passengers, campaign characters each
 * holding one seat across the campaign's vehicles (those seated elsewhere are shown but not
 * offered). Saving is a campaign-log step: the undo below the crew form takes it back.
 */
export function VehicleCrew({ vehicle: v, vehicles, busy, run }: { vehicle: CampaignVehicleView; vehicles: readonly CampaignVehicleView[]; busy: boolean; run: Run }) {
  const client = useClient();
  const characters = useQuery({ queryKey: ['character.list'], queryFn: () => client.call('character.list', {}) });
  const [pilot, setPilot] = useState(v.crew.pilot?.id ?? '');
  const [passengers, setPassengers] = useState(v.crew.passengers.map((p) => p.id));
  const [pick, setPick] = useState('');
  const people = characters.data?.characters ?? [];
  const nameOf = (id: string) => people.find((c) => c.id === id)?.name ?? v.crew.passengers.find((p) => p.id === id)?.name ?? id;
  const elsewhere = seatsElsewhere(vehicles, v.id);
  const taken = new Set([pilot, ...passengers]);
  const free = people.filter((c) => !elsewhere.has(c.id) && !taken.has(c.id));
  const changed = pilot !== (v.crew.pilot?.id ?? '') || JSON.stringify(passengers) !== JSON.stringify(v.crew.passengers.map((p) => p.id));
  const option = (c: { id: string; name: string }) => (
    <option key={c.id} value={c.id} disabled={elsewhere.has(c.id)}>
      {c.name}
      {elsewhere.has(c.id) ? ` (${elsewhere.get(c.id)!})` : ''}
    </option>
  );
  return (
    <section className="sheet-section" aria-labelledby="crew-title">
      <h2 id="crew-title">Crew</h2>
      <form
        className="vehicle-crew"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await client.call('vehicles.setCrew', { id: v.id, crew: { pilotId: pilot || null, passengerIds: passengers } });
            return "Crew saved (the calendar's undo takes it back).";
          });
        }}
      >
        <label>
          Pilot{' '}
          <select value={pilot} onChange={(e) => setPilot(e.target.value)} aria-label="Pilot">
            <option value="">nobody</option>
            {pilot && !free.some((c) => c.id === pilot) && <option value={pilot}>{nameOf(pilot)}</option>}
            {people.filter((c) => !passengers.includes(c.id) && c.id !== pilot).map(option)}
          </select>
        </label>
        <div>
          <span>Passengers</span>
          {passengers.length === 0 ? (
            <p className="muted small">None.</p>
          ) : (
            <ol className="vehicle-passengers" data-testid="vehicle-passengers">
              {passengers.map((id) => (
                <li key={id}>
                  {nameOf(id)}{' '}
                  <button type="button" className="quiet small" aria-label={`Take ${nameOf(id)} off the passengers`} onClick={() => setPassengers(passengers.filter((p) => p !== id))}>
                    Remove
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div className="row">
            <select value={pick} onChange={(e) => setPick(e.target.value)} aria-label="Add passenger">
              <option value="">choose a character…</option>
              {people.filter((c) => !taken.has(c.id)).map(option)}
            </select>
            <button
              type="button"
              disabled={pick === '' || passengers.length >= MAX_CREW_PASSENGERS}
              onClick={() => {
                setPassengers([...passengers, pick]);
                setPick('');
              }}
            >
              Add passenger
            </button>
          </div>
        </div>
        <div className="row">
          <button type="submit" disabled={busy || !changed}>
            Save crew
          </button>
        </div>
      </form>
      <p className="muted small">A fight that adds this vehicle seats those of its crew who are in the fight, and a crew member who joins later takes their seat.</p>
      <CalendarUndo busy={busy} run={run} />
    </section>
  );
}
