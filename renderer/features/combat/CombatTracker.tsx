import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CombatView } from '../../../shared/combat/view';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { combatKeys, useCombatAction, useCombatList, useCombatView, type CombatAction } from './combat-queries';
import { DeclarePanel } from './DeclarePanel';
import { LogPanel } from './LogPanel';
import { QuickNpcsPanel } from './QuickNpcsPanel';
import { TrackerBoard } from './TrackerBoard';
import { BANNER_NAMES, historyShortcut, nextStep, type DropIntent } from './tracker-logic';

const PHASE_WORDS: Record<CombatView['phase'], string> = {
  setup: 'Setting up',
  declaring: 'Declaring',
  resolving: 'Resolving',
  knockouts: 'Knockouts',
  turnEnd: 'End of turn',
  ended: 'Ended',
};

/** The GM screen for one combat. */
export function CombatTracker({ combatId }: { combatId: string }) {
  const view = useCombatView(combatId);
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
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showWaiting, setShowWaiting] = useState(false);
  const mutateAsync = action.mutateAsync;

  const run = useCallback(
    async (a: CombatAction): Promise<CombatView | null> => {
      setError(null);
      performance.mark('combat-command');
      try {
        return await mutateAsync(a);
      } catch {
        return null; // shown by onError
      }
    },
    [mutateAsync],
  );

  const onDrop = useCallback(
    async (intent: DropIntent, loadout: { weapon: string | null; armor: string | null }) => {
      if (intent.kind === 'commands') {
        for (const command of intent.commands) if (!(await run({ kind: 'command', command }))) return;
        return;
      }
      if (!loadout.weapon) {
        setError('The gear catalog has no weapon to give a newcomer: add one in the gear editors.');
        return;
      }
      const before = new Set((queryClient.getQueryData<CombatView>(combatKeys.view(combatId))?.combatants ?? []).map((c) => c.id));
      const after = await run({ kind: 'addCharacter', input: { characterId: intent.characterId, team: intent.team, weapon: loadout.weapon, armor: loadout.armor, chart: 'Humanoid', stance: 'normal' } });
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

  // Benchmark hook: from a button press to the updated screen (see test/bench/gm-screen-bench.ts).
  useLayoutEffect(() => {
    if (performance.getEntriesByName('combat-command', 'mark').length === 0) return;
    performance.measure('combat-command-to-commit', 'combat-command');
    performance.clearMarks('combat-command');
  }, [view.history.position, view.history.length]);

  const declareView = useMemo(
    () => ({ combatants: view.combatants, vehicles: view.vehicles, allowed: view.allowed, modifiers: view.modifiers, position: view.history.position, lists: view.system.lists }),
    [view.combatants, view.vehicles, view.allowed, view.modifiers, view.history.position, view.system.lists],
  );
  const closePanel = useCallback(() => setSelectedId(null), []);

  const next = nextStep(view);
  // A big fight names five in the banner; the rest open below it on demand (issue 18).
  const bigWait = view.phase === 'declaring' && next.missing.length > BANNER_NAMES + 1;
  const selected = view.combatants.find((c) => c.id === selectedId) ?? null;
  const busy = action.isPending;

  return (
    <>
      <header className="tracker-head">
        <div>
          <a href="#/combat" className="back-link">
            ← Combats
          </a>
          <h1 id="tracker-title">{name}</h1>
          <p className="muted tracker-state" data-testid="combat-state">
            {PHASE_WORDS[view.phase]}
            {view.turn > 0 ? ` · turn ${view.turn}` : ''} · {view.combatants.length} combatants
          </p>
        </div>
        <div className="row history-buttons" role="group" aria-label="History">
          <button type="button" onClick={() => void run({ kind: 'undo' })} disabled={!view.history.canUndo || busy} aria-keyshortcuts="Control+Z">
            ↶ Undo
          </button>
          <button type="button" onClick={() => void run({ kind: 'redo' })} disabled={!view.history.canRedo || busy} aria-keyshortcuts="Control+Shift+Z">
            ↷ Redo
          </button>
        </div>
      </header>
      <QuickNpcsPanel combatId={combatId} view={view} />

      {view.system.revision < view.system.campaignRevision && view.phase !== 'ended' && (
        <section className="system-notice" role="status" data-testid="system-notice">
          <p>
            {view.system.revision === 0
              ? `This fight began before campaigns had their own rules: it plays by the built-in ${view.system.edition} numbers.`
              : `The campaign's setting or house rules changed since this fight began: it still plays by the rules it started with.`}
          </p>
          <button type="button" disabled={busy} onClick={() => void run({ kind: 'adoptSystem' })}>
            Use the campaign’s current rules
          </button>
        </section>
      )}

      <section className="next-banner" aria-labelledby="next-label" data-testid="next-banner">
        <p>
          <strong id="next-label">Next:</strong> <span data-testid="next-text">{next.text}</span>
        </p>
        <div className="row">
          {next.button && (
            <button type="button" className="primary" disabled={busy} onClick={() => void run({ kind: 'command', command: next.button!.command })}>
              {next.button.label}
            </button>
          )}
          {view.phase === 'declaring' && next.missing.length > 0 && view.undeclared[0] && (
            <button type="button" onClick={() => setSelectedId(view.undeclared[0]!)}>
              Declare for {next.missing[0]}
            </button>
          )}
          {bigWait && (
            <button type="button" className="quiet" aria-expanded={showWaiting} aria-controls="waiting-all" onClick={() => setShowWaiting((v) => !v)}>
              {showWaiting ? 'Hide the list' : `Show all ${next.missing.length} waiting`}
            </button>
          )}
          {view.phase === 'resolving' && view.allowed['action.resolveAll'] && (
            <button type="button" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'action.resolveAll' } })}>
              Resolve all remaining
            </button>
          )}
          {view.phase !== 'ended' && view.phase !== 'setup' && view.allowed['combat.end'] && (
            <button
              type="button"
              className="quiet"
              disabled={busy}
              onClick={() => {
                if (window.confirm('End the combat? Wounds go back to the characters and this cannot be undone.')) void run({ kind: 'command', command: { type: 'combat.end' } });
              }}
            >
              End combat
            </button>
          )}
        </div>
        {bigWait && showWaiting && <WaitingList view={view} onSelect={setSelectedId} />}
      </section>

      {error && (
        <div role="alert" className="toast" data-testid="combat-error">
          <span>{error}</span>
          <button type="button" className="quiet" onClick={() => setError(null)} aria-label="Dismiss message">
            ✕
          </button>
        </div>
      )}

      <div className="tracker-grid">
        <TrackerBoard view={view} selectedId={selectedId} onSelect={setSelectedId} onDrop={onDrop} run={run} />
        <aside className="tracker-side" aria-label="Declarations and log">
          {selected ? (
            <DeclarePanel key={selected.id} combatId={combatId} view={declareView} combatant={selected} run={run} busy={busy} onClose={closePanel} />
          ) : (
            <section className="panel compact">
              <h2>Declare</h2>
              <p className="muted">Choose a combatant (their name) to declare their action, change gear or stance.</p>
            </section>
          )}
          <LogPanel combatId={combatId} />
        </aside>
      </div>
    </>
  );
}

/** Everyone still to declare, on demand and in its own scroll box, so a big fight's banner stays short. */
function WaitingList({ view, onSelect }: { view: CombatView; onSelect: (id: string) => void }) {
  const names = new Map(view.combatants.map((c) => [c.id, c.name]));
  return (
    <div className="waiting-all" id="waiting-all" data-testid="waiting-all">
      <ul className="waiting-list" aria-label="Waiting for a declaration">
        {view.undeclared.map((id) => (
          <li key={id}>
            <button type="button" className="linkish" onClick={() => onSelect(id)}>
              {names.get(id) ?? id}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
