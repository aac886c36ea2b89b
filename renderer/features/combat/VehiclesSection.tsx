import { useDroppable } from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';
import type { DndData } from './use-tracker-dnd';
import { useCampaignVehicles } from '../vehicles/api';
import { vehicleDamageChip } from './vehicle-damage';
import { VehicleRowForecast } from './VehicleForecast';

type Run = (a: CombatAction) => Promise<CombatView | null>;

function Seat({ vehicleId, role, label, children }: { vehicleId: string; role: 'pilot' | 'passenger'; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `seat:${vehicleId}:${role}`, data: { label } satisfies DndData });
  return (
    <div ref={setNodeRef} className={`seat${isOver ? ' is-over' : ''}`} aria-label={label}>
      <span className="seat-role">{role === 'pilot' ? 'Pilot' : 'Passengers'}</span>
      {children}
    </div>
  );
}

function DamageChip({ wounds, modifier, unit }: { wounds: number; modifier: number; unit: string | undefined }) {
  const { text, title } = vehicleDamageChip(wounds, modifier, unit);
  return <span className="chip warn" title={title}>{text}</span>;
}

const facts = (view: CombatView, vehicle: string) => view.system.lists.vehicles?.find((x) => x.id.toLowerCase() === vehicle.toLowerCase())?.hint ?? null;

/** The fight's vehicles with their seats (drop targets), and adding one from the gear catalog. */
export function VehiclesSection({ view, names, run, vehicleNames }: { view: CombatView; names: Map<string, string>; run: Run; vehicleNames: string[] }) {
  const [choice, setChoice] = useState('');
  // Issue 39 item 5: the campaign's own vehicles join with the damage they carry (option value `campaign:<id>`).
  const campaign = (useCampaignVehicles().data?.vehicles ?? []).filter((v) => vehicleNames.includes(v.vehicleType));
  const free = (value: string) => campaign.find((v) => `campaign:${v.id}` === value && v.fight === null);
  // A campaign vehicle just added (now in this fight) is no longer a choice: the select falls back to the first type.
  const picked = choice && (!choice.startsWith('campaign:') || free(choice)) ? choice : vehicleNames[0] || '';
  const own = picked.startsWith('campaign:') ? free(picked) : undefined;
  const serious = view.system.lists.woundSeverities.find((k) => k.id === 'serious')?.label;
  return (
    <section className="vehicles" aria-labelledby="vehicles-title">
      <div className="section-head">
        <h2 id="vehicles-title">Vehicles</h2>
        {view.allowed['vehicle.add'] && vehicleNames.length > 0 && (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void run(own ? { kind: 'addVehicle', vehicle: own.vehicleType, campaignVehicleId: own.id } : { kind: 'addVehicle', vehicle: picked });
            }}
          >
            <label className="inline">
              <span className="visually-hidden">Vehicle to add</span>
              <select value={picked} onChange={(e) => setChoice(e.target.value)} aria-label="Vehicle to add">
                {vehicleNames.map((n) => (
                  <option key={n} value={n} title={facts(view, n) ?? undefined}>
                    {n}
                  </option>
                ))}
                {campaign.length > 0 && (
                  <optgroup label="Campaign vehicles">
                    {campaign.map((v) => (
                      // One fight at a time: a vehicle already in a fight (this one or another) shows where, and cannot be picked.
                      <option key={v.id} value={`campaign:${v.id}`} disabled={v.fight !== null}>
                        {v.name} ({v.vehicleType}{v.wounds.length ? `, ${v.wounds.length} damage` : ''}){v.fight !== null ? ` — in “${v.fight}”` : ''}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            </label>
            <button type="submit">
              Add vehicle
            </button>
          </form>
        )}
      </div>
      {view.vehicles.length === 0 ? (
        <p className="muted small">No vehicles. Add one, then drag people onto its seats.</p>
      ) : (
        <ul className="vehicle-list">
          {view.vehicles.map((v) => (
            <li key={v.id} className={`vehicle${v.knockedOut ? ' is-out' : ''}`}>
              <div className="vehicle-head">
                <strong>{v.name}</strong> {v.name !== v.vehicle && <span className="muted small">{v.vehicle}</span>}
                {/* An edition's own vehicle numbers (AresMUSH: the game's file, a negative toughness kept; issue 40). */}
                {facts(view, v.vehicle) && <span className="muted small vehicle-facts">{facts(view, v.vehicle)}</span>}
                {v.wounds.length > 0 && <DamageChip wounds={v.wounds.length} modifier={v.woundModifier} unit={view.system.modifierUnit} />}
                {v.knockedOut && <span className="chip bad">Disabled</span>}
                {/* Issue 41: its chances this turn when the forecast counted a shot at it. */}
                <VehicleRowForecast id={v.id} name={v.name} {...(serious ? { seriousWord: serious } : {})} />
                {view.allowed['vehicle.remove'] && (
                  <button type="button" className="quiet small" onClick={() => void run({ kind: 'command', command: { type: 'vehicle.remove', vehicleId: v.id } })} aria-label={`Remove vehicle ${v.name}`}>
                    Remove
                  </button>
                )}
              </div>
              <Seat vehicleId={v.id} role="pilot" label={`${v.name}: pilot seat`}>
                {v.pilotId ? <Occupant id={v.pilotId} name={names.get(v.pilotId) ?? v.pilotId} run={run} canLeave={view.allowed['vehicle.leave']} /> : <span className="muted small">empty</span>}
              </Seat>
              <Seat vehicleId={v.id} role="passenger" label={`${v.name}: passengers`}>
                {v.passengerIds.length === 0 ? <span className="muted small">none</span> : v.passengerIds.map((id) => <Occupant key={id} id={id} name={names.get(id) ?? id} run={run} canLeave={view.allowed['vehicle.leave']} />)}
              </Seat>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Occupant({ id, name, run, canLeave }: { id: string; name: string; run: Run; canLeave: boolean }) {
  return (
    <span className="occupant">
      {name}
      {canLeave && (
        <button type="button" className="quiet small" onClick={() => void run({ kind: 'command', command: { type: 'vehicle.leave', combatantId: id } })} aria-label={`${name} leaves the vehicle`}>
          ✕
        </button>
      )}
    </span>
  );
}
