import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useClient } from '../../api/client';
import { QueryState } from '../../components/QueryState';
import { useSlashToSearch } from '../../components/useSlashToSearch';
import { useCharacterList } from './api';
import { BatchActions } from './BatchActions';
import { GroupRoller } from './GroupRoller';
import { NewCharacterForm } from './NewCharacterForm';
import { RollLogPanel } from './RollLogPanel';
import { RosterTable } from './RosterTable';
import { FILTER_WORDS, indexRoster, ROSTER_FILTERS, rosterRows, sortVehicles, type RosterFilter } from './roster-filter';
import { WeeklyXpPanel } from './WeeklyXpPanel';
import { CampaignVehiclesPanel } from '../vehicles/CampaignVehiclesPanel';
import { ExportButton } from '../transfer/ExportButton';
import { ImportButton } from '../transfer/ImportButton';

/** Same key prefix as Home's vehicle list, so the same pushes refresh it. */
const VEHICLES_KEY = ['roster.vehicles', 'characters-screen'] as const;

/**
 * The roster (issue 18: a screen that scales): search, a PC/NPC/vehicle filter and natural name
 * order, with the actions (new character, PDFs, awards) above the list and the list in its own
 * scroll box, so a 300-character campaign never pushes them off screen.
 */
export function RosterView() {
  const client = useClient();
  const list = useCharacterList();
  const vehicles = useQuery({ queryKey: VEHICLES_KEY, queryFn: () => client.call('roster.vehicles', {}) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<RosterFilter>('all');
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useSlashToSearch(searchRef);

  const characters = list.data?.characters;
  const index = useMemo(() => indexRoster(characters ?? []), [characters]);
  const sortedVehicles = useMemo(() => sortVehicles(vehicles.data?.vehicles ?? []), [vehicles.data]);
  const rows = useMemo(() => rosterRows(index, sortedVehicles, query, filter), [index, sortedVehicles, query, filter]);
  const all = useMemo(() => index.map((e) => e.character.id), [index]);

  // A deleted character leaves the selection.
  const ids = useMemo(() => all.filter((id) => selected.has(id)), [all, selected]);
  const shownIds = new Set(rows.characters.map((c) => c.id));
  const hidden = ids.filter((id) => !shownIds.has(id)).length;
  const total = all.length + sortedVehicles.length;

  return (
    <div className="stack characters-list">
      <section className="panel" aria-labelledby="characters-title">
        <div className="roster-toolbar">
          <h1 id="characters-title" tabIndex={-1}>Characters</h1>
          <label className="inline roster-search">
            <span>
              Search <kbd aria-hidden="true">/</kbd>
            </span>
            <input
              ref={searchRef}
              type="search"
              value={query}
              placeholder="Name, concept or vehicle"
              aria-describedby="characters-count"
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setQuery('');
              }}
            />
          </label>
          <div className="filter-group" role="radiogroup" aria-label="Show">
            {ROSTER_FILTERS.map((f) => (
              <label key={f} className={`filter-chip${filter === f ? ' is-on' : ''}`}>
                <input type="radio" name="roster-filter" value={f} checked={filter === f} onChange={() => setFilter(f)} />
                {FILTER_WORDS[f]} <span className="count">{rows.counts[f]}</span>
              </label>
            ))}
          </div>
        </div>
        <p id="characters-count" role="status" className="muted small">
          {query.trim() || filter !== 'all'
            ? `${rows.characters.length + rows.vehicles.length} of ${total} shown${query.trim() ? ` for “${query.trim()}”` : ''}.`
            : `${all.length} characters, ${sortedVehicles.length} vehicle types.`}
        </p>
        <NewCharacterForm onError={(text) => setStatus({ text, error: true })} />
        <div className="transfer-actions">
          <ImportButton format="characters-csv" label="Import CSV…" accept=".csv,text/csv" />
          <ExportButton
            label={ids.length > 0 ? `Export CSV (${ids.length} selected)` : 'Export CSV'}
            load={() => client.call('transfer.exportCharactersCsv', ids.length > 0 ? { ids } : {})}
          />
          <ImportButton format="json" label="Import character…" accept=".json,application/json" kinds={['character']} />
        </div>
      </section>

      <section className="panel" aria-labelledby="batch-title">
        <h2 id="batch-title">
          {ids.length > 0 ? `${ids.length} selected${hidden > 0 ? ` (${hidden} not shown)` : ''}` : 'Whole roster'}
          {ids.length > 0 && (
            <button type="button" className="quiet clear-selection" onClick={() => setSelected(new Set())}>
              Clear selection
            </button>
          )}
        </h2>
        <BatchActions ids={ids} all={all} status={status} setStatus={setStatus} />
      </section>

      <section className="panel" aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          Roster list
        </h2>
        <QueryState isPending={list.isPending} error={list.error}>
          {total === 0 ? (
            <p>No characters yet.</p>
          ) : rows.characters.length + rows.vehicles.length === 0 ? (
            <p>Nothing matches. <button type="button" className="linkish" onClick={() => { setQuery(''); setFilter('all'); }}>Show everyone</button></p>
          ) : (
            <RosterTable rows={rows} selected={selected} setSelected={setSelected} />
          )}
        </QueryState>
      </section>
      <CampaignVehiclesPanel />
      <WeeklyXpPanel />
      <GroupRoller ids={ids.length > 0 ? ids : all} count={ids.length > 0 ? ids.length : all.length} />
      <RollLogPanel />
    </div>
  );
}
