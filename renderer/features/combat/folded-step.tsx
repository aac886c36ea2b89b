/**
 * Issue 38: a very large step (a "resolve all" of hundreds of actions) comes with its update
 * folded: each line's head, without its dice. The storyteller opens its dice here: the whole step
 * is read from the log (`combat.log`, one step) and takes the folded one's place in the log held.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../api/client';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import { combatKeys, type CombatLogData } from './combat-cache';

type Unfold = (step: number) => Promise<void>;
const UnfoldContext = createContext<Unfold | null>(null);

/** Gives the log's folded steps of `combatId` their "Show the dice" action. */
export function UnfoldProvider({ combatId, children }: { combatId: string; children: ReactNode }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const unfold = useCallback<Unfold>(
    async (step) => {
      const key = combatKeys.log(combatId);
      try {
        const page = await client.call('combat.log', { combatId, before: step + 1, limit: 1 });
        const whole = page.steps.find((s) => s.step === step);
        const held = queryClient.getQueryData<CombatLogData>(key);
        // A step taken meanwhile: the log held is of another version; it is fetched again.
        if (!whole || !held || held.version !== page.version) return void queryClient.invalidateQueries({ queryKey: key });
        queryClient.setQueryData<CombatLogData>(key, { ...held, steps: held.steps.map((s) => (s.step === step ? whole : s)) });
      } catch {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [client, combatId, queryClient],
  );
  return <UnfoldContext.Provider value={unfold}>{children}</UnfoldContext.Provider>;
}

/** Under a folded step: how to see its dice. */
export function FoldedNote({ step }: { step: CombatLogStep }) {
  const unfold = useContext(UnfoldContext);
  const [busy, setBusy] = useState(false);
  if (!unfold) return null;
  return (
    <button
      type="button"
      className="small"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void unfold(step.step).finally(() => setBusy(false));
      }}
    >
      {busy ? 'Loading the dice…' : `Show the dice of step ${step.step}`}
    </button>
  );
}

/** Lines of a folded step laid out and painted a part at a time (see `.log-part` in combat.css). */
const PART = 25;

/**
 * Issue 38: a folded step's lines (heads only, hundreds for a "resolve all") in parts of PART
 * lines. A part out of the log's view is skipped by layout and paint (content-visibility), so the
 * step costs the frame what is in view, not all its lines; the lines stay in the DOM (read out,
 * found, selected and copied as any).
 */
export function FoldedLines({ lines }: { lines: readonly string[] }) {
  const parts: string[][] = [];
  for (let i = 0; i < lines.length; i += PART) parts.push(lines.slice(i, i + PART).map((l) => l.trim()));
  return (
    <>
      {parts.map((part, i) => (
        // The last part always lays out: the log follows its end, which must be where it will stay.
        <div key={i} className={i === parts.length - 1 ? 'log-part is-last' : 'log-part'}>
          {part.map((line, j) => (
            <p key={j} className="log-line">
              {line}
            </p>
          ))}
        </div>
      ))}
    </>
  );
}
