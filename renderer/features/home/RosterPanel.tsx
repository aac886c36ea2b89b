import { useMemo, useRef, useState } from 'react';
import { useSlashToSearch } from '../../components/useSlashToSearch';
import { CharacterRow } from './CharacterRow';
import { filterRoster, indexRoster, matchesQuery, vehicleFacts, vehicleText } from './roster-logic';
import { RosterSection } from './RosterSection';
import { useCharacterList, useVehicles } from './useRoster';

/** The open campaign's PCs, NPCs and vehicle types, with one search box over all three. */
export function RosterPanel({ campaignPath }: { campaignPath: string }) {
  const characters = useCharacterList(campaignPath);
  const vehicles = useVehicles(campaignPath);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useSlashToSearch(searchRef);

  const all = characters.data?.characters;
  const index = useMemo(() => indexRoster(all ?? []), [all]);
  const groups = useMemo(() => filterRoster(index, query), [index, query]);
  const totals = useMemo(() => filterRoster(index, ''), [index]);
  const allVehicles = vehicles.data?.vehicles ?? [];
  const shownVehicles = allVehicles.filter((v) => matchesQuery(vehicleText(v), query));
  const shown = groups.pcs.length + groups.npcs.length + shownVehicles.length;
  const total = totals.pcs.length + totals.npcs.length + allVehicles.length;

  const onDeleted = (message: string) => {
    setStatus(message);
    headingRef.current?.focus();
  };
  const error = characters.error ?? vehicles.error;

  return (
    <section className="panel home-roster" aria-labelledby="roster-title">
      <div className="roster-head">
        <h2 id="roster-title" ref={headingRef} tabIndex={-1}>
          Roster
        </h2>
        <label className="roster-search">
          <span>
            Search roster <kbd aria-hidden="true">/</kbd>
          </span>
          <input
            ref={searchRef}
            type="search"
            value={query}
            placeholder="Name or concept"
            aria-describedby="roster-status"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setQuery('');
            }}
          />
        </label>
      </div>
      <p id="roster-status" role="status" className="muted roster-status">
        {query.trim() ? `${shown} of ${total} match “${query.trim()}”.` : status}
      </p>
      {error ? (
        <p role="alert" className="error-text">
          {error.message}
        </p>
      ) : characters.isPending || vehicles.isPending ? (
        <p aria-busy="true">Loading the roster…</p>
      ) : (
        <div className="roster-sections">
          <RosterSection id="pcs" title="PCs" shown={groups.pcs.length} total={totals.pcs.length} query={query} emptyText="No player characters yet.">
            {groups.pcs.map((c) => (
              <CharacterRow key={c.id} character={c} onDeleted={onDeleted} />
            ))}
          </RosterSection>
          <RosterSection id="npcs" title="NPCs" shown={groups.npcs.length} total={totals.npcs.length} query={query} emptyText="No NPCs yet: add some with Quick NPCs.">
            {groups.npcs.map((c) => (
              <CharacterRow key={c.id} character={c} onDeleted={onDeleted} />
            ))}
          </RosterSection>
          <RosterSection
            id="vehicles"
            title="Vehicles"
            noun="vehicles"
            shown={shownVehicles.length}
            total={allVehicles.length}
            query={query}
            emptyText="No vehicles in this campaign's gear catalog."
          >
            {shownVehicles.map((v) => (
              <li key={v.name} className="roster-row">
                <div className="roster-main">
                  <span className="roster-name">{v.name}</span>
                  <span className="roster-concept" title={vehicleFacts(v)}>
                    {vehicleFacts(v)}
                  </span>
                </div>
              </li>
            ))}
          </RosterSection>
        </div>
      )}
    </section>
  );
}
