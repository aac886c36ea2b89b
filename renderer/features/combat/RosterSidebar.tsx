import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useState } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import { useCharacters } from './combat-queries';
import type { DndData } from './use-tracker-dnd';

type JoinTypes = CombatView['system']['lists']['combatantTypes'];

/** "Default type", naming the type the edition joins a newcomer as when it has one (AresMUSH's default_type). */
function defaultTypeLabel(types: JoinTypes): string {
  const def = types?.find((t) => t.default === true);
  return def ? `Default type (${def.label})` : 'Default type';
}

/** The campaign's characters, to drag into a team or a seat; a drop here takes a combatant out. */
export const RosterSidebar = memo(function RosterSidebar({ inCombat, types, joinType, onJoinType }: { inCombat: ReadonlySet<string>; types: JoinTypes; joinType: string; onJoinType: (t: string) => void }) {
  const characters = useCharacters();
  const [search, setSearch] = useState('');
  const { setNodeRef, isOver } = useDroppable({ id: 'roster', data: { label: 'the roster (removes from the combat)' } satisfies DndData });
  const q = search.trim().toLowerCase();
  const list = (characters.data?.characters ?? []).filter((c) => !q || c.name.toLowerCase().includes(q) || c.concept.toLowerCase().includes(q));
  const pcs = list.filter((c) => c.kind === 'pc');
  const npcs = list.filter((c) => c.kind === 'npc');
  return (
    <aside ref={setNodeRef} className={`roster${isOver ? ' is-over' : ''}`} aria-labelledby="roster-title">
      <h2 id="roster-title">Roster</h2>
      <label className="roster-search">
        <span className="visually-hidden">Search the roster</span>
        <input type="search" placeholder="Search characters" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search the roster" />
      </label>
      {types && types.length > 0 && (
        <label className="roster-join-type">
          Join as
          <select value={joinType} onChange={(e) => onJoinType(e.target.value)} aria-label="Combatant type newcomers join as">
            <option value="">{defaultTypeLabel(types)}</option>
            {types.map((t) => (
              <option key={t.id} value={t.id} title={t.hint}>
                {t.label} ({t.hint})
              </option>
            ))}
          </select>
        </label>
      )}
      {characters.error && <p role="alert" className="error-text">{characters.error.message}</p>}
      {[
        ['PCs', pcs],
        ['NPCs', npcs],
      ].map(([title, group]) => (
        <div key={title as string}>
          <h3 className="roster-group">{title as string}</h3>
          <ul className="roster-list" aria-label={title as string}>
            {(group as typeof list).map((c) => (
              <RosterItem key={c.id} id={c.id} name={c.name} concept={c.concept} kind={c.kind} joined={inCombat.has(c.id)} />
            ))}
            {(group as typeof list).length === 0 && <li className="muted small">None{q ? ' match' : ''}.</li>}
          </ul>
        </div>
      ))}
      <p className="muted small">Drag a character into a team or a vehicle seat. Drop a combatant here to take them out.</p>
    </aside>
  );
});

const RosterItem = memo(function RosterItem({ id, name, concept, kind, joined }: { id: string; name: string; concept: string; kind: 'pc' | 'npc'; joined: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `roster:${id}`, data: { label: name } satisfies DndData });
  return (
    <li>
      <div ref={setNodeRef} {...attributes} {...listeners} className={`roster-item${isDragging ? ' is-dragging' : ''}`} aria-label={`${name}${concept ? `, ${concept}` : ''}, ${kind === 'pc' ? 'PC' : 'NPC'}${joined ? ', already in this combat' : ''}`} data-testid={`roster-${name}`}>
        <span className="grip" aria-hidden="true">
          ⠿
        </span>
        <span className="roster-name">{name}</span>
        {joined && <span className="chip ok chip-in" aria-hidden="true" />}
        {/* The space keeps name and concept two words for assistive tech (the grid ignores it). */}
        {concept && <>{' '}<span className="roster-concept muted">{concept}</span></>}
      </div>
    </li>
  );
});
