import { useState } from 'react';
import { VEHICLE_NAME_MAX } from '../../../shared/domain/campaign-vehicle';
import type { CampaignVehicleView, VehicleList } from '../../../shared/ipc/vehicle-contract';
import { useClient } from '../../api/client';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { useStatusAction } from '../../components/useStatusAction';
import { useCampaignVehicles } from './api';
import { VehicleCrew } from './VehicleCrew';
import { VehicleFacts, VehicleRepair } from './VehicleSide';
import './vehicles.css';

/**
 * A campaign vehicle's sheet (issue 39 item 5), in the character sheet's look: its name and type,
 * the damage it carries with each wound's repair progress, its mechanic and the edition's repair
 * rule, and its type's numbers. Damage changes in fights, on the calendar, or by hand here.
 */
export function VehicleSheet({ id }: { id: string }) {
  const list = useCampaignVehicles();
  const vehicle = list.data?.vehicles.find((v) => v.id === id);
  return (
    <QueryState isPending={list.isPending} error={list.error}>
      {list.data && !vehicle && (
        <p>
          This vehicle is not in the campaign. <a href="#/characters">All characters and vehicles</a>
        </p>
      )}
      {list.data && vehicle && <SheetBody key={vehicle.id} vehicle={vehicle} list={list.data} />}
    </QueryState>
  );
}

function SheetBody({ vehicle: v, list }: { vehicle: CampaignVehicleView; list: VehicleList }) {
  const client = useClient();
  const { status, busy, run } = useStatusAction();
  const [name, setName] = useState(v.name);
  const rename = () => {
    if (name.trim() === v.name) return;
    void run(async () => {
      await client.call('vehicles.update', { id: v.id, name });
      return `Renamed ${name.trim()}.`;
    });
  };
  return (
    <div className="sheet vehicle-sheet" data-testid="vehicle-sheet">
      <header className="sheet-header">
        <div className="sheet-title">
          <a href="#/characters" onClick={(e) => { e.preventDefault(); navigate('characters'); }}>← All characters</a>
          <h1 className="sheet-name">
            <input className="name-big" aria-label="Name" maxLength={VEHICLE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} onBlur={rename} />
          </h1>
          <span className="muted">{v.vehicleType}</span>
        </div>
        <div className="sheet-tools">
          <button
            type="button"
            className="quiet"
            disabled={busy || v.fight !== null}
            onClick={() =>
              void run(async () => {
                await client.call('vehicles.remove', { id: v.id });
                navigate('characters');
                return 'Removed.';
              })
            }
          >
            Remove vehicle
          </button>
        </div>
      </header>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text notice-line' : 'ok-text notice-line'} data-testid="vehicle-notice">
          {status.text}
        </p>
      )}
      <div className="sheet-grid">
        <div className="sheet-main">
          <Damage vehicle={v} busy={busy} run={run} />
          <VehicleCrew key={JSON.stringify(v.crew)} vehicle={v} vehicles={list.vehicles} busy={busy} run={run} />
          <VehicleRepair vehicle={v} list={list} busy={busy} run={run} />
        </div>
        <aside className="sheet-side">
          <VehicleFacts vehicle={v} />
        </aside>
      </div>
    </div>
  );
}

type Run = (work: () => Promise<string>) => Promise<void>;

/** The damage it carries: each wound with its repair progress (a fifth of a person's points, seed 001). */
function Damage({ vehicle: v, busy, run }: { vehicle: CampaignVehicleView; busy: boolean; run: Run }) {
  const client = useClient();
  return (
    <section className="sheet-section" aria-labelledby="damage-title">
      <h2 id="damage-title">Damage</h2>
      {v.wounds.length === 0 ? (
        <p className="muted small" data-testid="vehicle-undamaged">Undamaged.</p>
      ) : (
        <>
          <p data-testid="vehicle-modifier">
            Wound modifier for everyone aboard <strong>{v.woundModifier === 0 ? '0' : `\u2212${v.woundModifier}`}</strong>
          </p>
          <ul className="vehicle-damage" data-testid="vehicle-damage">
            {v.wounds.map((w, i) => (
              <li key={i}>
                <strong>{w.label}</strong> {w.location} <span className="muted small">({w.source})</span>
                <progress max={w.pointsNeeded} value={Math.min(w.healingPoints, w.pointsNeeded)} aria-label={`${w.label} ${w.location}: repair progress`} />
                <span className="muted small">
                  {round(w.healingPoints)} of {round(w.pointsNeeded)} points to the next level
                </span>
                {v.fight === null && (
                  <button
                    type="button"
                    className="quiet small"
                    disabled={busy}
                    aria-label={`Remove ${w.label} damage at ${w.location}`}
                    onClick={() =>
                      void run(async () => {
                        await client.call('vehicles.removeWound', { id: v.id, index: i });
                        return `${w.label} damage at ${w.location} removed (the calendar's undo takes it back).`;
                      })
                    }
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {v.fight !== null && (
        <p className="muted small" role="note" data-testid="vehicle-in-fight">
          In the unfinished fight “{v.fight}”: its damage changes on the GM screen and reaches this sheet after each step.
        </p>
      )}
    </section>
  );
}

const round = (x: number) => String(Math.round(x * 100) / 100);
