import { useState } from 'react';
import type { Options } from './encounter-api';
import { AddRow, named, type Update } from './EditorControls';
import { nextVehicleKey, removeVehicle, type Draft } from './encounter-logic';
import { useCampaignVehicles } from '../vehicles/api';

/**
 * The encounter's vehicles: from the gear catalog (the fight's own), or the campaign's own
 * vehicles (issue 39), which come in with their damage and crew; each with its name in the fight.
 */
export function VehiclesFieldset({ draft, update, options }: { draft: Draft; update: Update; options: Options }) {
  const [addVehicle, setAddVehicle] = useState('');
  const [addCampaign, setAddCampaign] = useState('');
  const campaign = useCampaignVehicles().data?.vehicles ?? [];
  const listed = new Set(draft.vehicles.map((v) => v.campaignVehicleId).filter(Boolean));
  const describe = (v: Draft['vehicles'][number]) => {
    if (!v.campaignVehicleId) return `${v.vehicle}${options.vehicles.includes(v.vehicle) ? '' : ' (no longer in the gear catalog)'}`;
    const own = campaign.find((c) => c.id === v.campaignVehicleId);
    return own ? `${own.name}: campaign ${own.vehicleType}, with its damage and crew` : `${v.vehicle}: a campaign vehicle no longer in the campaign`;
  };
  return (
    <fieldset>
      <legend>Vehicles</legend>
      {draft.vehicles.length === 0 ? (
        <p className="muted">No vehicles. Add one from the gear catalog or the campaign's own, then seat people in it above.</p>
      ) : (
        <ul className="vehicle-rows">
          {draft.vehicles.map((v, i) => (
            <li key={v.key}>
              <span data-testid={`enc-vehicle-${i}-what`}>{describe(v)}</span>
              <label htmlFor={`enc-vehicle-${i}-name`}>Name in the fight</label>
              <input id={`enc-vehicle-${i}-name`} value={v.name} placeholder={v.campaignVehicleId ? (campaign.find((c) => c.id === v.campaignVehicleId)?.name ?? v.vehicle) : v.vehicle} maxLength={120} onChange={(e) => update((d) => ({ ...d, vehicles: d.vehicles.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)) }))} />
              <button type="button" className="quiet" onClick={() => update((d) => removeVehicle(d, v.key))}>
                Remove<span className="sr-only"> vehicle {v.name || v.vehicle}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddRow
        id="enc-add-vehicle"
        label="Vehicle to add"
        empty="Choose a vehicle"
        value={addVehicle}
        onChange={setAddVehicle}
        options={named(options.vehicles)}
        disabled={!addVehicle || draft.vehicles.length >= 40}
        onAdd={() => {
          update((d) => ({ ...d, vehicles: [...d.vehicles, { key: nextVehicleKey(d.vehicles), vehicle: addVehicle, name: '' }] }));
          setAddVehicle('');
        }}
        button="Add vehicle"
      />
      {campaign.length > 0 && (
        <AddRow
          id="enc-add-campaign-vehicle"
          label="Campaign vehicle to add"
          empty="Choose a campaign vehicle"
          value={addCampaign}
          onChange={setAddCampaign}
          options={campaign.filter((c) => !listed.has(c.id)).map((c) => ({ value: c.id, label: `${c.name} (${c.vehicleType})` }))}
          disabled={!addCampaign || draft.vehicles.length >= 40}
          onAdd={() => {
            const own = campaign.find((c) => c.id === addCampaign);
            if (own) update((d) => ({ ...d, vehicles: [...d.vehicles, { key: nextVehicleKey(d.vehicles), vehicle: own.vehicleType, name: '', campaignVehicleId: own.id }] }));
            setAddCampaign('');
          }}
          button="Add campaign vehicle"
        />
      )}
    </fieldset>
  );
}
