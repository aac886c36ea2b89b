import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';
import { BANNER_NAMES, declareQueue, nextStep, offersResolveAll } from './next-step';
import { JUMP_KEYS } from './tracker-keys';

type Props = { view: CombatView; run: (a: CombatAction) => Promise<CombatView | null>; busy: boolean; onSelect: (id: string) => void };

/** The "Next" banner: what to do next and its button, who to declare for, resolve all, end combat. */
export function NextBanner({ view, run, busy, onSelect }: Props) {
  const [showWaiting, setShowWaiting] = useState(false);
  // Issue 37 item 10: End combat asks in the app (the browser's confirm() was the only way before).
  const [confirmEnd, setConfirmEnd] = useState(false);
  const endButton = useRef<HTMLButtonElement>(null);
  const next = nextStep(view);
  const firstToDeclare = declareQueue(view)[0];
  // A big fight names five in the banner; the rest open below it on demand (issue 18).
  const bigWait = view.phase === 'declaring' && next.missing.length > BANNER_NAMES + 1;
  return (
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
        {view.phase === 'declaring' && next.missing.length > 0 && firstToDeclare && (
          <button type="button" onClick={() => onSelect(firstToDeclare)} aria-keyshortcuts={JUMP_KEYS.next}>
            Declare for {next.missing[0]}
          </button>
        )}
        {bigWait && (
          <button type="button" className="quiet" aria-expanded={showWaiting} aria-controls="waiting-all" onClick={() => setShowWaiting((v) => !v)}>
            {showWaiting ? 'Hide the list' : `Show all ${next.missing.length} waiting`}
          </button>
        )}
        {offersResolveAll(view) && (
          <button type="button" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'action.resolveAll' } })}>
            Resolve all remaining
          </button>
        )}
        {view.phase !== 'ended' && view.phase !== 'setup' && view.allowed['combat.end'] && (
          <button ref={endButton} type="button" className="quiet" disabled={busy} onClick={() => setConfirmEnd(true)}>
            End combat
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmEnd}
        title="End the combat?"
        confirmLabel="End combat"
        onConfirm={() => void run({ kind: 'command', command: { type: 'combat.end' } })}
        onClose={() => setConfirmEnd(false)}
        returnFocus={endButton}
      >
        <p>Wounds go back to the characters, and this cannot be undone.</p>
      </ConfirmDialog>
      {bigWait && showWaiting && <WaitingList view={view} onSelect={onSelect} />}
    </section>
  );
}

/** Everyone still to declare, on demand and in its own scroll box, so a big fight's banner stays short. */
function WaitingList({ view, onSelect }: { view: CombatView; onSelect: (id: string) => void }) {
  const names = new Map(view.combatants.map((c) => [c.id, c.name]));
  return (
    <div className="waiting-all" id="waiting-all" data-testid="waiting-all">
      <ul className="waiting-list" aria-label="Waiting for a declaration">
        {declareQueue(view).map((id) => (
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
