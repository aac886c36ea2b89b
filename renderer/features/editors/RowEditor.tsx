import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { MISS, type HitChart } from '../../../shared/domain/gear';
import { entryBand } from '../../../shared/editors/chart-ops';

type Props = {
  chart: HitChart;
  aim: string;
  onMove: (from: number, to: number) => void;
  onSet: (index: number, value: string) => void;
  onRemove: (index: number) => void;
  onAdd: (value: string) => void;
  onCopyFrom: (from: string) => void;
};

const entryId = (i: number) => `entry-${i}`;
const indexOf = (id: string | number) => Number(String(id).slice('entry-'.length));
const show = (e: string) => (e === MISS ? 'Near miss' : e);

function Entry({ id, index, value, length, options, isDefault, onSet, onRemove }: {
  id: string; index: number; value: string; length: number; options: string[]; isDefault: boolean;
  onSet: (v: string) => void; onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const band = entryBand(index, length);
  return (
    <li ref={setNodeRef} className={`entry band-${band}${isDragging ? ' dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }} data-testid={`entry-${index + 1}`}>
      <button type="button" className="handle" ref={setActivatorNodeRef} {...attributes} {...listeners}
        aria-label={`Move entry ${index + 1}: ${show(value)}`} aria-describedby="dnd-help">
        ⠿
      </button>
      <span className="entry-no" aria-hidden="true">{index + 1}{index === length - 1 ? '+' : ''}</span>
      <select aria-label={`Entry ${index + 1}`} value={value} onChange={(e) => onSet(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o} disabled={o === MISS && isDefault}>{show(o)}</option>
        ))}
      </select>
      <button type="button" className="icon" onClick={onRemove} disabled={length <= 1} aria-label={`Remove entry ${index + 1}: ${show(value)}`}>✕</button>
    </li>
  );
}

/**
 * One aimed location's ordered results, entry 1 (a modified roll of 1 or less) to the last (15+).
 * Entries move by dragging their handle, or from the keyboard: focus a handle, Space to pick up,
 * arrow keys to move, Space to drop, Escape to cancel.
 */
export function RowEditor({ chart, aim, onMove, onSet, onRemove, onAdd, onCopyFrom }: Props) {
  const row = chart.targets[aim] ?? [];
  const options = [...chart.locations.map((l) => l.name), MISS];
  const isDefault = aim === chart.defaultTarget;
  const [toAdd, setToAdd] = useState(aim);
  const others = Object.keys(chart.targets).filter((t) => t !== aim);
  const [copyFrom, setCopyFrom] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => `entry ${indexOf(id) + 1} (${show(row[indexOf(id)] ?? '')})`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over position ${indexOf(over.id) + 1}.` : `${name(active.id)} is no longer over the row.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${name(active.id)} at position ${indexOf(over.id) + 1}.` : `Dropped ${name(active.id)}.`),
    onDragCancel: ({ active }) => `Cancelled; ${name(active.id)} went back.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  const ids = row.map((_, i) => entryId(i));
  return (
    <div className="row-editor">
      <p id="dnd-help" className="muted small">
        Entry N is read for 2d8 + net hits = N. Drag a handle, or focus it and press Space, then the arrow keys, then Space.
        Seed 000 builds a row as five red (far), five yellow and five green (on target) results.
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="entries" aria-label={`Results when aiming at ${aim}`} data-testid="row-entries">
            {row.map((e, i) => (
              <Entry key={ids[i]} id={ids[i]!} index={i} value={e} length={row.length} options={options} isDefault={isDefault}
                onSet={(v) => onSet(i, v)} onRemove={() => onRemove(i)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="row tight">
        <label className="inline">
          Add entry
          <select value={options.includes(toAdd) ? toAdd : options[0]} onChange={(e) => setToAdd(e.target.value)}>
            {options.map((o) => (
              <option key={o} value={o} disabled={o === MISS && isDefault}>{show(o)}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => onAdd(options.includes(toAdd) ? toAdd : options[0]!)}>Add at the end</button>
      </div>
      {others.length > 0 && (
        <div className="row tight">
          <label className="inline">
            Copy row from
            <select value={copyFrom} onChange={(e) => setCopyFrom(e.target.value)}>
              <option value="">Choose a location…</option>
              {others.map((o) => (
                <option key={o} value={o}>{o}</option>
              ))}
            </select>
          </label>
          <button type="button" disabled={!copyFrom} onClick={() => onCopyFrom(copyFrom)}>Copy</button>
        </div>
      )}
    </div>
  );
}
