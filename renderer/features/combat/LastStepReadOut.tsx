import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useClient } from '../../api/client';

/**
 * The step just taken, from the push, read out to screen readers. Its own component (issue 38): the
 * push sets this text outside the batch that shows the step, and setting it in LogPanel rendered
 * the whole log panel once more per step.
 */
export function LastStepReadOut({ combatId }: { combatId: string }) {
  const client = useClient();
  const [lastStep, setLastStep] = useState('');
  useEffect(
    () =>
      client.on('combat.changed', (change) => {
        // Issue 38: committed at once, like the step it reads (combat-cache.ts), so both are laid out
        // and painted in one frame, not the step in one and this text in the next.
        if (change.combatId === combatId) flushSync(() => setLastStep(change.lastStep.map((l) => l.replace(/^\s*-\s*/, '')).join(' ')));
      }),
    [client, combatId],
  );
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="last-step">
      {lastStep}
    </p>
  );
}
