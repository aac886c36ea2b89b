import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';
import { CombatantRow, type CombatantRowData } from './CombatantRow';
import { TeamForecast } from './ForecastBar';
import type { DndData } from './use-tracker-dnd';

type Run = (a: CombatAction) => Promise<CombatView | null>;

export function TeamZone({ team, name, count, run, children }: { team: number; name: string; count: number; run: Run; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `team:${team}`, data: { label: name } satisfies DndData });
  const [editing, setEditing] = useState<string | null>(null);
  // Leaving the form (Escape, Cancel, Save) puts focus back on its Rename button.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing === null && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  return (
    <section ref={setNodeRef} className={`team team-${team % 6}${isOver ? ' is-over' : ''}`} aria-label={name} data-testid={`team-${team}`}>
      {editing === null ? (
        <div className="team-head">
          <h3>
            {name} <span className="muted small">({count})</span>
            <TeamForecast team={team} />
          </h3>
          <button ref={renameButton} type="button" className="quiet small" onClick={() => setEditing(name)} aria-label={`Rename ${name}`}>
            Rename
          </button>
        </div>
      ) : (
        <form
          className="inline-form"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setEditing(null);
          }}
          onSubmit={(e) => {
            e.preventDefault();
            const next = editing.trim();
            setEditing(null);
            if (next && next !== name) void run({ kind: 'command', command: { type: 'team.rename', team, name: next } });
          }}
        >
          <input aria-label={`New name for ${name}`} value={editing} onChange={(e) => setEditing(e.target.value)} maxLength={200} autoFocus />
          <button type="submit" className="small">
            Save
          </button>
          <button type="button" className="quiet small" onClick={() => setEditing(null)}>
            Cancel
          </button>
        </form>
      )}
      {/* The rows (TeamRows: a windowed list). */}
      {children}
      {count === 0 && <p className="muted small drop-hint">Drop characters here</p>}
    </section>
  );
}

export function NewTeamZone() {
  const { setNodeRef, isOver } = useDroppable({ id: 'team:new', data: { label: 'a new team' } satisfies DndData });
  return (
    <section ref={setNodeRef} className={`team team-new${isOver ? ' is-over' : ''}`} aria-label="New team">
      <p className="muted small drop-hint">+ Drop here for a new team</p>
    </section>
  );
}

/** The draggable shell re-renders with the drag context; the row inside only when its data changes. */
export const DraggableCombatant = memo(function DraggableCombatant(props: CombatantRowData) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `combatant:${props.c.id}`, data: { label: props.c.name } satisfies DndData });
  // Issue 37 item 6: the card is also a drop target standing for its team (tracker-logic.ts).
  const drop = useDroppable({ id: `combatant:${props.c.id}`, data: { label: `${props.c.name}'s team` } satisfies DndData });
  const handle = useMemo(() => ({ ref: setNodeRef, props: { ...attributes, ...listeners } }), [setNodeRef, attributes, listeners]);
  return <CombatantRow {...props} handle={handle} dragging={isDragging} dropRef={drop.setNodeRef} over={drop.isOver} />;
});
