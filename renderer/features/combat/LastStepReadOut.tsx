import { useEffect, useState } from 'react';
import { onLastStep } from './last-step-store';

/**
 * The step just taken, from its update, read out to screen readers. Its own component (issue 38):
 * setting the text in LogPanel rendered the whole log panel once more per step. The text is told
 * in the batch that shows the step (last-step-store.ts), so both render in one commit.
 */
export function LastStepReadOut({ combatId }: { combatId: string }) {
  const [lastStep, setLastStep] = useState('');
  useEffect(() => onLastStep(combatId, setLastStep), [combatId]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="last-step">
      {lastStep}
    </p>
  );
}
