import { DndContext, DragOverlay, type DragEndEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { combatKeys, useGear, type CombatAction } from './combat-queries';
import { InitiativeList } from './InitiativeList';
import { RosterSidebar } from './RosterSidebar';
import { NewTeamZone, TeamZone } from './TeamZones';
import { TeamRows, type SharedRowProps } from './TeamRows';
import { VehiclesSection } from './VehiclesSection';
import { boardKey } from './tracker-keys';
import { defaultLoadout, displayTeams, dropIntent, joinLoadout, optimisticView, type DropIntent } from './tracker-logic';
import type { PickMode } from './board-logic';
import { useTrackerDnd } from './use-tracker-dnd';
import { focusRow } from './use-row-window';

const NO_ROWS: readonly CombatantView[] = [];

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
  /** Escape on the board (not typing): closes the declare panel. */
  onEscape?: () => void;
};

/**
 * Roster, teams and vehicles in one drag-and-drop context, the initiative order in another (a
 * drop in one does not re-render the other's rows).
 */
export const TrackerBoard = memo(function TrackerBoard({ view, selectedId, onSelect, onDrop, run, picked, onPick, onPickAll, onClearPicks, onEscape }: Props) {
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
      // Issue 40: a newcomer joins as the chosen combatant type, or the edition's default one (AresMUSH §C.2: its gear, mount or vehicle).
      void onDrop(intent, joinLoadout(current.system.lists.combatantTypes, joinType, loadout));
    },
    [gearData, joinType, onDrop, queryClient],
  );
  const { props: dndProps, activeLabel } = useTrackerDnd(view, onEnd);
  const canHide = view.allowed['privacy.set'];
  // One callback for every row (rows are memoised): hide or reveal is one step with undo (issue 21).
  const onHide = useCallback((id: string, hide: boolean) => void run({ kind: 'command', command: { type: 'privacy.set', combatantIds: [id], change: { hidden: hide } } }), [run]);

  const words = view.system.lists.words;
  const severities = view.system.lists.woundSeverities;
  const unit = view.system.modifierUnit;
  const shared = useMemo<SharedRowProps>(
    () => ({ words, severities, unit, onSelect, onPick, ...(canHide ? { onHide } : {}) }),
    [words, severities, unit, onSelect, onPick, canHide, onHide],
  );

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
  const boardOrder = useMemo(() => teams.flatMap((t) => (byTeam.get(t.id) ?? NO_ROWS).map((c) => c.id)), [teams, byTeam]);
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
        // Issue 37 item 10: as "? Shortcuts" says, Escape on the board also closes the open panel.
        onEscape?.();
        return;
      }
      // Up and down go from row to row (the same control: checkbox or name); Shift extends the selection.
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      const at = e.target as HTMLElement;
      const row = at.closest('li.combatant');
      const control = at.classList.contains('pick') ? '.pick' : at.classList.contains('combatant-name') ? '.combatant-name' : null;
      if (!row || !control || !board.current) return;
      // In board order from the view, not the DOM: rows far off screen are not rendered (issue 38).
      const from = (row as HTMLElement).dataset.id!;
      const next = boardOrder[boardOrder.indexOf(from) + (e.key === 'ArrowDown' ? 1 : -1)];
      if (!next) return;
      e.preventDefault();
      focusRow(next, control);
      if (e.shiftKey) onPick(next, 'range', from);
    },
    [onPick, onPickAll, onClearPicks, onEscape, boardOrder],
  );

  const data: BoardData = { view, run, selectedId, shared, teams, byTeam, undeclared, picked, names, inCombat, joinType, setJoinType, board, onBoardKey, vehicleNames: view.system.lists.vehicles?.map((v) => v.id) ?? gearData?.vehicles.map((v) => v.name) ?? [] };
  // Issue 38: the drag-and-drop context renders again only when a drag starts or ends, not with
  // every step. Each of its renders gives its active-drag context a new value, and React searched
  // the whole roster and board (hundreds of cards and rows) for readers of it, finding none: the
  // board reads the step's data from BoardDataContext, whose only reader is BoardBody.
  const dnd = useMemo(
    () => (
      <DndContext {...dndProps}>
        <BoardBody />
        <DragOverlay dropAnimation={null}>{activeLabel ? <div className="drag-chip">{activeLabel}</div> : null}</DragOverlay>
      </DndContext>
    ),
    [dndProps, activeLabel],
  );
  return (
    <>
      <BoardDataContext.Provider value={data}>{dnd}</BoardDataContext.Provider>
      <InitiativeList view={view} onEnd={onEnd} run={run} />
    </>
  );
});

/** What the board inside the drag-and-drop context shows (TrackerBoard's, each render). */
type BoardData = {
  view: CombatView;
  run: Props['run'];
  selectedId: string | null;
  shared: SharedRowProps;
  teams: ReturnType<typeof displayTeams>;
  byTeam: ReadonlyMap<number, CombatantView[]>;
  undeclared: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  names: Map<string, string>;
  inCombat: ReadonlySet<string>;
  joinType: string;
  setJoinType: (type: string) => void;
  board: RefObject<HTMLDivElement | null>;
  onBoardKey: (e: ReactKeyboardEvent<HTMLDivElement>) => void;
  vehicleNames: string[];
};
const BoardDataContext = createContext<BoardData | null>(null);

/** The roster, the teams and the vehicles, inside the board's drag-and-drop context. */
function BoardBody() {
  const { view, run, selectedId, shared, teams, byTeam, undeclared, picked, names, inCombat, joinType, setJoinType, board, onBoardKey, vehicleNames } = useContext(BoardDataContext)!;
  return (
    <>
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
                <TeamRows rows={byTeam.get(t.id) ?? NO_ROWS} shared={shared} selectedId={selectedId} nextActorId={view.nextActorId} undeclared={undeclared} picked={picked} names={names} turn={view.turn} />
              </TeamZone>
            ))}
            <NewTeamZone />
          </div>
        </section>
        <VehiclesSection view={view} names={names} run={run} vehicleNames={vehicleNames} />
      </div>
    </>
  );
}

/**
 * The same Set while its members stay the same: a step that wounds someone keeps who is in the
 * fight, so the roster (200 characters) is not rendered again (issue 20).
 */
function useStableSet(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join('\n');
  return useMemo(() => new Set(key === '' ? [] : key.split('\n')), [key]);
}
