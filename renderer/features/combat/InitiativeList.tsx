import { DndContext, DragOverlay, useDraggable, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import { memo, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';
import { HeldList, HoldButton, HoldProvider } from './HoldControls';
import { dropIntent, optimisticView } from './tracker-logic';
import { useTrackerDnd, type DndData } from './use-tracker-dnd';

type Run = (a: CombatAction) => Promise<CombatView | null>;

/** The turn's initiative order; tied combatants who have not acted can be dragged past each other. */
export function InitiativeList({ view, onEnd, run }: { view: CombatView; onEnd: (e: DragEndEvent, view: CombatView) => void; run: Run }) {
  // The dropped order shows in the very render that ends the drag (the query cache notifies its
  // observers a task later); any new order from the cache or from main replaces it.
  const [local, setLocal] = useState<{ base: CombatView['order']; order: CombatView['order'] } | null>(null);
  const endHere = useCallback(
    (e: DragEndEvent, current: CombatView) => {
      const intent = dropIntent(current, String(e.active.id), e.over ? String(e.over.id) : null);
      if (intent) setLocal({ base: current.order, order: optimisticView(current, intent).order });
      onEnd(e, current);
    },
    [onEnd],
  );
  const { props, activeLabel } = useTrackerDnd(view, endHere);
  const order = local && local.base === view.order ? local.order : view.order;
  const declaring = useMemo(() => declaringList(view), [view]);
  const unit: ScoreUnit = view.system.turnShape ? 'initiative' : view.system.modifierUnit === 'percent' ? 'percent' : 'hits';
  return (
    <DndContext {...props}>
      <HoldProvider run={run} view={view}>
        <InitiativeItems order={order} nextActorId={view.nextActorId} held={view.held} unit={unit} declaring={declaring} />
      </HoldProvider>
      <DragOverlay dropAnimation={null}>{activeLabel ? <div className="drag-chip">{activeLabel}</div> : null}</DragOverlay>
    </DndContext>
  );
}

/** Rows of the initiative list (fixed height, see combat.css) and how many stay rendered off screen. */
const ORDER_ROW = 26;
const ORDER_VIEW = 260;
const WINDOW_FROM = 40;
const OVERSCAN = 8;

/** The visible slice of a long order: a 200-combatant fight renders ~25 rows, not 200. */
export function orderWindow(count: number, scrollTop: number): { from: number; to: number } {
  if (count <= WINDOW_FROM) return { from: 0, to: count };
  const first = Math.floor(scrollTop / ORDER_ROW);
  return { from: Math.max(0, first - OVERSCAN), to: Math.min(count, first + Math.ceil(ORDER_VIEW / ORDER_ROW) + OVERSCAN) };
}

/** What an order's number is: FS3.2's hits, FS3.1's Roll Result, or (issue 22) an initiative total. */
type ScoreUnit = 'hits' | 'percent' | 'initiative';

/**
 * Issue 22: before the actions are placed, an edition that rolls initiative first lists everyone
 * by the order they declare in (lowest first), with their initiative and its factor.
 */
type DeclaringRow = { id: string; name: string; roll: number; factor: string; declared: boolean };
function declaringList(view: CombatView): DeclaringRow[] | null {
  if (view.order || !view.system.turnShape?.initiativeFirst) return null;
  const byId = new Map(view.combatants.map((c) => [c.id, c]));
  const ids = view.declareOrder ?? view.combatants.filter((c) => c.initiative).map((c) => c.id);
  const rows = ids.flatMap((id) => {
    const c = byId.get(id);
    return c?.initiative ? [{ id, name: c.name, roll: c.initiative.roll, factor: c.initiative.factor, declared: c.declaration !== null }] : [];
  });
  return rows.length > 0 ? rows : null;
}

/**
 * Where one slot of an order sits among its combatant's slots ("2nd, −4"), for a turn with
 * several actions: the combatant's slots by initiative, the first at theirs, each later one at
 * what it lost (seed 003: −4, −8; a gun's second shot is a second slot too).
 */
type Slot = NonNullable<CombatView['order']>[number];
function slotWords(slotsOf: ReadonlyMap<string, readonly Slot[]>, s: Slot): { which: string | null; label: string | null } {
  const label = s.label ?? null;
  const mine = slotsOf.get(s.id) ?? [s];
  if (mine.length < 2) return { which: null, label };
  const rank = mine.indexOf(s);
  const ordinal = ['1st', '2nd', '3rd'][rank] ?? `${rank + 1}th`;
  const offset = s.hits - mine[0]!.hits;
  // Short ("2nd, −4"): the row is narrow; its title has the whole text.
  return { which: `${ordinal}${rank > 0 && offset !== 0 ? `, ${offset > 0 ? '+' : '\u2212'}${Math.abs(offset)}` : ''}`, label };
}

const InitiativeItems = memo(function InitiativeItems({ order, nextActorId, held, unit = 'hits', declaring = null }: { order: CombatView['order']; nextActorId: string | null; held: CombatView['held']; unit?: ScoreUnit; declaring?: DeclaringRow[] | null }) {
  const pending = useMemo(() => (order ?? []).filter((s) => !s.resolved), [order]);
  const tied = useMemo(() => {
    const counts = new Map<number, number>();
    for (const s of pending) counts.set(s.hits, (counts.get(s.hits) ?? 0) + 1);
    return counts;
  }, [pending]);
  // Each combatant's slots, by initiative (issue 22): one pass over the order per render, not one
  // per row shown (issue 38). A combatant with several is never dragged: a reorder moves people, not actions.
  const slotsOf = useMemo(() => {
    const m = new Map<string, Slot[]>();
    for (const s of order ?? []) {
      const mine = m.get(s.id);
      if (mine) mine.push(s);
      else m.set(s.id, [s]);
    }
    for (const mine of m.values()) if (mine.length > 1) mine.sort((a, b) => b.hits - a.hits);
    return m;
  }, [order]);
  const [scrollTop, setScrollTop] = useState(0);
  const orderKey = order?.map((s) => s.id).join(',') ?? '';
  useLayoutEffect(() => {
    // Benchmark hook: the committed order is on screen (measured from the drop).
    if (performance.getEntriesByName('combat-drop', 'mark').length > 0) {
      performance.measure('combat-drop-to-commit', 'combat-drop');
      performance.clearMarks('combat-drop');
    }
  }, [orderKey]);
  const count = order?.length ?? 0;
  const { from, to } = orderWindow(count, scrollTop);
  return (
    <section className="initiative panel compact" aria-labelledby="initiative-title">
      <h2 id="initiative-title">
        Initiative {count > 0 && <span className="muted small">({pending.length} to act)</span>}
      </h2>
      {!order && declaring ? (
        <ol className="order-list declaring-list" data-testid="declare-order" aria-label="Declaring, lowest initiative first">
          {declaring.map((r) => (
            <li key={r.id} className={`order-item${r.declared ? ' is-declared' : ''}`} title={`Initiative ${r.roll} (${r.factor})`}>
              <span className="hits" title="Initiative">
                {r.roll}
              </span>
              <span className="order-name">{r.name}</span>
              <span className="muted small">{r.factor}</span>
              {r.declared ? <span className="chip ok">declared</span> : <span className="chip awaiting">to declare</span>}
            </li>
          ))}
        </ol>
      ) : !order ? (
        <p className="muted small">{unit === 'initiative' ? 'Rolled at the start of each turn; everyone then declares, lowest initiative first.' : 'Rolled once everyone has declared.'}</p>
      ) : (
        <ol className="order-list" data-testid="initiative-order" data-count={count} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} style={{ maxHeight: ORDER_VIEW }}>
          {from > 0 && <li aria-hidden="true" style={{ height: from * ORDER_ROW }} />}
          {order.slice(from, to).map((s, i) => {
            const words = slotWords(slotsOf, s);
            const key = `${s.id}:${s.action ?? 0}`;
            return s.resolved ? (
              <li key={key} className="order-item is-done" aria-posinset={from + i + 1} aria-setsize={count}>
                <span className="hits">{s.hits}</span> {s.name}
                {words.which || words.label ? <> <span className="order-task">{[words.which, words.label].filter(Boolean).join(': ')}</span></> : null}
                {s.simultaneous && <Simultaneous />}
                <span className="visually-hidden">(has acted)</span>
              </li>
            ) : (
              <OrderItem
                key={key}
                id={s.id}
                name={s.name}
                hits={s.hits}
                unit={unit}
                tied={(tied.get(s.hits) ?? 0) > 1 && (slotsOf.get(s.id)?.length ?? 0) < 2}
                // With several slots, "next" is the slot about to resolve (the first pending one).
                next={s.id === nextActorId && pending[0] === s}
                pos={from + i + 1}
                size={count}
                which={words.which}
                label={words.label}
                simultaneous={s.simultaneous === true}
              />
            );
          })}
          {to < count && <li aria-hidden="true" style={{ height: (count - to) * ORDER_ROW }} />}
        </ol>
      )}
      <HeldList held={held} />
    </section>
  );
});

/** `unit`: what the number is (hits; Roll Result, seed 002; an initiative total, seed 003). `which` and `label`: the slot's action (issue 22). */
type OrderItemProps = { id: string; name: string; hits: number; unit: ScoreUnit; tied: boolean; next: boolean; pos: number; size: number; which?: string | null; label?: string | null; simultaneous?: boolean };

/** Issue 22 (seed 003: equal initiative and Wits): this slot acts at the same moment as the one above. */
function Simultaneous() {
  return (
    <span className="chip" title="Acts at the same moment as the one above (equal initiative and Wits)">
      = same moment
    </span>
  );
}

const SCORE_TITLES: Record<ScoreUnit, string> = { hits: 'Initiative hits', percent: 'Initiative Roll Result', initiative: 'Initiative' };

const OrderItem = memo(function OrderItem({ id, name, hits, unit, tied, next, pos, size, which = null, label = null, simultaneous = false }: OrderItemProps) {
  const score = unit === 'percent' ? `Roll Result ${hits > 0 ? '+' : ''}${hits}` : unit === 'initiative' ? `initiative ${hits}` : `${hits} hits`;
  const task = [which, label].filter(Boolean).join(': ');
  // Plain draggable + droppable (lighter than a sortable): only ties move, and nothing slides meanwhile.
  const data = useMemo<DndData>(() => ({ label: `${name} (${score})` }), [name, score]);
  const { attributes, listeners, setNodeRef: dragRef, isDragging } = useDraggable({ id: `order:${id}`, data, disabled: !tied });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `order:${id}`, data, disabled: !tied });
  return (
    <li ref={dropRef} aria-posinset={pos} aria-setsize={size} className={`order-item${next ? ' is-next' : ''}${isDragging ? ' is-dragging' : ''}${isOver ? ' is-over' : ''}`} data-testid={`order-${name}`} title={task ? `${name} (${score}): ${task}` : undefined}>
      <span className="hits" title={SCORE_TITLES[unit]}>
        {hits}
      </span>
      {tied ? (
        <span ref={dragRef} {...attributes} {...listeners} className="order-handle" aria-label={`${name}, ${score}, tied: move to reorder`}>
          <span aria-hidden="true">⇅ </span>
          {name}
        </span>
      ) : (
        <span>{name}</span>
      )}
      {/* The space keeps name and action two words for assistive tech (flex ignores it). */}
      {task && <> <span className="order-task">{task}</span></>}
      {simultaneous && <Simultaneous />}
      {next && <span className="chip next">next</span>}
      <HoldButton id={id} name={name} />
    </li>
  );
});
