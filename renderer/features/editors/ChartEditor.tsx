import { memo, useMemo, useState } from 'react';
import { LOCATION_MARKS, type GearCatalog, type HitChart, type LocationMark } from '../../../shared/domain/gear';
import {
  addEntry, addLocation, addRow, ChartEditError, copyRow, moveEntry, moveLocation, removeEntry, removeRow, setDefaultTarget, setEntry, setMark,
} from '../../../shared/editors/chart-ops';
import { chartLocationReferences, toggleCrew } from '../../../shared/editors/catalog-ops';
import { chartHeatmap, heatmapColumns, landingOdds } from '../../../shared/editors/heatmap';
import { useGameSystem } from '../../api/game-system';
import { navigate } from '../../app/routes';
import { ChartGuide } from './ChartGuide';
import { AimSummary, HeatmapDiagram, HeatmapTable } from './Heatmap';
import { fieldId } from './ids';
import { RowEditor } from './RowEditor';
import { useLatestCatalog, type useGearEdit } from './useGear';

type Run = ReturnType<typeof useGearEdit>['run'];

const MARK_HINT: Record<LocationMark, string> = { normal: 'no bonus', vital: '+15 damage', critical: '+30 damage' };

/** Renames on Enter or when the field is left; Escape puts the old name back. */
function NameInput({ value, label, id, onCommit, onEdit }: { value: string; label: string; id?: string; onCommit: (v: string) => void; onEdit?: () => void }) {
  // null while not being edited: the stored name shows (and follows undo, renames elsewhere).
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() && draft.trim() !== value) onCommit(draft.trim());
    setDraft(null);
  };
  return (
    <input id={id} aria-label={label} value={draft ?? value} onChange={(e) => {
      setDraft(e.target.value);
      onEdit?.();
    }} onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(null);
      }} />
  );
}

/**
 * The hit-location chart editor: locations and marks, crew, each aimed row, and the live heatmap.
 * Memoised on the catalog: an edit renders once (optimistically); main's answer and its push carry
 * an equal catalog, which the query cache hands back as the same object, so they render nothing.
 */
export const ChartEditor = memo(function ChartEditor({ catalog, chart, run, aimParam, onLocalError }: {
  catalog: GearCatalog; chart: HitChart; run: Run; aimParam: string | undefined; onLocalError: (m: string | null) => void;
}) {
  const aim = aimParam && chart.locations.some((l) => l.name === aimParam) ? aimParam : chart.defaultTarget;
  const [net, setNet] = useState(0);
  const [newLoc, setNewLoc] = useState('');
  const [newMark, setNewMark] = useState<LocationMark>('normal');
  const [confirming, setConfirming] = useState<string | null>(null);
  // The campaign's hit-location dice; until the system has loaded, the heatmap waits for it.
  const { system } = useGameSystem();
  const rules = system?.combat ?? null;
  // Issue 19: the columns are the edition's (FS3.2 net hits 0–8; FS3.1 the Roll Result difference 0–5).
  const cols = useMemo(() => heatmapColumns(system?.edition), [system?.edition]);
  const map = useMemo(() => (rules ? chartHeatmap(rules, chart, cols.values) : null), [rules, chart, cols]);
  const odds = useMemo(() => (map ? landingOdds(map, aim, net) : null), [map, aim, net]);
  const vehicles = useMemo(() => catalog.vehicles.filter((v) => v.hitChart === chart.name), [catalog.vehicles, chart.name]);
  const goAim = (a: string) => navigate('editors', 'charts', chart.name, a);
  const latest = useLatestCatalog();

  /** A pure chart edit saved at once; the catalog shows the result before main answers. */
  const apply = (edit: (c: HitChart) => HitChart) => {
    // Built on the newest catalog, not this render's: edits in quick succession compose (stop 49's
    // CI: a copied row was lost to the two entries set right after it).
    const base = latest() ?? catalog;
    const current = base.hitCharts.find((c) => c.name === chart.name) ?? chart;
    let next: HitChart;
    try {
      next = edit(current);
    } catch (e) {
      if (e instanceof ChartEditError) return onLocalError(e.message);
      throw e;
    }
    onLocalError(null);
    const optimistic = { ...base, hitCharts: base.hitCharts.map((c) => (c.name === chart.name ? next : c)) };
    void run('gear.save', { list: 'hitCharts', item: next, previousName: chart.name }, optimistic);
  };

  /** Crew in a location or not, on the newest vehicle (two quick clicks both count), shown at once. */
  const toggleSeat = (vehicle: string, location: string) => {
    const base = latest() ?? catalog;
    const v = base.vehicles.find((x) => x.name === vehicle);
    if (!v) return;
    const item = toggleCrew(v, location);
    void run('gear.save', { list: 'vehicles', item, previousName: v.name }, { ...base, vehicles: base.vehicles.map((x) => (x === v ? item : x)) });
  };

  const rowless = chart.locations.filter((l) => !chart.targets[l.name]).map((l) => l.name);
  return (
    <div className="chart-editor">
      <div className="chart-head">
        <label>
          Chart name
          <NameInput id={fieldId('hitCharts', 'name')} label="Chart name" value={chart.name} onEdit={() => onLocalError(null)}
            onCommit={async (to) => {
              const s = await run('gear.save', { list: 'hitCharts', item: { ...chart, name: to }, previousName: chart.name });
              if (s) navigate('editors', 'charts', to);
            }} />
        </label>
        <label>
          Default location (centre of mass)
          <select id={fieldId('hitCharts', 'defaultTarget')} value={chart.defaultTarget} onChange={(e) => apply((c) => setDefaultTarget(c, e.target.value))}>
            {chart.locations.map((l) => (
              <option key={l.name} value={l.name}>{l.name}</option>
            ))}
          </select>
        </label>
      </div>

      <ChartGuide chart={chart} vehicles={vehicles} />
      <h2 id="locations-title">Locations</h2>
      <div className="table-scroll">
        <table className="locations" aria-labelledby="locations-title" id={fieldId('hitCharts', 'locations')} tabIndex={-1}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mark</th>
              {vehicles.map((v) => (
                <th key={v.name} scope="col" title={`Crew of ${v.name} sit here: hits endanger them five times more`}>Crew ({v.name})</th>
              ))}
              <th scope="col">Row</th>
              <th scope="col"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {chart.locations.map((l, i) => {
              const refs = confirming === l.name ? chartLocationReferences(catalog, chart.name, l.name) : [];
              return (
                <tr key={l.name} className={l.name === aim ? 'aimed' : undefined}>
                  <td>
                    <NameInput label={`Name of location ${l.name}`} value={l.name} onEdit={() => onLocalError(null)}
                      onCommit={async (to) => {
                        const s = await run('gear.chartLocation', { op: 'rename', chart: chart.name, location: l.name, to });
                        if (s && aim === l.name) goAim(to);
                      }} />
                    {l.name === chart.defaultTarget && <span className="tag">default</span>}
                  </td>
                  <td>
                    <select aria-label={`Mark of ${l.name}`} value={l.mark} onChange={(e) => apply((c) => setMark(c, l.name, e.target.value as LocationMark))}>
                      {LOCATION_MARKS.map((m) => (
                        <option key={m} value={m}>{m} ({MARK_HINT[m]})</option>
                      ))}
                    </select>
                  </td>
                  {vehicles.map((v) => (
                    <td key={v.name} className="center">
                      <input type="checkbox" aria-label={`${v.name} crew sit in ${l.name}`} checked={v.crewLocations.includes(l.name)}
                        onChange={() => toggleSeat(v.name, l.name)} />
                    </td>
                  ))}
                  <td>
                    {chart.targets[l.name] ? (
                      <button type="button" className="linkish" onClick={() => goAim(l.name)} aria-current={l.name === aim ? 'true' : undefined}>
                        {l.name === aim ? 'Editing' : 'Edit row'}
                      </button>
                    ) : (
                      <button type="button" onClick={() => { apply((c) => addRow(c, l.name)); goAim(l.name); }}>Add row</button>
                    )}
                  </td>
                  <td className="actions">
                    {/* Order is how the diagram, heatmap and exported files list the locations. */}
                    <button type="button" className="subtle move" disabled={i === 0} onClick={() => apply((c) => moveLocation(c, i, i - 1))} aria-label={`Move location ${l.name} up`}>↑</button>
                    <button type="button" className="subtle move" disabled={i === chart.locations.length - 1} onClick={() => apply((c) => moveLocation(c, i, i + 1))} aria-label={`Move location ${l.name} down`}>↓</button>
                    {chart.targets[l.name] && l.name !== chart.defaultTarget && (
                      <button type="button" className="subtle" onClick={() => apply((c) => removeRow(c, l.name))} aria-label={`Remove row of ${l.name}`}>Remove row</button>
                    )}
                    {l.name !== chart.defaultTarget && confirming !== l.name && (
                      <button type="button" className="subtle danger" onClick={() => setConfirming(l.name)} aria-label={`Remove location ${l.name}`}>Remove</button>
                    )}
                    {confirming === l.name && (
                      <span role="group" aria-label={`Confirm removing ${l.name}`} className="confirm">
                        {refs.length > 0 ? `Also named by ${refs.map((r) => r.name).join(', ')}. ` : ''}Entries naming it become misses.
                        <button type="button" className="danger" onClick={() => {
                          setConfirming(null);
                          void run('gear.chartLocation', { op: 'remove', chart: chart.name, location: l.name });
                          if (aim === l.name) goAim(chart.defaultTarget);
                        }}>Remove {l.name}</button>
                        <button type="button" onClick={() => setConfirming(null)}>Keep</button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form className="row tight" onSubmit={(e) => {
        e.preventDefault();
        if (!newLoc.trim()) return;
        apply((c) => addLocation(c, newLoc, newMark));
        setNewLoc('');
      }}>
        <label className="inline">New location <input value={newLoc} onChange={(e) => {
          setNewLoc(e.target.value);
          onLocalError(null);
        }} placeholder="e.g. Cockpit" /></label>
        <label className="inline">Mark
          <select aria-label="Mark of the new location" value={newMark} onChange={(e) => setNewMark(e.target.value as LocationMark)}>
            {LOCATION_MARKS.map((m) => (<option key={m} value={m}>{m}</option>))}
          </select>
        </label>
        <button type="submit" disabled={!newLoc.trim()}>Add location</button>
      </form>
      {rowless.length > 0 && <p className="muted small">Without a row (can be hit, not aimed at): {rowless.join(', ')}.</p>}

      <div className="chart-columns">
        <section aria-labelledby="row-title" id={fieldId('hitCharts', 'targets')} tabIndex={-1}>
          <h2 id="row-title">Aiming at {aim}{aim === chart.defaultTarget ? ' (default: never misses)' : ''}</h2>
          {chart.targets[aim] ? (
            <RowEditor key={aim} chart={chart} aim={aim}
              onMove={(from, to) => apply((c) => moveEntry(c, aim, from, to))}
              onSet={(i, v) => apply((c) => setEntry(c, aim, i, v))}
              onRemove={(i) => apply((c) => removeEntry(c, aim, i))}
              onAdd={(v) => apply((c) => addEntry(c, aim, v))}
              onCopyFrom={(from) => apply((c) => copyRow(c, from, aim))} />
          ) : (
            <button type="button" onClick={() => apply((c) => addRow(c, aim))}>Add a row for {aim}</button>
          )}
        </section>
        <section aria-labelledby="heat-title" className="heat-panel">
          <h2 id="heat-title">Where it lands</h2>
          <label className="inline">
            {cols.label}: <strong data-testid="net-hits">{net}</strong>
            <input type="range" min={cols.values[0] ?? 0} max={cols.values.at(-1) ?? 0} value={net} onChange={(e) => setNet(Number(e.target.value))} aria-label={`${cols.label} for the diagram`} />
          </label>
          {map && odds ? (
            <>
              <HeatmapDiagram chart={chart} odds={odds} aim={aim} />
              <div className="heat-scroll"><HeatmapTable map={map} aim={aim} net={net} onPickNet={setNet} cols={cols} /></div>
              <h3>Chance to hit exactly where aimed</h3>
              <div className="heat-scroll"><AimSummary map={map} aim={aim} onPickAim={goAim} cols={cols} /></div>
            </>
          ) : (
            <p className="muted">Loading the campaign’s rules…</p>
          )}
        </section>
      </div>
    </div>
  );
});
