import { useEffect, useMemo, useRef, useState } from 'react';
import type { Vehicle } from '../../../shared/domain/gear';
import { CharacterRow } from './CharacterRow';
import { filterRoster, indexRoster, matchesQuery } from './roster-logic';
import { RosterSection } from './RosterSection';
import { useCharacterList, useVehicles } from './useRoster';

function vehicleFacts(v: Vehicle): string {
  const facts = [`Piloting: ${v.pilotingSkill}`, `Toughness ${v.toughness}`];
  if (v.armor) facts.push(`Armor: ${v.armor}`);
  if (v.weapons.length > 0) facts.push(`Weapons: ${v.weapons.join(', ')}`);
  return facts.join(' · ');
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The open campaign's PCs, NPCs and vehicle types, with one search box over all three. */
export function RosterPanel({ campaignPath }: { campaignPath: string }) {
  const characters = useCharacterList(campaignPath);
  const vehicles = useVehicles(campaignPath);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // "/" jumps to the search box from anywhere on the home screen, as on most list-heavy tools.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const all = characters.data?.characters;
  const index = useMemo(() => indexRoster(all ?? []), [all]);
  const groups = useMemo(() => filterRoster(index, query), [index, query]);
  const totals = useMemo(() => filterRoster(index, ''), [index]);
  const allVehicles = vehicles.data?.vehicles ?? [];
  const shownVehicles = allVehicles.filter((v) => matchesQuery([v.name, v.pilotingSkill, v.armor ?? '', ...v.weapons], query));
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
