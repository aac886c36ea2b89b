import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import { useScreenHistory } from '../../app/menu/screen-history';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { combatKeys, useCombatAction, useCombatList, useCombatView, usePrefetchCombatLog, type CombatAction } from './combat-queries';
import { type SideTab } from './SideTabs';
import { TrackerSide } from './TrackerSide';
import './side-panel.css';
import './containment.css';
import { QuickNpcsPanel } from './QuickNpcsPanel';
import { AutoDeclareButton, NpcAutomationPanel } from './NpcAutomation';
import { ForecastProvider } from './forecast-context';
import { ForecastNote } from './ForecastBar';
import { RevealAllButton } from './PrivacyControls';
import { FightNamesDialog } from './FightNamesDialog';
import { SelectionBar } from './SelectionBar';
import { ShortcutsHelp } from './ShortcutsHelp';
import { TrackerBoard } from './TrackerBoard';
import { NextBanner } from './NextBanner';
import { usePreparedSteps } from './prepared-steps';
import { PlayerDeclarations } from './PlayerDeclarations';
import { LuckAfterBar } from './LuckAfterBar';
import { declareQueue } from './next-step';
import { boardOrder, pick, type PickMode } from './board-logic';
import { focusBoard, SkipToBoard } from './SkipToBoard';
import { historyShortcut, jumpKey } from './tracker-keys';
import type { DropIntent } from './tracker-logic';
import { useSingleSubmit } from './use-single-submit';
import { FocusAfterStep, StepBusy } from './step-runner';
import { PHASE_WORDS } from './phase-words';
import { TurnClock } from './TurnClock';
import { focusRow } from './use-row-window';
import { rowSelector } from './row-selector';
import { HeaderMore } from './HeaderMore';

/** The GM screen for one combat. */
export function CombatTracker({ combatId }: { combatId: string }) {
  const view = useCombatView(combatId);
  usePrefetchCombatLog(combatId);
  const list = useCombatList();
  const name = list.data?.combats.find((c) => c.id === combatId)?.name ?? 'Combat';
  return (
    <div className="combat-tracker">
      <QueryState isPending={view.isPending} error={view.error}>
        {view.data && <Tracker combatId={combatId} name={name} view={view.data} />}
      </QueryState>
      {view.error && (
        <button type="button" onClick={() => navigate('combat')}>
          Back to the combats
        </button>
      )}
    </div>
  );
}

function Tracker({ combatId, name, view }: { combatId: string; name: string; view: CombatView }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const action = useCombatAction(combatId, setError);
  usePreparedSteps(combatId, view);
  useSingleSubmit();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mutateAsync = action.mutateAsync;
  // Issue 18: the multi-selection (ids) and where a Shift range starts.
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  });
  const onPick = useCallback((id: string, mode: PickMode, from?: string) => {
    anchor.current ??= from ?? null;
    setPicked((now) => {
      const next = pick(now, boardOrder(viewRef.current), anchor.current, id, mode);
      anchor.current = next.anchor;
      return next.selection;
    });
  }, []);
  const onPickAll = useCallback(() => setPicked(new Set(viewRef.current.combatants.map((c) => c.id))), []);
  const onClearPicks = useCallback(() => {
    anchor.current = null;
    setPicked((now) => (now.size === 0 ? now : new Set()));
  }, []);
  const onSelect = useCallback((id: string) => {
    anchor.current = id;
    setSelectedId(id);
  }, []);
  const [helpOpen, setHelpOpen] = useState(false);
  // Issue 37 item 9: the side column's view of the selected combatant (their declaration or sheet).
  const [sideTab, setSideTab] = useState<SideTab>('declare');
  const helpButton = useRef<HTMLButtonElement>(null);
  // Stable: the list of keys is memoised and need not render with every step (issue 38).
  const toggleHelp = useCallback(() => setHelpOpen((v) => !v), []);
  const closeHelp = useCallback(() => {
    setHelpOpen(false);
    helpButton.current?.focus();
  }, []);

  const run = useCallback(
    async (a: CombatAction): Promise<CombatView | null> => {
      setError(null);
      performance.mark('combat-command');
      // A refusal is shown by onError.
      return mutateAsync(a).catch(() => null);
    },
    [mutateAsync],
  );

  const onDrop = useCallback(
    async (intent: DropIntent, loadout: { weapon: string | null; armor: string | null; combatantType?: string }) => {
      if (intent.kind === 'commands') {
        for (const command of intent.commands) if (!(await run({ kind: 'command', command }))) return;
        return;
      }
      if (!loadout.weapon) {
        setError('The gear catalog has no weapon to give a newcomer: add one in the gear editors.');
        return;
      }
      const before = new Set((queryClient.getQueryData<CombatView>(combatKeys.view(combatId))?.combatants ?? []).map((c) => c.id));
      const after = await run({ kind: 'addCharacter', input: { characterId: intent.characterId, team: intent.team, weapon: loadout.weapon, armor: loadout.armor, chart: 'Humanoid', stance: 'normal', ...(loadout.combatantType ? { combatantType: loadout.combatantType } : {}) } });
      const added = after?.combatants.find((c) => !before.has(c.id));
      if (added) {
        setSelectedId(added.id);
        if (intent.board) await run({ kind: 'command', command: { type: 'vehicle.board', vehicleId: intent.board.vehicleId, combatantId: added.id, role: intent.board.role } });
      }
    },
    [combatId, queryClient, run],
  );

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y), never while typing in a field.
  const historyRef = useRef(view.history);
  useLayoutEffect(() => {
    historyRef.current = view.history;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const which = historyShortcut(e);
      if (!which) return;
      e.preventDefault();
      if (which === 'undo' ? historyRef.current.canUndo : historyRef.current.canRedo) void run({ kind: which });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);
  // Edit ▸ Undo/Redo in the desktop menu act on this fight while its GM screen is shown.
  const undoFight = useCallback(() => void run({ kind: 'undo' }), [run]);
  const redoFight = useCallback(() => void run({ kind: 'redo' }), [run]);
  useScreenHistory(true, view.history, undoFight, redoFight);

  const selectedRef = useRef(selectedId);
  const focusPanel = useRef(false);
  // Issue 18: Alt+B board, Alt+L log, Alt+N next to declare, ? the list of keys; never while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const which = jumpKey(e);
      if (!which) return;
      e.preventDefault();
      if (which === 'help') setHelpOpen((v) => !v);
      else if (which === 'board') focusBoard();
      else if (which === 'log') document.getElementById('combat-log-box')?.focus();
      else {
        // Issue 22: in the order they declare (lowest initiative first where initiative comes first).
        const queue = declareQueue(viewRef.current);
        const next = queue.find((id) => id !== selectedRef.current) ?? queue[0];
        if (next) {
          setSideTab('declare');
          setSelectedId(next);
          focusPanel.current = true;
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useLayoutEffect(() => {
    selectedRef.current = selectedId;
    if (!focusPanel.current || !selectedId) return;
    focusPanel.current = false;
    document.querySelector<HTMLElement>('[data-testid="declare-panel"] select')?.focus();
    document.querySelector(rowSelector(selectedId))?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  // Benchmark hook: from a button press to the updated screen (see test/bench/gm-screen-bench.ts).
  useLayoutEffect(() => {
    if (performance.getEntriesByName('combat-command', 'mark').length === 0) return;
    performance.measure('combat-command-to-commit', 'combat-command');
    performance.clearMarks('combat-command');
  }, [view.history.position, view.history.length]);

  const declareView = useMemo(
    () => ({ combatants: view.combatants, vehicles: view.vehicles, allowed: view.allowed, modifiers: view.modifiers, position: view.history.position, lists: view.system.lists, unit: view.system.modifierUnit, turnShape: view.system.turnShape, phase: view.phase }),
    [view.combatants, view.vehicles, view.allowed, view.modifiers, view.history.position, view.system.lists, view.system.modifierUnit, view.system.turnShape, view.phase],
  );
  // Closing the panel (✕ or Escape) puts focus back on the combatant's name on the board.
  const closePanel = useCallback(() => {
    const id = selectedRef.current;
    setSelectedId(null);
    // focusRow: the row may be windowed out by now (issue 38).
    if (id) requestAnimationFrame(() => focusRow(id));
  }, []);

  const selected = view.combatants.find((c) => c.id === selectedId) ?? null;
  // Issue 38: only the controls that wait for a step render again when one starts and ends (step-runner.tsx).
  const stepping = action.observer;
  const withBusy = (render: (busy: boolean) => ReactNode) => <StepBusy observer={stepping}>{render}</StepBusy>;

  const npcView = useMemo(() => ({ teams: view.teams, allowed: view.allowed, phase: view.phase }), [view.teams, view.allowed, view.phase]);
  const autoView = useMemo(() => ({ teams: view.teams, combatants: view.combatants, allowed: view.allowed, phase: view.phase }), [view.teams, view.combatants, view.allowed, view.phase]);
  const namesView = useMemo(() => ({ teams: view.teams, allowed: view.allowed, ...(view.playerTitle !== undefined ? { playerTitle: view.playerTitle } : {}) }), [view.teams, view.allowed, view.playerTitle]);
  const pickedIds = useMemo(() => view.combatants.filter((c) => picked.has(c.id)).map((c) => c.id), [view.combatants, picked]);

  return (
    <>
      <SkipToBoard />
      <header className="tracker-head">
        <div>
          <a href="#/combat" className="back-link">
            ← Combats
          </a>
          <h1 id="tracker-title" title={name}>{name}</h1>
          <p className="muted tracker-state" data-testid="combat-state">
            {PHASE_WORDS[view.phase]}
            {view.turn > 0 ? ` · turn ${view.turn}` : ''} · {view.combatants.length} combatants
          </p>
          <TurnClock combatId={combatId} turn={view.turn} ended={view.phase === 'ended'} />
        </div>
        <ShortcutsHelp ref={helpButton} open={helpOpen} onToggle={toggleHelp} onClose={closeHelp} />
        {/* In the header row, not a row of its own: the board, declare panel and log keep the height (issue 18 layout). */}
        <QuickNpcsPanel combatId={combatId} view={npcView} />
        {/* Issue 41: NPCs acting on their own. */}
        {withBusy((busy) => <AutoDeclareButton view={autoView} run={run} busy={busy} />)}
        {/* Pressed once a fight or less: in "More ▾", so the title, state and clock keep their room. */}
        <HeaderMore>
          {withBusy((busy) => (
            <>
              <NpcAutomationPanel view={autoView} run={run} busy={busy} error={error} />
              <RevealAllButton view={view} run={run} busy={busy} />
              <FightNamesDialog view={namesView} run={run} busy={busy} error={error} />
            </>
          ))}
          {/* Issue 21: the player screen, sharing and privacy are close to the fight. */}
          <button type="button" onClick={() => navigate('players')}>
            Players
          </button>
        </HeaderMore>
        {withBusy((busy) => (
          <div className="row history-buttons" role="group" aria-label="History">
            <button type="button" onClick={() => void run({ kind: 'undo' })} disabled={!view.history.canUndo || busy} aria-keyshortcuts="Control+Z">
              ↶ Undo
            </button>
            <button type="button" onClick={() => void run({ kind: 'redo' })} disabled={!view.history.canRedo || busy} aria-keyshortcuts="Control+Shift+Z">
              ↷ Redo
            </button>
          </div>
        ))}
      </header>

      {view.system.revision < view.system.campaignRevision && view.phase !== 'ended' && (
        <section className="system-notice" role="status" data-testid="system-notice">
          <p>
            {view.system.revision === 0
              ? `This fight began before campaigns had their own rules: it plays by the built-in ${view.system.edition} numbers.`
              : `The campaign's setting or house rules changed since this fight began: it still plays by the rules it started with.`}
          </p>
          {withBusy((busy) => (
            <button type="button" disabled={busy} onClick={() => void run({ kind: 'adoptSystem' })}>
              Use the campaign’s current rules
            </button>
          ))}
        </section>
      )}
      {withBusy((busy) => <NextBanner view={view} run={run} busy={busy} onSelect={setSelectedId} />)}
      <PlayerDeclarations combatId={combatId} view={view} />
      {withBusy((busy) => <LuckAfterBar view={view} run={run} busy={busy} />)}

      {error && (
        <div role="alert" className="toast" data-testid="combat-error">
          <span>{error}</span>
          <button type="button" className="quiet" onClick={() => setError(null)} aria-label="Dismiss message">
            ✕
          </button>
        </div>
      )}

      {pickedIds.length > 0 && withBusy((busy) => <SelectionBar view={view} selected={pickedIds} run={run} busy={busy} onClear={onClearPicks} />)}

      <ForecastProvider combatId={combatId} phase={view.phase} position={view.history.position}>
        <ForecastNote />
        <div className="tracker-grid">
          <TrackerBoard view={view} selectedId={selectedId} onSelect={onSelect} onDrop={onDrop} run={run} picked={picked} onPick={onPick} onPickAll={onPickAll} onClearPicks={onClearPicks} onEscape={selected ? closePanel : undefined} />
          {withBusy((busy) => <TrackerSide combatId={combatId} view={declareView} selected={selected} tab={sideTab} onTab={setSideTab} run={run} busy={busy} onClose={closePanel} />)}
        </div>
      </ForecastProvider>
      <FocusAfterStep observer={stepping} />
    </>
  );
}
