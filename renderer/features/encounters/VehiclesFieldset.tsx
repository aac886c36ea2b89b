import { useState } from 'react';
import type { Options } from './encounter-api';
import { AddRow, named, type Update } from './EditorControls';
import { nextVehicleKey, removeVehicle, type Draft } from './encounter-logic';

/** The encounter's vehicles from the gear catalog, each with its name in the fight. */
export function VehiclesFieldset({ draft, update, options }: { draft: Draft; update: Update; options: Options }) {
  const [addVehicle, setAddVehicle] = useState('');
  return (
    <fieldset>
      <legend>Vehicles</legend>
      {draft.vehicles.length === 0 ? (
        <p className="muted">No vehicles. Add one from the gear catalog, then seat people in it above.</p>
      ) : (
        <ul className="vehicle-rows">
          {draft.vehicles.map((v, i) => (
            <li key={v.key}>
              <span>{v.vehicle}{options.vehicles.includes(v.vehicle) ? '' : ' (no longer in the gear catalog)'}</span>
              <label htmlFor={`enc-vehicle-${i}-name`}>Name in the fight</label>
              <input id={`enc-vehicle-${i}-name`} value={v.name} placeholder={v.vehicle} maxLength={120} onChange={(e) => update((d) => ({ ...d, vehicles: d.vehicles.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)) }))} />
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
    </fieldset>
  );
}
