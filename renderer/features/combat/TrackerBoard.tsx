import { DndContext, DragOverlay, useDraggable, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { combatKeys, useCharacters, useGear, type CombatAction } from './combat-queries';
import { CombatantRow, type CombatantRowData } from './CombatantRow';
import { boardKey, defaultLoadout, displayTeams, dropIntent, optimisticView, type DropIntent, type PickMode } from './tracker-logic';
import { useTrackerDnd, type DndData } from './use-tracker-dnd';
import { HeldList, HoldButton, HoldProvider } from './HoldControls';

type Props = {
  view: CombatView;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDrop: (intent: DropIntent, loadout: { weapon: string | null; armor: string | null; combatantType?: string }) => Promise<void>;
  run: (a: CombatAction) => Promise<CombatView | null>;
  /** The multi-selection (issue 18) and how a click or key changes it. */
  picked: ReadonlySet<string>;
  onPick: (id: string, mode: PickMode, from?: string) => void;
  onPickAll: () => void;
  onClearPicks: () => void;
};

/**
 * Roster, teams and vehicles in one drag-and-drop context, the initiative order in another (a
 * drop in one does not re-render the other's rows).
 */
export const TrackerBoard = memo(function TrackerBoard({ view, selectedId, onSelect, onDrop, run, picked, onPick, onPickAll, onClearPicks }: Props) {
  const queryClient = useQueryClient();
  const gear = useGear();
  const gearData = gear.data;
  const [joinType, setJoinType] = useState('');
  const onEnd = useCallback(
    (e: DragEndEvent, current: CombatView) => {
      const intent = dropIntent(current, String(e.active.id), e.over ? String(e.over.id) : null);
      if (!intent) return;
      // The new order or team shows at once; main's answer (or refusal) replaces it.
      const optimistic = optimisticView(current, intent);
      if (optimistic !== current) queryClient.setQueryData(combatKeys.view(current.combatId), optimistic);
      const loadout = gearData ? defaultLoadout(gearData) : { weapon: null, armor: null };
      // Issue 40: a newcomer joins as the chosen combatant type (AresMUSH §C.2: its gear, mount or vehicle).
      const type = current.system.lists.combatantTypes?.find((t) => t.id === joinType);
      // AresMUSH's set_default_gear: the type's weapon (Unarmed when it names none) and armor (none when it names none).
      void onDrop(intent, type ? { weapon: type.weapon ?? 'Unarmed', armor: type.armor, combatantType: type.id } : loadout);
    },
    [gearData, joinType, onDrop, queryClient],
  );
  const { props: dndProps, activeLabel } = useTrackerDnd(view, onEnd);
  const canHide = view.allowed['privacy.set'];
  // One callback for every row (rows are memoised): hide or reveal is one step with undo (issue 21).
  const onHide = useCallback((id: string, hide: boolean) => void run({ kind: 'command', command: { type: 'privacy.set', combatantIds: [id], change: { hidden: hide } } }), [run]);

  const teams = displayTeams(view);
  const byTeam = useMemo(() => {
    const m = new Map<number, CombatantView[]>();
    for (const c of view.combatants) {
      const list = m.get(c.team);
      if (list) list.push(c);
      else m.set(c.team, [c]);
    }
    return m;
  }, [view.combatants]);
  const names = useMemo(() => new Map(view.combatants.map((c) => [c.id, c.name])), [view.combatants]);
  const undeclared = useMemo(() => new Set(view.undeclared), [view.undeclared]);
  const inCombat = useStableSet(useMemo(() => view.combatants.flatMap((c) => (c.characterId ? [c.characterId] : [])), [view.combatants]));
  const board = useRef<HTMLDivElement>(null);
  // Escape hides a hovered status card too (WCAG 1.4.13); moving the pointer shows cards again.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') board.current?.classList.add('tips-off');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const onBoardKey = useCallback(
    (e: ReactKeyboardEvent<HTMLDivElement>) => {
      const which = boardKey(e);
      if (which === 'all') {
        e.preventDefault();
        onPickAll();
        return;
      }
      if (which === 'clear') {
        onClearPicks();
        return;
      }
      // Up and down go from row to row (the same control: checkbox or name); Shift extends the selection.
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      const from = e.target as HTMLElement;
      const row = from.closest('li.combatant');
      const control = from.classList.contains('pick') ? '.pick' : from.classList.contains('combatant-name') ? '.combatant-name' : null;
      if (!row || !control || !board.current) return;
      const rows = [...board.current.querySelectorAll<HTMLElement>('li.combatant')];
      const next = rows[rows.indexOf(row as HTMLElement) + (e.key === 'ArrowDown' ? 1 : -1)];
      if (!next) return;
      e.preventDefault();
      next.querySelector<HTMLElement>(control)?.focus();
      if (e.shiftKey) onPick(next.dataset.id!, 'range', (row as HTMLElement).dataset.id);
    },
    [onPick, onPickAll, onClearPicks],
  );

  return (
    <>
    <DndContext {...dndProps}>
      <RosterSidebar inCombat={inCombat} types={view.system.lists.combatantTypes} joinType={joinType} onJoinType={setJoinType} />
      <div
        ref={board}
        className="tracker-board"
        id="combat-board"
        tabIndex={-1}
        role="region"
        aria-label="Board"
        onKeyDown={onBoardKey}
        onPointerMove={() => board.current?.classList.remove('tips-off')}
      >
        <section aria-labelledby="teams-title" className="teams-section">
          <h2 id="teams-title" className="visually-hidden">
            Teams
          </h2>
          <div className="teams">
            {teams.map((t) => (
              <TeamZone key={t.id} team={t.id} name={t.name} count={byTeam.get(t.id)?.length ?? 0} run={run}>
                {(byTeam.get(t.id) ?? []).map((c) => (
                  <DraggableCombatant
                    key={c.id}
                    c={c}
                    words={view.system.lists.words}
                    severities={view.system.lists.woundSeverities}
                    unit={view.system.modifierUnit}
                    selected={c.id === selectedId}
                    isNext={c.id === view.nextActorId}
                    awaiting={undeclared.has(c.id)}
                    aimName={c.aim ? (names.get(c.aim.targetId) ?? null) : null}
                    subduerName={c.subduedBy ? (names.get(c.subduedBy) ?? null) : null}
                    onSelect={onSelect}
                    turn={view.turn}
                    picked={picked.has(c.id)}
                    onPick={onPick}
                    {...(canHide ? { onHide } : {})}
                  />
                ))}
              </TeamZone>
            ))}
            <NewTeamZone />
          </div>
        </section>
        <VehiclesSection view={view} names={names} run={run} vehicleNames={view.system.lists.vehicles?.map((v) => v.id) ?? gearData?.vehicles.map((v) => v.name) ?? []} />
      </div>
      <DragOverlay dropAnimation={null}>{activeLabel ? <div className="drag-chip">{activeLabel}</div> : null}</DragOverlay>
    </DndContext>
    <InitiativeList view={view} onEnd={onEnd} run={run} />
    </>
  );
});

/**
 * The same Set while its members stay the same: a step that wounds someone keeps who is in the
 * fight, so the roster (200 characters) is not rendered again (issue 20).
 */
function useStableSet(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join('\n');
  return useMemo(() => new Set(key === '' ? [] : key.split('\n')), [key]);
}

type JoinTypes = CombatView['system']['lists']['combatantTypes'];

const RosterSidebar = memo(function RosterSidebar({ inCombat, types, joinType, onJoinType }: { inCombat: ReadonlySet<string>; types: JoinTypes; joinType: string; onJoinType: (t: string) => void }) {
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
            <option value="">Default type</option>
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

function TeamZone({ team, name, count, run, children }: { team: number; name: string; count: number; run: Props['run']; children: ReactNode }) {
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
      <ul className="combatant-list">{children}</ul>
      {count === 0 && <p className="muted small drop-hint">Drop characters here</p>}
    </section>
  );
}

function NewTeamZone() {
  const { setNodeRef, isOver } = useDroppable({ id: 'team:new', data: { label: 'a new team' } satisfies DndData });
  return (
    <section ref={setNodeRef} className={`team team-new${isOver ? ' is-over' : ''}`} aria-label="New team">
      <p className="muted small drop-hint">+ Drop here for a new team</p>
    </section>
  );
}

/** The draggable shell re-renders with the drag context; the row inside only when its data changes. */
const DraggableCombatant = memo(function DraggableCombatant(props: CombatantRowData) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `combatant:${props.c.id}`, data: { label: props.c.name } satisfies DndData });
  const handle = useMemo(() => ({ ref: setNodeRef, props: { ...attributes, ...listeners } }), [setNodeRef, attributes, listeners]);
  return <CombatantRow {...props} handle={handle} dragging={isDragging} />;
});

function Seat({ vehicleId, role, label, children }: { vehicleId: string; role: 'pilot' | 'passenger'; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `seat:${vehicleId}:${role}`, data: { label } satisfies DndData });
  return (
    <div ref={setNodeRef} className={`seat${isOver ? ' is-over' : ''}`} aria-label={label}>
      <span className="seat-role">{role === 'pilot' ? 'Pilot' : 'Passengers'}</span>
      {children}
    </div>
  );
}

const facts = (view: CombatView, vehicle: string) => view.system.lists.vehicles?.find((x) => x.id.toLowerCase() === vehicle.toLowerCase())?.hint ?? null;

function VehiclesSection({ view, names, run, vehicleNames }: { view: CombatView; names: Map<string, string>; run: Props['run']; vehicleNames: string[] }) {
  const [choice, setChoice] = useState('');
  const picked = choice || vehicleNames[0] || '';
  return (
    <section className="vehicles" aria-labelledby="vehicles-title">
      <div className="section-head">
        <h2 id="vehicles-title">Vehicles</h2>
        {view.allowed['vehicle.add'] && vehicleNames.length > 0 && (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void run({ kind: 'addVehicle', vehicle: picked });
            }}
          >
            <label className="inline">
              <span className="visually-hidden">Vehicle to add</span>
              <select value={picked} onChange={(e) => setChoice(e.target.value)} aria-label="Vehicle to add">
                {vehicleNames.map((n) => (
                  <option key={n} title={facts(view, n) ?? undefined}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">
              Add vehicle
            </button>
          </form>
        )}
      </div>
      {view.vehicles.length === 0 ? (
        <p className="muted small">No vehicles. Add one, then drag people onto its seats.</p>
      ) : (
        <ul className="vehicle-list">
          {view.vehicles.map((v) => (
            <li key={v.id} className={`vehicle${v.knockedOut ? ' is-out' : ''}`}>
              <div className="vehicle-head">
                <strong>{v.name}</strong> {v.name !== v.vehicle && <span className="muted small">{v.vehicle}</span>}
                {/* An edition's own vehicle numbers (AresMUSH: the game's file, a negative toughness kept; issue 40). */}
                {facts(view, v.vehicle) && <span className="muted small vehicle-facts">{facts(view, v.vehicle)}</span>}
                {v.wounds.length > 0 && <span className="chip warn">{v.wounds.length} damage · {v.woundModifier}</span>}
                {v.knockedOut && <span className="chip bad">Disabled</span>}
                {view.allowed['vehicle.remove'] && (
                  <button type="button" className="quiet small" onClick={() => void run({ kind: 'command', command: { type: 'vehicle.remove', vehicleId: v.id } })} aria-label={`Remove vehicle ${v.name}`}>
                    Remove
                  </button>
                )}
              </div>
              <Seat vehicleId={v.id} role="pilot" label={`${v.name}: pilot seat`}>
                {v.pilotId ? <Occupant id={v.pilotId} name={names.get(v.pilotId) ?? v.pilotId} run={run} canLeave={view.allowed['vehicle.leave']} /> : <span className="muted small">empty</span>}
              </Seat>
              <Seat vehicleId={v.id} role="passenger" label={`${v.name}: passengers`}>
                {v.passengerIds.length === 0 ? <span className="muted small">none</span> : v.passengerIds.map((id) => <Occupant key={id} id={id} name={names.get(id) ?? id} run={run} canLeave={view.allowed['vehicle.leave']} />)}
              </Seat>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Occupant({ id, name, run, canLeave }: { id: string; name: string; run: Props['run']; canLeave: boolean }) {
  return (
    <span className="occupant">
      {name}
      {canLeave && (
        <button type="button" className="quiet small" onClick={() => void run({ kind: 'command', command: { type: 'vehicle.leave', combatantId: id } })} aria-label={`${name} leaves the vehicle`}>
          ✕
        </button>
      )}
    </span>
  );
}

/** The turn's initiative order; tied combatants who have not acted can be dragged past each other. */
function InitiativeList({ view, onEnd, run }: { view: CombatView; onEnd: (e: DragEndEvent, view: CombatView) => void; run: Props['run'] }) {
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
function slotWords(order: NonNullable<CombatView['order']>, i: number): { which: string | null; label: string | null } {
  const s = order[i]!;
  const label = s.label ?? null;
  const mine = order.filter((o) => o.id === s.id).sort((a, b) => b.hits - a.hits);
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
  // A combatant with several slots (issue 22) is never dragged: a reorder moves people, not actions.
  // One pass, no intermediate arrays: this runs on every step that touches the order (issue 20).
  const several = useMemo(() => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const s of order ?? []) (seen.has(s.id) ? twice : seen).add(s.id);
    return twice;
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
            const words = slotWords(order, from + i);
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
                tied={(tied.get(s.hits) ?? 0) > 1 && !several.has(s.id)}
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
